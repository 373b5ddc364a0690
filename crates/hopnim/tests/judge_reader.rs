//! The streaming judge reader against a naive split-on-white-space parser, on random
//! valid inputs written in random layouts; and what huge declared counts cost it,
//! counted by this binary's allocator.

use hopnim::judge::reference::{compare_all_readers, read_all};
use hopnim::judge::{BoardsError, JudgeInput, JudgeReader, JudgeSpec, Source};
use hopnim::{AnyBoard, Board, Row, Threads};
use proptest::prelude::*;

/// Boards of width `width` in the default game.
fn spec(width: u32) -> JudgeSpec {
    JudgeSpec::of_width(u64::from(width)).unwrap()
}

/// The obvious parser: split on white space (C's `isspace`), read numbers in order.
/// Valid input only.
fn naive_answers(input: &str, width: u32) -> Vec<bool> {
    let mut numbers = input
        .split([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
        .filter(|t| !t.is_empty())
        .map(|t| t.parse::<u64>().unwrap());
    let mut next = || numbers.next().unwrap();
    let tests = next();
    (0..tests)
        .map(|_| {
            let rows = next();
            let mut sum = 0;
            for _ in 0..rows {
                let m = next();
                let columns: Vec<u32> = (0..m).map(|_| next() as u32).collect();
                sum ^= Row::from_columns(width, columns).unwrap().grundy().value();
            }
            sum != 0
        })
        .collect()
}

/// A test case: the width, and the boards as lists of rows of (shuffled) columns.
#[derive(Debug, Clone)]
struct Case {
    width: u32,
    tests: Vec<Vec<Vec<u32>>>,
}

fn row_columns(width: u32) -> impl Strategy<Value = Vec<u32>> {
    prop_oneof![
        Just(vec![]),
        Just((1..=width).collect()),
        prop::collection::btree_set(1..=width, 0..=width as usize)
            .prop_map(|s| s.into_iter().collect::<Vec<_>>())
            .prop_shuffle(),
    ]
}

fn case() -> impl Strategy<Value = Case> {
    (1u32..=64).prop_flat_map(|width| {
        prop::collection::vec(prop::collection::vec(row_columns(width), 0..6), 0..6)
            .prop_map(move |tests| Case { width, tests })
    })
}

/// Writes the case with separators chosen from `seps`: line breaks, tabs, CRLF,
/// runs of spaces, everything on one line, and maybe no final newline.
fn layout(case: &Case, seps: &[&str], final_newline: bool) -> String {
    let mut tokens = vec![case.tests.len().to_string()];
    for test in &case.tests {
        tokens.push(test.len().to_string());
        for row in test {
            tokens.push(row.len().to_string());
            tokens.extend(row.iter().map(u32::to_string));
        }
    }
    let mut text = String::new();
    for (i, token) in tokens.iter().enumerate() {
        if i > 0 {
            text.push_str(seps[i % seps.len()]);
        }
        text.push_str(token);
    }
    if final_newline {
        text.push('\n');
    }
    text
}

/// Writes the case a row a line, as judges' inputs are: the numbers of a line apart by
/// `gaps` (in turn), each line ended by `line_end`.
fn line_layout(case: &Case, gaps: &[String], line_end: &str) -> String {
    let mut lines = vec![vec![case.tests.len().to_string()]];
    for test in &case.tests {
        lines.push(vec![test.len().to_string()]);
        for row in test {
            lines.push(
                std::iter::once(row.len())
                    .chain(row.iter().map(|&c| c as usize))
                    .map(|n| n.to_string())
                    .collect(),
            );
        }
    }
    let mut text = String::new();
    for (index, line) in lines.iter().enumerate() {
        for (place, number) in line.iter().enumerate() {
            if place > 0 {
                text.push_str(&gaps[(index + place) % gaps.len()]);
            }
            text.push_str(number);
        }
        text.push_str(line_end);
    }
    text
}

/// The gaps between the numbers of a line: spaces and tabs, some runs long enough
/// that a line outlasts a 64-byte window.
fn gaps() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(
        prop_oneof![
            4 => Just(" ".to_string()),
            1 => Just("\t".to_string()),
            1 => "[ \t]{2,70}",
        ],
        1..6,
    )
}

fn separators() -> impl Strategy<Value = Vec<&'static str>> {
    prop::collection::vec(
        prop::sample::select(vec![
            " ", "\n", "\r\n", "\t", "  ", " \n", "\n\n", "\r\n\r\n", "\x0b", "\x0c",
        ]),
        1..8,
    )
}

