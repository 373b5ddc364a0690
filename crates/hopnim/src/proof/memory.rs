//! The memory of a proof by computation: its large allocations, which fail with an
//! [`OutOfMemory`] error naming the bytes asked for instead of aborting the process
//! (under `ulimit -v`, say), and the sizes its estimates are made of.
//!
//! ```
//! use hopnim::proof::memory::{Bytes, OutOfMemory};
//! assert_eq!(Bytes(3 << 29).to_string(), "1.5 GiB");
//! assert_eq!(Bytes(1000).to_string(), "1000 B");
//! ```

use std::cell::Cell;
use std::collections::TryReserveError;
use std::fmt;

use crate::phrase;
use crate::phrase::{Message, Phrase};

/// The system refused the memory a computation asked for. It says so in any language
/// ([`OutOfMemory::phrase`]); its `Display` is the English.
///
/// ```
/// use hopnim::{game::Rules, lang::Lang, proof::misere::verify_misere};
/// // Every board of two rows of width 31: 2^61 boards, two bits each.
/// let error = verify_misere(Rules::Hop, &[(2, 31)], |_| {}).unwrap_err();
/// assert!(error.bytes() > 511 << 50);
/// assert_eq!(error.to_string(), "cannot allocate 512.0 PiB for the memo of the misère search");
/// assert_eq!(
///     Lang::ZhCn.say(error.phrase()),
///     "无法为反常规则（misère）搜索的备忘表分配 512.0 PiB 内存"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct OutOfMemory {
    bytes: u64,
    what: Message,
    #[source]
    source: TryReserveError,
}

impl OutOfMemory {
    /// The bytes asked for.
    pub const fn bytes(&self) -> u64 {
        self.bytes
    }

    /// What they were to hold, as in "the table".
    pub const fn what(&self) -> Message {
        self.what
    }

    /// The refusal, with the bytes and what they were to hold, to be said in any
    /// language ([`Lang::say`](crate::lang::Lang::say)).
    pub fn phrase(&self) -> Phrase<'static> {
        phrase!(
            "memory-refused",
            bytes = Bytes(self.bytes).to_string(),
            what = self.what
        )
    }
}

crate::phrase::said_in_english!(OutOfMemory);

/// A number of bytes, shown in binary units with one decimal (`224.0 MiB`), or as
/// bytes below a KiB.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bytes(pub u64);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const UNITS: [&str; 6] = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
        if self.0 < 1024 {
            return write!(f, "{} B", self.0);
        }
        let mut value = self.0 as f64 / 1024.0;
        let mut unit = 0;
        while value >= 1024.0 && unit + 1 < UNITS.len() {
            value /= 1024.0;
            unit += 1;
        }
        write!(f, "{value:.1} {}", UNITS[unit])
    }
}

/// `len` copies of `value` in a vector of exactly that capacity, or the error naming
/// `what` they were to hold.
pub(crate) fn filled_vec<T: Clone>(
    len: usize,
    value: T,
    what: Message,
) -> Result<Vec<T>, OutOfMemory> {
    let mut values = Vec::new();
    asking_fallibly(|| values.try_reserve_exact(len)).map_err(|source| OutOfMemory {
        bytes: (len as u64).saturating_mul(size_of::<T>() as u64),
        what,
        source,
    })?;
    values.resize(len, value);
    Ok(values)
}

/// Whether the system grants `bytes` now, asked for and given back at once (untouched,
/// so they cost no page): for memory a computation will take later through a
/// structure that aborts the process when refused (a hash table that grows), so that
/// a limit (`ulimit -v`) is met with an error naming `what` before the work starts.
pub(crate) fn try_room(bytes: u64, what: Message) -> Result<(), OutOfMemory> {
    let len = usize::try_from(bytes).unwrap_or(usize::MAX);
    asking_fallibly(|| Vec::<u8>::new().try_reserve_exact(len)).map_err(|source| OutOfMemory {
        bytes,
        what,
        source,
    })
}

thread_local! {
    /// Whether this thread is asking for memory whose refusal it reports.
    static ASKING_FALLIBLY: Cell<bool> = const { Cell::new(false) };
}

/// Whether this thread is now asking for memory whose refusal is an [`OutOfMemory`]
/// error, not the end of the process: a global allocator that ends the process when
/// the system refuses it memory (as the `hopnim` command's does) lets these requests
/// fail instead. It reads a thread-local flag and allocates nothing.
///
/// ```
/// assert!(!hopnim::proof::memory::is_asking_fallibly());
/// ```
pub fn is_asking_fallibly() -> bool {
    ASKING_FALLIBLY.try_with(Cell::get).unwrap_or(false)
}

/// Runs `ask`, a request for memory whose refusal is reported, marked as such on this
/// thread ([`is_asking_fallibly`]).
fn asking_fallibly<T>(ask: impl FnOnce() -> T) -> T {
    let before = ASKING_FALLIBLY.replace(true);
    let asked = ask();
    ASKING_FALLIBLY.set(before);
    asked
}

/// The most bytes a `HashMap` of `entries` entries of `entry_bytes` each takes while
/// it grows one insert at a time, as std's hash table does (a power of two of buckets,
/// at most 7/8 full, each an entry and a control byte, and a group of 16 more control
/// bytes): its last table and the one before, both held while it moves over. `None`
/// past `u64`.
pub(crate) fn grown_hash_map_bytes(entries: u64, entry_bytes: u64) -> Option<u64> {
    let buckets = if entries < 4 {
        4
    } else if entries < 8 {
        8
    } else {
        entries
            .checked_mul(8)?
            .div_ceil(7)
            .checked_next_power_of_two()?
    };
    let table = |buckets: u64| -> Option<u64> {
        let entries = buckets.checked_mul(entry_bytes)?.next_multiple_of(16);
        entries.checked_add(buckets)?.checked_add(16)
    };
    table(buckets)?.checked_add(table(buckets / 2)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_a_person_would_say_them() {
        assert_eq!(Bytes(0).to_string(), "0 B");
        assert_eq!(Bytes(1024).to_string(), "1.0 KiB");
        assert_eq!(Bytes(224 << 20).to_string(), "224.0 MiB");
        assert_eq!(Bytes(513 << 20 | 512 << 10).to_string(), "513.5 MiB");
        assert_eq!(Bytes(32 << 30).to_string(), "32.0 GiB");
        assert_eq!(Bytes(u64::MAX).to_string(), "16.0 EiB");
    }

    #[test]
    fn a_refused_allocation_is_an_error_naming_its_bytes() {
        let ranks = Message::MEMORY_BOARD_RANKS;
        let error = filled_vec(usize::MAX / 2, 0u16, ranks).unwrap_err();
        assert_eq!(error.bytes(), (usize::MAX / 2) as u64 * 2);
        assert_eq!(error.what(), ranks);
        assert!(
            error
                .to_string()
                .starts_with("cannot allocate 16.0 EiB for the ranks of the boards"),
            "{error}"
        );
        assert_eq!(filled_vec(3, 7u8, ranks).unwrap(), [7, 7, 7]);
    }

    #[test]
    fn a_grown_hash_map_holds_its_last_two_tables() {
        // 4,194,281 entries: 8,388,608 buckets, the 4,194,304 before.
        let bytes = grown_hash_map_bytes(4_194_281, 16).unwrap();
        assert_eq!(bytes, (8_388_608 + 4_194_304) * 17 + 32);
        assert_eq!(grown_hash_map_bytes(0, 16), Some(4 * 17 + 16 + 2 * 17 + 16));
        assert_eq!(grown_hash_map_bytes(u64::MAX, 16), None);
    }
}
