//! How the fast path walks an input held in memory: cut into blocks ([`Blocks`]),
//! and paged in and let go of as it reads ([`Paging`]).

use crate::judge::format::is_space;

/// What the fast path tells the memory an input lies in of its reading, so that a
/// mapped file is read ahead in one go and let go of behind the scan: resident memory
/// then stays a few blocks, whatever the file's size. Bytes let go of are read again
/// from the file if need be (a detour re-reads a block), so the advice never changes
/// what is read.
pub(crate) trait Paging: Sync {
    /// The bytes `start..end` are about to be read.
    fn will_read(&self, _start: usize, _end: usize) {}

    /// The bytes before `end` are read (they are not likely to be read again).
    fn read_before(&self, _end: usize) {}

    /// The bytes `start..end` were read again (a detour counting lines or reading
    /// on): let go of them again.
    fn read_again(&self, _start: usize, _end: usize) {}
}

/// Bytes that are not a mapped file: nothing to advise.
pub(crate) struct NoPaging;

impl Paging for NoPaging {}

/// Where blocks end.
#[derive(Clone, Copy)]
pub(super) enum Cut {
    /// Just before a white-space byte: no token straddles two blocks.
    BeforeSpace,
    /// Just after a newline: every block starts at a line start.
    AfterNewline,
}

/// An input cut into blocks of about `block_bytes`, each ending as `cut` says (the
/// last at the end of the input). A cut is found when a block is asked for, near the
/// bytes the block's reader reads next: cutting does not read the whole input ahead
/// (which would bring a page of a mapped file into memory every block).
#[derive(Clone, Copy)]
pub(super) struct Blocks<'a> {
    input: &'a [u8],
    block_bytes: usize,
    cut: Cut,
}

impl<'a> Blocks<'a> {
    pub(super) fn new(input: &'a [u8], block_bytes: usize, cut: Cut) -> Blocks<'a> {
        Blocks {
            input,
            block_bytes: block_bytes.max(1),
            cut,
        }
    }

    /// How many blocks there are (some may be empty, where a cut fell past the next
    /// one's place).
    pub(super) fn count(&self) -> usize {
        self.input.len().div_ceil(self.block_bytes)
    }

    /// Block `index`: its start and end.
    pub(super) fn get(&self, index: usize) -> (usize, usize) {
        (self.cut_at(index), self.cut_at(index + 1))
    }

    /// Where block `index` starts: the first cut at or after `index` blocks' bytes.
    fn cut_at(&self, index: usize) -> usize {
        let place = index.saturating_mul(self.block_bytes);
        if index == 0 || place >= self.input.len() {
            return place.min(self.input.len());
        }
        let after = &self.input[place..];
        let found = match self.cut {
            Cut::BeforeSpace => after.iter().position(|&b| is_space(b)),
            Cut::AfterNewline => after.iter().position(|&b| b == b'\n').map(|n| n + 1),
        };
        found.map_or(self.input.len(), |n| place + n)
    }
}
