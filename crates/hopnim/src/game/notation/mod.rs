//! Board notation (`18x1/17x2`) and move notation (`2:18`, `2:18->19`): parsing with
//! located errors, and canonical printing that parses back to the same value.
//!
//! Board notation writes rows top to bottom joined by `/`; in a row `x` is a piece,
//! `.` an empty cell, and a decimal number `k` stands for `k` empty cells. Canonical
//! output writes every run of empty cells as one number.
//!
//! ```
//! use hopnim::Board;
//! let board: Board = "..................x./17x..".parse().unwrap();
//! assert_eq!(board.to_string(), "18x1/17x2");
//! let err = "18x1/17y2".parse::<Board>().unwrap_err();
//! assert_eq!(err.to_string(), "character 8 (row 2): unexpected 'y': expected 'x', '.', a digit or '/'");
//! ```

mod print;
pub mod reference;

use std::fmt;
use std::str::FromStr;

pub(crate) use print::{push_blocks_notation, push_row_notation};

use crate::game::board::Board;
use crate::game::cell::{Cell, Move};
use crate::game::row::Row;
use crate::game::wide_board::{AnyBoard, WideBoard};
use crate::game::wide_row::WideRow;
use crate::game::width::{MAX_BOARD_WIDTH, MAX_WIDTH};
use crate::phrase;
use crate::phrase::{Message, Phrase, Quoted};

/// Why a text is not valid board or move notation. It says so in any language
/// ([`NotationErrorKind::phrase`]); its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationErrorKind {
    /// The text is empty.
    Empty,
    /// A character that has no meaning here.
    Unexpected {
        /// The character found.
        found: char,
        /// What could stand here.
        expected: Expected,
    },
    /// The text ended where more was needed.
    UnexpectedEnd {
        /// What was needed.
        expected: Expected,
    },
    /// A row with no cells, as in `18x1//17x2`.
    EmptyRow,
    /// A run of empty cells written as `0` or with a leading zero.
    BadRun,
    /// A row wider than the board may be.
    TooWide {
        /// The widest row allowed.
        max: u32,
    },
    /// A row of another width than the first.
    WidthMismatch {
        /// This row's width.
        found: u32,
        /// The first row's width.
        expected: u32,
    },
    /// A number in a move that is 0 or does not fit: [`Expected::RowNumber`],
    /// [`Expected::ColumnNumber`] or [`Expected::LandingColumn`].
    BadNumber {
        /// What the number is (a row, a column).
        what: Expected,
    },
}

impl NotationErrorKind {
    /// What is wrong, to be said in any language ([`Lang::say`](crate::lang::Lang::say)).
    ///
    /// ```
    /// use hopnim::{NotationErrorKind, lang::Lang};
    /// let kind = NotationErrorKind::WidthMismatch { found: 18, expected: 20 };
    /// assert_eq!(Lang::En.say(kind.phrase()), "the row has width 18, but the first row has width 20");
    /// assert_eq!(Lang::ZhCn.say(kind.phrase()), "这一行宽 18，而第一行宽 20");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            NotationErrorKind::Empty => phrase!("notation-empty"),
            NotationErrorKind::Unexpected { found, expected } => phrase!(
                "notation-unexpected",
                found = Quoted::of_char(*found),
                expected = expected.phrase()
            ),
            NotationErrorKind::UnexpectedEnd { expected } => {
                phrase!("notation-ends-early", expected = expected.phrase())
            }
            NotationErrorKind::EmptyRow => phrase!("notation-empty-row"),
            NotationErrorKind::BadRun => phrase!("notation-bad-run"),
            &NotationErrorKind::TooWide { max } => phrase!("notation-too-wide", max = max),
            &NotationErrorKind::WidthMismatch { found, expected } => phrase!(
                "notation-width-mismatch",
                found = found,
                expected = expected
            ),
            NotationErrorKind::BadNumber { what } => {
                phrase!("notation-bad-number", what = what.phrase())
            }
        }
    }
}

crate::phrase::said_in_english!(NotationErrorKind);

