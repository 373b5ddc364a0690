//! The command line: one subcommand per file, behind a derived enum.

use clap::{Parser, Subcommand};

mod solve;
mod table;
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
    Verify(verify::VerifyArgs),
    Table(table::TableArgs),
}

impl Cli {
    /// Runs the chosen subcommand.
    pub fn run(self) -> anyhow::Result<()> {
        match self.command {
            Command::Solve(args) => args.run(),
            Command::Verify(args) => args.run(),
            Command::Table(args) => args.run(),
        }
    }
}

/// `--width W` for bitboard rows: 1..=64.
pub fn parse_width(text: &str) -> Result<u32, String> {
    parse_width_at_most(text, hopnim::MAX_WIDTH)
}

/// A width from 1 to `max`, or the message saying why `text` is not one.
pub fn parse_width_at_most(text: &str, max: u32) -> Result<u32, String> {
    let width: u32 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a width (a whole number from 1 to {max})"))?;
    if !(1..=max).contains(&width) {
        return Err(format!("width {width} is out of range (1..={max})"));
    }
    Ok(width)
}
