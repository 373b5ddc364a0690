//! Where the fast path steps aside ([`SteppedAside`]) and the plain reader goes on:
//! from the start of the block, with the grammar in the state it had there.

use std::io::{Read, Write};

use super::blocks::Paging;
use crate::judge::error::SolveError;
use crate::judge::machine::Machine;
use crate::judge::reader::JudgeReader;
use crate::judge::tokens::{KEPT_CONTEXT, Place};

/// How many bytes a detour reads between two calls to [`Paging::read_again`].
pub(super) const PAGED_BYTES: usize = 16 << 20;

/// The fast path met something it leaves to the plain reader: it steps aside.
#[derive(Debug)]
pub(crate) struct SteppedAside;

/// The place just after `bytes`, which start at `place`.
pub(super) fn place_after(bytes: &[u8], place: Place) -> Place {
    let newlines = count_newlines(bytes);
    let line_start = match bytes.iter().rposition(|&b| b == b'\n') {
        Some(index) => place.offset + index as u64 + 1,
        None => place.line_start,
    };
    Place {
        offset: place.offset + bytes.len() as u64,
        line: place.line + newlines,
        line_start,
    }
}

/// The number of `\n` bytes, eight at a time.
pub(super) fn count_newlines(bytes: &[u8]) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let mut words = bytes.chunks_exact(8);
    let mut count = 0u64;
    for word in &mut words {
        let x = u64::from_le_bytes(word.try_into().expect("8 bytes")) ^ 0x0a0a_0a0a_0a0a_0a0a;
        // High bit of each byte: set iff the byte of x is not zero (no carries
        // between bytes, so the count is exact).
        let nonzero = ((x & LOW7) + LOW7) | x;
        count += u64::from((!nonzero & !LOW7).count_ones());
    }
    count + words.remainder().iter().filter(|&&b| b == b'\n').count() as u64
}

/// Hands over to the plain reader at byte `offset` of `input`, letting go of the bytes
/// it counts lines in and reads as it goes.
pub(super) fn detour_in_bytes<W: Write>(
    input: &[u8],
    paging: &dyn Paging,
    offset: usize,
    machine: Machine,
    output: W,
    written: u64,
) -> Result<u64, SolveError> {
    let mut place = Place::START;
    for start in (0..offset).step_by(PAGED_BYTES) {
        let end = (start + PAGED_BYTES).min(offset);
        place = place_after(&input[start..end], place);
        paging.read_again(start, end);
    }
    let context = &input[offset.saturating_sub(KEPT_CONTEXT)..offset];
    let rest = PagedBytes {
        input,
        paging,
        position: offset,
        let_go: offset,
    };
    detour(rest, place, context, machine, output, written)
}

/// The bytes of an input in memory from `position` on, read as a stream, let go of
/// every [`PAGED_BYTES`] read.
struct PagedBytes<'a> {
    input: &'a [u8],
    paging: &'a dyn Paging,
    position: usize,
    /// The bytes from here to `position` are read and not yet let go of.
    let_go: usize,
}

impl Read for PagedBytes<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        let count = (&self.input[self.position..]).read(buffer)?;
        self.position += count;
        if self.position - self.let_go >= PAGED_BYTES {
            self.paging.read_again(self.let_go, self.position);
            self.let_go = self.position;
        }
        Ok(count)
    }
}

/// Hands over to the plain reader for the rest of the input, from `place` on;
/// `context` holds the bytes just before it.
pub(super) fn detour<R: Read, W: Write>(
    rest: R,
    place: Place,
    context: &[u8],
    machine: Machine,
    output: W,
    written: u64,
) -> Result<u64, SolveError> {
    JudgeReader::resume(rest, machine, place, context)
        .write_answers(output)
        .map(|more| written + more)
}
