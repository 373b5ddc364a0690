//! A cell of a board ([`Cell`]) and a move on it ([`Move`]), named `R:C` and
//! `R:C->D`.

/// A cell of the board, named `R:C` (1-based row, 1-based column). Naming a piece's
/// cell names its move, since each piece has at most one.
///
/// ```
/// let cell: hopnim::Cell = "2:18".parse().unwrap();
/// assert_eq!(cell, hopnim::Cell { row: 2, column: 18 });
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Cell {
    /// The 1-based row, top to bottom.
    pub row: usize,
    /// The 1-based column, left to right.
    pub column: u32,
}

/// A move on the board: the piece at `row:from` lands on `row:to`. Written `R:C->D`.
///
/// ```
/// let mv: hopnim::Move = "2:18->19".parse().unwrap();
/// assert_eq!(mv, hopnim::Move { row: 2, from: 18, to: 19 });
/// assert_eq!(mv.to_string(), "2:18->19");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Serialize)]
pub struct Move {
    /// The 1-based row.
    pub row: usize,
    /// The column the piece leaves.
    pub from: u32,
    /// The column it lands on.
    pub to: u32,
}

impl Move {
    /// The cell the moving piece leaves, which names the move.
    pub const fn cell(self) -> Cell {
        Cell {
            row: self.row,
            column: self.from,
        }
    }
}
