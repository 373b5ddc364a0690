//! `hopnim solve`: judge format in, one `YES`/`NO` line per test out, streaming.

use std::io::{self, BufWriter};

use anyhow::anyhow;
use clap::Args;
use hopnim::judge::{JudgeReader, SolveError, solve};

use std::path::PathBuf;

use crate::{diagnostic, input};

/// Answers every test of a judge input: YES if the first player wins, else NO.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The judge input; standard input when absent or `-`.
    file: Option<PathBuf>,
    /// The board width: positions run from 1 to W.
    #[arg(long, short = 'w', default_value_t = hopnim::CLASSIC_WIDTH, value_parser = super::parse_width)]
    width: u32,
}

impl SolveArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let input = input::open(self.file.as_deref())?;
        let reader = JudgeReader::new(input.reader, self.width)?;
        let output = BufWriter::with_capacity(64 * 1024, io::stdout().lock());
        match solve(reader, output) {
            Ok(_) => Ok(()),
            Err(SolveError::Write(e)) => Err(anyhow!(e).context("cannot write the answers")),
            Err(SolveError::Input(e)) => Err(anyhow!(diagnostic::judge_error(&input.name, &e))),
        }
    }
}