proptest! {
    #[test]
    fn the_reader_agrees_with_the_naive_parser(case in case(), seps in separators(), final_newline: bool) {
        let text = layout(&case, &seps, final_newline);
        let expected = naive_answers(&text, case.width);
        let reader = JudgeReader::new(text.as_bytes(), spec(case.width));
        let answers: Vec<bool> = reader.answers().map(Result::unwrap).collect();
        prop_assert_eq!(answers, expected);
    }

    #[test]
    fn the_boards_read_are_the_boards_written(case in case(), seps in separators()) {
        let text = layout(&case, &seps, true);
        let reader = JudgeReader::new(text.as_bytes(), spec(case.width));
        let boards: Vec<AnyBoard> = reader.boards().map(Result::unwrap).collect();
        let expected: Vec<AnyBoard> = case.tests.iter().map(|rows| {
            let rows = rows.iter().map(|c| Row::from_columns(case.width, c.iter().copied()).unwrap()).collect();
            AnyBoard::Narrow(Board::new(case.width, rows).unwrap())
        }).collect();
        prop_assert_eq!(boards, expected);
    }

    /// Valid inputs a row a line, as judges give them, the layout the line readers
    /// read at once: every reader reads them alike, with numbers across windows and
    /// blocks, CRLF, tabs and lines longer than a window.
    #[test]
    fn valid_inputs_a_row_a_line_read_as_the_reference_reads_them(
        case in case(),
        gaps in gaps(),
        line_end in prop::sample::select(vec!["\n", "\r\n", " \n", "\t\r\n"]),
        chunk in 1usize..300,
    ) {
        let text = line_layout(&case, &gaps, line_end);
        prop_assert_eq!(compare_all_readers(text.as_bytes(), spec(case.width), chunk), Ok(()));
    }

    #[test]
    fn arbitrary_bytes_read_as_the_reference_reads_them(
        bytes in prop::collection::vec(any::<u8>(), 0..200),
        chunk in 1usize..70,
    ) {
        prop_assert_eq!(compare_all_readers(&bytes, JudgeSpec::default(), chunk), Ok(()));
    }

    #[test]
    fn number_soup_reads_as_the_reference_reads_it(
        text in "[0-9 \n\r\t]{0,300}|[0-9 \n+.x-]{0,100}",
        width in 1u32..=8,
        chunk in 1usize..70,
    ) {
        prop_assert_eq!(compare_all_readers(text.as_bytes(), spec(width), chunk), Ok(()));
    }

    #[test]
    fn damaged_valid_inputs_read_as_the_reference_reads_them(
        case in case(),
        seps in separators(),
        damage in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..4),
        chunk in 1usize..200,
    ) {
        let mut bytes = layout(&case, &seps, true).into_bytes();
        for (index, byte) in damage {
            if bytes.is_empty() {
                break;
            }
            let at = index.index(bytes.len());
            match byte % 4 {
                0 => { bytes.remove(at); }
                1 => bytes[at] = byte,
                2 => bytes.insert(at, b"0123456789 -\n"[usize::from(byte) % 14]),
                _ => bytes.truncate(at),
            }
        }
        prop_assert_eq!(compare_all_readers(&bytes, spec(case.width), chunk), Ok(()));
    }
}

/// Reads one byte per call, so every token and every `\r\n` straddles reads.
struct OneByteAtATime<'a>(&'a [u8]);

impl std::io::Read for OneByteAtATime<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match (self.0.split_first(), buf.first_mut()) {
            (Some((&b, rest)), Some(slot)) => {
                *slot = b;
                self.0 = rest;
                Ok(1)
            }
            _ => Ok(0),
        }
    }
}

#[test]
fn tiny_reads_give_the_same_answers_and_positions() {
    let text = "2\r\n1\r\n2 19 20\r\n2\r\n1 19\r\n1 18\r\n";
    let answers: Vec<bool> =
        JudgeReader::new(OneByteAtATime(text.as_bytes()), JudgeSpec::default())
            .answers()
            .map(Result::unwrap)
            .collect();
    assert_eq!(answers, vec![false, true]);
    let bad = "1\r\n1\r\n2 19 21\r\n";
    let err = JudgeReader::new(OneByteAtATime(bad.as_bytes()), JudgeSpec::default())
        .answers()
        .find_map(Result::err)
        .unwrap();
    assert_eq!(
        err.to_string(),
        "3:6: position 21 is outside the board (columns 1..=20) (test 1, row 1)"
    );
}

