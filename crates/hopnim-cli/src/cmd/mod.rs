//! The command line: one subcommand per file, behind a derived enum.

use clap::{Parser, Subcommand};

mod solve;

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
}

impl Cli {
    /// Runs the chosen subcommand.
    pub fn run(self) -> anyhow::Result<()> {
        match self.command {
            Command::Solve(args) => args.run(),
        }
    }
}

/// `--width W` for judge input: 1..=1000000 (rows wider than 64 are read as lists of
/// columns).
pub fn parse_judge_width(text: &str) -> Result<u32, String> {
    let max = hopnim::judge::MAX_WIDE_WIDTH;
    let width: u32 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a width (a whole number from 1 to {max})"))?;
    if !(1..=max).contains(&width) {
        return Err(format!("width {width} is out of range (1..={max})"));
    }
    Ok(width)
}
