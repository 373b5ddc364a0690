//! The command line: one subcommand per file, behind a derived enum.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod analyze;
mod check;
mod completions;
mod r#gen;
mod package;
mod play;
mod puzzle;
mod serve;
mod solve;
mod stress;
mod table;
mod validate;
mod verify;

/// The solver, analyser and test-data toolkit for the jumping-pieces game of HDU 5724.
#[derive(Debug, Parser)]
#[command(name = "hopnim", version, about, propagate_version = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    Solve(solve::SolveArgs),
    Analyze(analyze::AnalyzeArgs),
    Play(play::PlayArgs),
    Puzzle(puzzle::PuzzleArgs),
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
    /// Runs the chosen subcommand. Most commands succeed or fail (`Err`, exit code 1);
    /// `check` and `stress` choose their own exit codes.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        match self.command {
            Command::Solve(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Analyze(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Play(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Puzzle(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Gen(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Validate(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Check(args) => Ok(args.run()),
            Command::Stress(args) => args.run(),
            Command::Verify(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Package(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Table(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Serve(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Completions(args) => args.run().map(|()| ExitCode::SUCCESS),
            Command::Man(args) => args.run().map(|()| ExitCode::SUCCESS),
        }
    }
}

/// The exit code of bad usage: 2, but 64 for `check`, whose 2 is a verdict
/// (presentation error) that a script must not mistake for it.
pub fn usage_exit_code() -> u8 {
    const USAGE: u8 = 2;
    const CHECK_USAGE: u8 = 64;
    match std::env::args_os().nth(1) {
        Some(command) if command == "check" => CHECK_USAGE,
        _ => USAGE,
    }
}

/// Stops with a usage error for a combination of flags clap cannot express, with the
/// usage of the subcommand run.
pub fn usage_error(message: impl std::fmt::Display) -> ! {
    let subcommand = std::env::args().nth(1).unwrap_or_default();
    subcommand_usage_error(
        &subcommand,
        clap::error::ErrorKind::ArgumentConflict,
        message,
    )
}

/// Stops with a usage error of `subcommand`: its message, then its own usage.
pub fn subcommand_usage_error(
    subcommand: &str,
    kind: clap::error::ErrorKind,
    message: impl std::fmt::Display,
) -> ! {
    use clap::CommandFactory;
    let mut cli = Cli::command();
    cli.build();
    let err = match cli.find_subcommand_mut(subcommand) {
        Some(sub) => sub.error(kind, message),
        None => cli.error(kind, message),
    };
    let _ = err.print();
    std::process::exit(i32::from(usage_exit_code()))
}
