//! The line path for inputs in memory, on one thread or more, for the usual layout of
//! one row per line.
//!
//! Worker threads cut the input into blocks that start at a line start, and sum up
//! each line: a lone number (`T`, `n`, or `m = 0`), or a whole valid row (`m` and `m`
//! distinct positions in range) with its Grundy value, worked out on the worker; a
//! run of such rows is kept as its length and nim-sum. The calling thread then walks
//! the summaries in order through the grammar machine: a few instructions per lone
//! number and per run of rows (a run must fit in the current test). A block whose
//! lines do not fit that mould (rows across lines, a bad token, a row read mid-way)
//! is read again by the one-thread scan from the state the machine had at its start,
//! and that scan steps aside to the plain reader in turn if needed, so the output is
//! the same for every input.

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};

use super::blocks::{Blocks, Cut, Paging};
use super::classify::{Classify, Kernel, Level, WindowNumbers, position_bit};
use super::detour::{SteppedAside, detour_in_bytes};
use super::scan::{Grammar, NumberSink, PositionBits, ReadWindow, for_each_number, scan};
use crate::game::{Value, Variant};
use crate::judge::error::SolveError;
use crate::judge::machine::Machine;
use crate::judge::spec::JudgeSpec;

/// Lines of a block, summed up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Line {
    /// A line holding one number.
    Single(u64),
    /// Lines each holding a whole valid row (`m`, then `m` distinct positions): how
    /// many, and the sum of their values.
    Rows(u64, Value),
}

/// How many blocks the workers may run ahead of the grammar.
const AHEAD: usize = 16;

/// Solves `input` on `threads` threads (rows up to 64 wide).
pub(super) fn solve_lines<W: Write>(
    input: &[u8],
    paging: &dyn Paging,
    spec: JudgeSpec,
    threads: usize,
    block_bytes: usize,
    mut output: W,
) -> Result<u64, SolveError> {
    if threads > 1 {
        nudge_idle_cores();
    }
    let blocks = Blocks::new(input, block_bytes, Cut::AfterNewline);
    let slots: Vec<Slot> = (0..blocks.count()).map(|_| Slot::default()).collect();
    let claimed = AtomicUsize::new(0);
    let merged = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let spare = Mutex::new(Vec::new());
    let work = Work {
        input,
        paging,
        blocks,
        slots: &slots,
        claimed: &claimed,
        merged: &merged,
        stop: &stop,
        spare: &spare,
        spec,
    };
    std::thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(|| while work.summarize_next(false) {});
        }
        let result = merge(&work, &mut output);
        stop.store(true, Ordering::Release);
        result
    })
}

/// Starts a thread that ends at once, just before the workers. On the 2-core virtual
/// machine we measure on, a core that has been idle can take from 0.1 to over 2 ms
/// to run a new thread, and with this throwaway thread started first the workers got
/// going sooner: the 2.8 MB HDU input took 24% less time (median of 61 interleaved
/// whole-process runs; 25% over 101 runs, 21% over 41). Our guess is that the
/// throwaway thread takes the idle core's slow wake-up and the worker starts next to
/// the calling thread until that core is awake; the gain is measured, the cause is
/// not.
fn nudge_idle_cores() {
    // A thread the system refuses is no loss: the nudge is only a head start.
    let _ = std::thread::Builder::new().spawn(|| {});
}

/// A block's summary, once a worker has made it: `None` inside when the block does
/// not fit the mould.
#[derive(Default)]
struct Slot {
    lines: Mutex<Option<Option<Vec<Line>>>>,
    ready: Condvar,
}

/// What the threads share.
struct Work<'a> {
    input: &'a [u8],
    paging: &'a dyn Paging,
    blocks: Blocks<'a>,
    slots: &'a [Slot],
    /// The next block to claim.
    claimed: &'a AtomicUsize,
    /// How many blocks the grammar has merged.
    merged: &'a AtomicUsize,
    stop: &'a AtomicBool,
    /// Summaries already merged, kept for reuse: fresh memory costs a page fault per
    /// page, which on a virtual machine costs more than summing up the page.
    spare: &'a Mutex<Vec<Vec<Line>>>,
    spec: JudgeSpec,
}

