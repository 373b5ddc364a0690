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

use std::io::{self, Read, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::machine::{Event, Machine};
use super::tokens::{Place, is_space};
use super::{JudgeReader, SolveError, answer, check_judge_width, solve};

/// Bytes per block: the unit of the fast scan, of the parallel split, and of a
/// detour's re-reading.
const BLOCK_BYTES: usize = 1 << 20;

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
    solve_bytes_in_blocks(input, width, threads, BLOCK_BYTES, output)
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
    let width = check_judge_width(u64::from(width)).map_err(|e| {
        SolveError::Write(io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))
    })?;
    let threads = if threads == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        threads
    };
    let blocks = split_blocks(input, block_bytes);
    if threads > 1 && blocks.len() > 2 {
        return parallel::solve_blocks(input, &blocks, width, threads, output);
    }
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

/// Solves a judge input read from `input` (a pipe, say) in blocks, in constant memory,
/// on one thread. Output and diagnostics are exactly the plain [`solve`]'s.
pub fn solve_read<R: Read, W: Write>(input: R, width: u32, output: W) -> Result<u64, SolveError> {
    solve_read_in_blocks(input, width, BLOCK_BYTES, output)
}

/// [`solve_read`] with a buffer of `block_bytes`.
pub(crate) fn solve_read_in_blocks<R: Read, W: Write>(
    mut input: R,
    width: u32,
    block_bytes: usize,
    mut output: W,
) -> Result<u64, SolveError> {
    let width = check_judge_width(u64::from(width)).map_err(|e| {
        SolveError::Write(io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))
    })?;
    let mut machine = Machine::new(width);
    let mut buffer = vec![0u8; block_bytes.max(1)];
    let mut answers = Vec::with_capacity(64 * 1024);
    let mut filled = 0;
    let mut place = Place {
        offset: 0,
        line: 1,
        line_start: 0,
    };
    let mut written = 0;
    loop {
        let at_end = fill(&mut input, &mut buffer, &mut filled).map_err(|e| {
            SolveError::Input(super::JudgeError {
                kind: e.into(),
                position: None,
                test: None,
                row: None,
                snippet: None,
            })
        })?;
        if filled == 0 {
            break;
        }
        // Cut after the last white space, so the block holds whole tokens.
        let cut = if at_end {
            filled
        } else {
            match buffer[..filled].iter().rposition(|&b| is_space(b)) {
                Some(index) => index + 1,
                None => {
                    let rest = io::Cursor::new(&buffer[..filled]).chain(input);
                    return detour(rest, place, machine, output, written);
                }
            }
        };
        let snapshot = machine.clone();
        answers.clear();
        match scan(&buffer[..cut], &mut machine, &mut answers) {
            Ok(count) => {
                output.write_all(&answers).map_err(SolveError::Write)?;
                written += count;
            }
            Err(Detour) => {
                let rest = io::Cursor::new(&buffer[..filled]).chain(input);
                return detour(rest, place, snapshot, output, written);
            }
        }
        place = place_after(&buffer[..cut], place);
        buffer.copy_within(cut..filled, 0);
        filled -= cut;
        if at_end && filled == 0 {
            break;
        }
    }
    if !machine.is_done() {
        return detour(io::empty(), place, machine, output, written);
    }
    output.flush().map_err(SolveError::Write)?;
    Ok(written)
}

