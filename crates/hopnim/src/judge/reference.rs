//! The slow twin of the judge reader: the whole input as one byte slice, read the
//! plainest way. Tests and fuzz targets hold the streaming reader to it.

use super::error::printable;
use super::tokens::is_space;
use super::{Expected, JudgeError, JudgeErrorKind, Position, fast};
use crate::{Nimber, Row, grundy};

/// What reading a whole input gives: the nim-sum of each test read, and the error
/// that stopped it, if any (without a snippet).
#[derive(Debug)]
pub struct Outcome {
    /// The nim-sums of the tests before the error (all tests if there is none).
    pub nim_sums: Vec<Nimber>,
    /// The first error.
    pub error: Option<JudgeError>,
}

/// Reads `input` as judge format for boards of width `width` (`1..=64`).
///
/// ```
/// use hopnim::judge::reference::read_all;
/// let outcome = read_all(b"2\n1\n2 19 20\n2\n1 19\n1 18\n", 20);
/// assert_eq!(outcome.nim_sums.len(), 2);
/// assert!(outcome.error.is_none());
/// let outcome = read_all(b"1 1 1 0", 20);
/// assert_eq!(outcome.error.unwrap().to_string(),
///            "1:7: position 0 is outside the board (columns 1..=20) (test 1, row 1)");
/// ```
pub fn read_all(input: &[u8], width: u32) -> Outcome {
    let mut nim_sums = Vec::new();
    let error = Reference {
        input,
        next: 0,
        width,
        test: None,
        row: None,
    }
    .read(&mut nim_sums)
    .err();
    Outcome { nim_sums, error }
}

struct Reference<'a> {
    input: &'a [u8],
    next: usize,
    width: u32,
    test: Option<u64>,
    row: Option<u64>,
}

impl Reference<'_> {
    fn read(&mut self, nim_sums: &mut Vec<Nimber>) -> Result<(), JudgeError> {
        let (tests, _) = self.number(Expected::TestCount, None)?;
        for test in 1..=tests {
            self.test = Some(test);
            self.row = None;
            let (rows, _) = self.number(Expected::RowCount, Some(tests))?;
            let mut sum = Nimber::ZERO;
            for row in 1..=rows {
                self.row = Some(row);
                let columns = self.row_of_pieces(rows)?;
                sum += if self.width <= crate::MAX_WIDTH {
                    grundy(Row::from_columns(self.width, columns).expect("columns were checked"))
                } else {
                    super::wide_grundy(self.width, &columns)
                };
            }
            nim_sums.push(sum);
        }
        self.test = None;
        self.row = None;
        if let Some(start) = self.token_start() {
            let token = shown(self.token_at(start));
            return Err(self.error(JudgeErrorKind::TrailingData { token }, start));
        }
        Ok(())
    }

    /// Reads one row; its columns in the order given.
    fn row_of_pieces(&mut self, rows: u64) -> Result<Vec<u32>, JudgeError> {
        let width = self.width;
        let (count, at) = self.number(Expected::PieceCount, Some(rows))?;
        if count > u64::from(width) {
            return Err(self.error(JudgeErrorKind::TooManyPieces { count, width }, at));
        }
        let mut seen = vec![false; width as usize + 1];
        let mut columns = Vec::new();
        for _ in 0..count {
            let (position, at) = self.number(Expected::Position, Some(count))?;
            if position == 0 || position > u64::from(width) {
                let kind = JudgeErrorKind::PositionOutOfRange { position, width };
                return Err(self.error(kind, at));
            }
            if seen[position as usize] {
                return Err(self.error(JudgeErrorKind::DuplicatePosition { position }, at));
            }
            seen[position as usize] = true;
            columns.push(position as u32);
        }
        Ok(columns)
    }

    /// Skips white space; the offset of the next token, if any.
    fn token_start(&mut self) -> Option<usize> {
        while self.next < self.input.len() && is_space(self.input[self.next]) {
            self.next += 1;
        }
        (self.next < self.input.len()).then_some(self.next)
    }

    /// The token starting at `start`; moves past it.
    fn token_at(&mut self, start: usize) -> &[u8] {
        let len = self.input[start..]
            .iter()
            .position(|&b| is_space(b))
            .unwrap_or(self.input.len() - start);
        self.next = start + len;
        &self.input[start..start + len]
    }

    fn number(
        &mut self,
        expected: Expected,
        declared: Option<u64>,
    ) -> Result<(u64, usize), JudgeError> {
        let Some(start) = self.token_start() else {
            let end = self.input.len();
            return Err(self.error(JudgeErrorKind::UnexpectedEnd { expected, declared }, end));
        };
        let token = self.token_at(start).to_vec();
        let mut value: u64 = 0;
        for (index, &byte) in token.iter().enumerate() {
            if !byte.is_ascii_digit() {
                return Err(if byte.is_ascii_graphic() {
                    let token = shown(&token);
                    self.error(JudgeErrorKind::NotANumber { expected, token }, start)
                } else {
                    self.error(JudgeErrorKind::BadByte { byte }, start + index)
                });
            }
            let digit = u64::from(byte - b'0');
            match value.checked_mul(10).and_then(|v| v.checked_add(digit)) {
                Some(v) => value = v,
                None => {
                    let token = shown(&token);
                    return Err(self.error(JudgeErrorKind::TooLarge { expected, token }, start));
                }
            }
        }
        Ok((value, start))
    }

    fn error(&self, kind: JudgeErrorKind, offset: usize) -> JudgeError {
        let before = &self.input[..offset];
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let line = before.iter().filter(|&&b| b == b'\n').count() as u64 + 1;
        JudgeError {
            kind,
            position: Some(Position {
                line,
                column: (offset - line_start) as u64 + 1,
            }),
            test: self.test,
            row: self.row,
            snippet: None,
        }
    }
}

