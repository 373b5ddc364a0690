//! The strict validator of judge input, in testlib's style: exact layout, ranges, and
//! an overview of the limits the file reached.
//!
//! Where the solver accepts any white space, the validator accepts exactly one
//! layout: `T`, `n` and each row `m p1 … pm` on lines of their own, one space between
//! tokens, `\n` line ends, a final newline, and nothing else (no blank lines, no
//! leading or trailing spaces, no `\r`, no leading zeros or signs). The first violation
//! stops it, located by line and column.
//!
//! ```
//! use hopnim::judge::validate::{validate, Limits};
//! let overview = validate("2\n1\n2 19 20\n2\n1 19\n1 18\n".as_bytes(), Limits::HDU)?;
//! assert_eq!((overview.tests, overview.max_rows, overview.max_pieces), (2, 2, 2));
//! assert_eq!((overview.yes, overview.no), (1, 1));
//! assert!(!overview.first_column_used && overview.last_column_used);
//!
//! let err = validate("1\n1\n1 20 \n".as_bytes(), Limits::HDU).unwrap_err();
//! assert_eq!(err.to_string(), "3:5: expected a line end, found a space (test 1, row 1)");
//! # Ok::<(), hopnim::judge::validate::ValidationError>(())
//! ```

use std::fmt;
use std::io::{self, BufRead, BufReader, Read};

use crate::game::{CLASSIC_WIDTH, Nimber, Row};
use crate::judge::error::{Expected, Location, in_test_and_row};
use crate::judge::format::{HDU_MAX_ROWS, HDU_MAX_TESTS, is_space};
use crate::judge::tokens::ShownToken;
use crate::phrase;
use crate::phrase::{Message, Phrase, Said};

/// The ranges a valid file keeps to.
///
/// ```
/// use hopnim::judge::validate::Limits;
/// assert_eq!(Limits::HDU.tests, (1, 100));
/// assert_eq!(Limits::none(30).width, 30);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Limits {
    /// The name the limits are known by (`hdu`, `none`).
    pub name: &'static str,
    /// The inclusive range of `T`.
    pub tests: (u64, u64),
    /// The inclusive range of `n`.
    pub rows: (u64, u64),
    /// The board width `W`: `0 ≤ m ≤ W` and `1 ≤ p ≤ W`.
    pub width: u32,
}

impl Limits {
    /// The limits of HDU 5724: `1 ≤ T ≤ 100`, `1 ≤ n ≤ 1000`, `m ≤ 20`, `1 ≤ p ≤ 20`.
    /// (The statement gives no lower bounds; a file has at least one test, and a
    /// board at least one row.)
    pub const HDU: Limits = Limits {
        name: "hdu",
        tests: (1, HDU_MAX_TESTS),
        rows: (1, HDU_MAX_ROWS),
        width: CLASSIC_WIDTH,
    };

    /// No limits beyond the format itself, for boards of width `width`.
    pub const fn none(width: u32) -> Limits {
        Limits {
            name: "none",
            tests: (0, u64::MAX),
            rows: (0, u64::MAX),
            width,
        }
    }
}

/// What a valid file reached, like testlib's test overview.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Overview {
    /// The limits the file was checked against.
    pub limits: Limits,
    /// `T`.
    pub tests: u64,
    /// The largest `n`.
    pub max_rows: u64,
    /// The largest `m`.
    pub max_pieces: u32,
    /// All rows of all tests.
    pub total_rows: u64,
    /// All pieces of all rows.
    pub total_pieces: u64,
    /// Whether some piece stands on column 1.
    pub first_column_used: bool,
    /// Whether some piece stands on column `W`.
    pub last_column_used: bool,
    /// Tests the first player wins.
    pub yes: u64,
    /// Tests the first player loses.
    pub no: u64,
}

/// What the validator found instead of what it expected.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Found {
    /// A token (cut short when long).
    Token(String),
    /// A single byte where a token or separator should be.
    Byte(u8),
    /// The end of the file.
    End,
}

