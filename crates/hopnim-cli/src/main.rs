//! The `hopnim` command: a thin front end over the `hopnim` library.

use std::process::ExitCode;

use clap::Parser;

mod child;
mod cmd;
mod input;

fn main() -> ExitCode {
    let cli = cmd::Cli::parse();
    match cli.run() {
        Ok(code) => code,
        Err(err) if input::is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