/// A token as error messages show it: its first 32 bytes, `…` if there are more.
fn shown(token: &[u8]) -> String {
    const SHOWN: usize = 32;
    let mut text = printable(&token[..token.len().min(SHOWN)]);
    if token.len() > SHOWN {
        text.push('…');
    }
    text
}

/// Whether every reader agrees with the reference on `input`: the plain streaming
/// reader, and the fast solvers of [`super::fast`] (from memory on one and on two
/// threads, and from a stream). They must give the same answers and the same first
/// error (message, place, test and row). The streaming readers get the input in reads
/// of at most `chunk` bytes, and the fast ones work in blocks of about `chunk` bytes,
/// so tokens and line ends straddle reads and blocks. Returns the first difference.
///
/// ```
/// use hopnim::judge::reference::compare_all_readers;
/// assert_eq!(compare_all_readers(b"1 1 2 1 1", 20, 3), Ok(()));
/// assert_eq!(compare_all_readers(b"1 1 2 1 x", 20, 3), Ok(()));
/// ```
pub fn compare_all_readers(input: &[u8], width: u32, chunk: usize) -> Result<(), String> {
    compare_streaming(input, width, chunk)?;
    let expected = read_all(input, width);
    let expected_answers: Vec<u8> = expected
        .nim_sums
        .iter()
        .flat_map(|s| format!("{}\n", super::answer(!s.is_zero())).into_bytes())
        .collect();
    let describe = |e: Option<&JudgeError>| e.map(|e| (e.to_string(), e.test, e.row));
    let expected_error = describe(expected.error.as_ref());
    let fast_runs: [(&str, FastRun); 4] = [
        ("fast, one thread", &|out| {
            fast::solve_bytes_in_blocks(input, width, 1, chunk, out)
        }),
        ("fast, two threads", &|out| {
            fast::solve_bytes_in_blocks(input, width, 2, chunk, out)
        }),
        ("fast, default blocks", &|out| {
            fast::solve_bytes(input, width, 1, out)
        }),
        ("fast, streamed", &|out| {
            let chunked = Chunked {
                rest: input,
                chunk: chunk.max(1),
            };
            fast::solve_read_in_blocks(chunked, width, chunk.max(2), out)
        }),
    ];
    for (name, run) in fast_runs {
        let mut output = Vec::new();
        let error = match run(&mut output) {
            Ok(_) => None,
            Err(super::SolveError::Input(e)) => Some(e),
            Err(e @ (super::SolveError::Write(_) | super::SolveError::Width(_))) => {
                return Err(format!("{name}: {e}"));
            }
        };
        if output != expected_answers {
            return Err(format!(
                "{name}: answers {:?}, the reference {:?}",
                String::from_utf8_lossy(&output),
                String::from_utf8_lossy(&expected_answers)
            ));
        }
        if describe(error.as_ref()) != expected_error {
            return Err(format!(
                "{name}: error {:?}, the reference {expected_error:?}",
                describe(error.as_ref())
            ));
        }
    }
    compare_fast_boards(input, width, &expected.nim_sums, expected.error.is_none())
}

/// The fast board reader visits a prefix of the reference's tests (all of them only
/// when the input is valid), with the same values.
fn compare_fast_boards(
    input: &[u8],
    width: u32,
    nim_sums: &[crate::Nimber],
    valid: bool,
) -> Result<(), String> {
    let mut visited = Vec::new();
    let read = fast::for_each_board(input, width, |board| visited.push(board.nim_sum()));
    let complete = read.is_ok();
    let counted = read.map_or_else(|stop| stop.tests, |()| visited.len() as u64);
    if counted != visited.len() as u64 || !nim_sums.starts_with(&visited) {
        return Err(format!(
            "fast boards: visited {visited:?} (said {counted}), the reference {nim_sums:?}"
        ));
    }
    if complete && (!valid || visited.len() != nim_sums.len()) {
        return Err("fast boards: read an invalid or partial input through".to_owned());
    }
    Ok(())
}

/// A fast solver run writing into the given output.
type FastRun<'a> = &'a dyn Fn(&mut Vec<u8>) -> Result<u64, super::SolveError>;

/// The plain streaming reader against the reference.
fn compare_streaming(input: &[u8], width: u32, chunk: usize) -> Result<(), String> {
    let expected = read_all(input, width);
    let mut nim_sums = Vec::new();
    let mut error = None;
    let chunked = Chunked {
        rest: input,
        chunk: chunk.max(1),
    };
    let reader = super::JudgeReader::new(chunked, width).map_err(|e| e.to_string())?;
    for sum in reader.nim_sums() {
        match sum {
            Ok(sum) => nim_sums.push(sum),
            Err(e) => error = Some(e),
        }
    }
    if nim_sums != expected.nim_sums {
        return Err(format!(
            "nim-sums differ: streaming {nim_sums:?}, reference {:?}",
            expected.nim_sums
        ));
    }
    let describe = |e: &Option<JudgeError>| e.as_ref().map(|e| (e.to_string(), e.test, e.row));
    if describe(&error) != describe(&expected.error) {
        return Err(format!(
            "errors differ: streaming {:?}, reference {:?}",
            describe(&error),
            describe(&expected.error)
        ));
    }
    Ok(())
}

/// A reader that hands out at most `chunk` bytes per read.
struct Chunked<'a> {
    rest: &'a [u8],
    chunk: usize,
}

impl std::io::Read for Chunked<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let count = self.chunk.min(buf.len()).min(self.rest.len());
        buf[..count].copy_from_slice(&self.rest[..count]);
        self.rest = &self.rest[count..];
        Ok(count)
    }
}
