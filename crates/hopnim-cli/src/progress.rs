//! Progress bars for long work, drawn on stderr only when stderr is a terminal.

use std::cell::Cell;
use std::io::{self, IsTerminal};
use std::time::{Duration, Instant};

use hopnim::Board;
use indicatif::{ProgressBar, ProgressStyle};

use crate::output;

/// A bar counting `rows` rows, labelled `label`; hidden unless stderr is a terminal.
pub fn rows_bar(rows: u64, label: &'static str) -> ProgressBar {
    bar(
        rows,
        "{msg} [{wide_bar}] {percent:>3}% of {human_len} rows, {eta} left",
    )
    .with_message(label)
}

/// A bar counting `boards` boards, labelled `label`; hidden unless stderr is a
/// terminal.
pub fn boards_bar(boards: u64, label: &'static str) -> ProgressBar {
    bar(
        boards,
        "{msg} [{wide_bar}] {percent:>3}% of {human_len} boards, {eta} left",
    )
    .with_message(label)
}

/// A bar counting `inputs` runs of a solution; hidden unless stderr is a terminal.
pub fn inputs_bar(inputs: u64) -> ProgressBar {
    bar(inputs, "{bar:40} {pos}/{len} inputs, {elapsed}")
}

/// What shrinking has done so far: a spinner on a terminal, otherwise a line on
/// stderr after two seconds and then every ten, so that a long shrink is never
/// silent.
pub struct ShrinkProgress {
    spinner: ProgressBar,
    started: Instant,
    next_line: Cell<Instant>,
}

impl ShrinkProgress {
    /// Starts showing progress.
    pub fn start() -> ShrinkProgress {
        let spinner = if io::stderr().is_terminal() {
            ProgressBar::new_spinner()
        } else {
            ProgressBar::hidden()
        };
        let now = Instant::now();
        ShrinkProgress {
            spinner,
            started: now,
            next_line: Cell::new(now + FIRST_SHRINK_LINE),
        }
    }

    /// Shrinking is at its `runs`-th run, on `candidate`.
    pub fn tick(&self, runs: u64, candidate: &[Board]) {
        let rows: usize = candidate.iter().map(|board| board.rows().len()).sum();
        let message = format!(
            "shrinking: {runs} runs, trying {} test(s) of {rows} row(s) in all",
            candidate.len()
        );
        if !self.spinner.is_hidden() {
            self.spinner.set_message(message);
            self.spinner.tick();
        } else if Instant::now() >= self.next_line.get() {
            self.next_line.set(Instant::now() + SHRINK_LINE_EVERY);
            output::note(format_args!(
                "stress: {message} ({} s)",
                self.started.elapsed().as_secs()
            ));
        }
    }

    /// Stops showing progress.
    pub fn finish(&self) {
        self.spinner.finish_and_clear();
    }
}

/// When shrinking first says how far it is, when stderr is not a terminal.
const FIRST_SHRINK_LINE: Duration = Duration::from_secs(2);

/// How often it says so after that.
const SHRINK_LINE_EVERY: Duration = Duration::from_secs(10);

fn bar(length: u64, template: &str) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let style = ProgressStyle::with_template(template)
        .expect("the template is valid")
        .progress_chars("=> ");
    ProgressBar::new(length).with_style(style)
}
