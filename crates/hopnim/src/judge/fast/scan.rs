//! The scanner: 64 bytes classified at a time into digit, white-space and newline
//! masks, numbers read off the masks, and handed to a sink (the grammar, or the
//! parallel path's line summaries).

use super::classify::{Classify, Kernel, Level, Masks, WindowNumbers};
use super::detour::SteppedAside;
use crate::game::Value;
use crate::judge::format::answer_line;
use crate::judge::machine::{Event, Machine};

/// Reads every token of `bytes` (whole tokens: what follows `bytes` in the input is
/// white space or nothing) into `machine`, telling `tests` (the answers, say) of each
/// row and test that ends. Returns the number of tests that ended.
pub(super) fn scan<T: TestSink>(
    bytes: &[u8],
    machine: &mut Machine,
    tests: &mut T,
) -> Result<u64, SteppedAside> {
    scan_at(Level::best(), bytes, machine, tests)
}

/// [`scan`], compiled for `level`.
fn scan_at<T: TestSink>(
    level: Level,
    bytes: &[u8],
    machine: &mut Machine,
    tests: &mut T,
) -> Result<u64, SteppedAside> {
    level.run(Scan {
        bytes,
        machine,
        tests,
    })
}

/// A scan, to be compiled for each level.
struct Scan<'a, T> {
    bytes: &'a [u8],
    machine: &'a mut Machine,
    tests: &'a mut T,
}

impl<T: TestSink> Kernel for Scan<'_, T> {
    type Output = Result<u64, SteppedAside>;

    /// The grammar is made here, so its fields live in registers.
    #[inline(always)]
    fn run<C: Classify>(self) -> Self::Output {
        let mut grammar = Grammar::new(self.machine, self.tests);
        for_each_number::<_, C>(self.bytes, &mut grammar)?;
        grammar.pause()?;
        Ok(grammar.count)
    }
}

/// Where the numbers of a scan go.
pub(super) trait NumberSink {
    /// Whether the sink wants to hear of line breaks between numbers.
    const LINES: bool = false;

    /// Takes the next number.
    fn take(&mut self, value: u64) -> Result<(), SteppedAside>;

    /// Takes the one- and two-digit numbers that start at the bits of `starts`, in
    /// order, each worth `values[offset]`.
    #[inline(always)]
    fn take_small(&mut self, mut starts: u64, values: &[u8; 64]) -> Result<(), SteppedAside> {
        while starts != 0 {
            let offset = starts.trailing_zeros() as usize;
            starts &= starts - 1;
            self.take(u64::from(values[offset]))?;
        }
        Ok(())
    }

    /// A line ends (called only when [`NumberSink::LINES`]); blank lines may call it
    /// more than once in a row.
    fn line_break(&mut self) {}

    /// Takes a whole window at once, if the sink can and level `C` has a fast way to
    /// read its one- and two-digit numbers: those that start at the bits of `starts`
    /// (`bytes` holds the window and the byte after it), with the line breaks at the
    /// bits of `newlines`. `None` leaves the numbers to be taken one by one. Called
    /// only when [`NumberSink::LINES`].
    #[inline(always)]
    fn take_window<C: Classify>(
        &mut self,
        _bytes: &[u8; 65],
        _starts: u64,
        _newlines: u64,
    ) -> Option<Result<(), SteppedAside>> {
        None
    }
}

/// A window whose numbers were read at once.
pub(super) struct ReadWindow {
    /// Where its numbers start.
    pub(super) starts: u64,
    /// Where its newlines are.
    pub(super) newlines: u64,
    /// Its numbers and the running sums of their row bits.
    pub(super) numbers: WindowNumbers,
}

impl ReadWindow {
    /// How many of the window's numbers come before the lowest bit of `newlines` (all
    /// of them if it is 0).
    #[inline(always)]
    pub(super) fn numbers_through(&self, newlines: u64) -> usize {
        let through = if newlines == 0 {
            u64::MAX
        } else {
            newlines ^ (newlines - 1)
        };
        (self.starts & through).count_ones() as usize
    }
}

