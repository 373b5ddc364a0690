//! The `hopnim` command: a thin front end over the `hopnim` library.

use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

mod args;
mod child;
mod cmd;
mod diagnostic;
mod input;
mod palette;
mod progress;

/// The exit code of bad usage.
const USAGE: u8 = 2;

fn main() -> ExitCode {
    let cli = match cmd::Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return usage_error(&err),
    };
    match cli.run() {
        Ok(code) => code,
        Err(err) if input::is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// Prints a command-line error. A bad value (`--width 65`) gets one clean line; other
/// mistakes keep clap's usage hints; `--help` and `--version` print as usual.
fn usage_error(err: &clap::Error) -> ExitCode {
    match err.kind() {
        ErrorKind::ValueValidation | ErrorKind::InvalidValue => {
            let rendered = err.to_string();
            eprintln!("{}", rendered.lines().next().unwrap_or("error: bad usage"));
            ExitCode::from(USAGE)
        }
        _ => {
            let _ = err.print();
            ExitCode::from(if err.use_stderr() { USAGE } else { 0 })
        }
    }
}
