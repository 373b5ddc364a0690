//! The slow twin of the judge readers: the whole input as one byte slice, read the
//! plainest way. Tests and fuzz targets hold every other reader to it.

use super::error::SolveError;
use super::fast;
use super::format::{answer_line, is_space};
use super::spec::JudgeSpec;
use crate::game::{AnyBoard, Value, WideRow};
use crate::judge::error::{Expected, JudgeError, JudgeErrorKind, Location};
use crate::judge::input::{JudgeInput, Source};
use crate::judge::reader::JudgeReader;
use crate::phrase::Quoted;
use crate::threads::Threads;

/// What reading a whole input gives: the value of each test read, and the error that
/// stopped it, if any (without a snippet).
#[derive(Debug)]
pub struct ReadAll {
    /// The values of the tests before the error (all tests if there is none).
    pub values: Vec<Value>,
    /// The first error.
    pub error: Option<JudgeError>,
}

/// Reads `input` as judge format for the boards of `spec`.
///
/// ```
/// use hopnim::judge::{JudgeSpec, reference::read_all};
/// let read = read_all(b"2\n1\n2 19 20\n2\n1 19\n1 18\n", JudgeSpec::default());
/// assert_eq!(read.values.len(), 2);
/// assert!(read.error.is_none());
/// let read = read_all(b"1 1 1 0", JudgeSpec::default());
/// assert_eq!(read.error.unwrap().to_string(),
///            "1:7: position 0 is outside the board (columns 1..=20) (test 1, row 1)");
/// ```
pub fn read_all(input: &[u8], spec: JudgeSpec) -> ReadAll {
    let mut values = Vec::new();
    let error = Reference {
        input,
        next: 0,
        spec,
        test: None,
        row: None,
    }
    .read(&mut values)
    .err();
    ReadAll { values, error }
}

struct Reference<'a> {
    input: &'a [u8],
    next: usize,
    spec: JudgeSpec,
    test: Option<u64>,
    row: Option<u64>,
}

impl Reference<'_> {
    fn read(&mut self, values: &mut Vec<Value>) -> Result<(), JudgeError> {
        let (tests, _) = self.number(Expected::TestCount, None)?;
        for test in 1..=tests {
            self.test = Some(test);
            self.row = None;
            let (rows, _) = self.number(Expected::RowCount, Some(tests))?;
            let mut sum = Value::ZERO;
            for row in 1..=rows {
                self.row = Some(row);
                let columns = self.row_of_pieces(rows)?;
                let row =
                    WideRow::new(self.spec.width.get(), columns).expect("columns were checked");
                sum += self.spec.variant.value_of(&row);
            }
            values.push(sum);
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
        let width = self.spec.width.get();
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
            location: Some(Location {
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
    Quoted::from_bytes(&token[..token.len().min(SHOWN)], token.len() > SHOWN).to_string()
}

/// Whether every reader agrees with the reference on `input`: the plain streaming
/// reader, the fast solvers (from memory number by number, by lines on one and on two
/// threads, and from a stream), and the board readers of [`JudgeInput`]. They must
/// give the same answers (or boards of the same values) and the same first error
/// (message, place, test and row, and the line shown under it). The streaming readers
/// get the input in reads of at most `chunk` bytes, and the fast ones work in blocks
/// of about `chunk` bytes, so tokens and line ends straddle reads and blocks. Returns
/// the first difference.
///
/// ```
/// use hopnim::judge::{JudgeSpec, reference::compare_all_readers};
/// assert_eq!(compare_all_readers(b"1 1 2 1 1", JudgeSpec::default(), 3), Ok(()));
/// assert_eq!(compare_all_readers(b"1 1 2 1 x", JudgeSpec::default(), 3), Ok(()));
/// ```
pub fn compare_all_readers(input: &[u8], spec: JudgeSpec, chunk: usize) -> Result<(), String> {
    let expected = read_all(input, spec);
    let expected_answers: Vec<u8> = expected
        .values
        .iter()
        .flat_map(|&value| answer_line(spec.variant.first_player_wins(value)).to_vec())
        .collect();
    let expected_error = describe(expected.error.as_ref());
    // The reference shows no line; every other reader must show the same one.
    let expected_snippet = JudgeReader::new(input, spec)
        .answers()
        .find_map(Result::err)
        .and_then(|e| e.snippet);
    let chunked = || Chunked {
        rest: input,
        chunk: chunk.max(1),
    };
    let runs: [(&str, SolveRun); 7] = [
        ("plain, streamed", &|out| {
            JudgeReader::new(chunked(), spec).write_answers(out)
        }),
        ("fast, number by number", &|out| {
            fast::scan_bytes_in_blocks(input, &fast::NoPaging, spec, chunk, out)
        }),
        ("fast, one thread", &|out| {
            fast::solve_bytes_in_blocks(input, &fast::NoPaging, spec, 1, chunk, out)
        }),
        ("fast, two threads", &|out| {
            fast::solve_bytes_in_blocks(input, &fast::NoPaging, spec, 2, chunk, out)
        }),
        ("fast, default blocks", &|out| {
            JudgeInput::new(Source::Bytes(input), spec)
                .with_threads(Threads::ONE)
                .solve(out)
        }),
        ("fast, streamed", &|out| {
            fast::solve_read_in_blocks(chunked(), spec, chunk.max(2), out)
        }),
        ("fast, streamed whole", &|out| {
            JudgeInput::new(Source::Stream(Box::new(chunked())), spec).solve(out)
        }),
    ];
    for (name, run) in runs {
        let mut output = Vec::new();
        let error = match run(&mut output) {
            Ok(_) => None,
            Err(SolveError::Input(e)) => Some(e),
            Err(e @ SolveError::Write(_)) => return Err(format!("{name}: {e}")),
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
        let snippet = error.and_then(|e| e.snippet);
        if snippet != expected_snippet {
            return Err(format!(
                "{name}: snippet {snippet:?}, the plain reader's {expected_snippet:?}"
            ));
        }
    }
    for threads in [Threads::ONE, Threads::new(2).expect("two threads")] {
        let name = format!("boards, {threads} thread(s)");
        let mut values = Vec::new();
        let read = JudgeInput::new(Source::Bytes(input), spec)
            .with_threads(threads)
            .for_each_board(|board| {
                values.push(value_of_board(spec, &board));
                Ok::<(), ()>(())
            });
        let error = match read {
            Ok(_) => None,
            Err(super::BoardsError::Input(e)) => Some(e),
            Err(super::BoardsError::Visit(())) => return Err(format!("{name}: visit failed")),
        };
        if values != expected.values || describe(error.as_ref()) != expected_error {
            return Err(format!(
                "{name}: values {values:?} and error {:?}, the reference {:?} and {expected_error:?}",
                describe(error.as_ref()),
                expected.values
            ));
        }
    }
    Ok(())
}

/// An error as the comparisons see it: the message, test and row.
fn describe(error: Option<&JudgeError>) -> Option<(String, Option<u64>, Option<u64>)> {
    error.map(|e| (e.to_string(), e.test, e.row))
}

/// The value of a board read by a board reader.
fn value_of_board(spec: JudgeSpec, board: &AnyBoard) -> Value {
    match board {
        AnyBoard::Narrow(board) => spec.variant.value_of_board(board.rows()),
        AnyBoard::Wide(board) => spec.variant.value_of_board(board.rows()),
    }
}

/// A solver run writing into the given output.
type SolveRun<'a> = &'a dyn Fn(&mut Vec<u8>) -> Result<u64, SolveError>;

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