/// What could stand where notation is wrong, or what is missing or bad there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Expected {
    /// A cell of a board or the end of its row: `'x', '.', a digit or '/'`.
    Cell,
    /// A cell of a single row: `'x', '.' or a digit (one row only)`.
    CellOfOneRow,
    /// A digit.
    Digit,
    /// The `:` between a move's row and column.
    Colon,
    /// The `->` before a move's landing column.
    Arrow,
    /// Nothing more after `R:C`.
    EndOfCell,
    /// Nothing more after `R:C->D`.
    EndOfMove,
    /// A move's row number.
    RowNumber,
    /// A move's column number.
    ColumnNumber,
    /// A move's landing column.
    LandingColumn,
}

impl Expected {
    /// Every kind, in the order of the enum.
    pub const ALL: [Expected; 10] = [
        Expected::Cell,
        Expected::CellOfOneRow,
        Expected::Digit,
        Expected::Colon,
        Expected::Arrow,
        Expected::EndOfCell,
        Expected::EndOfMove,
        Expected::RowNumber,
        Expected::ColumnNumber,
        Expected::LandingColumn,
    ];

    /// What it is, to be said in any language.
    ///
    /// ```
    /// use hopnim::{game::notation::Expected, lang::Lang};
    /// assert_eq!(Lang::En.say(Expected::ColumnNumber.phrase()), "a column number");
    /// assert_eq!(Lang::ZhCn.say(Expected::ColumnNumber.phrase()), "列号");
    /// ```
    pub const fn phrase(self) -> Message {
        match self {
            Expected::Cell => Message::NOTATION_EXPECTED_CELL,
            Expected::CellOfOneRow => Message::NOTATION_EXPECTED_CELL_OF_ONE_ROW,
            Expected::Digit => Message::NOTATION_EXPECTED_DIGIT,
            Expected::Colon => Message::NOTATION_EXPECTED_COLON,
            Expected::Arrow => Message::NOTATION_EXPECTED_ARROW,
            Expected::EndOfCell => Message::NOTATION_EXPECTED_END_OF_CELL,
            Expected::EndOfMove => Message::NOTATION_EXPECTED_END_OF_MOVE,
            Expected::RowNumber => Message::NOTATION_EXPECTED_ROW_NUMBER,
            Expected::ColumnNumber => Message::NOTATION_EXPECTED_COLUMN_NUMBER,
            Expected::LandingColumn => Message::NOTATION_EXPECTED_LANDING_COLUMN,
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

/// A notation error and where it is: the 1-based character position in the text, and
/// the 1-based row of the board it is in (for board notation). It says so in any
/// language ([`NotationError::phrase`]); its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct NotationError {
    /// What is wrong.
    pub kind: NotationErrorKind,
    /// The 1-based character position where it is wrong.
    pub position: usize,
    /// The 1-based row of the board, for board notation.
    pub row: Option<usize>,
}

impl NotationError {
    /// Where and what is wrong, to be said in any language.
    ///
    /// ```
    /// use hopnim::{Board, lang::Lang};
    /// let error = "18x1/17x2/x".parse::<Board>().unwrap_err();
    /// assert_eq!(
    ///     Lang::En.say(error.phrase()),
    ///     "character 11 (row 3): the row has width 1, but the first row has width 20"
    /// );
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "第 11 个字符（第 3 行）：这一行宽 1，而第一行宽 20");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        let what = self.kind.phrase();
        match self.row {
            Some(row) => phrase!(
                "notation-at-row",
                position = self.position,
                row = row,
                what = what
            ),
            None => phrase!("notation-at", position = self.position, what = what),
        }
    }
}

crate::phrase::said_in_english!(NotationError);

