//! The `hopnim` command: a thin front end over the `hopnim` library.

use std::process::ExitCode;

use clap::Parser;

mod cmd;
mod input;
mod workers;

fn main() -> ExitCode {
    let cli = cmd::Cli::parse();
    match cli.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if input::is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
