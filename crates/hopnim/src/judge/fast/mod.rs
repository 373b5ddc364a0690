//! The fast judge solver: many bytes classified at a time, tokens walked through bit
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
//!
//! ```
//! let mut out = Vec::new();
//! hopnim::judge::fast::solve_bytes(b"2\n1\n2 19 20\n2\n1 19\n1 18\n", 20, 1, &mut out).unwrap();
//! assert_eq!(out, b"NO\nYES\n");
//! ```

mod classify;
mod parallel;
mod scan;
mod stream;

use std::io::{Read, Write};

use super::machine::{Event, Machine};
use super::tokens::{Place, is_space};
use super::{JudgeReader, SolveError, check_judge_width, solve};
use crate::{Board, Row};
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

/// The fast scan met something it leaves to the plain reader.
#[derive(Debug)]
struct Detour;

/// Solves a judge input held in memory (a file read or mapped whole), on `threads`
/// threads (`0` means all cores). Output, diagnostics and exit status are exactly the
/// plain [`solve`]'s for every input.
pub fn solve_bytes<W: Write>(
    input: &[u8],
    width: u32,
    threads: usize,
    output: W,
) -> Result<u64, SolveError> {
    let threads = if input.len() < MIN_PARALLEL_BYTES {
        1
    } else {
        threads
    };
    // Smaller inputs get smaller blocks, so that every thread has several.
    let block_bytes = (input.len() / 16).clamp(MIN_BLOCK_BYTES, BLOCK_BYTES);
    solve_bytes_in_blocks(input, width, threads, block_bytes, output)
}

/// [`solve_bytes`] with blocks of about `block_bytes` (tests use small ones, to
/// cross many block boundaries).
pub(crate) fn solve_bytes_in_blocks<W: Write>(
    input: &[u8],
    width: u32,
    threads: usize,
    block_bytes: usize,
    mut output: W,
) -> Result<u64, SolveError> {
    let width = check_judge_width(u64::from(width))?;
    let threads = if threads == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        threads
    };
    if threads > 1 && width <= 64 && input.len() > 2 * block_bytes {
        return parallel::solve_lines(input, width, threads, block_bytes, output);
    }
    let blocks = split_blocks(input, block_bytes, Cut::BeforeSpace);
    let mut machine = Machine::new(width);
    let mut answers = Vec::with_capacity(64 * 1024);
    let mut written = 0;
    for &(start, end) in &blocks {
        let snapshot = machine.clone();
        answers.clear();
        match scan(&input[start..end], &mut machine, &mut answers) {
            Ok(count) => {
                output.write_all(&answers).map_err(SolveError::Write)?;
                written += count;
            }
            Err(Detour) => return detour_in_bytes(input, start, snapshot, output, written),
        }
    }
    if !machine.is_done() {
        return detour_in_bytes(input, input.len(), machine, output, written);
    }
    output.flush().map_err(SolveError::Write)?;
    Ok(written)
}

/// Solves a judge input read from `input` (a pipe, say) in blocks, in constant memory:
/// a reader thread reads the next block while this thread scans the last. Output and
/// diagnostics are exactly the plain [`solve`]'s.
pub fn solve_read<R: Read + Send, W: Write>(
    input: R,
    width: u32,
    output: W,
) -> Result<u64, SolveError> {
    solve_read_in_blocks(input, width, BLOCK_BYTES, output)
}

/// [`solve_read`] with blocks of `block_bytes`.
pub(crate) fn solve_read_in_blocks<R: Read + Send, W: Write>(
    input: R,
    width: u32,
    block_bytes: usize,
    output: W,
) -> Result<u64, SolveError> {
    stream::solve_read_in_blocks(input, width, block_bytes, output)
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

/// Hands over to the plain reader at byte `offset` of `input`.
fn detour_in_bytes<W: Write>(
    input: &[u8],
    offset: usize,
    machine: Machine,
    output: W,
    written: u64,
) -> Result<u64, SolveError> {
    let place = place_after(&input[..offset], Place::START);
    detour(&input[offset..], place, machine, output, written)
}

/// Hands over to the plain reader for the rest of the input, from `place` on.
fn detour<R: Read, W: Write>(
    rest: R,
    place: Place,
    machine: Machine,
    output: W,
    written: u64,
) -> Result<u64, SolveError> {
    solve(JudgeReader::resume(rest, machine, place), output).map(|more| written + more)
}

/// The fast read of [`for_each_board`] stepped aside after this many tests: read the
/// input again with [`JudgeReader::boards`] and skip them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SteppedAside {
    /// The tests already visited.
    pub tests: u64,
}

/// Visits each test of a judge input held in memory as a [`Board`] (widths up to
/// 64), read by the fast scan through the same grammar machine as the plain reader.
/// `Ok` means the whole input was valid and every test was visited. Anything out of
/// the ordinary (an invalid input, a number of 20 or more digits, a width over 64)
/// stops the fast read: then [`JudgeReader`] reads the input again, skipping the
/// tests already visited, and gives the exact boards and diagnostic.
///
/// ```
/// let mut boards = Vec::new();
/// let read = hopnim::judge::fast::for_each_board(b"2\n1\n2 19 20\n2\n1 19\n1 18\n", 20, |b| boards.push(b));
/// assert!(read.is_ok());
/// assert_eq!(boards[1].to_string(), "18x1/17x2");
/// let stopped = hopnim::judge::fast::for_each_board(b"2\n1\n2 19 20\n1\n1 21\n", 20, |_| {});
/// assert_eq!(stopped.unwrap_err().tests, 1);
/// ```
pub fn for_each_board(
    input: &[u8],
    width: u32,
    visit: impl FnMut(Board),
) -> Result<(), SteppedAside> {
    if crate::game::check_width(u64::from(width)).is_err() {
        return Err(SteppedAside { tests: 0 });
    }
    let mut machine = Machine::new(width);
    let mut sink = BoardSink {
        rows: Vec::new(),
        finished: None,
        visit,
        tests: 0,
    };
    match scan(input, &mut machine, &mut sink) {
        Ok(_) if machine.is_done() => {
            sink.release();
            Ok(())
        }
        _ => Err(SteppedAside { tests: sink.tests }),
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
    /// The tests visited.
    tests: u64,
}

impl<F: FnMut(Board)> BoardSink<F> {
    fn release(&mut self) {
        if let Some(board) = self.finished.take() {
            (self.visit)(board);
            self.tests += 1;
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

/// Cuts `input` into blocks of about `block_bytes`, each ending as `cut` says (the
/// last at the end of the input).
fn split_blocks(input: &[u8], block_bytes: usize, cut: Cut) -> Vec<(usize, usize)> {
    let block_bytes = block_bytes.max(1);
    let mut blocks = Vec::with_capacity(input.len() / block_bytes + 1);
    let mut start = 0;
    while start < input.len() {
        let end = match input.get(start + block_bytes..) {
            None => input.len(),
            Some(after) => {
                let found = match cut {
                    Cut::BeforeSpace => after.iter().position(|&b| is_space(b)),
                    Cut::AfterNewline => after.iter().position(|&b| b == b'\n').map(|n| n + 1),
                };
                found.map_or(input.len(), |n| start + block_bytes + n)
            }
        };
        blocks.push((start, end));
        start = end;
    }
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;

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