/// Walks one row of board notation that starts at character `offset` (0-based) of
/// the whole text, `row` being its 1-based number, and returns its width. Each run of
/// cells goes to `push(width so far, cells, piece)`, left to right; a row wider than
/// `max_width` is refused before its run is pushed.
fn walk_row(
    text: &str,
    offset: usize,
    row: usize,
    max_width: u32,
    mut push: impl FnMut(u32, u64, bool),
) -> Result<u32, NotationError> {
    let error = |kind, index: usize| NotationError {
        kind,
        position: offset + index + 1,
        row: Some(row),
    };
    if text.is_empty() {
        return Err(error(NotationErrorKind::EmptyRow, 0));
    }
    let mut width: u32 = 0;
    let mut push_cells = |count: u64, piece: bool, index: usize| {
        let new_width = u64::from(width).saturating_add(count);
        if new_width > u64::from(max_width) {
            return Err(error(NotationErrorKind::TooWide { max: max_width }, index));
        }
        push(width, count, piece);
        width = new_width as u32;
        Ok(())
    };
    let bytes = text.as_bytes();
    let mut index = 0;
    while index < bytes.len() {
        match bytes[index] {
            b'x' => push_cells(1, true, index)?,
            b'.' => push_cells(1, false, index)?,
            b'1'..=b'9' => {
                let start = index;
                let mut run: u64 = 0;
                while index < bytes.len() && bytes[index].is_ascii_digit() {
                    run = run
                        .saturating_mul(10)
                        .saturating_add(u64::from(bytes[index] - b'0'));
                    index += 1;
                }
                push_cells(run, false, start)?;
                continue;
            }
            b'0' => return Err(error(NotationErrorKind::BadRun, index)),
            _ => {
                let found = text[index..].chars().next().expect("index is in the text");
                return Err(error(
                    NotationErrorKind::Unexpected {
                        found,
                        expected: Expected::Cell,
                    },
                    index,
                ));
            }
        }
        index += 1;
    }
    Ok(width)
}

/// Parses one bitboard row of board notation (see [`walk_row`]).
fn parse_row(text: &str, offset: usize, row: usize) -> Result<Row, NotationError> {
    // Cells are pushed left to right: each new run shifts the mask left.
    let mut mask: u64 = 0;
    let width = walk_row(text, offset, row, MAX_WIDTH, |_, count, piece| {
        mask = if count >= 64 { 0 } else { mask << count };
        mask |= u64::from(piece);
    })?;
    Ok(Row::new(width, mask).expect("the parsed width is 1..=64 and the mask fits"))
}

/// Parses one wide row of board notation (see [`walk_row`]).
fn parse_wide_row(text: &str, offset: usize, row: usize) -> Result<WideRow, NotationError> {
    let mut columns = Vec::new();
    let width = walk_row(text, offset, row, MAX_BOARD_WIDTH, |before, _, piece| {
        if piece {
            columns.push(before + 1);
        }
    })?;
    Ok(WideRow::new(width, columns).expect("the parsed width is in range, columns distinct"))
}

/// Parses the rows of board notation joined by `/` with `parse`, all of one width.
fn parse_rows<T>(
    text: &str,
    parse: impl Fn(&str, usize, usize) -> Result<T, NotationError>,
    width_of: impl Fn(&T) -> u32,
) -> Result<Vec<T>, NotationError> {
    if text.is_empty() {
        return Err(NotationError {
            kind: NotationErrorKind::Empty,
            position: 1,
            row: None,
        });
    }
    let mut rows: Vec<T> = Vec::new();
    let mut offset = 0;
    for (index, part) in text.split('/').enumerate() {
        let number = index + 1;
        let row = parse(part, offset, number).map_err(|e| relocate(text, e))?;
        if let Some(first) = rows.first().map(&width_of)
            && width_of(&row) != first
        {
            return Err(NotationError {
                kind: NotationErrorKind::WidthMismatch {
                    found: width_of(&row),
                    expected: first,
                },
                position: char_position(text, offset) + 1,
                row: Some(number),
            });
        }
        rows.push(row);
        offset += part.len() + 1;
    }
    Ok(rows)
}

/// Character positions count characters, not bytes, for the user's sake.
fn char_position(text: &str, byte_index: usize) -> usize {
    text[..byte_index].chars().count()
}

fn relocate(text: &str, mut err: NotationError) -> NotationError {
    // `parse_row` counted bytes; report characters.
    let byte_index = err.position - 1;
    if byte_index <= text.len() && text.is_char_boundary(byte_index) {
        err.position = char_position(text, byte_index) + 1;
    }
    err
}