/// Reads until `buffer` is full or the input ends; says whether it ended.
fn fill<R: Read>(input: &mut R, buffer: &mut [u8], filled: &mut usize) -> io::Result<bool> {
    while *filled < buffer.len() {
        match input.read(&mut buffer[*filled..]) {
            Ok(0) => return Ok(true),
            Ok(count) => *filled += count,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(false)
}

/// The place just after `bytes`, which start at `place`.
fn place_after(bytes: &[u8], place: Place) -> Place {
    let newlines = bytes.iter().filter(|&&b| b == b'\n').count() as u64;
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

/// Hands over to the plain reader at byte `offset` of `input`.
fn detour_in_bytes<W: Write>(
    input: &[u8],
    offset: usize,
    machine: Machine,
    output: W,
    written: u64,
) -> Result<u64, SolveError> {
    let start = Place {
        offset: 0,
        line: 1,
        line_start: 0,
    };
    let place = place_after(&input[..offset], start);
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

/// Cuts `input` into blocks of about `block_bytes` that end just before a white
/// space byte (or at the end), so no token straddles two blocks.
fn split_blocks(input: &[u8], block_bytes: usize) -> Vec<(usize, usize)> {
    let block_bytes = block_bytes.max(1);
    let mut blocks = Vec::with_capacity(input.len() / block_bytes + 1);
    let mut start = 0;
    while start < input.len() {
        let end = match input.get(start + block_bytes..) {
            None => input.len(),
            Some(after) => after
                .iter()
                .position(|&b| is_space(b))
                .map_or(input.len(), |n| start + block_bytes + n),
        };
        blocks.push((start, end));
        start = end;
    }
    blocks
}

/// Bit masks of the digits and of the white space among 64 bytes (bit `i` for byte
/// `i`).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn classify(window: &[u8; 64]) -> (u64, u64) {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_cmpeq_epi8, _mm_cmpgt_epi8, _mm_cmplt_epi8, _mm_loadu_si128,
        _mm_movemask_epi8, _mm_or_si128, _mm_set1_epi8,
    };
    let mut digits = 0u64;
    let mut spaces = 0u64;
    for lane in 0..4 {
        // SAFETY: SSE2 is part of every x86_64 CPU; the load reads 16 bytes at
        // `16 * lane`, inside the 64-byte array, and needs no alignment.
        #[allow(unsafe_code)]
        let (digit_bits, space_bits) = unsafe {
            let v = _mm_loadu_si128(window.as_ptr().add(16 * lane).cast::<__m128i>());
            let digit = _mm_and_si128(
                _mm_cmpgt_epi8(v, _mm_set1_epi8(b'0' as i8 - 1)),
                _mm_cmplt_epi8(v, _mm_set1_epi8(b'9' as i8 + 1)),
            );
            let space = _mm_or_si128(
                _mm_cmpeq_epi8(v, _mm_set1_epi8(b' ' as i8)),
                _mm_and_si128(
                    _mm_cmpgt_epi8(v, _mm_set1_epi8(0x08)),
                    _mm_cmplt_epi8(v, _mm_set1_epi8(0x0e)),
                ),
            );
            (
                _mm_movemask_epi8(digit) as u16,
                _mm_movemask_epi8(space) as u16,
            )
        };
        digits |= u64::from(digit_bits) << (16 * lane);
        spaces |= u64::from(space_bits) << (16 * lane);
    }
    (digits, spaces)
}

/// Bit masks of the digits and of the white space among 64 bytes (portable).
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn classify(window: &[u8; 64]) -> (u64, u64) {
    let mut digits = 0u64;
    let mut spaces = 0u64;
    for (i, &b) in window.iter().enumerate() {
        digits |= u64::from(b.is_ascii_digit()) << i;
        spaces |= u64::from(is_space(b)) << i;
    }
    (digits, spaces)
}

/// Reads every token of `bytes` (whole tokens: what follows `bytes` in the input is
/// white space or nothing) into `machine`, appending the answer of each test that
/// ends. Returns the number of answers.
fn scan(bytes: &[u8], machine: &mut Machine, answers: &mut Vec<u8>) -> Result<u64, Detour> {
    let mut grammar = Grammar::new(machine, answers);
    for_each_number(bytes, &mut grammar)?;
    grammar.pause()?;
    Ok(grammar.count)
}

/// Where the numbers of a scan go.
trait NumberSink {
    /// Takes the next number.
    fn take(&mut self, value: u64) -> Result<(), Detour>;
}

/// Numbers into the grammar, answers into a buffer. The positions of a narrow row
/// are read here, in registers, and checked all at once at the end of the row; the
/// machine gets the finished row.
struct Grammar<'a> {
    machine: &'a mut Machine,
    answers: &'a mut Vec<u8>,
    count: u64,
    width: u64,
    /// Positions left in the narrow row being read here (0: none is).
    left: u64,
    mask: u64,
    /// `m` of that row.
    pieces: u64,
    /// Non-zero once a position was out of range.
    bad: u64,
}

impl NumberSink for Grammar<'_> {
    #[inline(always)]
    fn take(&mut self, value: u64) -> Result<(), Detour> {
        if self.left == 0 {
            return self.take_other(value);
        }
        self.bad |= u64::from(value.wrapping_sub(1) >= self.width);
        self.mask |= 1u64 << (self.width.wrapping_sub(value) & 63);
        self.left -= 1;
        if self.left == 0 {
            return self.end_row();
        }
        Ok(())
    }
}

