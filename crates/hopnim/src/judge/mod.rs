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

pub mod check;
mod error;
pub mod fast;
mod machine;
pub mod reference;
mod tokens;
pub mod validate;
mod writer;

use std::io::{self, Read, Write};

pub use error::{Expected, JudgeError, JudgeErrorKind, Position, Snippet};
pub use machine::wide_grundy;
pub use writer::{answers, answers_text, input_text, write_input};

use crate::{Board, Nimber, RowError};
use machine::{Event, Machine};
use tokens::Tokenizer;
pub(crate) use tokens::{ShownToken, is_space};

/// The widest board the judge reader takes (rows wider than 64 cells are read as
/// lists of columns).
pub const MAX_WIDE_WIDTH: u32 = 1_000_000;

/// Checks a board width for the judge reader: `1..=MAX_WIDE_WIDTH`.
pub fn check_judge_width(width: u64) -> Result<u32, RowError> {
    if width == 0 || width > u64::from(MAX_WIDE_WIDTH) {
        return Err(RowError::WideWidth { width });
    }
    Ok(width as u32)
}

/// Reads the judge format from any `Read`, one number at a time, through a fixed
/// buffer: the plain reader, the reference for the fast ones in [`fast`].
///
/// Use the iterators [`nim_sums`](Self::nim_sums) (constant memory) and
/// [`boards`](Self::boards). After the last test the reader checks that nothing but
/// white space follows.
pub struct JudgeReader<R> {
    tokens: Tokenizer<R>,
    machine: Machine,
    end_checked: bool,
}

impl<R: Read> JudgeReader<R> {
    /// A reader of `input` for boards of width `width` (`1..=1_000_000`).
    pub fn new(input: R, width: u32) -> Result<JudgeReader<R>, RowError> {
        let width = check_judge_width(u64::from(width))?;
        Ok(JudgeReader {
            tokens: Tokenizer::new(input),
            machine: Machine::new(width),
            end_checked: false,
        })
    }

    /// Goes on reading `input`, the rest of an input from the given place on, with the
    /// machine in the state it had there.
    fn resume(input: R, machine: Machine, place: tokens::Place) -> JudgeReader<R> {
        JudgeReader {
            tokens: Tokenizer::resume(input, place),
            machine,
            end_checked: false,
        }
    }

