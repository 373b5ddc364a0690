//! The fast judge readers: many bytes classified at a time, tokens walked through bit
//! masks, one- and two-digit numbers read without branches, and the numbers fed to
//! the same grammar machine as the plain reader.
//!
//! Anything out of the ordinary (a byte that is neither digit nor white space, a
//! number of 20 or more digits, a number the grammar refuses, an early end) makes the
//! fast path step aside: the plain [`JudgeReader`] goes on from the start of the
//! current block, with the grammar in the state it had there, and writes the exact
//! answers and diagnostic the plain reader writes. So the fast path is only ever
//! trusted with valid input, and its answers for a block are written only once the
//! whole block was read without a detour.
//! [`JudgeInput`](super::JudgeInput) is the way in.

mod classify;
mod parallel;
mod scan;
mod stream;

use std::io::{Read, Write};

use super::error::SolveError;
use super::format::is_space;
use super::machine::{Event, Machine};
use super::spec::JudgeSpec;
use super::tokens::{KEPT_CONTEXT, Place};
use crate::game::MAX_WIDTH;
use crate::game::{Board, Row};
use crate::judge::reader::JudgeReader;
use crate::threads::Threads;
use scan::scan;

/// Bytes per block: the unit of the fast scan, of the parallel split, and of a
/// detour's re-reading.
const BLOCK_BYTES: usize = 1 << 20;

/// The smallest block a file is cut into for the parallel path.
const MIN_BLOCK_BYTES: usize = 64 << 10;

/// Inputs smaller than this are solved on one thread: starting a second one and
/// handing it work costs more than it saves. Measured on a 2-core virtual machine
/// (whole process, median of 61 interleaved runs, HDU-style rows): two threads took
/// 10% less time than one at 1.2 MB and 24% less at 2.8 MB.
const MIN_PARALLEL_BYTES: usize = 1 << 20;

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

/// How many bytes a detour reads between two calls to [`Paging::read_again`].
const PAGED_BYTES: usize = 16 << 20;

/// Bytes that are not a mapped file: nothing to advise.
pub(crate) struct NoPaging;

impl Paging for NoPaging {}

/// The fast path met something it leaves to the plain reader: it steps aside.
#[derive(Debug)]
pub(super) struct SteppedAside;

/// Solves a judge input held in memory (a file read or mapped whole), on `threads`
/// threads. Output and diagnostics are exactly the plain reader's for every input.
pub(super) fn solve_bytes<W: Write>(
    input: &[u8],
    paging: &dyn Paging,
    spec: JudgeSpec,
    threads: Threads,
    output: W,
) -> Result<u64, SolveError> {
    let threads = if input.len() < MIN_PARALLEL_BYTES {
        1
    } else {
        threads.count()
    };
    // Smaller inputs get smaller blocks, so that every thread has several.
    let block_bytes = (input.len() / 16).clamp(MIN_BLOCK_BYTES, BLOCK_BYTES);
    solve_bytes_in_blocks(input, paging, spec, threads, block_bytes, output)
}

/// [`solve_bytes`] with blocks of about `block_bytes` (tests use small ones, to
/// cross many block boundaries).
pub(crate) fn solve_bytes_in_blocks<W: Write>(
    input: &[u8],
    paging: &dyn Paging,
    spec: JudgeSpec,
    threads: usize,
    block_bytes: usize,
    output: W,
) -> Result<u64, SolveError> {
    if spec.width.get() <= MAX_WIDTH && input.len() > 2 * block_bytes {
        let threads = threads.max(1);
        return parallel::solve_lines(input, paging, spec, threads, block_bytes, output);
    }
    scan_bytes_in_blocks(input, paging, spec, block_bytes, output)
}

/// Solves a judge input held in memory on this thread, number by number through the
/// grammar, in blocks of about `block_bytes`: the way for small inputs, for rows wider
/// than 64, and the one that the line summaries of [`parallel`] fall back to.
pub(crate) fn scan_bytes_in_blocks<W: Write>(
    input: &[u8],
    paging: &dyn Paging,
    spec: JudgeSpec,
    block_bytes: usize,
    mut output: W,
) -> Result<u64, SolveError> {
    let blocks = Blocks::new(input, block_bytes, Cut::BeforeSpace);
    let mut machine = Machine::new(spec.width.get(), spec.variant);
    let mut answers = Vec::with_capacity(64 * 1024);
    let mut written = 0;
    for (start, end) in (0..blocks.count()).map(|index| blocks.get(index)) {
        let snapshot = machine.clone();
        answers.clear();
        paging.will_read(start, end);
        match scan(&input[start..end], &mut machine, &mut answers) {
            Ok(count) => {
                output.write_all(&answers).map_err(SolveError::Write)?;
                written += count;
                paging.read_before(start);
            }
            Err(SteppedAside) => {
                return detour_in_bytes(input, paging, start, snapshot, output, written);
            }
        }
    }
    if !machine.is_done() {
        return detour_in_bytes(input, paging, input.len(), machine, output, written);
    }
    output.flush().map_err(SolveError::Write)?;
    Ok(written)
}

/// Solves a judge input read from `input` (a pipe, say) in blocks, in constant memory:
/// a reader thread reads the next block while this thread scans the last. Output and
/// diagnostics are exactly the plain reader's.
pub(super) fn solve_read<R: Read + Send, W: Write>(
    input: R,
    spec: JudgeSpec,
    output: W,
) -> Result<u64, SolveError> {
    solve_read_in_blocks(input, spec, BLOCK_BYTES, output)
}

