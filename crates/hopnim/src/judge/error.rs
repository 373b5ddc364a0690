//! Errors of the judge format, located by line and column, test and row.

use std::fmt;
use std::io;

/// A place in the input: 1-based line and 1-based byte column.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Position {
    /// The 1-based line.
    pub line: u64,
    /// The 1-based column, counted in bytes.
    pub column: u64,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
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

/// What is wrong with a judge input.
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
    #[error("expected {expected}, a non-negative integer, but found `{token}`")]
    NotANumber {
        /// The number that was needed.
        expected: Expected,
        /// The token as read (cut short when long).
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
        /// The token as read (cut short when long).
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
        /// The first extra token (cut short when long).
        token: String,
    },
    /// Reading failed.
    #[error("read error: {0}")]
    Io(#[from] io::Error),
}

fn declared_hint(expected: &Expected, declared: Option<u64>) -> String {
    match (expected, declared) {
        (Expected::RowCount, Some(t)) => format!(" (the input declares T = {t} tests)"),
        (Expected::PieceCount, Some(n)) => format!(" (the test declares n = {n} rows)"),
        (Expected::Position, Some(m)) => format!(" (the row declares m = {m} pieces)"),
        _ => String::new(),
    }
}

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
    pub position: Option<Position>,
    /// The 1-based test the error is in, once `T` has been read.
    pub test: Option<u64>,
    /// The 1-based row of that test, once its `n` has been read.
    pub row: Option<u64>,
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

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(position) = self.position {
            write!(f, "{position}: ")?;
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
