//! Errors of the judge format, located by line and column, test and row.

use std::fmt;
use std::fmt::Write as _;
use std::io;

use super::format::is_space;
use crate::phrase;
use crate::phrase::{Message, Phrase, Quoted, Said, Value};

/// Where something is in a text input: its 1-based line and 1-based byte column.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Location {
    /// The 1-based line.
    pub line: u64,
    /// The 1-based column, counted in bytes.
    pub column: u64,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// The line an error is on, as shown under the message: the text (cut to a window,
/// bytes that are not printable ASCII escaped) and the span to underline.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Snippet {
    /// The line (or the part of it around the error), printable.
    pub text: String,
    /// Characters of `text` before the span.
    pub mark_start: usize,
    /// Characters in the span (at least 1).
    pub mark_len: usize,
}

impl Snippet {
    /// The snippet of `line` marking what starts at byte `mark`: the whole token, or
    /// only that byte when `one_byte`. `cut_before` says the line started earlier
    /// than `line`. `None` for an empty line.
    pub(crate) fn new(
        line: &[u8],
        mark: usize,
        one_byte: bool,
        cut_before: bool,
    ) -> Option<Snippet> {
        if line.is_empty() {
            return None;
        }
        let mark = mark.min(line.len());
        let token_end = if one_byte {
            // The byte, or the whole character it starts.
            let character = line[mark..]
                .utf8_chunks()
                .next()
                .and_then(|chunk| chunk.valid().chars().next())
                .map_or(1, char::len_utf8);
            (mark + character).min(line.len())
        } else {
            line[mark..]
                .iter()
                .position(|&b| is_space(b))
                .map_or(line.len(), |len| mark + len)
        };
        let ellipsis = if cut_before { "…" } else { "" };
        let before = printable(&line[..mark]);
        let token = printable(&line[mark..token_end]);
        let after = printable(&line[token_end..]);
        Some(Snippet {
            mark_start: ellipsis.chars().count() + before.chars().count(),
            mark_len: token.chars().count().max(1),
            text: format!("{ellipsis}{before}{token}{after}"),
        })
    }
}

/// Bytes as printable text, each character as a quotation shows it
/// ([`Quoted::push_char`]: `é` itself, a control character as its escape), but ASCII
/// white space as a space; a byte that is no part of a UTF-8 character as `\xNN`.
fn printable(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                ' ' | '\t' | '\x0b' | '\x0c' => out.push(' '),
                c => Quoted::push_char(&mut out, c),
            }
        }
        for byte in chunk.invalid() {
            let _ = write!(out, "\\x{byte:02x}");
        }
    }
    out
}

/// The number the reader was looking for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Expected {
    /// `T`, the number of tests.
    TestCount,
    /// `n`, the number of rows of a test.
    RowCount,
    /// `m`, the number of pieces of a row.
    PieceCount,
    /// A piece's column.
    Position,
}

impl Expected {
    /// The number, to be said in any language ([`Lang::say`](crate::lang::Lang::say)).
    pub fn phrase(self) -> Phrase<'static> {
        match self {
            Expected::TestCount => phrase!("judge-expected-test-count"),
            Expected::RowCount => phrase!("judge-expected-row-count"),
            Expected::PieceCount => phrase!("judge-expected-piece-count"),
            Expected::Position => phrase!("judge-expected-position"),
        }
    }
}

/// The number, in English, written without the catalogue (`solve` reads none): the
/// words of [`Expected::phrase`] in English.
impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::TestCount => "the number of tests T",
            Expected::RowCount => "the number of rows n",
            Expected::PieceCount => "the number of pieces m",
            Expected::Position => "a piece position",
        })
    }
}