    /// Reads numbers up to the next event; `None` at the (checked) end of the input.
    fn next_event(&mut self) -> Result<Option<Event>, JudgeError> {
        loop {
            if self.machine.is_done() {
                self.check_end()?;
                return Ok(None);
            }
            let context = self.machine.context();
            let at = match self.tokens.skip_space() {
                Ok(Some(at)) => at,
                Ok(None) => {
                    let end = self.tokens.position();
                    let kind = self.machine.end_error().expect("the machine is not done");
                    return Err(self.error_at(kind, Some(end), context));
                }
                Err(e) => return Err(self.error_at(e.into(), None, context)),
            };
            let expected = self.machine.expected().expect("the machine is not done");
            let value = match self.tokens.read_number(expected) {
                Ok(value) => value,
                Err(kind) => {
                    let position = match kind {
                        JudgeErrorKind::Io(_) => None,
                        JudgeErrorKind::BadByte { .. } => Some(self.tokens.position()),
                        _ => Some(at),
                    };
                    return Err(self.error_at(kind, position, context));
                }
            };
            match self.machine.feed(value) {
                Ok(Event::Nothing) => {}
                Ok(event) => return Ok(Some(event)),
                Err(refusal) => {
                    let kind = self.machine.error_of(refusal);
                    return Err(self.error_at(kind, Some(at), context));
                }
            }
        }
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
    /// its rows, so memory grows with `n` (not with `T`). Only for widths up to 64
    /// (bitboard rows); wider boards are read with [`column_lists`](Self::column_lists).
    pub fn boards(self) -> Result<Boards<R>, RowError> {
        crate::game::check_width(u64::from(self.machine.width()))?;
        Ok(Boards {
            reader: self,
            failed: false,
        })
    }

    /// Each test as its rows' columns, for boards of any width. Stops after the first
    /// error.
    pub fn column_lists(self) -> ColumnLists<R> {
        ColumnLists {
            reader: self,
            failed: false,
        }
    }

    /// Checks that only white space follows the last test.
    fn check_end(&mut self) -> Result<(), JudgeError> {
        if self.end_checked {
            return Ok(());
        }
        let next = match self.tokens.skip_space() {
            Ok(next) => next,
            Err(e) => return Err(self.error_at(e.into(), None, (None, None))),
        };
        if let Some(at) = next {
            let kind = match self.tokens.read_any_token() {
                Ok(token) => JudgeErrorKind::TrailingData { token },
                Err(e) => e.into(),
            };
            return Err(self.error_at(kind, Some(at), (None, None)));
        }
        self.end_checked = true;
        Ok(())
    }

    /// The error `kind` at `position` in `(test, row)`, with the line it is on. Reads
    /// on to the end of that line, so the reader is spent afterwards.
    fn error_at(
        &mut self,
        kind: JudgeErrorKind,
        position: Option<Position>,
        (test, row): (Option<u64>, Option<u64>),
    ) -> JudgeError {
        let snippet = match (&kind, position) {
            (JudgeErrorKind::Io(_), _) | (_, None) => None,
            (JudgeErrorKind::BadByte { .. }, Some(at)) => self.tokens.snippet(at, true),
            (_, Some(at)) => self.tokens.snippet(at, false),
        };
        JudgeError {
            kind,
            position,
            test,
            row,
            snippet,
        }
    }
}

/// Defines an iterator over the tests of a [`JudgeReader`] that stops after the first
/// error; `$next` reads one test.
macro_rules! test_iterator {
    ($(#[$doc:meta])* $name:ident, $item:ty, $next:expr) => {
        $(#[$doc])*
        pub struct $name<R> {
            reader: JudgeReader<R>,
            failed: bool,
        }

        impl<R: Read> Iterator for $name<R> {
            type Item = Result<$item, JudgeError>;

            fn next(&mut self) -> Option<Self::Item> {
                if self.failed {
                    return None;
                }
                let next: fn(&mut JudgeReader<R>) -> Result<Option<$item>, JudgeError> = $next;
                let result = next(&mut self.reader).transpose();
                self.failed = matches!(result, Some(Err(_)));
                result
            }
        }
    };
}

test_iterator!(
    /// The nim-sum of each test. Made by [`JudgeReader::nim_sums`].
    NimSums,
    Nimber,
    |reader| {
        while let Some(event) = reader.next_event()? {
            match event {
                Event::EmptyTest => return Ok(Some(Nimber::ZERO)),
                Event::RowEndsTest(sum) => return Ok(Some(sum)),
                Event::Row | Event::Nothing => {}
            }
        }
        Ok(None)
    }
);

test_iterator!(
    /// Each test as a board. Made by [`JudgeReader::boards`].
    Boards,
    Board,
    |reader| {
        let mut rows = Vec::new();
        let width = reader.machine.width();
        while let Some(event) = reader.next_event()? {
            if matches!(event, Event::Row | Event::RowEndsTest(_)) {
                rows.push(reader.machine.row().expect("a narrow row"));
            }
            if matches!(event, Event::RowEndsTest(_) | Event::EmptyTest) {
                return Ok(Some(Board::new(width, rows).expect("rows have the width")));
            }
        }
        Ok(None)
    }
);

test_iterator!(
    /// Each test as the sorted columns of its rows. Made by [`JudgeReader::column_lists`].
    ColumnLists,
    Vec<Vec<u32>>,
    |reader| {
        let mut rows = Vec::new();
        while let Some(event) = reader.next_event()? {
            if matches!(event, Event::Row | Event::RowEndsTest(_)) {
                rows.push(reader.machine.row_columns());
            }
            if matches!(event, Event::RowEndsTest(_) | Event::EmptyTest) {
                return Ok(Some(rows));
            }
        }
        Ok(None)
    }
);

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
    /// The board width is out of range.
    #[error(transparent)]
    Width(#[from] RowError),
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
            Err(e @ (SolveError::Write(_) | SolveError::Width(_))) => panic!("{e}"),
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
            "3:3: expected a piece position, found `-5`: negative numbers are not allowed (test 1, row 1)"
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