impl FromStr for Row {
    type Err = NotationError;

    /// One row of board notation, such as `18x1`.
    fn from_str(text: &str) -> Result<Row, NotationError> {
        if text.is_empty() {
            return Err(NotationError {
                kind: NotationErrorKind::Empty,
                position: 1,
                row: None,
            });
        }
        if let Some(slash) = text.find('/') {
            return Err(NotationError {
                kind: NotationErrorKind::Unexpected {
                    found: '/',
                    expected: Expected::CellOfOneRow,
                },
                position: char_position(text, slash) + 1,
                row: None,
            });
        }
        parse_row(text, 0, 1).map_err(|e| NotationError {
            row: None,
            ..relocate(text, e)
        })
    }
}

impl FromStr for Board {
    type Err = NotationError;

    /// Board notation: rows joined by `/`, all of one width (at most 64).
    fn from_str(text: &str) -> Result<Board, NotationError> {
        let rows = parse_rows(text, parse_row, |row| row.width())?;
        let width = rows[0].width();
        Ok(Board::new(width, rows).expect("rows share the width"))
    }
}

impl FromStr for WideBoard {
    type Err = NotationError;

    /// Board notation of any width up to [`MAX_BOARD_WIDTH`].
    fn from_str(text: &str) -> Result<WideBoard, NotationError> {
        let rows = parse_rows(text, parse_wide_row, WideRow::width)?;
        let width = rows[0].width();
        Ok(WideBoard::new(width, rows).expect("rows share the width"))
    }
}

impl FromStr for AnyBoard {
    type Err = NotationError;

    /// Board notation of any width: bitboard rows when it is at most 64 wide.
    fn from_str(text: &str) -> Result<AnyBoard, NotationError> {
        text.parse::<WideBoard>().map(AnyBoard::from)
    }
}

/// Reads a number from 1 at the start of `text`; returns it and the bytes it took.
fn leading_number(
    text: &str,
    offset: usize,
    what: Expected,
) -> Result<(u64, usize), NotationError> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let at = |kind| NotationError {
        kind,
        position: offset + 1,
        row: None,
    };
    if digits == 0 {
        return Err(match text.chars().next() {
            Some(found) => at(NotationErrorKind::Unexpected {
                found,
                expected: Expected::Digit,
            }),
            None => at(NotationErrorKind::UnexpectedEnd { expected: what }),
        });
    }
    match text[..digits].parse::<u64>() {
        Ok(value) if value >= 1 && value <= u64::from(u32::MAX) => Ok((value, digits)),
        _ => Err(at(NotationErrorKind::BadNumber { what })),
    }
}

/// Parses `R:C` and returns the cell and the bytes it took.
fn parse_cell_prefix(text: &str) -> Result<(Cell, usize), NotationError> {
    let (row, row_len) = leading_number(text, 0, Expected::RowNumber)?;
    let rest = &text[row_len..];
    match rest.chars().next() {
        Some(':') => {}
        Some(found) => {
            return Err(NotationError {
                kind: NotationErrorKind::Unexpected {
                    found,
                    expected: Expected::Colon,
                },
                position: char_position(text, row_len) + 1,
                row: None,
            });
        }
        None => {
            return Err(NotationError {
                kind: NotationErrorKind::UnexpectedEnd {
                    expected: Expected::Colon,
                },
                position: row_len + 1,
                row: None,
            });
        }
    }
    let start = row_len + 1;
    let (column, column_len) = leading_number(&text[start..], start, Expected::ColumnNumber)?;
    let cell = Cell {
        row: usize::try_from(row).unwrap_or(usize::MAX),
        column: column as u32,
    };
    Ok((cell, start + column_len))
}

fn unexpected_after(text: &str, at: usize, expected: Expected) -> NotationError {
    let found = text[at..].chars().next().expect("at is inside the text");
    NotationError {
        kind: NotationErrorKind::Unexpected { found, expected },
        position: char_position(text, at) + 1,
        row: None,
    }
}