impl Work<'_> {
    /// Claims and sums up the next block; `false` when there is nothing left to do
    /// (or, when `once`, nothing to do right now).
    fn summarize_next(&self, once: bool) -> bool {
        loop {
            if self.stop.load(Ordering::Acquire) {
                return false;
            }
            let index = self.claimed.load(Ordering::Acquire);
            if index >= self.blocks.count() {
                return false;
            }
            if index > self.merged.load(Ordering::Acquire) + AHEAD {
                if once {
                    return false;
                }
                std::thread::yield_now();
                continue;
            }
            if self
                .claimed
                .compare_exchange(index, index + 1, Ordering::AcqRel, Ordering::Acquire)
                .is_err()
            {
                continue;
            }
            let (start, end) = self.blocks.get(index);
            let buffer = self
                .spare
                .lock()
                .expect("no panic holds the lock")
                .pop()
                .unwrap_or_default();
            self.paging.will_read(start, end);
            let lines = summarize(&self.input[start..end], self.spec, buffer);
            let slot = &self.slots[index];
            *slot.lines.lock().expect("no panic holds the lock") = Some(lines);
            slot.ready.notify_one();
            return true;
        }
    }

    /// Keeps a merged summary for reuse.
    fn recycle(&self, lines: Option<Vec<Line>>) {
        if let Some(lines) = lines {
            self.spare
                .lock()
                .expect("no panic holds the lock")
                .push(lines);
        }
    }

    /// Waits for block `index`'s summary, summing up blocks itself meanwhile.
    fn take(&self, index: usize) -> Option<Vec<Line>> {
        loop {
            if let Some(lines) = self.slots[index]
                .lines
                .lock()
                .expect("no panic holds the lock")
                .take()
            {
                return lines;
            }
            if !self.summarize_next(true) {
                let slot = &self.slots[index];
                let guard = slot.lines.lock().expect("no panic holds the lock");
                let mut guard = slot
                    .ready
                    .wait_while(guard, |lines| lines.is_none())
                    .expect("no panic holds the lock");
                return guard.take().expect("the slot is filled");
            }
        }
    }
}

/// The grammar's side: every block's summary in order, or a scan of the block.
fn merge<W: Write>(work: &Work<'_>, output: &mut W) -> Result<u64, SolveError> {
    let mut machine = Machine::new(work.spec.width.get(), work.spec.variant);
    let mut answers = Vec::with_capacity(64 * 1024);
    let mut written = 0;
    for index in 0..work.blocks.count() {
        let (start, end) = work.blocks.get(index);
        let snapshot = machine.clone();
        answers.clear();
        let lines = work.take(index);
        work.merged.store(index + 1, Ordering::Release);
        let mut result = match &lines {
            Some(lines) => apply(lines, &mut machine, &mut answers),
            None => Err(SteppedAside),
        };
        if result.is_err() {
            machine = snapshot.clone();
            answers.clear();
            result = scan(&work.input[start..end], &mut machine, &mut answers);
        }
        work.recycle(lines);
        match result {
            Ok(count) => {
                output.write_all(&answers).map_err(SolveError::Write)?;
                written += count;
                work.paging.read_before(start);
            }
            Err(SteppedAside) => {
                work.stop.store(true, Ordering::Release);
                let (input, paging) = (work.input, work.paging);
                return detour_in_bytes(input, paging, start, snapshot, &mut *output, written);
            }
        }
    }
    if !machine.is_done() {
        let (input, paging) = (work.input, work.paging);
        return detour_in_bytes(input, paging, input.len(), machine, &mut *output, written);
    }
    output.flush().map_err(SolveError::Write)?;
    Ok(written)
}

/// Feeds a block's lines to the grammar; `Err` when they do not fit its state.
fn apply(
    lines: &[Line],
    machine: &mut Machine,
    answers: &mut Vec<u8>,
) -> Result<u64, SteppedAside> {
    let mut grammar = Grammar::new(machine, answers);
    for &line in lines {
        match line {
            Line::Single(value) => grammar.take(value)?,
            Line::Rows(count, sum) => grammar.take_checked_rows(count, sum)?,
        }
    }
    grammar.pause()?;
    Ok(grammar.count())
}

/// The lines of a block, written into `lines` (emptied first), or `None` if one does
/// not fit the mould.
fn summarize(bytes: &[u8], spec: JudgeSpec, lines: Vec<Line>) -> Option<Vec<Line>> {
    summarize_at(Level::best(), bytes, spec, lines)
}

/// [`summarize`], compiled for `level`.
fn summarize_at(
    level: Level,
    bytes: &[u8],
    spec: JudgeSpec,
    lines: Vec<Line>,
) -> Option<Vec<Line>> {
    level.run(Summarize { bytes, spec, lines })
}

/// The summary of a block, to be compiled for each level.
struct Summarize<'a> {
    bytes: &'a [u8],
    spec: JudgeSpec,
    lines: Vec<Line>,
}

impl Kernel for Summarize<'_> {
    type Output = Option<Vec<Line>>;

    /// The summary is made here, so its fields live in registers.
    #[inline(always)]
    fn run<C: Classify>(self) -> Option<Vec<Line>> {
        let Summarize {
            bytes,
            spec,
            mut lines,
        } = self;
        lines.clear();
        let mut summary = LineSummary {
            bits: PositionBits::new(spec.width.get()),
            width: spec.width.get(),
            variant: spec.variant,
            lines: &mut lines,
            first: 0,
            tokens: 0,
            mask: 0,
            rows: 0,
            sum: Value::ZERO,
            unusual: false,
        };
        for_each_number::<_, C>(bytes, &mut summary).ok()?;
        summary.line_break();
        summary.end_rows();
        (!summary.unusual).then_some(lines)
    }
}