impl<'a> Grammar<'a> {
    /// A grammar sink that goes on where `machine` stands.
    fn new(machine: &'a mut Machine, answers: &'a mut Vec<u8>) -> Grammar<'a> {
        let (left, mask, pieces) = machine.narrow_row_in_progress().unwrap_or_default();
        Grammar {
            width: u64::from(machine.width()),
            machine,
            answers,
            count: 0,
            left,
            mask,
            pieces,
            bad: 0,
        }
    }

    /// A count (`T`, `n`, `m`), or a position the machine must see itself.
    #[inline(never)]
    fn take_other(&mut self, value: u64) -> Result<(), Detour> {
        let event = self.machine.feed(value).map_err(|_| Detour)?;
        self.record(event);
        if let Some((left, mask, pieces)) = self.machine.narrow_row_in_progress() {
            (self.left, self.mask, self.pieces, self.bad) = (left, mask, pieces, 0);
        }
        Ok(())
    }

    /// Checks the row read here and hands it to the machine.
    #[inline(always)]
    fn end_row(&mut self) -> Result<(), Detour> {
        if self.bad != 0 || u64::from(self.mask.count_ones()) != self.pieces {
            return Err(Detour);
        }
        let event = self.machine.finish_narrow_row(self.mask);
        self.record(event);
        Ok(())
    }

    /// At the end of a block: hands a row read in part back to the machine.
    fn pause(&mut self) -> Result<(), Detour> {
        if self.left == 0 {
            return Ok(());
        }
        let read = self.pieces - self.left;
        if self.bad != 0 || u64::from(self.mask.count_ones()) != read {
            return Err(Detour);
        }
        self.machine.pause_narrow_row(self.left, self.mask);
        Ok(())
    }

    #[inline(always)]
    fn record(&mut self, event: Event) {
        match event {
            Event::Nothing | Event::Row => {}
            Event::RowEndsTest(sum) => self.write_answer(!sum.is_zero()),
            Event::EmptyTest => self.write_answer(false),
        }
    }

    #[inline(never)]
    fn write_answer(&mut self, first_player_wins: bool) {
        self.answers
            .extend_from_slice(answer(first_player_wins).as_bytes());
        self.answers.push(b'\n');
        self.count += 1;
    }
}

/// Calls `sink` with every number of `bytes` (whole tokens), 64 bytes at a time.
#[inline(always)]
fn for_each_number(bytes: &[u8], sink: &mut impl NumberSink) -> Result<(), Detour> {
    /// Bytes a window's numbers may look past its end.
    const LOOK_AHEAD: usize = 8;
    let mut carry = 0u64;
    let mut base = 0;
    while base + 64 + LOOK_AHEAD <= bytes.len() {
        let window: &[u8; 64] = bytes[base..base + 64].try_into().expect("64 bytes");
        window_numbers(bytes, base, window, &mut carry, sink)?;
        base += 64;
    }
    // The last bytes, padded with spaces so reads past a token stay inside.
    let mut padded = [b' '; 2 * 64 + LOOK_AHEAD];
    let rest = &bytes[base..];
    padded[..rest.len()].copy_from_slice(rest);
    let mut tail = 0;
    while tail < rest.len() {
        let window: [u8; 64] = padded[tail..tail + 64].try_into().expect("64 bytes");
        window_numbers(&padded, tail, &window, &mut carry, sink)?;
        tail += 64;
    }
    Ok(())
}

/// Reads the numbers that start in `window`, which is `bytes[base..base + 64]`
/// (`bytes` has at least 2 more bytes after it); `carry` says whether the byte before
/// it was a digit.
#[inline(always)]
fn window_numbers(
    bytes: &[u8],
    base: usize,
    window: &[u8; 64],
    carry: &mut u64,
    sink: &mut impl NumberSink,
) -> Result<(), Detour> {
    let (digits, spaces) = classify(window);
    if digits | spaces != u64::MAX {
        return Err(Detour);
    }
    let mut starts = digits & !((digits << 1) | *carry);
    *carry = digits >> 63;
    let digit_after = |i: usize| u64::from(bytes[base + 64 + i].is_ascii_digit());
    let next_is_digit = (digits >> 1) | (digit_after(0) << 63);
    let next_next_is_digit = (digits >> 2) | (digit_after(0) << 62) | (digit_after(1) << 63);
    let long_starts = starts & next_is_digit & next_next_is_digit;
    let values = small_values(&bytes[base..base + 65]);
    while starts != 0 {
        let offset = starts.trailing_zeros() as usize;
        starts &= starts - 1;
        let value = if long_starts >> offset & 1 == 0 {
            u64::from(values[offset])
        } else {
            read_long_number(bytes, base + offset)?
        };
        sink.take(value)?;
    }
    Ok(())
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
fn read_long_number(bytes: &[u8], start: usize) -> Result<u64, Detour> {
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
        _ => Err(Detour),
    }
}

/// The parallel path: worker threads turn blocks into numbers, the calling thread
/// feeds them to the grammar in order.
mod parallel {
    use super::*;

    /// One block turned into numbers: one byte each below 255, else 255 and the
    /// number in `large`. `None` when the block holds anything unusual.
    struct Numbers {
        small: Vec<u8>,
        large: Vec<u64>,
    }