impl Found {
    /// What stood there, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say)).
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            Found::Token(token) => phrase!("validate-found-token", token = token.as_str()),
            Found::Byte(b' ') => Message::VALIDATE_SPACE.into(),
            Found::Byte(b'\t') => Message::VALIDATE_TAB.into(),
            Found::Byte(b'\n') => Message::VALIDATE_LINE_END.into(),
            Found::Byte(b'\r') => Message::VALIDATE_CARRIAGE_RETURN.into(),
            &Found::Byte(byte) if byte.is_ascii_graphic() => {
                phrase!("validate-found-token", token = (byte as char).to_string())
            }
            &Found::Byte(byte) => phrase!("validate-found-byte", byte = format!("{byte:#04x}")),
            Found::End => Message::VALIDATE_END_OF_FILE.into(),
        }
    }
}

/// What stood there, in English, written without the catalogue: the words of
/// [`Found::phrase`] in English.
impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Token(token) => write!(f, "`{token}`"),
            Found::Byte(b' ') => f.write_str("a space"),
            Found::Byte(b'\t') => f.write_str("a tab"),
            Found::Byte(b'\n') => f.write_str("a line end"),
            Found::Byte(b'\r') => f.write_str("a carriage return `\\r`"),
            Found::Byte(byte) if byte.is_ascii_graphic() => write!(f, "`{}`", *byte as char),
            Found::Byte(byte) => write!(f, "the byte {byte:#04x}"),
            Found::End => f.write_str("the end of the file"),
        }
    }
}

/// A separator the layout requires.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Separator {
    /// One space between the tokens of a row.
    Space,
    /// `\n` after the last token of a line.
    LineEnd,
    /// Nothing after the final newline.
    EndOfFile,
}

impl Separator {
    /// The separator, to be said in any language ([`Lang::say`](crate::lang::Lang::say)).
    pub const fn message(self) -> Message {
        match self {
            Separator::Space => Message::VALIDATE_SPACE,
            Separator::LineEnd => Message::VALIDATE_LINE_END,
            Separator::EndOfFile => Message::VALIDATE_END_OF_FILE,
        }
    }
}

/// The separator, in English, written without the catalogue: the words of
/// [`Separator::message`] in English.
impl fmt::Display for Separator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Separator::Space => "a space",
            Separator::LineEnd => "a line end",
            Separator::EndOfFile => "the end of the file",
        })
    }
}

/// What is wrong with the file. It says so in any language ([`Violation::phrase`]);
/// its `Display` is the English, written without the catalogue.
#[derive(Debug, thiserror::Error)]
pub enum Violation {
    /// A number is missing, malformed, or out of range.
    #[error("expected {what}, an integer in {min}..={max}, found {found}")]
    Number {
        /// The number that was needed.
        what: Expected,
        /// Its smallest allowed value.
        min: u64,
        /// Its largest allowed value.
        max: u64,
        /// What stood there.
        found: Found,
    },
    /// A number written with a leading zero.
    #[error("expected {what} without leading zeros, found {found}")]
    LeadingZero {
        /// The number.
        what: Expected,
        /// The token.
        found: Found,
    },
    /// The layout is broken.
    #[error("expected {expected}, found {found}")]
    Layout {
        /// The separator required here.
        expected: Separator,
        /// What stood there.
        found: Found,
    },
    /// A position given twice in one row.
    #[error("expected distinct positions, but {position} is given again (first at column {first})")]
    Duplicate {
        /// The repeated position.
        position: u64,
        /// The column where it was first given.
        first: u64,
    },
    /// The file could not be read.
    #[error("read error: {0}")]
    Io(#[from] io::Error),
}

impl Violation {
    /// What is wrong, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say); a read error's reason as the system
    /// gave it).
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            Violation::Number {
                what,
                min,
                max,
                found,
            } => phrase!(
                "validate-number",
                what = what.phrase(),
                min = min.to_string(),
                max = max.to_string(),
                found = found.phrase()
            ),
            Violation::LeadingZero { what, found } => phrase!(
                "validate-leading-zero",
                what = what.phrase(),
                found = found.phrase()
            ),
            Violation::Layout { expected, found } => phrase!(
                "validate-layout",
                expected = expected.message(),
                found = found.phrase()
            ),
            Violation::Duplicate { position, first } => phrase!(
                "validate-duplicate",
                position = position.to_string(),
                first = first.to_string()
            ),
            Violation::Io(error) => phrase!("judge-read-error", why = error.to_string()),
        }
    }
}

impl Said for Violation {
    fn phrase(&self) -> Phrase<'_> {
        Violation::phrase(self)
    }
}

