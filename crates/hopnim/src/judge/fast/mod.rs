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

mod blocks;
mod classify;
mod detour;
mod parallel;
mod scan;
mod stream;

use std::io::{Read, Write};

use super::error::SolveError;
use super::machine::{Event, Machine};
use super::spec::JudgeSpec;
use crate::game::MAX_WIDTH;
use crate::game::{Board, Row};
use crate::threads::Threads;
use blocks::{Blocks, Cut};
pub(crate) use blocks::{NoPaging, Paging};
use detour::{SteppedAside, detour_in_bytes};
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

#[cfg(test)]
mod tests {
    use super::detour::count_newlines;
    use super::*;
    use crate::judge::format::is_space;

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
