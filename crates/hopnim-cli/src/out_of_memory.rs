//! Memory the system refuses (under `ulimit -v`, say) ends `hopnim` with one line and
//! exit code 1, not an abort: the global allocator is wrapped ([`EndsOnRefusal`]), and
//! when the system refuses a request it writes `error: out of memory: hopnim could not
//! allocate N bytes (ulimit -v?)` on standard error, kills the runs under way and
//! removes the unfinished files and folders ([`crate::interruption`]), and exits with
//! code 1 — all of it without allocating, from whichever thread asked.
//!
//! A request whose refusal the library reports itself (a table, a search's memo:
//! `hopnim::proof::memory`) is let fail, and the library's error names what the memory
//! was for.

use std::alloc::{GlobalAlloc, Layout};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use hopnim::decimal::decimal;
use hopnim::lang::Lang;
use hopnim::say;

/// A global allocator, `A`, whose refusals end the process with an error line and exit
/// code 1 instead of an abort.
pub struct EndsOnRefusal<A>(pub A);

// SAFETY: every request goes to the allocator `A` as it is; only its refusals (null)
// are looked at, and they either end the process or are returned as they are.
#[allow(unsafe_code)]
unsafe impl<A: GlobalAlloc> GlobalAlloc for EndsOnRefusal<A> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let given = unsafe { self.0.alloc(layout) };
        if given.is_null() {
            refused(layout.size());
        }
        given
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let given = unsafe { self.0.alloc_zeroed(layout) };
        if given.is_null() {
            refused(layout.size());
        }
        given
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { self.0.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let given = unsafe { self.0.realloc(ptr, layout, new_size) };
        if given.is_null() {
            refused(new_size);
        }
        given
    }
}

/// The system refused `bytes`: unless the library reports this refusal itself, ends
/// the process (see the module's documentation).
#[cold]
fn refused(bytes: usize) {
    if hopnim::proof::memory::is_asking_fallibly() {
        return;
    }
    end(bytes)
}

/// Set by the first thread that ends the process.
static ENDING: AtomicBool = AtomicBool::new(false);

/// Writes the error line for `bytes`, undoes what is unfinished and exits with code 1.
/// A second thread refused memory meanwhile waits for the first to end the process.
#[cold]
fn end(bytes: usize) -> ! {
    if ENDING.swap(true, Ordering::SeqCst) {
        loop {
            std::thread::sleep(std::time::Duration::from_secs(1));
        }
    }
    let mut digits = [0u8; 20];
    // A usize of 64 bits at most: every width Rust builds for.
    let number = decimal(bytes as u64, &mut digits);
    let (before, after) = match SAID.get() {
        Some(said) => (said.before.as_bytes(), said.after.as_bytes()),
        None => (ENGLISH_BEFORE.as_bytes(), ENGLISH_AFTER.as_bytes()),
    };
    for part in [before, number, after, b"\n"] {
        write_to_stderr(part);
    }
    crate::interruption::undo_without_allocating();
    exit_now(1)
}

/// The English line around the number, as the catalogue's `cli-out-of-memory` in
/// `cli-error` says it (a test holds them to it): for a refusal before the language
/// is known, and to save loading the catalogue when it is English.
const ENGLISH_BEFORE: &str = "error: out of memory: hopnim could not allocate ";
const ENGLISH_AFTER: &str = " bytes (ulimit -v?)";

/// The line said in another language than English, split around the number.
struct Said {
    before: String,
    after: String,
}

/// The line in the language of the run's errors, once [`speak`] has said it.
static SAID: OnceLock<Said> = OnceLock::new();

/// The mark the number's place is found by in a line said beforehand.
const NUMBER_MARK: &str = "\u{1}";

/// From here on the line is said in `lang` (the language of the run's errors): it is
/// said now, with a mark for the number, so that saying it later allocates nothing.
pub fn speak(lang: Lang) {
    if lang == Lang::En {
        return;
    }
    let what = say!(lang, "cli-out-of-memory", bytes = NUMBER_MARK);
    let line = say!(lang, "cli-error", what = what.as_str());
    if let Some((before, after)) = line.split_once(NUMBER_MARK) {
        let _ = SAID.set(Said {
            before: before.to_owned(),
            after: after.to_owned(),
        });
    }
}

/// Writes `bytes` to standard error with write(2) alone; what cannot be written is
/// lost.
#[allow(unsafe_code)]
fn write_to_stderr(mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: writes from a live slice, at most its length.
        let written =
            unsafe { libc::write(libc::STDERR_FILENO, bytes.as_ptr().cast(), bytes.len()) };
        match usize::try_from(written) {
            Ok(0) => return,
            Ok(written) => bytes = &bytes[written..],
            Err(_) if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted => {
            }
            Err(_) => return,
        }
    }
}

/// Ends the process with `code` at once (_exit(2)): no destructor, no handler, no
/// flush of a buffer that is not flushed already.
#[allow(unsafe_code)]
fn exit_now(code: i32) -> ! {
    // SAFETY: _exit(2) ends the process; nothing of it is used afterwards.
    unsafe { libc::_exit(code) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_english_line_is_the_catalogue_s() {
        let what = say!(Lang::En, "cli-out-of-memory", bytes = NUMBER_MARK);
        let line = say!(Lang::En, "cli-error", what = what.as_str());
        assert_eq!(
            line,
            format!("{ENGLISH_BEFORE}{NUMBER_MARK}{ENGLISH_AFTER}")
        );
    }

    #[test]
    fn the_chinese_line_is_split_around_the_number() {
        speak(Lang::ZhCn);
        let said = SAID.get().unwrap();
        assert_eq!(said.before, "错误：内存不足：hopnim 无法分配 ");
        assert_eq!(said.after, " 字节（可能受 ulimit -v 限制）");
    }
}