/// The first violation of a file, located.
#[derive(Debug)]
pub struct ValidationError {
    /// What is wrong.
    pub violation: Violation,
    /// Where (line and byte column of the offending byte or token).
    pub location: Location,
    /// The 1-based test, once `T` has been read.
    pub test: Option<u64>,
    /// The 1-based row of that test, once its `n` has been read.
    pub row: Option<u64>,
}

impl ValidationError {
    /// Where and what is wrong, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say)): `line:column: what (test t, row r)`.
    ///
    /// ```
    /// use hopnim::judge::validate::{validate, Limits};
    /// use hopnim::lang::Lang;
    /// let error = validate("1\n1\n1 20 \n".as_bytes(), Limits::HDU).unwrap_err();
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "3:5：此处应为换行符，却是空格（第 1 组测试，第 1 行）");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        let what = phrase!(
            "judge-at",
            line = self.location.line.to_string(),
            column = self.location.column.to_string(),
            what = self.violation.phrase()
        );
        in_test_and_row(what, self.test, self.row)
    }
}

impl Said for ValidationError {
    fn phrase(&self) -> Phrase<'_> {
        ValidationError::phrase(self)
    }
}

/// In English, written without the catalogue: the words of
/// [`ValidationError::phrase`] in English.
impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.violation)?;
        match (self.test, self.row) {
            (Some(test), Some(row)) => write!(f, " (test {test}, row {row})"),
            (Some(test), None) => write!(f, " (test {test})"),
            _ => Ok(()),
        }
    }
}

impl std::error::Error for ValidationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.violation {
            Violation::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// Checks `input` against the layout and `limits`; the overview on success, the
/// first violation otherwise. Reads the input once, in constant memory.
pub fn validate<R: Read>(input: R, limits: Limits) -> Result<Overview, ValidationError> {
    let mut reader = StrictReader::new(BufReader::with_capacity(64 * 1024, input));
    let mut overview = Overview {
        limits,
        tests: 0,
        max_rows: 0,
        max_pieces: 0,
        total_rows: 0,
        total_pieces: 0,
        first_column_used: false,
        last_column_used: false,
        yes: 0,
        no: 0,
    };
    let (min_tests, max_tests) = limits.tests;
    let (min_rows, max_rows) = limits.rows;
    overview.tests = reader.number(Expected::TestCount, min_tests, max_tests)?;
    reader.separator(Separator::LineEnd)?;
    for test in 1..=overview.tests {
        reader.test = Some(test);
        reader.row = None;
        let rows = reader.number(Expected::RowCount, min_rows, max_rows)?;
        reader.separator(Separator::LineEnd)?;
        overview.max_rows = overview.max_rows.max(rows);
        let mut sum = Nimber::ZERO;
        for row_number in 1..=rows {
            reader.row = Some(row_number);
            let row = reader.row_line(limits.width)?;
            let m = row.piece_count();
            overview.total_rows += 1;
            overview.total_pieces += u64::from(m);
            overview.max_pieces = overview.max_pieces.max(m);
            overview.first_column_used |= row.is_occupied(1);
            overview.last_column_used |= row.is_occupied(limits.width);
            sum += row.grundy();
        }
        if sum.is_zero() {
            overview.no += 1;
        } else {
            overview.yes += 1;
        }
    }
    reader.test = None;
    reader.row = None;
    reader.separator(Separator::EndOfFile)?;
    Ok(overview)
}

/// Reads the strict layout byte by byte, tracking line and column.
struct StrictReader<R> {
    input: R,
    line: u64,
    column: u64,
    test: Option<u64>,
    row: Option<u64>,
}

impl<R: BufRead> StrictReader<R> {
    fn new(input: R) -> Self {
        StrictReader {
            input,
            line: 1,
            column: 1,
            test: None,
            row: None,
        }
    }

    fn here(&self) -> Location {
        Location {
            line: self.line,
            column: self.column,
        }
    }

    fn fail(&self, violation: Violation, location: Location) -> ValidationError {
        ValidationError {
            violation,
            location,
            test: self.test,
            row: self.row,
        }
    }

    fn peek(&mut self) -> Result<Option<u8>, ValidationError> {
        loop {
            match self.input.fill_buf() {
                Ok(buffer) => return Ok(buffer.first().copied()),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(self.fail(e.into(), self.here())),
            }
        }
    }

