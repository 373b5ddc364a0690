//! The judge format of HDU 5724: a streaming reader (bytes in, tests out) and the
//! answer writer.
//!
//! The input is `T`, then per test `n`, then `n` rows `m p1 … pm` (the `m` distinct
//! piece columns in any order), all separated by any ASCII white space. The reader
//! holds one fixed buffer and one row at a time, so memory does not grow with the
//! input; every error carries its line and column.
//!
//! ```
//! use hopnim::judge::JudgeReader;
//! let input = "2\n1\n2 19 20\n2\n1 19\n1 18\n";
//! let answers: Vec<bool> = JudgeReader::new(input.as_bytes(), 20)
//!     .unwrap()
//!     .nim_sums()
//!     .map(|sum| !sum.unwrap().is_zero())
//!     .collect();
//! assert_eq!(answers, vec![false, true]);
//! ```

mod error;
mod tokens;
mod writer;

use std::io::{self, Read, Write};

pub use error::{Expected, JudgeError, JudgeErrorKind, Position};
pub use writer::{answers, answers_text, input_text, write_input};

use crate::row::check_width;
use crate::{Board, Nimber, Row, RowError, grundy};
use tokens::Tokenizer;
pub(crate) use tokens::{ShownToken, is_space};

/// The start of one test: its 1-based number and its row count `n`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TestHeader {
    /// The 1-based number of the test.
    pub number: u64,
    /// `n`, the number of rows the test declares.
    pub rows: u64,
}

/// Reads the judge format from any `Read`, one test and one row at a time.
///
/// Call [`next_test`](Self::next_test) for each test and [`next_row`](Self::next_row)
/// for its rows, or use the iterators [`nim_sums`](Self::nim_sums) and
/// [`boards`](Self::boards). After the last test the reader checks that nothing but
/// white space follows.
pub struct JudgeReader<R> {
    tokens: Tokenizer<R>,
    width: u32,
    test_count: Option<u64>,
    /// The number of the current test (0 before the first).
    test: u64,
    /// `n` of the current test.
    rows_in_test: u64,
    /// Rows of the current test read so far.
    rows_read: u64,
    finished: bool,
}

impl<R: Read> JudgeReader<R> {
    /// A reader of `input` for boards of width `width` (`1..=64`).
    pub fn new(input: R, width: u32) -> Result<JudgeReader<R>, RowError> {
        let width = check_width(u64::from(width))?;
        Ok(JudgeReader {
            tokens: Tokenizer::new(input),
            width,
            test_count: None,
            test: 0,
            rows_in_test: 0,
            rows_read: 0,
            finished: false,
        })
    }

    /// The board width the reader checks positions against.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// `T`, the number of tests, read at the first call.
    pub fn test_count(&mut self) -> Result<u64, JudgeError> {
        if let Some(count) = self.test_count {
            return Ok(count);
        }
        let (count, _) = self.number(Expected::TestCount, None)?;
        self.test_count = Some(count);
        Ok(count)
    }

    /// Starts the next test, skipping any unread rows of the current one. `None`
    /// after the last test, once the end of the input is checked.
    pub fn next_test(&mut self) -> Result<Option<TestHeader>, JudgeError> {
        let count = self.test_count()?;
        while self.next_row()?.is_some() {}
        if self.test == count {
            self.finish()?;
            return Ok(None);
        }
        self.test += 1;
        self.rows_read = 0;
        self.rows_in_test = 0;
        let (rows, _) = self.number(Expected::RowCount, Some(count))?;
        self.rows_in_test = rows;
        Ok(Some(TestHeader {
            number: self.test,
            rows,
        }))
    }

    /// The next row of the current test; `None` when its `n` rows are read.
    pub fn next_row(&mut self) -> Result<Option<Row>, JudgeError> {
        if self.rows_read == self.rows_in_test {
            return Ok(None);
        }
        self.rows_read += 1;
        let (count, at) = self.number(Expected::PieceCount, Some(self.rows_in_test))?;
        if count > u64::from(self.width) {
            return Err(self.error_at(
                JudgeErrorKind::TooManyPieces {
                    count,
                    width: self.width,
                },
                Some(at),
            ));
        }
        let mut row = Row::empty(self.width).expect("the width was checked");
        for _ in 0..count {
            let (column, at) = self.number(Expected::Position, Some(count))?;
            row = row.with_piece(column).map_err(|e| {
                let kind = match e {
                    RowError::Duplicate { .. } => {
                        JudgeErrorKind::DuplicatePosition { position: column }
                    }
                    _ => JudgeErrorKind::PositionOutOfRange {
                        position: column,
                        width: self.width,
                    },
                };
                self.error_at(kind, Some(at))
            })?;
        }
        Ok(Some(row))
    }

