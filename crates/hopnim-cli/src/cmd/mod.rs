//! The command line: one subcommand per file, behind a derived enum.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use hopnim::lang::Lang;

use crate::args::LangArg;
use crate::said;

mod analyze;
mod check;
mod completions;
mod r#gen;
mod learn;
mod narrow;
mod package;
mod play;
mod puzzle;
mod review;
mod serve;
mod solve;
mod stress;
mod table;
mod validate;
mod verify;

pub use serve::with_tip_toward_addr;

/// The solver, analyser and test-data toolkit for the jumping-pieces game of HDU 5724.
#[derive(Debug, Parser)]
#[command(
    name = "hopnim",
    version,
    about,
    propagate_version = true,
    max_term_width = 90
)]
pub struct Cli {
    // Before the subcommands, so that its place among the flags is the same in both
    // trees of the command (narrow.rs).
    #[command(flatten)]
    lang: LangArg,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    Solve(solve::SolveArgs),
    Analyze(analyze::AnalyzeArgs),
    Play(play::PlayArgs),
    Puzzle(puzzle::PuzzleArgs),
    Review(review::ReviewArgs),
    Learn(learn::LearnArgs),
    Gen(r#gen::GenArgs),
    Validate(validate::ValidateArgs),
    Check(check::CheckArgs),
    Stress(stress::StressArgs),
    Verify(verify::VerifyArgs),
    Package(package::PackageArgs),
    Table(table::TableArgs),
    Serve(serve::ServeArgs),
    Completions(completions::CompletionsArgs),
    Man(completions::ManArgs),
}

impl Cli {
    /// Parses the program's command line; a `solve` line quickly (see [`narrow`]),
    /// with the same result.
    pub fn try_parse_args() -> Result<Cli, clap::Error> {
        narrow::parse_from(std::env::args_os().collect())
    }

    /// Runs the chosen subcommand, those that write for a person in the language of
    /// `--lang` or the locale. Most commands succeed or fail (`Err`, exit code 1;
    /// a [`UsageError`](crate::usage::UsageError) is bad usage); `check` and `stress`
    /// choose their own exit codes.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        let lang = &self.lang;
        match self.command {
            Command::Solve(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Analyze(args) => args.run(lang.lang()).map(|()| ExitCode::SUCCESS),
            Command::Play(args) => args.run(lang.lang()).map(|()| ExitCode::SUCCESS),
            Command::Puzzle(args) => args.run(lang.lang()).map(|()| ExitCode::SUCCESS),
            Command::Review(args) => args.run(lang.lang()).map(|()| ExitCode::SUCCESS),
            Command::Learn(args) => args.run(lang.lang()).map(|()| ExitCode::SUCCESS),
            Command::Gen(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Validate(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Check(args) => args.run(),
            Command::Stress(args) => args.run(),
            Command::Verify(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Package(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Table(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Serve(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Completions(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Man(args) => args.run().map(|()| ExitCode::SUCCESS),
        }
    }

    /// The language of the run's errors: the one the command speaks (`--lang` as
    /// parsed, else the locale's) for a learner's command, English for the others.
    pub fn errors_lang(&self) -> Lang {
        if said::is_learners(self.subcommand_name()) {
            self.lang.lang()
        } else {
            Lang::En
        }
    }

    /// The name of the chosen subcommand, whose usage a usage error shows.
    pub fn subcommand_name(&self) -> &'static str {
        match self.command {
            Command::Solve(_) => "solve",
            Command::Analyze(_) => "analyze",
            Command::Play(_) => "play",
            Command::Puzzle(_) => "puzzle",
            Command::Review(_) => "review",
            Command::Learn(_) => "learn",
            Command::Gen(_) => "gen",
            Command::Validate(_) => "validate",
            Command::Check(_) => "check",
            Command::Stress(_) => "stress",
            Command::Verify(_) => "verify",
            Command::Package(_) => "package",
            Command::Table(_) => "table",
            Command::Serve(_) => "serve",
            Command::Completions(_) => "completions",
            Command::Man(_) => "man",
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};
    use hopnim::lang::Lang;

    use super::Cli;

    /// Found by a review: the language of the out-of-memory line was read again from
    /// the command line by hand, and took the first of two `--lang` where clap takes
    /// the last.
    #[test]
    fn errors_speak_the_language_the_command_parsed() {
        let lang = |line: &[&str]| {
            Cli::try_parse_from(std::iter::once("hopnim").chain(line.iter().copied()))
                .unwrap()
                .errors_lang()
        };
        assert_eq!(
            lang(&["--lang", "zh-CN", "puzzle", "--lang", "en"]),
            Lang::En
        );
        assert_eq!(lang(&["--lang", "en", "review", "--lang=zh"]), Lang::ZhCn);
        assert_eq!(lang(&["--lang", "zh-CN", "solve"]), Lang::En);
    }

    #[test]
    fn every_subcommand_is_named_as_clap_names_it() {
        let lines: [&[&str]; 16] = [
            &["solve"],
            &["analyze"],
            &["play"],
            &["puzzle"],
            &["review"],
            &["learn"],
            &["gen", "--seed", "1"],
            &["validate"],
            &["check", "in", "out"],
            &["stress", "--", "cat"],
            &["verify", "--max-width", "4"],
            &["package", "chess"],
            &["table"],
            &["serve"],
            &["completions", "bash"],
            &["man"],
        ];
        let mut named: Vec<&str> = lines
            .iter()
            .map(|line| {
                let cli =
                    Cli::try_parse_from(std::iter::once("hopnim").chain(line.iter().copied()))
                        .unwrap_or_else(|e| panic!("{line:?}: {e}"));
                assert_eq!(cli.subcommand_name(), line[0]);
                cli.subcommand_name()
            })
            .collect();
        let mut subcommands: Vec<String> = Cli::command()
            .get_subcommands()
            .map(|sub| sub.get_name().to_owned())
            .collect();
        named.sort_unstable();
        subcommands.sort_unstable();
        assert_eq!(named, subcommands);
    }
}