/// [`solve_read`] with blocks of `block_bytes`.
pub(crate) fn solve_read_in_blocks<R: Read + Send, W: Write>(
    input: R,
    spec: JudgeSpec,
    block_bytes: usize,
    output: W,
) -> Result<u64, SolveError> {
    stream::solve_read_in_blocks(input, spec, block_bytes, output)
}

/// The place just after `bytes`, which start at `place`.
fn place_after(bytes: &[u8], place: Place) -> Place {
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
fn count_newlines(bytes: &[u8]) -> u64 {
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
fn detour_in_bytes<W: Write>(
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
fn detour<R: Read, W: Write>(
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

/// Visits each test of a judge input held in memory as a [`Board`] (widths up to
/// 64), read by the fast scan through the same grammar machine as the plain reader.
/// `Ok` means the whole input was valid and every test was visited. Anything out of
/// the ordinary (an invalid input, a number of 20 or more digits) makes it step
/// aside, having visited only tests read in full.
pub(super) fn for_each_board(
    input: &[u8],
    spec: JudgeSpec,
    visit: impl FnMut(Board),
) -> Result<(), SteppedAside> {
    let mut machine = Machine::new(spec.width.get(), spec.variant);
    let mut sink = BoardSink {
        rows: Vec::new(),
        finished: None,
        visit,
    };
    match scan(input, &mut machine, &mut sink) {
        Ok(_) if machine.is_done() => {
            sink.release();
            Ok(())
        }
        _ => Err(SteppedAside),
    }
}

/// Finished tests to `visit` as boards.
struct BoardSink<F> {
    rows: Vec<Row>,
    /// The last test finished, held back until its last number is known to end at
    /// white space: the scan learns of a stray byte right after a number only when
    /// it classifies the next 64 bytes.
    finished: Option<Board>,
    visit: F,
}

impl<F: FnMut(Board)> BoardSink<F> {
    fn release(&mut self) {
        if let Some(board) = self.finished.take() {
            (self.visit)(board);
        }
    }
}

impl<F: FnMut(Board)> scan::TestSink for BoardSink<F> {
    fn event(&mut self, machine: &Machine, event: Event) {
        if matches!(event, Event::Row | Event::RowEndsTest(_)) {
            self.rows
                .push(machine.row().expect("the width is at most 64"));
        }
        if matches!(event, Event::RowEndsTest(_) | Event::EmptyTest) {
            let rows = std::mem::take(&mut self.rows);
            let board = Board::new(machine.width(), rows).expect("rows have the width");
            self.finished = Some(board);
        }
    }

    fn next_number(&mut self) {
        self.release();
    }
}

/// Where blocks end.
#[derive(Clone, Copy)]
enum Cut {
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
struct Blocks<'a> {
    input: &'a [u8],
    block_bytes: usize,
    cut: Cut,
}

impl<'a> Blocks<'a> {
    fn new(input: &'a [u8], block_bytes: usize, cut: Cut) -> Blocks<'a> {
        Blocks {
            input,
            block_bytes: block_bytes.max(1),
            cut,
        }
    }

    /// How many blocks there are (some may be empty, where a cut fell past the next
    /// one's place).
    fn count(&self) -> usize {
        self.input.len().div_ceil(self.block_bytes)
    }

    /// Block `index`: its start and end.
    fn get(&self, index: usize) -> (usize, usize) {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Blocks cover the input in order, without gaps or overlaps, each cut where it
    /// should be, for every block size and both kinds of cut.
    #[test]
    fn blocks_cover_the_input_cut_where_they_should() {
        let input = b"12 3\n\n456789 1\n2\t3 4\n5 67\r\n89 0\n1\n23456789012345\n";
        for cut in [Cut::BeforeSpace, Cut::AfterNewline] {
            for block_bytes in 0..=input.len() + 1 {
                let blocks = Blocks::new(input, block_bytes, cut);
                let mut covered = 0;
                for index in 0..blocks.count() {
                    let (start, end) = blocks.get(index);
                    assert_eq!(start, covered, "{block_bytes}: block {index}");
                    assert!(start <= end);
                    let ends_well = end == input.len()
                        || match cut {
                            Cut::BeforeSpace => is_space(input[end]),
                            Cut::AfterNewline => input[end - 1] == b'\n',
                        };
                    assert!(ends_well, "{block_bytes}: block {index} ends at {end}");
                    covered = end;
                }
                assert_eq!(covered, input.len(), "{block_bytes}");
            }
        }
    }

    #[test]
    fn newlines_are_counted_exactly() {
        for text in [
            "",
            "\n",
            "a\nb\n\n",
            "\x0a\x7f\x0a\x00\x0b",
            "0123456789\n\n\n\n\n\n\n\n\n1",
        ] {
            let expected = text.bytes().filter(|&b| b == b'\n').count() as u64;
            assert_eq!(count_newlines(text.as_bytes()), expected, "{text:?}");
        }
        let noisy: Vec<u8> = (0..=255u8).cycle().take(10_000).collect();
        assert_eq!(
            count_newlines(&noisy),
            noisy.iter().filter(|&&b| b == b'\n').count() as u64
        );
    }
}