    impl NumberSink for Numbers {
        #[inline(always)]
        fn take(&mut self, value: u64) -> Result<(), Detour> {
            if value < u64::from(u8::MAX) {
                self.small.push(value as u8);
            } else {
                self.small.push(u8::MAX);
                self.large.push(value);
            }
            Ok(())
        }
    }

    /// How many blocks the workers may run ahead of the grammar.
    const AHEAD: usize = 8;

    pub(super) fn solve_blocks<W: Write>(
        input: &[u8],
        blocks: &[(usize, usize)],
        width: u32,
        threads: usize,
        mut output: W,
    ) -> Result<u64, SolveError> {
        let slots: Vec<Mutex<Option<Option<Numbers>>>> =
            blocks.iter().map(|_| Mutex::new(None)).collect();
        let next_block = AtomicUsize::new(1);
        let consumed = AtomicUsize::new(0);
        let stop = std::sync::atomic::AtomicBool::new(false);
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(|| {
                    loop {
                        if stop.load(Ordering::Relaxed) {
                            return;
                        }
                        let index = next_block.load(Ordering::Acquire);
                        if index >= blocks.len() {
                            return;
                        }
                        if index > consumed.load(Ordering::Acquire) + AHEAD {
                            std::thread::yield_now();
                            continue;
                        }
                        if next_block
                            .compare_exchange(index, index + 1, Ordering::AcqRel, Ordering::Acquire)
                            .is_err()
                        {
                            continue;
                        }
                        let (start, end) = blocks[index];
                        let numbers = to_numbers(&input[start..end]);
                        *slots[index].lock().expect("no panics hold the lock") = Some(numbers);
                    }
                });
            }
            let result = feed_blocks(input, blocks, &slots, width, &consumed, &mut output);
            stop.store(true, Ordering::Relaxed);
            result
        })
    }

    /// The grammar's side: block 0 read directly, later blocks from the workers'
    /// numbers as they come.
    fn feed_blocks<W: Write>(
        input: &[u8],
        blocks: &[(usize, usize)],
        slots: &[Mutex<Option<Option<Numbers>>>],
        width: u32,
        consumed: &AtomicUsize,
        output: &mut W,
    ) -> Result<u64, SolveError> {
        let mut machine = Machine::new(width);
        let mut answers = Vec::with_capacity(64 * 1024);
        let mut written = 0;
        for (index, &(start, end)) in blocks.iter().enumerate() {
            let snapshot = machine.clone();
            answers.clear();
            let numbers = if index == 0 {
                None
            } else {
                wait_for(&slots[index])
            };
            let result = match numbers {
                Some(Some(numbers)) => feed_numbers(&numbers, &mut machine, &mut answers),
                Some(None) => Err(Detour),
                None => scan(&input[start..end], &mut machine, &mut answers),
            };
            consumed.store(index, Ordering::Release);
            match result {
                Ok(count) => {
                    output.write_all(&answers).map_err(SolveError::Write)?;
                    written += count;
                }
                Err(Detour) => {
                    return detour_in_bytes(input, start, snapshot, &mut *output, written);
                }
            }
        }
        if !machine.is_done() {
            return detour_in_bytes(input, input.len(), machine, &mut *output, written);
        }
        output.flush().map_err(SolveError::Write)?;
        Ok(written)
    }

    /// Waits until a worker has filled `slot`, and takes its content.
    fn wait_for(slot: &Mutex<Option<Option<Numbers>>>) -> Option<Option<Numbers>> {
        loop {
            if let Some(numbers) = slot.lock().expect("no panics hold the lock").take() {
                return Some(numbers);
            }
            std::thread::yield_now();
        }
    }

    fn feed_numbers(
        numbers: &Numbers,
        machine: &mut Machine,
        answers: &mut Vec<u8>,
    ) -> Result<u64, Detour> {
        let mut large = numbers.large.iter();
        let mut grammar = Grammar::new(machine, answers);
        for &small in &numbers.small {
            let value = if small == u8::MAX {
                *large.next().expect("a large number for each escape")
            } else {
                u64::from(small)
            };
            grammar.take(value)?;
        }
        grammar.pause()?;
        Ok(grammar.count)
    }

    /// The numbers of a block, or `None` if it holds anything the fast path leaves
    /// to the plain reader.
    fn to_numbers(bytes: &[u8]) -> Option<Numbers> {
        let mut numbers = Numbers {
            small: Vec::with_capacity(bytes.len() / 2),
            large: Vec::new(),
        };
        for_each_number(bytes, &mut numbers).ok()?;
        Some(numbers)
    }
}