    fn bump(&mut self, byte: u8) {
        self.input.consume(1);
        if byte == b'\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
    }

    /// Requires `separator` next.
    fn separator(&mut self, separator: Separator) -> Result<(), ValidationError> {
        let at = self.here();
        let next = self.peek()?;
        let wanted = match separator {
            Separator::Space => Some(b' '),
            Separator::LineEnd => Some(b'\n'),
            Separator::EndOfFile => None,
        };
        if next == wanted {
            if let Some(byte) = next {
                self.bump(byte);
            }
            return Ok(());
        }
        let found = match next {
            Some(byte) if is_space(byte) => Found::Byte(byte),
            Some(_) => Found::Token(self.token()?),
            None => Found::End,
        };
        Err(self.fail(
            Violation::Layout {
                expected: separator,
                found,
            },
            at,
        ))
    }

    /// The token at the next byte, up to white space (cut short when long).
    fn token(&mut self) -> Result<String, ValidationError> {
        let mut shown = ShownToken::default();
        while let Some(byte) = self.peek()? {
            if is_space(byte) || shown.is_full() {
                break;
            }
            shown.push(byte);
            self.bump(byte);
        }
        Ok(shown.into_string())
    }

    /// Reads a decimal number in `min..=max`: digits only, no leading zero.
    fn number(&mut self, what: Expected, min: u64, max: u64) -> Result<u64, ValidationError> {
        let at = self.here();
        let out_of_range = |found| Violation::Number {
            what,
            min,
            max,
            found,
        };
        let first = match self.peek()? {
            None => return Err(self.fail(out_of_range(Found::End), at)),
            Some(byte) if is_space(byte) => {
                return Err(self.fail(out_of_range(Found::Byte(byte)), at));
            }
            Some(byte) => byte,
        };
        let mut shown = ShownToken::default();
        let mut value: Option<u64> = Some(0);
        let mut digits = 0u32;
        while let Some(byte) = self.peek()? {
            // A token longer than can be shown is no number in range: the rest of
            // it is not read (it may never end).
            if is_space(byte) || shown.is_full() {
                break;
            }
            value = match byte {
                b'0'..=b'9' => value
                    .and_then(|v| v.checked_mul(10))
                    .and_then(|v| v.checked_add(u64::from(byte - b'0'))),
                _ => None,
            };
            shown.push(byte);
            digits += 1;
            self.bump(byte);
        }
        let found = Found::Token(shown.into_string());
        match value {
            Some(_) if first == b'0' && digits > 1 => {
                Err(self.fail(Violation::LeadingZero { what, found }, at))
            }
            Some(v) if (min..=max).contains(&v) => Ok(v),
            _ => Err(self.fail(out_of_range(found), at)),
        }
    }

