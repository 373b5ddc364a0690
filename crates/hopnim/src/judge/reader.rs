//! The plain reader of the judge format: any `Read` in, one number at a time through
//! a fixed buffer, tests out. It is the reference the fast paths are held to, and
//! where they hand over when they step aside.

use std::io::{Read, Write};

use super::error::SolveError;
use super::format::answer_line;
use super::machine::{Event, Machine};
use super::spec::JudgeSpec;
use super::tokens::{Place, Tokenizer};
use crate::game::{AnyBoard, Board, MAX_WIDTH, Value, WideBoard};
use crate::judge::error::{JudgeError, JudgeErrorKind, Location};

/// Reads the judge format from any `Read`, one number at a time, through a fixed
/// buffer. After the last test it checks that nothing but white space follows.
///
/// ```
/// use hopnim::judge::{JudgeReader, JudgeSpec};
/// let input = "2\n1\n2 19 20\n2\n1 19\n1 18\n";
/// let answers: Vec<bool> = JudgeReader::new(input.as_bytes(), JudgeSpec::default())
///     .answers()
///     .collect::<Result<_, _>>()?;
/// assert_eq!(answers, vec![false, true]);
/// # Ok::<(), hopnim::judge::JudgeError>(())
/// ```
pub struct JudgeReader<R> {
    tokens: Tokenizer<R>,
    machine: Machine,
    end_checked: bool,
}

impl<R: Read> JudgeReader<R> {
    /// A reader of `input` for the boards and game of `spec`.
    pub fn new(input: R, spec: JudgeSpec) -> JudgeReader<R> {
        JudgeReader::resume(
            input,
            Machine::new(spec.width.get(), spec.variant),
            Place::START,
            &[],
        )
    }

    /// Goes on reading `input`, the rest of an input from the given place on, with the
    /// machine in the state it had there; `context` holds the bytes just before the
    /// place, for error snippets.
    pub(crate) fn resume(
        input: R,
        machine: Machine,
        place: Place,
        context: &[u8],
    ) -> JudgeReader<R> {
        JudgeReader {
            tokens: Tokenizer::resume(input, place, context),
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
                    let end = self.tokens.location();
                    let kind = self.machine.end_error().expect("the machine is not done");
                    return Err(self.error_at(kind, Some(end), context));
                }
                Err(e) => return Err(self.error_at(e.into(), None, context)),
            };
            let expected = self.machine.expected().expect("the machine is not done");
            let value = match self.tokens.read_number(expected) {
                Ok(value) => value,
                Err(kind) => {
                    let location = match kind {
                        JudgeErrorKind::Io(_) => None,
                        JudgeErrorKind::BadByte { .. } => Some(self.tokens.location()),
                        _ => Some(at),
                    };
                    return Err(self.error_at(kind, location, context));
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

    /// The value of each test, in order, in constant memory. Stops after the first
    /// error.
    pub fn values(self) -> TestValues<R> {
        TestValues {
            reader: self,
            failed: false,
        }
    }

    /// Whether the first player wins each test, in order, in constant memory. Stops
    /// after the first error.
    pub fn answers(self) -> impl Iterator<Item = Result<bool, JudgeError>> {
        let variant = self.machine.variant();
        self.values()
            .map(move |value| value.map(|value| variant.first_player_wins(value)))
    }

    /// Each test as a board of either kind: bitboard rows up to 64 cells, rows of
    /// any width beyond. Stops after the first error. A board holds its rows, so
    /// memory grows with `n` (not with `T`).
    pub fn boards(self) -> Boards<R> {
        Boards {
            reader: self,
            failed: false,
        }
    }

    /// Writes the answer line of every test to `output`, stopping at the first
    /// invalid test; answers before it are written (and flushed) first. Returns the
    /// number of answers written.
    ///
    /// ```
    /// use hopnim::judge::{JudgeReader, JudgeSpec};
    /// let mut out = Vec::new();
    /// let reader = JudgeReader::new(&b"2 1 2 19 20 2 1 19 1 18"[..], JudgeSpec::default());
    /// reader.write_answers(&mut out).unwrap();
    /// assert_eq!(out, b"NO\nYES\n");
    /// ```
    pub fn write_answers<W: Write>(self, mut output: W) -> Result<u64, SolveError> {
        let mut written = 0;
        for wins in self.answers() {
            match wins {
                Ok(wins) => {
                    output
                        .write_all(answer_line(wins))
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

    /// The error `kind` at `location` in `(test, row)`, with the line it is on. Reads
    /// on to the end of that line, so the reader is spent afterwards.
    fn error_at(
        &mut self,
        kind: JudgeErrorKind,
        location: Option<Location>,
        (test, row): (Option<u64>, Option<u64>),
    ) -> JudgeError {
        let snippet = match (&kind, location) {
            (JudgeErrorKind::Io(_), _) | (_, None) => None,
            (JudgeErrorKind::BadByte { .. }, Some(at)) => self.tokens.snippet(at, true),
            (_, Some(at)) => self.tokens.snippet(at, false),
        };
        JudgeError {
            kind,
            location,
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
    /// The value of each test. Made by [`JudgeReader::values`].
    TestValues,
    Value,
    |reader| {
        while let Some(event) = reader.next_event()? {
            match event {
                Event::EmptyTest => return Ok(Some(Value::ZERO)),
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
    AnyBoard,
    |reader| {
        let width = reader.machine.width();
        let (mut narrow, mut wide) = (Vec::new(), Vec::new());
        while let Some(event) = reader.next_event()? {
            if matches!(event, Event::Row | Event::RowEndsTest(_)) {
                match reader.machine.row() {
                    Some(row) => narrow.push(row),
                    None => wide.push(reader.machine.wide_row()),
                }
            }
            if matches!(event, Event::RowEndsTest(_) | Event::EmptyTest) {
                let board = if width <= MAX_WIDTH {
                    Board::new(width, narrow).map(AnyBoard::Narrow)
                } else {
                    WideBoard::new(width, wide).map(AnyBoard::Wide)
                };
                return Ok(Some(board.expect("rows have the width")));
            }
        }
        Ok(None)
    }
);
