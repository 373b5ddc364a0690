//! `hopnim solve`: judge format in, one `YES`/`NO` line per test out, streaming.

use std::io::{self, BufWriter};
use std::path::PathBuf;

use anyhow::anyhow;
use clap::Args;
use hopnim::judge::{JudgeInput, SolveError};
use hopnim::lang::Lang;

use crate::args::{BoardWidthArg, InputArg, ThreadsArg, VariantArgs};
use crate::diagnostic;

/// Answer every test of a judge input: YES if the first player wins, else NO
///
/// Reads the judge format (a FILE, or standard input) and writes one line per test.
/// Any amount of input is streamed in bounded memory; an invalid input stops with a
/// located diagnostic after the answers of the tests before it.
#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    input: InputArg,
    #[command(flatten)]
    width: BoardWidthArg,
    #[command(flatten)]
    variant: VariantArgs,
    #[command(flatten)]
    threads: ThreadsArg,
}

impl SolveArgs {
    /// `hopnim solve [FILE]`: every flag at its default.
    pub fn reading(file: Option<PathBuf>) -> SolveArgs {
        SolveArgs {
            input: InputArg { file },
            width: BoardWidthArg::default(),
            variant: VariantArgs::default(),
            threads: ThreadsArg::default(),
        }
    }

    pub fn run(self) -> anyhow::Result<()> {
        let (source, name) = self.input.open()?;
        let output = BufWriter::with_capacity(64 * 1024, io::stdout().lock());
        let solved = JudgeInput::new(source, self.width.spec(&self.variant, Lang::En)?)
            .with_threads(self.threads.threads)
            .solve(output);
        match solved {
            Ok(_) => Ok(()),
            Err(SolveError::Write(e)) => {
                Err(anyhow!(e).context("cannot write the answers to standard output"))
            }
            Err(SolveError::Input(e)) => Err(anyhow!(diagnostic::judge_error(&name, &e))),
        }
    }
}