impl FromStr for Cell {
    type Err = NotationError;

    /// Move notation `R:C`: the piece in row `R` at column `C`.
    fn from_str(text: &str) -> Result<Cell, NotationError> {
        let (cell, used) = parse_cell_prefix(text)?;
        if used < text.len() {
            return Err(unexpected_after(text, used, Expected::EndOfCell));
        }
        Ok(cell)
    }
}

/// A move as a person writes it: `R:C`, the piece alone (its landing cell forced, or
/// left to be found), or `R:C->D`, with its landing column. A front end that takes
/// either reads it here, in one pass, so that an error names the character where the
/// text stops being either.
///
/// ```
/// use hopnim::Cell;
/// use hopnim::game::notation::WrittenMove;
/// let piece: WrittenMove = "2:18".parse().unwrap();
/// assert_eq!((piece.cell, piece.to), (Cell { row: 2, column: 18 }, None));
/// assert_eq!("2:18->19".parse::<WrittenMove>().unwrap().to, Some(19));
/// let error = "1:19->20z".parse::<WrittenMove>().unwrap_err();
/// assert_eq!(error.to_string(), "character 9: unexpected 'z': expected the end after R:C->D");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WrittenMove {
    /// The piece's cell.
    pub cell: Cell,
    /// The landing column, when written.
    pub to: Option<u32>,
}

impl FromStr for WrittenMove {
    type Err = NotationError;

    /// `R:C` or `R:C->D`.
    fn from_str(text: &str) -> Result<WrittenMove, NotationError> {
        let (cell, used) = parse_cell_prefix(text)?;
        let rest = &text[used..];
        if rest.is_empty() {
            return Ok(WrittenMove { cell, to: None });
        }
        if !rest.starts_with("->") {
            return Err(unexpected_after(text, used, Expected::Arrow));
        }
        let start = used + 2;
        let (to, to_len) = leading_number(&text[start..], start, Expected::LandingColumn)?;
        if start + to_len < text.len() {
            return Err(unexpected_after(text, start + to_len, Expected::EndOfMove));
        }
        Ok(WrittenMove {
            cell,
            to: Some(to as u32),
        })
    }
}

impl FromStr for Move {
    type Err = NotationError;