/// What is wrong with a judge input. It says so in any language
/// ([`JudgeErrorKind::phrase`]); its `Display` is the English, written without the
/// catalogue (`solve` reads none).
#[derive(Debug, thiserror::Error)]
pub enum JudgeErrorKind {
    /// The input ended where a number was needed.
    #[error("the input ends early: expected {expected}{}", declared_hint(.expected, *.declared))]
    UnexpectedEnd {
        /// The number that was needed.
        expected: Expected,
        /// How many tests (for `T`) or rows (for `n`) the input declared, when that
        /// is what ran short.
        declared: Option<u64>,
    },
    /// A token that is not a plain non-negative decimal integer.
    #[error("expected {expected}, found `{token}`: {}", number_hint(.token).1)]
    NotANumber {
        /// The number that was needed.
        expected: Expected,
        /// The token as read, quoted ([`Quoted::from_bytes`](crate::phrase::Quoted::from_bytes)).
        token: String,
    },
    /// A byte that is neither a digit nor ASCII white space.
    #[error("unexpected byte {byte:#04x} ({}): only digits and ASCII white space may appear", byte_name(*.byte))]
    BadByte {
        /// The byte.
        byte: u8,
    },
    /// A number too large for 64 bits.
    #[error("{expected} `{token}` is too large (more than 64 bits)")]
    TooLarge {
        /// The number that was read.
        expected: Expected,
        /// The token as read, quoted ([`Quoted::from_bytes`](crate::phrase::Quoted::from_bytes)).
        token: String,
    },
    /// A position outside `1..=W`.
    #[error("position {position} is outside the board (columns 1..={width})")]
    PositionOutOfRange {
        /// The position read.
        position: u64,
        /// The board width.
        width: u32,
    },
    /// A position given twice in one row.
    #[error("position {position} appears twice in the row")]
    DuplicatePosition {
        /// The repeated position.
        position: u64,
    },
    /// A row with more pieces than cells.
    #[error("a row of width {width} cannot hold m = {count} pieces")]
    TooManyPieces {
        /// The `m` read.
        count: u64,
        /// The board width.
        width: u32,
    },
    /// Something after the last test.
    #[error("unexpected data after the last test: `{token}`")]
    TrailingData {
        /// The first extra token, quoted ([`Quoted::from_bytes`](crate::phrase::Quoted::from_bytes)).
        token: String,
    },
    /// Reading failed.
    #[error("read error: {0}")]
    Io(#[from] io::Error),
}

impl JudgeErrorKind {
    /// What is wrong, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say); a read error's reason as the system
    /// gave it).
    ///
    /// ```
    /// use hopnim::judge::{JudgeInput, JudgeSpec, Source};
    /// use hopnim::lang::Lang;
    /// let input = JudgeInput::new(Source::Bytes(b"1\n1\n2 19 -20\n"), JudgeSpec::default());
    /// let error = input.solve(&mut Vec::new()).unwrap_err();
    /// let hopnim::judge::SolveError::Input(error) = error else { unreachable!() };
    /// assert_eq!(
    ///     error.kind.to_string(),
    ///     "expected a piece position, found `-20`: negative numbers are not allowed"
    /// );
    /// assert_eq!(Lang::ZhCn.say(error.kind.phrase()), "此处应为棋子的位置，却是“-20”：不允许负数");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            &JudgeErrorKind::UnexpectedEnd { expected, declared } => {
                match declared_phrase(expected, declared) {
                    Some(declared) => phrase!(
                        "judge-ends-early-declared",
                        expected = expected.phrase(),
                        declared = declared
                    ),
                    None => phrase!("judge-ends-early", expected = expected.phrase()),
                }
            }
            JudgeErrorKind::NotANumber { expected, token } => phrase!(
                "judge-not-a-number",
                expected = expected.phrase(),
                token = token.as_str(),
                why = number_hint(token).0
            ),
            &JudgeErrorKind::BadByte { byte } => phrase!(
                "judge-bad-byte",
                byte = format!("{byte:#04x}"),
                name = byte_value(byte)
            ),
            JudgeErrorKind::TooLarge { expected, token } => phrase!(
                "judge-too-large",
                expected = expected.phrase(),
                token = token.as_str()
            ),
            &JudgeErrorKind::PositionOutOfRange { position, width } => phrase!(
                "judge-position-out-of-range",
                position = position.to_string(),
                width = width
            ),
            &JudgeErrorKind::DuplicatePosition { position } => {
                phrase!("judge-position-twice", position = position.to_string())
            }
            &JudgeErrorKind::TooManyPieces { count, width } => phrase!(
                "judge-too-many-pieces",
                count = count.to_string(),
                width = width
            ),
            JudgeErrorKind::TrailingData { token } => {
                phrase!("judge-trailing-data", token = token.as_str())
            }
            JudgeErrorKind::Io(error) => phrase!("judge-read-error", why = error.to_string()),
        }
    }
}