/// What the grammar tells of the rows and tests it reads.
pub(super) trait TestSink {
    /// A number completed `event` (never [`Event::Nothing`]); the machine holds the
    /// row that just ended.
    fn event(&mut self, machine: &Machine, event: Event);

    /// The grammar is about to take another number: every byte after the numbers
    /// taken so far, up to this one, was white space.
    #[inline(always)]
    fn next_number(&mut self) {}
}

/// The judge's answers: a line per test.
impl TestSink for Vec<u8> {
    #[inline(always)]
    fn event(&mut self, machine: &Machine, event: Event) {
        let wins = |value| machine.variant().first_player_wins(value);
        match event {
            Event::Nothing | Event::Row => {}
            Event::RowEndsTest(sum) => write_answer(self, wins(sum)),
            Event::EmptyTest => write_answer(self, wins(Value::ZERO)),
        }
    }
}

#[inline(never)]
fn write_answer(answers: &mut Vec<u8>, first_player_wins: bool) {
    answers.extend_from_slice(answer_line(first_player_wins));
}

/// Numbers into the grammar, what it reads into a [`TestSink`] (by default, answers
/// into a buffer). The positions of a narrow row are read here, in registers, and
/// checked all at once at the end of the row; the machine gets the finished row.
pub(super) struct Grammar<'a, T: TestSink = Vec<u8>> {
    machine: &'a mut Machine,
    tests: &'a mut T,
    count: u64,
    bits: PositionBits,
    /// Positions left in the narrow row being read here (0: none is).
    left: u64,
    mask: u64,
    /// `m` of that row.
    pieces: u64,
}

impl<T: TestSink> NumberSink for Grammar<'_, T> {
    #[inline(always)]
    fn take(&mut self, value: u64) -> Result<(), SteppedAside> {
        self.tests.next_number();
        if self.left == 0 {
            if self.machine.begin_narrow_row(value) {
                (self.left, self.mask, self.pieces) = (value, 0, value);
                return Ok(());
            }
            // A free function: the grammar's address never escapes, so its row state
            // stays in registers through the scan.
            let (row, ended) = take_other(self.machine, self.tests, value)?;
            self.count += ended;
            if let Some((left, mask, pieces)) = row {
                (self.left, self.mask, self.pieces) = (left, mask, pieces);
            }
            return Ok(());
        }
        self.mask |= self.bits.of(value);
        self.left -= 1;
        if self.left == 0 {
            return self.end_row();
        }
        Ok(())
    }

    /// A row's positions in a tight loop, with no other test per number.
    #[inline(always)]
    fn take_small(&mut self, mut starts: u64, values: &[u8; 64]) -> Result<(), SteppedAside> {
        while starts != 0 {
            if self.left == 0 {
                let offset = starts.trailing_zeros() as usize;
                starts &= starts - 1;
                self.take(u64::from(values[offset]))?;
                continue;
            }
            loop {
                let offset = starts.trailing_zeros() as usize;
                starts &= starts - 1;
                self.mask |= self.bits.small(values[offset]);
                self.left -= 1;
                if self.left == 0 {
                    self.end_row()?;
                    break;
                }
                if starts == 0 {
                    return Ok(());
                }
            }
        }
        Ok(())
    }
}

