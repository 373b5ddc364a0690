//! Standard output and standard error, written without a panic: a write that fails is
//! an error to report (standard output) or a message lost (standard error), never a
//! crash. A closed standard output ends a run quietly (see `main`).

use std::fmt;
use std::io::{self, Write};

/// Writes `text` to standard output and flushes it.
pub fn print(text: impl AsRef<[u8]>) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_ref())?;
    out.flush()
}

/// Writes one line to standard error; says whether it could. A message that cannot
/// be shown (standard error closed or full) is lost, and the exit code still tells.
pub fn note(line: impl fmt::Display) -> bool {
    let mut err = io::stderr().lock();
    writeln!(err, "{line}").and_then(|()| err.flush()).is_ok()
}
