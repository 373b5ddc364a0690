//! Long computations: the worker threads (`--threads`) and the progress bar, which is
//! drawn on stderr only when stderr is a terminal.

use std::io::{self, IsTerminal};

use anyhow::Context;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

/// `--threads N` for commands that compute in parallel.
#[derive(Debug, Args)]
pub struct WorkerArgs {
    /// Worker threads; all cores when absent.
    #[arg(long, short = 'j', value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
}

impl WorkerArgs {
    /// Runs `work` on a pool of the chosen number of threads.
    pub fn run<T: Send>(&self, work: impl FnOnce() -> T + Send) -> anyhow::Result<T> {
        let mut builder = rayon::ThreadPoolBuilder::new();
        if let Some(threads) = self.threads {
            builder = builder.num_threads(usize::from(threads));
        }
        let pool = builder.build().context("cannot start the worker threads")?;
        Ok(pool.install(work))
    }
}

/// A bar counting `rows` rows, labelled `label`; hidden unless stderr is a terminal.
pub fn rows_bar(rows: u64, label: &'static str) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let style = ProgressStyle::with_template(
        "{msg} [{wide_bar}] {percent:>3}% of {human_len} rows, {eta} left",
    )
    .expect("the template is valid")
    .progress_chars("=> ");
    ProgressBar::new(rows).with_style(style).with_message(label)
}