impl Said for JudgeErrorKind {
    fn phrase(&self) -> Phrase<'_> {
        JudgeErrorKind::phrase(self)
    }
}

/// How many tests, rows or pieces the input declared, when the count ran short, in
/// English.
fn declared_hint(expected: &Expected, declared: Option<u64>) -> String {
    match (expected, declared) {
        (Expected::RowCount, Some(t)) => format!(" (the input declares T = {t} tests)"),
        (Expected::PieceCount, Some(n)) => format!(" (the test declares n = {n} rows)"),
        (Expected::Position, Some(m)) => format!(" (the row declares m = {m} pieces)"),
        _ => String::new(),
    }
}

/// How many tests, rows or pieces the input declared, when the count ran short.
fn declared_phrase(expected: Expected, declared: Option<u64>) -> Option<Phrase<'static>> {
    let count = declared?.to_string();
    match expected {
        Expected::RowCount => Some(phrase!("judge-declared-tests", count = count)),
        Expected::PieceCount => Some(phrase!("judge-declared-rows", count = count)),
        Expected::Position => Some(phrase!("judge-declared-pieces", count = count)),
        Expected::TestCount => None,
    }
}

/// Why a number-like token is not a plain decimal number, when that can be told: the
/// message, and its English.
fn number_hint(token: &str) -> (Message, &'static str) {
    let digits_after = |prefix: &str| {
        token
            .strip_prefix(prefix)
            .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
    };
    if digits_after("-") {
        (
            Message::JUDGE_NUMBER_NEGATIVE,
            "negative numbers are not allowed",
        )
    } else if digits_after("+") {
        (
            Message::JUDGE_NUMBER_SIGNED,
            "numbers are written without a sign",
        )
    } else if token.starts_with("0x") || token.starts_with("0X") {
        (
            Message::JUDGE_NUMBER_NOT_DECIMAL,
            "numbers are written in decimal",
        )
    } else if token.starts_with(|c: char| c.is_ascii_digit()) && token.contains(['.', 'e', 'E']) {
        (
            Message::JUDGE_NUMBER_NOT_WHOLE,
            "only whole numbers are allowed",
        )
    } else {
        (
            Message::JUDGE_NUMBER_NOT_PLAIN,
            "not a non-negative decimal integer",
        )
    }
}

/// What a byte is, for a message: `NUL`, the character quoted, or its kind.
fn byte_value(byte: u8) -> Value<'static> {
    match byte {
        0 => "NUL".into(),
        b if b.is_ascii_graphic() => format!("'{}'", b as char).into(),
        b if b.is_ascii() => Message::JUDGE_BYTE_CONTROL.into(),
        _ => Message::JUDGE_BYTE_NOT_ASCII.into(),
    }
}

/// What a byte is, in English.
fn byte_name(byte: u8) -> String {
    match byte {
        0 => "NUL".to_owned(),
        b if b.is_ascii_graphic() => format!("'{}'", b as char),
        b if b.is_ascii() => "a control character".to_owned(),
        _ => "not ASCII".to_owned(),
    }
}

/// An invalid judge input: what is wrong, and where.
///
/// `Display` gives `line:column: what (test t, row r)`; a front end puts the file
/// name in front.
#[derive(Debug)]
pub struct JudgeError {
    /// What is wrong.
    pub kind: JudgeErrorKind,
    /// Where the offending token starts (or where the input ended); `None` for read
    /// errors.
    pub location: Option<Location>,
    /// The 1-based test the error is in, once `T` has been read.
    pub test: Option<u64>,
    /// The 1-based row of that test, once its `n` has been read.
    pub row: Option<u64>,
    /// The line the error is on, to show under the message.
    pub snippet: Option<Box<Snippet>>,
}

impl JudgeError {
    /// Whether this is a failure to read rather than an invalid input.
    pub fn is_io(&self) -> bool {
        matches!(self.kind, JudgeErrorKind::Io(_))
    }

    /// `test t, row r` (or what of it is known), for messages.
    pub fn context(&self) -> Option<String> {
        match (self.test, self.row) {
            (Some(test), Some(row)) => Some(format!("test {test}, row {row}")),
            (Some(test), None) => Some(format!("test {test}")),
            _ => None,
        }
    }
}

