//! A quick parse of `hopnim solve …`: a command tree that holds `solve` alone, with
//! the whole tree's errors, help and version whenever it is not a plain success.
//!
//! Building and dropping the whole tree (fourteen subcommands, every flag and its
//! help) took three times the instructions of solving the HDU sample. `solve` parses
//! exactly as it does in the whole tree: nothing outside a subcommand changes how its
//! own arguments parse, and the tests below check that the two agree.
//!
//! The lines a judge runs, `hopnim solve` and `hopnim solve FILE`, set no flag: they
//! need no parser at all, and take a tenth of the program's start-up instructions
//! less.

use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

use clap::{Parser, Subcommand};

use super::{Cli, Command, solve};
use crate::args::LangArg;
use solve::SolveArgs;

/// The whole command with one subcommand, `solve`, as the whole tree declares it.
#[derive(Debug, Parser)]
#[command(
    name = "hopnim",
    version,
    propagate_version = true,
    max_term_width = 90
)]
struct SolveOnly {
    // Before the subcommands, so that its place among the flags is the same in both
    // trees of the command (narrow.rs).
    #[command(flatten)]
    lang: LangArg,
    #[command(subcommand)]
    command: SolveCommand,
}

/// The one subcommand of [`SolveOnly`].
#[derive(Debug, Subcommand)]
enum SolveCommand {
    Solve(solve::SolveArgs),
}

/// Parses the command line `args` (the program's name first) as the whole tree does,
/// building only `solve`'s part of the tree when that is enough.
pub fn parse_from(args: Vec<OsString>) -> Result<Cli, clap::Error> {
    match plain_solve(&args).or_else(|| quick_solve(&args)) {
        Some(cli) => Ok(cli),
        None => Cli::try_parse_from(args),
    }
}

/// The parse of `hopnim solve` and `hopnim solve FILE` (a FILE that cannot be read
/// as a flag), every flag at its default; `None` for any other line.
fn plain_solve(args: &[OsString]) -> Option<Cli> {
    let file = match args {
        [_, solve] if solve == "solve" => None,
        [_, solve, file] if solve == "solve" && is_plainly_a_file(file) => {
            Some(PathBuf::from(file))
        }
        _ => return None,
    };
    Some(Cli {
        command: Command::Solve(SolveArgs::reading(file)),
        lang: LangArg::default(),
    })
}

/// Whether clap takes `arg` as a file's name whatever the flags: it is not empty
/// (an empty path is refused) and does not start with `-`.
fn is_plainly_a_file(arg: &OsStr) -> bool {
    arg.as_encoded_bytes()
        .first()
        .is_some_and(|&first| first != b'-')
}

/// The parse of a well-formed `hopnim solve …` line; `None` for any other line, for
/// any mistake, and for `--help` and `--version`, which the whole tree shows.
fn quick_solve(args: &[OsString]) -> Option<Cli> {
    if args.get(1).is_none_or(|first| first != "solve") {
        return None;
    }
    let SolveOnly {
        command: SolveCommand::Solve(args),
        lang,
    } = SolveOnly::try_parse_from(args).ok()?;
    Some(Cli {
        command: Command::Solve(args),
        lang,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both parses of `line` (after the program's name), shown: the parsed arguments,
    /// or the error's kind and its text.
    fn both(line: &[&str]) -> (String, String) {
        let args = to_args(line);
        let show = |parsed: Result<Cli, clap::Error>| match parsed {
            Ok(cli) => format!("{cli:?}"),
            Err(e) => format!("{:?}: {}", e.kind(), e.render()),
        };
        (
            show(parse_from(args.clone())),
            show(Cli::try_parse_from(args)),
        )
    }

    #[test]
    fn the_quick_parse_agrees_with_the_whole_tree() {
        let lines: &[&[&str]] = &[
            &["solve"],
            &["solve", "in.txt"],
            &["solve", "-"],
            &["solve", "--", "-in.txt"],
            &["solve", "-w", "64", "in.txt"],
            &["solve", "--width=1000000"],
            &["solve", "--width", "30", "--rules", "welter", "--misere"],
            &["solve", "--rules=welter", "-j", "3", "x"],
            &["solve", "-j0", "--misere", "in.txt"],
            &["solve", "in.txt", "--threads", "256"],
            &["solve", "help"],
            &["solve", "--lang", "zh-CN", "in.txt"],
        ];
        for line in lines {
            let (quick, whole) = both(line);
            assert!(whole.starts_with("Cli {"), "{line:?}: {whole}");
            assert!(quick_solve(&to_args(line)).is_some(), "{line:?}");
            assert_eq!(quick, whole, "{line:?}");
        }
    }

    /// Every line without a flag is taken without a parser, and parses as the whole
    /// tree parses it; a line with a flag, an empty name or two names is not.
    #[test]
    fn the_plain_lines_need_no_parser_and_agree_with_the_whole_tree() {
        let plain: &[&[&str]] = &[&["solve"], &["solve", "in.txt"], &["solve", "help"]];
        for line in plain {
            let plain = plain_solve(&to_args(line)).map(|cli| format!("{cli:?}"));
            assert_eq!(plain, Some(both(line).1), "{line:?}");
        }
        let parsed: &[&[&str]] = &[
            &["solve", "-"],
            &["solve", "--misere"],
            &["solve", ""],
            &["solve", "a", "b"],
            &["solve", "-h"],
            &["analyze", "in.txt"],
        ];
        for line in parsed {
            assert!(plain_solve(&to_args(line)).is_none(), "{line:?}");
        }
    }

    #[test]
    fn mistakes_help_and_version_come_from_the_whole_tree() {
        let lines: &[&[&str]] = &[
            &[],
            &["solve", "--help"],
            &["solve", "-h"],
            &["solve", "--version"],
            &["solve", "-V"],
            &["solve", "a", "b"],
            &["solve", "--width", "65536000"],
            &["solve", "--width"],
            &["solve", "--rules", "chess"],
            &["solve", "--threads", "5000"],
            &["solve", "--wdith", "20"],
            &["solve", "--misere", "--misere"],
            &["solve", "--lang", "fr"],
            &["solv"],
            &["--help"],
            &["--version"],
            &["help", "solve"],
            &["gen", "--seed", "1"],
            &["analyze", "in.txt"],
        ];
        for line in lines {
            let (quick, whole) = both(line);
            assert!(quick_solve(&to_args(line)).is_none(), "{line:?}");
            assert_eq!(quick, whole, "{line:?}");
        }
    }

    /// A setting on the whole tree's `solve` (an alias, a heading) that the quick
    /// tree lacks shows here.
    #[test]
    fn solve_is_declared_the_same_in_both_trees() {
        use clap::CommandFactory;
        let solve = |mut tree: clap::Command| {
            tree.build();
            let solve = tree
                .find_subcommand("solve")
                .expect("solve is a subcommand");
            format!("{solve:?}")
        };
        assert_eq!(solve(SolveOnly::command()), solve(Cli::command()));
    }

    /// The command line of `line`, after the program's name.
    fn to_args(line: &[&str]) -> Vec<OsString> {
        std::iter::once("hopnim")
            .chain(line.iter().copied())
            .map(OsString::from)
            .collect()
    }
}
