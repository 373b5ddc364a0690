//! Standard output and standard error, written without a panic: a write that fails is
//! an error to report (standard output) or a message lost (standard error), never a
//! crash. A closed standard output ends a run quietly (see `main`).
//!
//! Nor does the file-size limit (`ulimit -f`, RLIMIT_FSIZE) end a run: its signal,
//! SIGXFSZ, whose default action kills the process, is caught
//! ([`fail_writes_past_the_size_limit`]), so that a write past the limit fails with
//! EFBIG ("File too large") and takes the same path as a write to a full disk.

use std::fmt;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};

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

/// Set by the SIGXFSZ handler: a write went past the file-size limit.
static SIZE_LIMIT_REACHED: AtomicBool = AtomicBool::new(false);

/// From here on a write past the file-size limit is an error (EFBIG), not the end of
/// the process: SIGXFSZ is caught, and the handler only notes that it came
/// ([`size_limit_reached`]).
///
/// Caught, not ignored: a signal ignored stays ignored across `exec`, a caught one is
/// reset to its default action, so the programs `hopnim` runs (`stress -- CMD`) meet
/// the limit as they would anywhere else, killed by SIGXFSZ.
#[cfg(unix)]
pub fn fail_writes_past_the_size_limit() {
    // Should the handler not be installed, the signal keeps its default action: the
    // run goes on as it would have before.
    let _ = signal_hook::flag::register(signal_hook::consts::SIGXFSZ, &SIZE_LIMIT_REACHED);
}

/// Without Unix signals no write kills the process.
#[cfg(not(unix))]
pub fn fail_writes_past_the_size_limit() {}

/// Whether a write went past the file-size limit (`ulimit -f`) in this run.
pub fn size_limit_reached() -> bool {
    SIZE_LIMIT_REACHED.load(Ordering::SeqCst)
}