    /// The nim-sum of each test, in order, in constant memory. Stops after the first
    /// error.
    pub fn nim_sums(self) -> NimSums<R> {
        NimSums {
            reader: self,
            failed: false,
        }
    }

    /// Each test as a [`Board`], in order. Stops after the first error. A board holds
    /// its rows, so memory grows with `n` (not with `T`).
    pub fn boards(self) -> Boards<R> {
        Boards {
            reader: self,
            failed: false,
        }
    }

    /// Checks that only white space follows the last test.
    fn finish(&mut self) -> Result<(), JudgeError> {
        if self.finished {
            return Ok(());
        }
        let next = self
            .tokens
            .skip_space()
            .map_err(|e| self.error_at(e.into(), None))?;
        if let Some(at) = next {
            let token = self
                .tokens
                .read_any_token()
                .map_err(|e| self.error_at(e.into(), None))?;
            return Err(JudgeError {
                kind: JudgeErrorKind::TrailingData { token },
                position: Some(at),
                test: None,
                row: None,
            });
        }
        self.finished = true;
        Ok(())
    }

    /// Reads one number; `declared` is what ran short if the input ends here.
    fn number(
        &mut self,
        expected: Expected,
        declared: Option<u64>,
    ) -> Result<(u64, Position), JudgeError> {
        let at = match self.tokens.skip_space() {
            Ok(Some(at)) => at,
            Ok(None) => {
                let end = self.tokens.position();
                return Err(self.error_at(
                    JudgeErrorKind::UnexpectedEnd { expected, declared },
                    Some(end),
                ));
            }
            Err(e) => return Err(self.error_at(e.into(), None)),
        };
        match self.tokens.read_number(expected) {
            Ok(value) => Ok((value, at)),
            Err(kind) => {
                let position = match kind {
                    JudgeErrorKind::Io(_) => None,
                    JudgeErrorKind::BadByte { .. } => Some(self.tokens.position()),
                    _ => Some(at),
                };
                Err(self.error_at(kind, position))
            }
        }
    }

    fn error_at(&self, kind: JudgeErrorKind, position: Option<Position>) -> JudgeError {
        let test = (self.test > 0).then_some(self.test);
        let row = (self.rows_read > 0).then_some(self.rows_read);
        JudgeError {
            kind,
            position,
            test,
            row,
        }
    }
}

/// The nim-sum of each test. Made by [`JudgeReader::nim_sums`].
pub struct NimSums<R> {
    reader: JudgeReader<R>,
    failed: bool,
}

impl<R: Read> NimSums<R> {
    fn next_sum(&mut self) -> Result<Option<Nimber>, JudgeError> {
        if self.reader.next_test()?.is_none() {
            return Ok(None);
        }
        let mut sum = Nimber::ZERO;
        while let Some(row) = self.reader.next_row()? {
            sum += grundy(row);
        }
        Ok(Some(sum))
    }
}

impl<R: Read> Iterator for NimSums<R> {
    type Item = Result<Nimber, JudgeError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let result = self.next_sum().transpose();
        self.failed = matches!(result, Some(Err(_)));
        result
    }
}

/// Each test as a board. Made by [`JudgeReader::boards`].
pub struct Boards<R> {
    reader: JudgeReader<R>,
    failed: bool,
}

impl<R: Read> Boards<R> {
    fn next_board(&mut self) -> Result<Option<Board>, JudgeError> {
        if self.reader.next_test()?.is_none() {
            return Ok(None);
        }
        let mut rows = Vec::new();
        while let Some(row) = self.reader.next_row()? {
            rows.push(row);
        }
        let board = Board::new(self.reader.width, rows).expect("rows have the reader's width");
        Ok(Some(board))
    }
}

impl<R: Read> Iterator for Boards<R> {
    type Item = Result<Board, JudgeError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let result = self.next_board().transpose();
        self.failed = matches!(result, Some(Err(_)));
        result
    }
}

/// The judge's answer for a test: `YES` if the first player wins.
pub const fn answer(first_player_wins: bool) -> &'static str {
    if first_player_wins { "YES" } else { "NO" }
}

/// Writes the answer line of every test of `input` to `output`, stopping at the first
/// invalid test; answers before it are written (and flushed) first.
///
/// Returns the number of answers written, or the input's error. Output errors come
/// back as [`SolveError::Write`].
///
/// ```
/// let mut out = Vec::new();
/// let reader = hopnim::judge::JudgeReader::new(&b"2 1 2 19 20 2 1 19 1 18"[..], 20).unwrap();
/// hopnim::judge::solve(reader, &mut out).unwrap();
/// assert_eq!(out, b"NO\nYES\n");
/// ```
pub fn solve<R: Read, W: Write>(reader: JudgeReader<R>, mut output: W) -> Result<u64, SolveError> {
    let mut written = 0;
    for sum in reader.nim_sums() {
        match sum {
            Ok(sum) => {
                output
                    .write_all(answer(!sum.is_zero()).as_bytes())
                    .and_then(|()| output.write_all(b"\n"))
                    .map_err(SolveError::Write)?;
                written += 1;
            }
            Err(e) => {
                output.flush().map_err(SolveError::Write)?;
                return Err(SolveError::Input(e));
            }
        }
    }
    output.flush().map_err(SolveError::Write)?;
    Ok(written)
}

