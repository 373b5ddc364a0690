//! Progress bars for long work, drawn on stderr only when stderr is a terminal.

use std::io::{self, IsTerminal};

use indicatif::{ProgressBar, ProgressStyle};

/// A bar counting `rows` rows, labelled `label`; hidden unless stderr is a terminal.
pub fn rows_bar(rows: u64, label: &'static str) -> ProgressBar {
    bar(
        rows,
        "{msg} [{wide_bar}] {percent:>3}% of {human_len} rows, {eta} left",
    )
    .with_message(label)
}

/// A bar counting `inputs` runs of a solution; hidden unless stderr is a terminal.
pub fn inputs_bar(inputs: u64) -> ProgressBar {
    bar(inputs, "{bar:40} {pos}/{len} inputs, {elapsed}")
}

fn bar(length: u64, template: &str) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let style = ProgressStyle::with_template(template)
        .expect("the template is valid")
        .progress_chars("=> ");
    ProgressBar::new(length).with_style(style)
}