impl JudgeError {
    /// Where and what is wrong, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say)): `line:column: what (test t, row r)`.
    ///
    /// ```
    /// use hopnim::judge::{JudgeInput, JudgeSpec, SolveError, Source};
    /// use hopnim::lang::Lang;
    /// let input = JudgeInput::new(Source::Bytes(b"1\n1\n2 19 19\n"), JudgeSpec::default());
    /// let Err(SolveError::Input(error)) = input.solve(&mut Vec::new()) else { unreachable!() };
    /// assert_eq!(error.to_string(), "3:6: position 19 appears twice in the row (test 1, row 1)");
    /// assert_eq!(
    ///     Lang::ZhCn.say(error.phrase()),
    ///     "3:6：位置 19 在这一行中出现了两次（第 1 组测试，第 1 行）"
    /// );
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        let what = match self.location {
            Some(Location { line, column }) => phrase!(
                "judge-at",
                line = line.to_string(),
                column = column.to_string(),
                what = self.kind.phrase()
            ),
            None => self.kind.phrase(),
        };
        in_test_and_row(what, self.test, self.row)
    }
}

/// `what` with the test and row it is in, where they are known: `… (test 2, row 3)`.
pub(crate) fn in_test_and_row(what: Phrase<'_>, test: Option<u64>, row: Option<u64>) -> Phrase<'_> {
    match (test, row) {
        (Some(test), Some(row)) => phrase!(
            "judge-in-row",
            what = what,
            test = test.to_string(),
            row = row.to_string()
        ),
        (Some(test), None) => phrase!("judge-in-test", what = what, test = test.to_string()),
        _ => what,
    }
}

impl Said for JudgeError {
    fn phrase(&self) -> Phrase<'_> {
        JudgeError::phrase(self)
    }
}

/// In English, written without the catalogue (`solve` reads none): the words of
/// [`JudgeError::phrase`] in English.
impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(location) = self.location {
            write!(f, "{location}: ")?;
        }
        write!(f, "{}", self.kind)?;
        if let Some(context) = self.context() {
            write!(f, " ({context})")?;
        }
        Ok(())
    }
}

impl std::error::Error for JudgeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            JudgeErrorKind::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// Why solving stopped. It says so in any language ([`SolveError::phrase`]); its
/// `Display` is the English, written without the catalogue (`solve` reads none).
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    /// The input is invalid (or could not be read).
    #[error(transparent)]
    Input(#[from] JudgeError),
    /// The answers could not be written.
    #[error("write error: {0}")]
    Write(#[source] io::Error),
}

impl SolveError {
    /// What is wrong, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say); a write error's reason as the system
    /// gave it).
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            SolveError::Input(error) => error.phrase(),
            SolveError::Write(error) => phrase!("judge-write-error", why = error.to_string()),
        }
    }
}

impl Said for SolveError {
    fn phrase(&self) -> Phrase<'_> {
        SolveError::phrase(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The snippet of `line` marking what starts at byte `mark`: its text and span.
    fn shown(line: &[u8], mark: usize, one_byte: bool) -> (String, usize, usize) {
        let snippet = Snippet::new(line, mark, one_byte, false).unwrap();
        (snippet.text, snippet.mark_start, snippet.mark_len)
    }

    /// Found by a review: the snippet escaped the line byte by byte, so a token the
    /// headline quoted as `5é` was shown `5\xc3\xa9`, and its caret was nine wide.
    #[test]
    fn the_snippet_shows_characters_as_the_headline_quotes_them() {
        assert_eq!(
            shown(b"2 5\xc3\xa9 x", 2, false),
            ("2 5é x".to_owned(), 2, 2)
        );
        // A bad byte that starts a character marks the character.
        assert_eq!(shown(b"5\xc3\xa9 1", 1, true), ("5é 1".to_owned(), 1, 1));
        // What could act on a terminal is escaped, as a quotation escapes it.
        let attack = "1 \x1b[2J\u{202e}\\ 2";
        assert_eq!(
            shown(attack.as_bytes(), 2, false),
            (r"1 \x1b[2J\u{202e}\\ 2".to_owned(), 2, 17)
        );
        // A byte that is no part of a character, and tabs, as before.
        assert_eq!(shown(b"1\t5\xff", 2, false), (r"1 5\xff".to_owned(), 2, 5));
        assert_eq!(shown(b"5\xff", 1, true), (r"5\xff".to_owned(), 1, 4));
    }
}
