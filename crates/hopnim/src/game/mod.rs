//! The game itself: rows (bitboards up to 64 cells, and rows of any width), boards,
//! moves, the rule sets of the family and the formulas that value their rows (the
//! staircase first), the variants of the game, and the notations that name them.
//!
//! ```
//! use hopnim::{Board, Nimber, game::{Rules, Variant}};
//! let board: Board = "18x1/17x2".parse()?;
//! assert_eq!(board.nim_sum(), Nimber(1));
//! let moves: Vec<String> = board.winning_moves().iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, ["1:19->20", "2:18->19"]);
//! // The same board in misère play (the answer flips), and under Welter's rules.
//! let misere = Variant::MISERE;
//! assert!(!misere.first_player_wins(misere.value_of_board(board.rows())));
//! let welter = Variant::new(Rules::Welter, false);
//! assert_eq!(welter.value_of_board(board.rows()).nim_sum(), Nimber(1 ^ 2));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub(crate) mod board;
mod cell;
mod nimber;
pub mod notation;
pub mod remoteness;
mod row;
pub mod rules;
mod staircase;
mod value;
mod variant;
mod wide_board;
mod wide_row;
mod width;
pub(crate) mod winning;

pub use board::{Board, BoardError};
pub use cell::{Cell, Move};
pub use nimber::Nimber;
pub use notation::{NotationError, NotationErrorKind};
pub use remoteness::{
    Remoteness, RemotenessSearch, SEARCH_CELLS, SEARCH_POSITIONS, SearchLimits, SharedSearch,
};
pub use row::{Pieces, Row, RowBlocks, RowError, RowMove, RowMoves};
pub use rules::{RuleMoves, Rules, UnknownRules};
pub use staircase::{
    Block, Pile, StairMove, StairMoves, Staircase, Stairs, grundy_of_mask, has_big_odd_pile,
};
pub use value::{Convention, Value, ValuedMove};
pub use variant::{UnprovedWidth, Variant};
pub use wide_board::{AnyBoard, WideBoard};
pub use wide_row::{WideBlocks, WideRow};
pub use width::{
    BoardWidth, CLASSIC_WIDTH, MAX_BOARD_WIDTH, MAX_WIDTH, PlayableWidth, RowWidth, Width,
    WidthError,
};