    /// Move notation with the landing cell, `R:C->D`.
    fn from_str(text: &str) -> Result<Move, NotationError> {
        let written: WrittenMove = text.parse()?;
        let Some(to) = written.to else {
            return Err(NotationError {
                kind: NotationErrorKind::UnexpectedEnd {
                    expected: Expected::Arrow,
                },
                // `R:C` is ASCII: its bytes are its characters.
                position: text.len() + 1,
                row: None,
            });
        };
        Ok(Move {
            row: written.cell.row,
            from: written.cell.column,
            to,
        })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn board_error(text: &str) -> NotationError {
        text.parse::<Board>().unwrap_err()
    }

    #[test]
    fn canonical_notation_of_the_sample() {
        let board: Board = "18x1/17x2".parse().unwrap();
        assert_eq!(board.to_string(), "18x1/17x2");
        assert_eq!(board.width(), 20);
        assert_eq!("18xx".parse::<Board>().unwrap().to_string(), "18xx");
    }

    #[test]
    fn dots_and_split_runs_are_canonicalised() {
        let row: Row = "1.2x..x".parse().unwrap();
        assert_eq!(row.to_string(), "4x2x");
    }

    #[test]
    fn errors_name_the_row_and_character() {
        let err = board_error("18x1/17x2/x1y");
        assert_eq!(err.row, Some(3));
        assert_eq!(err.position, 13);
        assert_eq!(board_error("18x1//x").kind, NotationErrorKind::EmptyRow);
        assert_eq!(board_error("18x1//x").position, 6);
        assert_eq!(
            board_error("18x1/x").kind,
            NotationErrorKind::WidthMismatch {
                found: 1,
                expected: 20
            }
        );
        assert_eq!(board_error("").kind, NotationErrorKind::Empty);
        assert_eq!(board_error("x0").kind, NotationErrorKind::BadRun);
        assert_eq!(
            board_error("65").kind,
            NotationErrorKind::TooWide { max: 64 }
        );
        assert_eq!(
            board_error("99999999999999999999999").kind,
            NotationErrorKind::TooWide { max: 64 }
        );
        assert_eq!("64".parse::<Board>().unwrap().width(), 64);
    }

    /// Found by the `notation` fuzz target: a run so long that adding it to the width
    /// wrapped around to a small width.
    #[test]
    fn a_run_too_long_for_64_bits_after_a_piece_is_too_wide() {
        assert_eq!(
            board_error("x621234534567890678901236").kind,
            NotationErrorKind::TooWide { max: 64 }
        );
    }

    #[test]
    fn wide_boards_read_rows_up_to_a_million_cells() {
        let board: WideBoard = "999998x1/x999999".parse().unwrap();
        assert_eq!(board.width(), 1_000_000);
        assert_eq!(board.rows()[0].columns(), &[999_999]);
        assert_eq!(board.rows()[1].columns(), &[1]);
        assert_eq!(board.to_string(), "999998x1/x999999");
        let narrow: WideBoard = "1.2x..x/7x".parse().unwrap();
        assert_eq!(narrow.to_string(), "4x2x/7x");
        let err = "x1000000".parse::<WideBoard>().unwrap_err();
        assert_eq!(err.kind, NotationErrorKind::TooWide { max: 1_000_000 });
        assert_eq!(err.position, 2);
        let err = "18x1/17y2".parse::<WideBoard>().unwrap_err();
        assert_eq!((err.row, err.position), (Some(2), 8));
    }

    #[test]
    fn positions_count_characters_not_bytes() {
        let err = board_error("xé");
        assert_eq!(err.position, 2);
        assert_eq!(
            err.kind,
            NotationErrorKind::Unexpected {
                found: 'é',
                expected: Expected::Cell
            }
        );
    }

    /// One error of each kind: the match stops compiling when a kind is added, as a
    /// reminder to add it here.
    pub(crate) fn one_of_each_kind() -> Vec<NotationErrorKind> {
        let mut kinds = vec![
            NotationErrorKind::Empty,
            NotationErrorKind::EmptyRow,
            NotationErrorKind::BadRun,
            NotationErrorKind::TooWide { max: 64 },
            NotationErrorKind::WidthMismatch {
                found: 18,
                expected: 20,
            },
        ];
        for expected in Expected::ALL {
            kinds.extend([
                NotationErrorKind::Unexpected {
                    found: 'y',
                    expected,
                },
                NotationErrorKind::UnexpectedEnd { expected },
                NotationErrorKind::BadNumber { what: expected },
            ]);
        }
        for kind in &kinds {
            match kind {
                NotationErrorKind::Empty
                | NotationErrorKind::Unexpected { .. }
                | NotationErrorKind::UnexpectedEnd { .. }
                | NotationErrorKind::EmptyRow
                | NotationErrorKind::BadRun
                | NotationErrorKind::TooWide { .. }
                | NotationErrorKind::WidthMismatch { .. }
                | NotationErrorKind::BadNumber { .. } => {}
            }
        }
        kinds
    }

    #[test]
    fn the_english_of_every_error_reads_as_before_the_catalogue() {
        assert_eq!(
            board_error("18x1/17y2").to_string(),
            "character 8 (row 2): unexpected 'y': expected 'x', '.', a digit or '/'"
        );
        assert_eq!(
            "1:".parse::<Cell>().unwrap_err().to_string(),
            "character 3: the notation ends early: expected a column number"
        );
        assert_eq!(
            "x/x".parse::<Row>().unwrap_err().to_string(),
            "character 2: unexpected '/': expected 'x', '.' or a digit (one row only)"
        );
        assert_eq!(
            "1:0".parse::<Cell>().unwrap_err().to_string(),
            "character 3: a column number must be a number from 1"
        );
        assert_eq!(
            "1:2->3x".parse::<Move>().unwrap_err().to_string(),
            "character 7: unexpected 'x': expected the end after R:C->D"
        );
        assert_eq!(
            board_error("x\n").to_string(),
            "character 2 (row 1): unexpected '\\n': expected 'x', '.', a digit or '/'"
        );
        assert_eq!(
            board_error("x\t").to_string(),
            "character 2 (row 1): unexpected '\\t': expected 'x', '.', a digit or '/'"
        );
        assert_eq!(
            board_error("x\x1b[2J").to_string(),
            "character 2 (row 1): unexpected '\\x1b': expected 'x', '.', a digit or '/'"
        );
        assert_eq!(
            board_error("x\u{202e}").to_string(),
            "character 2 (row 1): unexpected '\\u{202e}': expected 'x', '.', a digit or '/'"
        );
    }

    /// Found by an attack on `review`: `1:19->20z` was blamed on its `-`, where
    /// reading it as `R:C` failed, rather than on the `z`, where reading it as a move
    /// did.
    #[test]
    fn a_written_move_is_blamed_where_reading_it_failed() {
        let blamed = |text: &str| {
            let error = text.parse::<WrittenMove>().unwrap_err();
            (error.position, error.kind)
        };
        assert_eq!(
            blamed("1:19->20z"),
            (
                9,
                NotationErrorKind::Unexpected {
                    found: 'z',
                    expected: Expected::EndOfMove
                }
            )
        );
        assert_eq!(
            blamed("1:5->0"),
            (
                6,
                NotationErrorKind::BadNumber {
                    what: Expected::LandingColumn
                }
            )
        );
        assert_eq!(
            blamed("1:19->"),
            (
                7,
                NotationErrorKind::UnexpectedEnd {
                    expected: Expected::LandingColumn
                }
            )
        );
        assert_eq!(
            blamed("1:19-"),
            (
                5,
                NotationErrorKind::Unexpected {
                    found: '-',
                    expected: Expected::Arrow
                }
            )
        );
        assert_eq!(
            blamed("1:0"),
            (
                3,
                NotationErrorKind::BadNumber {
                    what: Expected::ColumnNumber
                }
            )
        );
    }

    proptest::proptest! {
        /// A written move is a cell where `R:C` reads, a move where `R:C->D` does,
        /// and refused where neither does, at the later of the two places they fail.
        #[test]
        fn a_written_move_reads_as_far_as_a_cell_or_a_move_reads(
            text in "[0-9:>x-]{0,12}"
        ) {
            let written = text.parse::<WrittenMove>();
            match (text.parse::<Cell>(), text.parse::<Move>()) {
                (Ok(cell), _) => proptest::prop_assert_eq!(
                    written, Ok(WrittenMove { cell, to: None })
                ),
                (_, Ok(mv)) => proptest::prop_assert_eq!(
                    written, Ok(WrittenMove { cell: mv.cell(), to: Some(mv.to) })
                ),
                (Err(as_cell), Err(as_move)) => {
                    let furthest = as_cell.position.max(as_move.position);
                    proptest::prop_assert_eq!(written.unwrap_err().position, furthest);
                }
            }
        }
    }

    #[test]
    fn a_row_refuses_a_slash() {
        assert_eq!("x/x".parse::<Row>().unwrap_err().position, 2);
    }

    #[test]
    fn cells_and_moves_parse_and_print() {
        assert_eq!("12:3".parse::<Cell>().unwrap(), Cell { row: 12, column: 3 });
        assert_eq!("2:18->19".parse::<Move>().unwrap().to_string(), "2:18->19");
        assert!("2:18".parse::<Move>().is_err());
        assert!("2:18->".parse::<Move>().is_err());
        assert!("0:1".parse::<Cell>().is_err());
        assert!("1:0".parse::<Cell>().is_err());
        assert!("1:".parse::<Cell>().is_err());
        assert!(":1".parse::<Cell>().is_err());
        assert!("1:2 ".parse::<Cell>().is_err());
        assert!("1;2".parse::<Cell>().is_err());
        assert!("99999999999999999999999:1".parse::<Cell>().is_err());
    }
}
