//! Boards of any width: [`WideBoard`] (rows as lists of columns), and [`AnyBoard`],
//! a board of either kind, as the judge reader hands out tests.

use super::board::check_row_widths;
use super::width::BoardWidth;
use crate::game::board::{Board, BoardError};
use crate::game::row::RowError;
use crate::game::wide_row::WideRow;

/// A board of any width up to a million cells: rows of one width, as [`WideRow`]s.
/// Board notation parses into it at any width ([`str::parse`]).
///
/// ```
/// use hopnim::WideBoard;
/// let board: WideBoard = "999998x1/x999999".parse().unwrap();
/// assert_eq!(board.width(), 1_000_000);
/// assert_eq!(board.rows()[1].columns(), &[1]);
/// assert_eq!(board.to_string(), "999998x1/x999999");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct WideBoard {
    width: u32,
    rows: Vec<WideRow>,
}

impl WideBoard {
    /// A board of this width with these rows; every row must have the width.
    pub fn new(width: u32, rows: Vec<WideRow>) -> Result<WideBoard, BoardError> {
        let width = BoardWidth::new(u64::from(width))
            .map_err(RowError::from)?
            .get();
        check_row_widths(width, rows.iter().map(WideRow::width))?;
        Ok(WideBoard { width, rows })
    }

    /// The width of every row.
    pub const fn width(&self) -> u32 {
        self.width
    }

    /// The rows, top to bottom.
    pub fn rows(&self) -> &[WideRow] {
        &self.rows
    }
}

impl From<&Board> for WideBoard {
    fn from(board: &Board) -> WideBoard {
        WideBoard {
            width: board.width(),
            rows: board.rows().iter().map(|&row| row.into()).collect(),
        }
    }
}

/// A board of either kind: bitboard rows (widths up to 64, the fast kind) or rows of
/// any width.
///
/// ```
/// use hopnim::game::AnyBoard;
/// let narrow: AnyBoard = "18x1/17x2".parse()?;
/// assert!(matches!(narrow, AnyBoard::Narrow(_)));
/// let wide: AnyBoard = "98x1".parse()?;
/// assert_eq!((wide.width(), wide.row_count()), (100, 1));
/// assert_eq!(wide.to_string(), "98x1");
/// # Ok::<(), hopnim::NotationError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AnyBoard {
    /// A board of width up to 64.
    Narrow(Board),
    /// A board of any width.
    Wide(WideBoard),
}

impl AnyBoard {
    /// The width of every row.
    pub fn width(&self) -> u32 {
        match self {
            AnyBoard::Narrow(board) => board.width(),
            AnyBoard::Wide(board) => board.width(),
        }
    }

    /// The number of rows.
    pub fn row_count(&self) -> usize {
        match self {
            AnyBoard::Narrow(board) => board.rows().len(),
            AnyBoard::Wide(board) => board.rows().len(),
        }
    }

    /// The board with rows of any width (a copy, for a narrow one).
    pub fn to_wide(&self) -> WideBoard {
        match self {
            AnyBoard::Narrow(board) => board.into(),
            AnyBoard::Wide(board) => board.clone(),
        }
    }
}

impl From<Board> for AnyBoard {
    fn from(board: Board) -> AnyBoard {
        AnyBoard::Narrow(board)
    }
}

impl From<WideBoard> for AnyBoard {
    /// The board, as bitboard rows when it is at most 64 wide.
    fn from(board: WideBoard) -> AnyBoard {
        let rows: Option<Vec<_>> = board.rows().iter().map(WideRow::to_row).collect();
        match rows.and_then(|rows| Board::new(board.width(), rows).ok()) {
            Some(narrow) => AnyBoard::Narrow(narrow),
            None => AnyBoard::Wide(board),
        }
    }
}