    /// Reads one row line `m p1 … pm\n` of a board of width `width`.
    fn row_line(&mut self, width: u32) -> Result<Row, ValidationError> {
        let wide = u64::from(width);
        let m = self.number(Expected::PieceCount, 0, wide)?;
        let mut row = Row::empty(width).expect("the limits hold a valid width");
        let mut first_seen = [0u64; 64];
        for _ in 0..m {
            self.separator(Separator::Space)?;
            let at = self.here();
            let position = self.number(Expected::Position, 1, wide)?;
            let index = (position - 1) as usize;
            if first_seen[index] != 0 {
                let violation = Violation::Duplicate {
                    position,
                    first: first_seen[index],
                };
                return Err(self.fail(violation, at));
            }
            first_seen[index] = at.column;
            row = row
                .with_piece(position)
                .expect("checked range and distinct");
        }
        self.separator(Separator::LineEnd)?;
        Ok(row)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(input: &str) -> String {
        validate(input.as_bytes(), Limits::HDU)
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn the_sample_is_valid() {
        let overview = validate("2\n1\n2 19 20\n2\n1 19\n1 18\n".as_bytes(), Limits::HDU).unwrap();
        assert_eq!(overview.tests, 2);
        assert_eq!(overview.total_rows, 3);
        assert_eq!(overview.total_pieces, 4);
        assert_eq!((overview.yes, overview.no), (1, 1));
    }

    #[test]
    fn layout_violations_are_located() {
        let cases = [
            (
                "1\n1\n2  19 20\n",
                "3:3: expected a piece position, an integer in 1..=20, found a space (test 1, row 1)",
            ),
            (
                "1\n1\n2\t19 20\n",
                "3:2: expected a space, found a tab (test 1, row 1)",
            ),
            (
                "1\r\n1\n0\n",
                "1:2: expected a line end, found a carriage return `\\r`",
            ),
            (
                "1\n1\n0",
                "3:2: expected a line end, found the end of the file (test 1, row 1)",
            ),
            (
                "1\n1\n0\n\n",
                "4:1: expected the end of the file, found a line end",
            ),
            (
                "1\n\n1\n0\n",
                "2:1: expected the number of rows n, an integer in 1..=1000, found a line end (test 1)",
            ),
            (
                " 1\n1\n0\n",
                "1:1: expected the number of tests T, an integer in 1..=100, found a space",
            ),
            (
                "1\n1\n1 20 \n",
                "3:5: expected a line end, found a space (test 1, row 1)",
            ),
            (
                "1\n1\n0\n7\n",
                "4:1: expected the end of the file, found `7`",
            ),
            ("1 1\n0\n", "1:2: expected a line end, found a space"),
            (
                "",
                "1:1: expected the number of tests T, an integer in 1..=100, found the end of the file",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(error(input), message, "{input:?}");
        }
    }

    #[test]
    fn range_violations_are_located() {
        let cases = [
            (
                "101\n",
                "1:1: expected the number of tests T, an integer in 1..=100, found `101`",
            ),
            (
                "0\n",
                "1:1: expected the number of tests T, an integer in 1..=100, found `0`",
            ),
            (
                "1\n1001\n",
                "2:1: expected the number of rows n, an integer in 1..=1000, found `1001` (test 1)",
            ),
            (
                "1\n1\n21\n",
                "3:1: expected the number of pieces m, an integer in 0..=20, found `21` (test 1, row 1)",
            ),
            (
                "1\n1\n1 0\n",
                "3:3: expected a piece position, an integer in 1..=20, found `0` (test 1, row 1)",
            ),
            (
                "1\n1\n1 21\n",
                "3:3: expected a piece position, an integer in 1..=20, found `21` (test 1, row 1)",
            ),
            (
                "1\n1\n1 -3\n",
                "3:3: expected a piece position, an integer in 1..=20, found `-3` (test 1, row 1)",
            ),
            (
                "1\n1\n1 +3\n",
                "3:3: expected a piece position, an integer in 1..=20, found `+3` (test 1, row 1)",
            ),
            (
                "1\n1\n1 03\n",
                "3:3: expected a piece position without leading zeros, found `03` (test 1, row 1)",
            ),
            (
                "1\n1\n3 4 9 4\n",
                "3:7: expected distinct positions, but 4 is given again (first at column 3) (test 1, row 1)",
            ),
            (
                "99999999999999999999999\n",
                "1:1: expected the number of tests T, an integer in 1..=100, found `99999999999999999999999`",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(error(input), message, "{input:?}");
        }
    }

    #[test]
    fn without_limits_only_the_layout_and_the_width_count() {
        let input = format!("1\n1\n1 30\n{}", "");
        assert!(validate(input.as_bytes(), Limits::HDU).is_err());
        let overview = validate(input.as_bytes(), Limits::none(30)).unwrap();
        assert!(overview.last_column_used);
        let many = format!("1\n2000\n{}", "0\n".repeat(2000));
        assert_eq!(
            validate(many.as_bytes(), Limits::none(20))
                .unwrap()
                .max_rows,
            2000
        );
        assert!(validate("0\n".as_bytes(), Limits::none(20)).is_ok());
    }

    #[test]
    fn the_overview_counts_what_the_file_reached() {
        let input =
            "3\n2\n1 1\n20 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n1\n0\n1\n1 18\n";
        let overview = validate(input.as_bytes(), Limits::HDU).unwrap();
        assert_eq!(overview.tests, 3);
        assert_eq!(overview.max_rows, 2);
        assert_eq!(overview.max_pieces, 20);
        assert!(overview.first_column_used && overview.last_column_used);
        // 1 1: stair 19, odd: YES. 0: NO. 1 18: stair 2: NO.
        assert_eq!((overview.yes, overview.no), (1, 2));
    }
}