/// Why [`solve`] stopped.
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    /// The input is invalid (or could not be read).
    #[error(transparent)]
    Input(#[from] JudgeError),
    /// The answers could not be written.
    #[error("write error: {0}")]
    Write(#[source] io::Error),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve_text(input: &str) -> (String, Option<JudgeError>) {
        let mut out = Vec::new();
        let reader = JudgeReader::new(input.as_bytes(), 20).unwrap();
        let err = match solve(reader, &mut out) {
            Ok(_) => None,
            Err(SolveError::Input(e)) => Some(e),
            Err(SolveError::Write(e)) => panic!("{e}"),
        };
        (String::from_utf8(out).unwrap(), err)
    }

    fn error_of(input: &str) -> JudgeError {
        solve_text(input).1.expect("the input is invalid")
    }

    #[test]
    fn the_sample() {
        let (out, err) = solve_text("2\n1\n2 19 20\n2\n1 19\n1 18\n");
        assert_eq!(out, "NO\nYES\n");
        assert!(err.is_none());
    }

    #[test]
    fn unusual_white_space_is_fine() {
        let (out, err) = solve_text("\r\n 2\t1 2 20 19\r\n\r\n2 1 19\x0b1 18");
        assert_eq!(out, "NO\nYES\n");
        assert!(err.is_none());
    }

    #[test]
    fn answers_before_an_error_are_kept() {
        let (out, err) = solve_text("2\n1\n2 19 20\n1\n1 21\n");
        assert_eq!(out, "NO\n");
        let err = err.unwrap();
        assert_eq!(err.position, Some(Position { line: 5, column: 3 }));
        assert_eq!((err.test, err.row), (Some(2), Some(1)));
        assert_eq!(
            err.to_string(),
            "5:3: position 21 is outside the board (columns 1..=20) (test 2, row 1)"
        );
    }

    #[test]
    fn errors_are_located() {
        let err = error_of("");
        assert!(matches!(
            err.kind,
            JudgeErrorKind::UnexpectedEnd {
                expected: Expected::TestCount,
                ..
            }
        ));
        assert_eq!(err.position, Some(Position { line: 1, column: 1 }));

        let err = error_of("1\n1\n3 1 2 2\n");
        assert!(matches!(
            err.kind,
            JudgeErrorKind::DuplicatePosition { position: 2 }
        ));
        assert_eq!(err.position, Some(Position { line: 3, column: 7 }));

        let err = error_of("1\n1\n21 1\n");
        assert!(matches!(
            err.kind,
            JudgeErrorKind::TooManyPieces { count: 21, .. }
        ));

        let err = error_of("1\n1\n1 -5\n");
        assert_eq!(
            err.to_string(),
            "3:3: expected a piece position, a non-negative integer, but found `-5` (test 1, row 1)"
        );

        let err = error_of("1 1 1 99999999999999999999");
        assert!(matches!(err.kind, JudgeErrorKind::TooLarge { .. }));

        let err = error_of("1 1 0 junk");
        assert!(matches!(err.kind, JudgeErrorKind::TrailingData { .. }));
        assert_eq!(err.position, Some(Position { line: 1, column: 7 }));

        let err = error_of("2 1 0");
        assert_eq!(
            err.to_string(),
            "1:6: the input ends early: expected the number of rows n (the input declares T = 2 tests) (test 2)"
        );

        let err = error_of("1 1 2\0");
        assert!(matches!(err.kind, JudgeErrorKind::BadByte { byte: 0 }));
        assert_eq!(err.position, Some(Position { line: 1, column: 6 }));
    }

    #[test]
    fn a_huge_declared_count_allocates_nothing() {
        let err = error_of("18446744073709551615 18446744073709551615 0");
        assert!(matches!(err.kind, JudgeErrorKind::UnexpectedEnd { .. }));
    }

    #[test]
    fn a_long_bad_token_is_cut_short_in_the_message() {
        let input = format!("1 1 1 {}", "a".repeat(100));
        let err = error_of(&input);
        let JudgeErrorKind::NotANumber { token, .. } = err.kind else {
            panic!("{err}")
        };
        assert_eq!(token, format!("{}…", "a".repeat(32)));
    }
}
