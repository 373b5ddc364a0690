//! `hopnim solve`: judge format in, one `YES`/`NO` line per test out, streaming.

use std::io::{self, BufWriter};
use std::path::PathBuf;

use anyhow::anyhow;
use clap::Args;
use hopnim::judge::{SolveError, fast};

use crate::diagnostic;
use crate::input::{self, Source};

/// Answers every test of a judge input: YES if the first player wins, else NO.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The judge input; standard input when absent or `-`.
    file: Option<PathBuf>,
    /// The board width: positions run from 1 to W (up to 1000000).
    #[arg(long, short = 'w', default_value_t = hopnim::CLASSIC_WIDTH, value_parser = super::parse_judge_width)]
    width: u32,
    /// Threads for a large file (0: all cores). The output is the same for any number.
    #[arg(long, short = 'j', default_value_t = 0)]
    threads: usize,
}

impl SolveArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let input = input::open(self.file.as_deref())?;
        let output = BufWriter::with_capacity(64 * 1024, io::stdout().lock());
        let result = match input.source {
            Source::File(file) => match input::map(&file) {
                Some(bytes) => fast::solve_bytes(&bytes, self.width, self.threads, output),
                None => fast::solve_read(file, self.width, output),
            },
            Source::Stream(reader) => fast::solve_read(reader, self.width, output),
        };
        match result {
            Ok(_) => Ok(()),
            Err(SolveError::Write(e)) => Err(anyhow!(e).context("cannot write the answers")),
            Err(SolveError::Width(e)) => Err(e.into()),
            Err(SolveError::Input(e)) => Err(anyhow!(diagnostic::judge_error(&input.name, &e))),
        }
    }
}