/// Found by the `judge_reader` fuzz target: the fast board reader visited a test whose
/// last number ran up to the end of a 64-byte window, with a stray byte right after
/// it in the next window; the plain reader rejects that number.
#[test]
fn a_test_whose_last_number_touches_a_stray_byte_in_the_next_window_is_not_visited() {
    let mut input = b"302".to_vec();
    while input.len() < 63 {
        input.extend_from_slice(b" 0");
    }
    input.extend_from_slice(b"0(c 1");
    for chunk in [1, 7, 43, 64] {
        assert_eq!(compare_all_readers(&input, spec(41), chunk), Ok(()));
    }
    let mut visited = 0;
    let read = JudgeInput::new(Source::Bytes(&input), spec(41)).for_each_board(|_| {
        visited += 1;
        Ok::<(), ()>(())
    });
    assert!(matches!(read, Err(BoardsError::Input(_))));
    assert_eq!(visited, read_all(&input, spec(41)).values.len());
}

/// The system allocator, counting the bytes each thread asks for, so that a test sees
/// its own allocations whatever the other tests of this binary do meanwhile.
struct CountingAllocator;

thread_local! {
    static ALLOCATED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn count_allocated(bytes: usize) {
    // Not counted while the thread's locals are torn down.
    let _ = ALLOCATED.try_with(|allocated| allocated.set(allocated.get() + bytes));
}

// SAFETY: every call goes to the system allocator unchanged; counting allocates
// nothing.
#[allow(unsafe_code)]
unsafe impl std::alloc::GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        count_allocated(layout.size());
        // SAFETY: the caller's promises about `layout` are passed on.
        unsafe { std::alloc::System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        count_allocated(layout.size());
        // SAFETY: as for `alloc`.
        unsafe { std::alloc::System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        // SAFETY: `ptr` came from the system allocator with `layout`.
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        count_allocated(new_size.saturating_sub(layout.size()));
        // SAFETY: `ptr` came from the system allocator with `layout`.
        unsafe { std::alloc::System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// The bytes `work` asks the allocator for on this thread (growth only, for a
/// reallocation).
fn bytes_allocated_by(work: impl FnOnce()) -> usize {
    let before = ALLOCATED.with(|allocated| allocated.get());
    work();
    ALLOCATED.with(|allocated| allocated.get()) - before
}

/// Reads an input to the error at its end.
type Reader = fn(&[u8]);

/// Each reader, by name.
const READERS: [(&str, Reader); 4] = [
    ("answers", read_answers),
    ("boards", read_boards),
    ("solve in memory", solve_in_memory),
    ("boards in memory", boards_in_memory),
];

fn read_answers(input: &[u8]) {
    let reader = JudgeReader::new(input, JudgeSpec::default());
    let err = reader.write_answers(std::io::sink()).unwrap_err();
    assert!(err.to_string().contains("the input ends early"), "{err}");
}

fn read_boards(input: &[u8]) {
    let mut boards = JudgeReader::new(input, JudgeSpec::default()).boards();
    let err = boards.next().unwrap().unwrap_err();
    assert!(err.to_string().contains("the input ends early"), "{err}");
}

fn solve_in_memory(input: &[u8]) {
    let read = JudgeInput::new(Source::Bytes(input), JudgeSpec::default())
        .with_threads(Threads::ONE)
        .solve(std::io::sink());
    assert!(read.is_err());
}

fn boards_in_memory(input: &[u8]) {
    let read = JudgeInput::new(Source::Bytes(input), JudgeSpec::default())
        .with_threads(Threads::ONE)
        .for_each_board(|_| Ok::<(), ()>(()));
    assert!(matches!(read, Err(BoardsError::Input(_))));
}

/// `T` and `n` are read as numbers, never as sizes to reserve: an input that declares
/// 2^64 - 1 tests of 2^64 - 1 rows and then ends costs what one declaring 2 tests of
/// 2 rows costs, on every reader (on one thread, so that all of it is counted here).
#[test]
fn a_huge_declared_count_allocates_nothing() {
    let huge = b"18446744073709551615 18446744073709551615 0";
    let small = b"2 2 0";
    for (name, read) in READERS {
        let for_huge = bytes_allocated_by(|| read(huge));
        let for_small = bytes_allocated_by(|| read(small));
        assert!(
            for_huge <= for_small + 1024,
            "{name}: {for_huge} bytes for the huge counts, {for_small} for the small"
        );
    }
}