impl<'a, T: TestSink> Grammar<'a, T> {
    /// A grammar sink that goes on where `machine` stands.
    pub(super) fn new(machine: &'a mut Machine, tests: &'a mut T) -> Grammar<'a, T> {
        let (left, mask, pieces) = machine.narrow_row_in_progress().unwrap_or_default();
        Grammar {
            bits: PositionBits::new(machine.width()),
            machine,
            tests,
            count: 0,
            left,
            mask,
            pieces,
        }
    }

    /// `count` whole rows read and checked elsewhere, worth `sum` together; `Err`
    /// unless the machine is waiting for a row and the current test has that many
    /// left.
    pub(super) fn take_checked_rows(&mut self, count: u64, sum: Value) -> Result<(), SteppedAside> {
        if self.left != 0 {
            return Err(SteppedAside);
        }
        let event = self
            .machine
            .take_checked_rows(count, sum)
            .ok_or(SteppedAside)?;
        self.record(event);
        Ok(())
    }

    /// The number of answers written so far.
    pub(super) fn count(&self) -> u64 {
        self.count
    }

    /// Checks the row read here and hands it to the machine.
    #[inline(always)]
    fn end_row(&mut self) -> Result<(), SteppedAside> {
        if u64::from(self.mask.count_ones()) != self.pieces {
            return Err(SteppedAside);
        }
        let event = self.machine.finish_narrow_row(self.mask);
        self.record(event);
        Ok(())
    }

    /// At the end of a block: hands a row read in part back to the machine.
    pub(super) fn pause(&mut self) -> Result<(), SteppedAside> {
        if self.left == 0 {
            return Ok(());
        }
        let read = self.pieces - self.left;
        if u64::from(self.mask.count_ones()) != read {
            return Err(SteppedAside);
        }
        self.machine.pause_narrow_row(self.left, self.mask);
        Ok(())
    }

    #[inline(always)]
    pub(super) fn record(&mut self, event: Event) {
        if event == Event::Nothing {
            return;
        }
        self.count += u64::from(matches!(event, Event::RowEndsTest(_) | Event::EmptyTest));
        self.tests.event(self.machine, event);
    }
}

/// The mask bit of every position below 256 in a narrow row (0 for a position out of
/// range, or in a row wider than 64): a position out of range then shows as a
/// missing piece when the row's pieces are counted, as a position given twice does.
#[derive(Clone)]
pub(super) struct PositionBits([u64; 256]);

impl PositionBits {
    pub(super) fn new(width: u32) -> PositionBits {
        let mut bits = [0; 256];
        if width <= 64 {
            for position in 1..=width {
                bits[position as usize] = 1u64 << (width - position);
            }
        }
        PositionBits(bits)
    }

    /// The bit of a one- or two-digit position.
    #[inline(always)]
    pub(super) fn small(&self, position: u8) -> u64 {
        self.0[usize::from(position)]
    }

    /// The bit of any position.
    #[inline(always)]
    pub(super) fn of(&self, position: u64) -> u64 {
        u8::try_from(position).map_or(0, |small| self.small(small))
    }
}

/// A narrow row being read: positions left, the mask so far, and `m`.
type RowInProgress = (u64, u64, u64);

/// A count (`T`, `n`, `m`), or a position the machine must see itself: feeds it, tells
/// `tests` of what it ends, and returns the narrow row it begins (positions left,
/// mask so far, `m`) and how many tests it ended.
#[inline(never)]
fn take_other<T: TestSink>(
    machine: &mut Machine,
    tests: &mut T,
    value: u64,
) -> Result<(Option<RowInProgress>, u64), SteppedAside> {
    let event = machine.feed(value).map_err(|_| SteppedAside)?;
    let ended = u64::from(matches!(event, Event::RowEndsTest(_) | Event::EmptyTest));
    if event != Event::Nothing {
        tests.event(machine, event);
    }
    Ok((machine.narrow_row_in_progress(), ended))
}

/// How far ahead of the window being read its bytes are asked for. Without it, a
/// quarter of the scan's time went to waiting for each window's first load (the
/// hardware prefetcher stops at every 4 KiB page); with it, `solve -j1` on a 1 GB
/// file took 0.66 times as long (1024 to 4096 bytes ahead all did as well; 512 less).
const PREFETCH_DISTANCE: usize = 2048;

