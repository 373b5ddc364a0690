//! The game itself: rows (bitboards up to 64 cells, and rows of any width), boards,
//! moves, the staircase that values them, and the notations that name them.

mod board;
pub mod notation;
mod row;
mod staircase;
mod wide;

pub(crate) use board::check_row_widths;
pub use board::{Board, BoardError, Cell, Move};
pub use notation::{NotationError, NotationErrorKind};
pub(crate) use row::check_width;
pub use row::{CLASSIC_WIDTH, MAX_WIDTH, Pieces, Row, RowBlocks, RowError, RowMove, RowMoves};
pub use staircase::{Nimber, Stairs, grundy, grundy_of_mask, stairs};
pub use wide::{Block, Blocks, WideBoard, WideRow};
pub(crate) use wide::{notation_of_blocks, push_notation};
