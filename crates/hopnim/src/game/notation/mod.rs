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

use std::str::FromStr;

pub(crate) use print::{push_blocks_notation, push_row_notation};

use crate::game::{
    AnyBoard, Board, Cell, MAX_BOARD_WIDTH, MAX_WIDTH, Move, Row, WideBoard, WideRow,
};

/// Why a text is not valid board or move notation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationErrorKind {
    /// The text is empty.
    #[error("the notation is empty")]
    Empty,
    /// A character that has no meaning here.
    #[error("unexpected {found:?}: expected {expected}")]
    Unexpected {
        /// The character found.
        found: char,
        /// What could stand here.
        expected: &'static str,
    },
    /// The text ended where more was needed.
    #[error("the notation ends early: expected {expected}")]
    UnexpectedEnd {
        /// What was needed.
        expected: &'static str,
    },
    /// A row with no cells, as in `18x1//17x2`.
    #[error("a row has no cells")]
    EmptyRow,
    /// A run of empty cells written as `0` or with a leading zero.
    #[error("a run of empty cells is written as a number from 1 without leading zeros")]
    BadRun,
    /// A row wider than the board may be.
    #[error("the row is wider than {max} cells")]
    TooWide {
        /// The widest row allowed.
        max: u32,
    },
    /// A row of another width than the first.
    #[error("the row has width {found}, but the first row has width {expected}")]
    WidthMismatch {
        /// This row's width.
        found: u32,
        /// The first row's width.
        expected: u32,
    },
    /// A number in a move that is 0 or does not fit.
    #[error("{what} must be a number from 1")]
    BadNumber {
        /// What the number is (a row, a column).
        what: &'static str,
    },
}

/// A notation error and where it is: the 1-based character position in the text, and
/// the 1-based row of the board it is in (for board notation).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("character {position}{}: {kind}", row.map(|r| format!(" (row {r})")).unwrap_or_default())]
pub struct NotationError {
    /// What is wrong.
    pub kind: NotationErrorKind,
    /// The 1-based character position where it is wrong.
    pub position: usize,
    /// The 1-based row of the board, for board notation.
    pub row: Option<usize>,
}

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
                        expected: "'x', '.', a digit or '/'",
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
                    expected: "'x', '.' or a digit (one row only)",
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
    what: &'static str,
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
                expected: "a digit",
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
    let (row, row_len) = leading_number(text, 0, "a row number")?;
    let rest = &text[row_len..];
    match rest.chars().next() {
        Some(':') => {}
        Some(found) => {
            return Err(NotationError {
                kind: NotationErrorKind::Unexpected {
                    found,
                    expected: "':'",
                },
                position: char_position(text, row_len) + 1,
                row: None,
            });
        }
        None => {
            return Err(NotationError {
                kind: NotationErrorKind::UnexpectedEnd { expected: "':'" },
                position: row_len + 1,
                row: None,
            });
        }
    }
    let start = row_len + 1;
    let (column, column_len) = leading_number(&text[start..], start, "a column number")?;
    let cell = Cell {
        row: usize::try_from(row).unwrap_or(usize::MAX),
        column: column as u32,
    };
    Ok((cell, start + column_len))
}

fn unexpected_after(text: &str, at: usize, expected: &'static str) -> NotationError {
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
            return Err(unexpected_after(text, used, "the end after R:C"));
        }
        Ok(cell)
    }
}

impl FromStr for Move {
    type Err = NotationError;

    /// Move notation with the landing cell, `R:C->D`.
    fn from_str(text: &str) -> Result<Move, NotationError> {
        let (cell, used) = parse_cell_prefix(text)?;
        let rest = &text[used..];
        if !rest.starts_with("->") {
            return Err(if rest.is_empty() {
                NotationError {
                    kind: NotationErrorKind::UnexpectedEnd { expected: "'->'" },
                    position: used + 1,
                    row: None,
                }
            } else {
                unexpected_after(text, used, "'->'")
            });
        }
        let start = used + 2;
        let (to, to_len) = leading_number(&text[start..], start, "a landing column")?;
        if start + to_len < text.len() {
            return Err(unexpected_after(
                text,
                start + to_len,
                "the end after R:C->D",
            ));
        }
        Ok(Move {
            row: cell.row,
            from: cell.column,
            to: to as u32,
        })
    }
}

#[cfg(test)]
mod tests {
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
                expected: "'x', '.', a digit or '/'"
            }
        );
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