/// Asks the memory for the cache line of `bytes` at `at` (nothing if it lies past the
/// end): a hint, which reads nothing.
#[inline(always)]
fn prefetch(bytes: &[u8], at: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        if at < bytes.len() {
            // SAFETY: SSE is part of every x86_64 CPU, and a prefetch reads nothing:
            // the address, inside `bytes`, is only a hint.
            #[allow(unsafe_code)]
            unsafe {
                _mm_prefetch::<_MM_HINT_T0>(bytes.as_ptr().wrapping_add(at).cast::<i8>());
            }
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (bytes, at);
}

/// Calls `sink` with every number of `bytes` (whole tokens), 64 bytes at a time.
#[inline(always)]
pub(super) fn for_each_number<S: NumberSink, C: Classify>(
    bytes: &[u8],
    sink: &mut S,
) -> Result<(), SteppedAside> {
    /// Bytes a window's numbers may look past its end.
    const LOOK_AHEAD: usize = 8;
    let mut carry = 0u64;
    let mut base = 0;
    while base + 64 + LOOK_AHEAD <= bytes.len() {
        prefetch(bytes, base + PREFETCH_DISTANCE);
        let window: &[u8; 64] = bytes[base..base + 64].try_into().expect("64 bytes");
        window_numbers::<S, C>(bytes, base, window, &mut carry, sink)?;
        base += 64;
    }
    // The last bytes, padded with spaces so reads past a token stay inside.
    let mut padded = [b' '; 2 * 64 + LOOK_AHEAD];
    let rest = &bytes[base..];
    padded[..rest.len()].copy_from_slice(rest);
    let mut tail = 0;
    while tail < rest.len() {
        let window: [u8; 64] = padded[tail..tail + 64].try_into().expect("64 bytes");
        window_numbers::<S, C>(&padded, tail, &window, &mut carry, sink)?;
        tail += 64;
    }
    Ok(())
}

/// Reads the numbers that start in `window`, which is `bytes[base..base + 64]`
/// (`bytes` has at least 2 more bytes after it); `carry` says whether the byte before
/// it was a digit.
#[inline(always)]
fn window_numbers<S: NumberSink, C: Classify>(
    bytes: &[u8],
    base: usize,
    window: &[u8; 64],
    carry: &mut u64,
    sink: &mut S,
) -> Result<(), SteppedAside> {
    let Masks {
        digits,
        spaces,
        mut newlines,
    } = C::classify(window);
    if digits | spaces != u64::MAX {
        return Err(SteppedAside);
    }
    let mut starts = digits & !((digits << 1) | *carry);
    *carry = digits >> 63;
    let digit_after = |i: usize| u64::from(bytes[base + 64 + i].is_ascii_digit());
    let next_is_digit = (digits >> 1) | (digit_after(0) << 63);
    let next_next_is_digit = (digits >> 2) | (digit_after(0) << 62) | (digit_after(1) << 63);
    let long_starts = starts & next_is_digit & next_next_is_digit;
    if S::LINES && long_starts & starts == 0 {
        let window_and_next = bytes[base..base + 65].try_into().expect("65 bytes");
        if let Some(taken) = sink.take_window::<C>(window_and_next, starts, newlines) {
            return taken;
        }
    }
    let values = small_values(&bytes[base..base + 65]);
    let numbers = Numbers {
        bytes,
        base,
        values: &values,
        long_starts,
    };
    if S::LINES {
        // The numbers before each newline, then the line break: no test per number.
        while newlines != 0 {
            let before = (newlines & newlines.wrapping_neg()) - 1;
            numbers.take(starts & before, sink)?;
            starts &= !before;
            sink.line_break();
            newlines &= newlines - 1;
        }
    }
    numbers.take(starts, sink)
}

/// The numbers of one window.
struct Numbers<'a> {
    bytes: &'a [u8],
    base: usize,
    /// Each byte's one- or two-digit value ([`small_values`]).
    values: &'a [u8; 64],
    /// The starts of numbers of three or more digits.
    long_starts: u64,
}