/// Sums up lines as their numbers come. The lines live outside, so that growing
/// them never takes this struct's address and its fields stay in registers.
struct LineSummary<'a> {
    bits: PositionBits,
    width: u32,
    /// How rows are valued.
    variant: Variant,
    lines: &'a mut Vec<Line>,
    /// The line's first number.
    first: u64,
    /// Numbers on the line so far.
    tokens: u64,
    /// The later numbers as a row mask.
    mask: u64,
    /// The run of whole rows just before the line: how many, and their value.
    rows: u64,
    sum: Value,
    unusual: bool,
}

impl LineSummary<'_> {
    /// Ends the run of whole rows, if any.
    fn end_rows(&mut self) {
        if self.rows > 0 {
            self.lines.push(Line::Rows(self.rows, self.sum));
            (self.rows, self.sum) = (0, Value::ZERO);
        }
    }

    /// Takes a piece of a line: its `count` numbers, from `first` on, whose row bits
    /// add up to `bit_sum`, wrapping. The sum stands for the bits' union: when the
    /// positions are distinct, in range and as many as the line says, the two are
    /// equal, and otherwise the sum has fewer bits than that (a carry merges two bits
    /// into one), so the row is refused either way.
    #[inline(always)]
    fn take_line_piece(&mut self, count: u32, first: u8, bit_sum: u32) {
        if count == 0 {
            return;
        }
        let mut bit_sum = bit_sum;
        if self.tokens == 0 {
            self.first = u64::from(first);
            bit_sum = bit_sum.wrapping_sub(position_bit(first, self.width));
        }
        self.tokens += u64::from(count);
        self.mask |= u64::from(bit_sum);
    }

    /// Takes a window [`NumberSink::take_window`] read.
    #[inline(always)]
    fn take_read_window(&mut self, window: &ReadWindow) -> Result<(), SteppedAside> {
        let WindowNumbers { values, sums } = &window.numbers;
        let mut newlines = window.newlines;
        let mut before = 0;
        loop {
            let through = window.numbers_through(newlines);
            let bit_sum = sums[through].wrapping_sub(sums[before]);
            self.take_line_piece((through - before) as u32, values[before], bit_sum);
            if newlines == 0 {
                return Ok(());
            }
            self.line_break();
            before = through;
            newlines &= newlines - 1;
        }
    }
}

impl NumberSink for LineSummary<'_> {
    const LINES: bool = true;

    #[inline(always)]
    fn take(&mut self, value: u64) -> Result<(), SteppedAside> {
        if self.tokens == 0 {
            self.first = value;
        } else {
            self.mask |= self.bits.of(value);
        }
        self.tokens += 1;
        Ok(())
    }

    /// A line's numbers (or part of a line's): the first is kept, the others are
    /// taken as positions in a tight loop.
    #[inline(always)]
    fn take_small(&mut self, mut starts: u64, values: &[u8; 64]) -> Result<(), SteppedAside> {
        if starts == 0 {
            return Ok(());
        }
        let starts_line = self.tokens == 0;
        self.tokens += u64::from(starts.count_ones());
        if starts_line {
            self.first = u64::from(values[starts.trailing_zeros() as usize]);
            starts &= starts - 1;
        }
        let mut mask = self.mask;
        while starts != 0 {
            mask |= self.bits.small(values[starts.trailing_zeros() as usize]);
            starts &= starts - 1;
        }
        self.mask = mask;
        Ok(())
    }

    /// A window's lines from the running sums of its numbers' row bits: each line's
    /// sum is the difference of the sums at its ends.
    #[inline(always)]
    fn take_window<C: Classify>(
        &mut self,
        bytes: &[u8; 65],
        starts: u64,
        newlines: u64,
    ) -> Option<Result<(), SteppedAside>> {
        let numbers = C::window_numbers(bytes, starts, self.width)?;
        let window = ReadWindow {
            starts,
            newlines,
            numbers,
        };
        Some(self.take_read_window(&window))
    }
    #[inline(always)]
    fn line_break(&mut self) {
        match self.tokens {
            0 => return,
            1 => {
                self.end_rows();
                self.lines.push(Line::Single(self.first));
            }
            count => {
                // Each later number adds one piece at most, and none if it is out
                // of range or given twice.
                let row =
                    self.first == count - 1 && u64::from(self.mask.count_ones()) == self.first;
                if row {
                    self.rows += 1;
                    self.sum += self.variant.value_of_mask(self.mask);
                } else {
                    self.unusual = true;
                }
            }
        }
        self.tokens = 0;
        self.mask = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `summarize` runs the copy compiled for the best level the CPU has; the copy
    /// of every level it has must sum up every block as the baseline does.
    #[test]
    fn every_level_of_the_summary_agrees_with_the_baseline() {
        let spec = JudgeSpec::default();
        for input in crate::judge::fast::scan::tests::sample_inputs() {
            for block in input.chunks(777) {
                let baseline = summarize_at(Level::BASELINE, block, spec, Vec::new());
                for level in Level::available() {
                    assert_eq!(summarize_at(level, block, spec, Vec::new()), baseline);
                }
            }
        }
    }
}