impl Numbers<'_> {
    /// Hands `sink` the numbers that start at the bits of `starts`, in order.
    #[inline(always)]
    fn take<S: NumberSink>(&self, mut starts: u64, sink: &mut S) -> Result<(), SteppedAside> {
        if self.long_starts & starts == 0 {
            // The usual case: only one- and two-digit numbers, no test per number.
            return sink.take_small(starts, self.values);
        }
        while starts != 0 {
            let offset = starts.trailing_zeros() as usize;
            starts &= starts - 1;
            let value = if self.long_starts >> offset & 1 == 0 {
                u64::from(self.values[offset])
            } else {
                read_long_number(self.bytes, self.base + offset)?
            };
            sink.take(value)?;
        }
        Ok(())
    }
}

/// For each of the first 64 bytes: the value of the one- or two-digit number that
/// would start there (garbage where no number starts). Vectorised by the compiler.
#[inline(always)]
fn small_values(bytes: &[u8]) -> [u8; 64] {
    let bytes: &[u8; 65] = bytes.try_into().expect("65 bytes");
    let mut values = [0u8; 64];
    for i in 0..64 {
        let digit = bytes[i].wrapping_sub(b'0');
        let next = bytes[i + 1].wrapping_sub(b'0');
        let two_digits = digit.wrapping_mul(10).wrapping_add(next);
        values[i] = if next < 10 { two_digits } else { digit };
    }
    values
}

#[cold]
pub(super) fn read_long_number(bytes: &[u8], start: usize) -> Result<u64, SteppedAside> {
    let digits = bytes[start..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .take(20)
        .fold((0u64, 0usize), |(value, len), &b| {
            (
                value.wrapping_mul(10).wrapping_add(u64::from(b - b'0')),
                len + 1,
            )
        });
    match digits {
        (value, len) if len <= 19 => Ok(value),
        _ => Err(SteppedAside),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::random::Prng;

    /// Judge inputs with HDU-style rows, some numbers long, some bytes stray, some
    /// lines ended by CRLF, some with tabs or runs of spaces that outlast a window.
    pub(crate) fn sample_inputs() -> Vec<Vec<u8>> {
        let mut rng = Prng::new(5, 0);
        let mut inputs = Vec::new();
        for case in 0..60 {
            let tests = rng.between(1, 30);
            let mut text = format!("{tests}\n");
            for _ in 0..tests {
                let rows = rng.between(0, 40);
                text.push_str(&format!("{rows}\n"));
                for _ in 0..rows {
                    let mask = rng.below(1 << 20);
                    let columns: Vec<String> = (1..=20u64)
                        .filter(|c| mask >> (20 - c) & 1 == 1)
                        .map(|c| c.to_string())
                        .collect();
                    text.push_str(&format!("{} {}\n", columns.len(), columns.join(" ")));
                }
            }
            let gap = match case % 6 {
                4 => "\t".to_string(),
                5 => " ".repeat(rng.between(2, 70) as usize),
                _ => " ".to_string(),
            };
            let text = text.replace(' ', &gap);
            let text = if case % 3 == 2 {
                text.replace('\n', "\r\n")
            } else {
                text
            };
            let mut bytes = text.into_bytes();
            match case % 4 {
                1 => bytes.insert(bytes.len() / 2, b'?'),
                2 => bytes
                    .splice(3..3, b" 000000000000000000000007 ".iter().copied())
                    .for_each(drop),
                _ => {}
            }
            inputs.push(bytes);
        }
        inputs
    }

    /// `scan` runs the copy compiled for the best level the CPU has; the copy of
    /// every level it has must give the baseline's answers, count and state.
    #[test]
    fn every_level_of_the_scan_agrees_with_the_baseline() {
        for input in sample_inputs() {
            let run = |level| {
                let machine = &mut Machine::new(20, crate::game::Variant::default());
                let mut answers = Vec::new();
                let count = scan_at(level, &input, machine, &mut answers).ok();
                (count, answers, machine.is_done(), machine.context())
            };
            let baseline = run(Level::BASELINE);
            for level in Level::available() {
                assert_eq!(run(level), baseline, "{level:?}");
            }
        }
    }
}
