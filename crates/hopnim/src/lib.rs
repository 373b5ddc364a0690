//! # hopnim — the jumping-pieces game of HDU 5724 *Chess* / Luogu P2575 *高手过招*
//!
//! A board has `n` rows of `W` cells (classically `W = 20`), columns numbered `1..=W`
//! from the left. A move takes one piece one cell to the right, or, if that cell is
//! occupied, over the whole block of pieces to its right onto the first empty cell
//! after it. A piece with no empty cell to its right is stuck. Players alternate; who
//! cannot move loses.
//!
//! ## The theory
//!
//! Rows are independent, so a board's value is the XOR (nim-sum) of its rows' Grundy
//! values, and the first player wins iff the nim-sum is not zero (Sprague–Grundy).
//!
//! In one row, let `F(p)` be the number of empty cells to the right of piece `p`.
//! Pieces with equal `F` stand on **stair** `F`. Moving the piece at the left end of a
//! block's `k` rightmost pieces carries exactly those `k` pieces from stair `f` down
//! to stair `f - 1`: the row is a game of **staircase Nim**, whose value is the XOR of
//! the piles on the odd stairs ([`Staircase`]). The slow twin,
//! [`definition`](proof::definition), computes the same values from the definition
//! (`mex` over moves); the tests check one against the other.
//!
//! ## The layers
//!
//! - [`game`]: rows, boards, moves, the staircase, the variants of the game, notation;
//! - [`proof`]: the definition, Grundy tables built from it, the check of the formula;
//! - [`judge`]: the judge format in ([`judge::JudgeInput`]) and out, validate, check;
//! - [`play`]: the analysis and its JSON, the narration, the engine, a game with undo.
//!
//! ## A tour
//!
//! ```
//! use hopnim::{Board, Nimber, Staircase};
//!
//! // The second test of the HDU sample, in board notation.
//! let board: Board = "18x1/17x2".parse()?;
//! let [top, bottom] = board.rows() else { unreachable!() };
//! assert_eq!(top.stairs().to_string(), "1:1*");    // one piece, one empty cell to its right
//! assert_eq!(top.grundy(), Nimber(1));
//! assert_eq!(bottom.stairs().to_string(), "2:1");  // stair 2 is even: it does not count
//! assert_eq!(bottom.grundy(), Nimber(0));
//! assert!(board.first_player_wins());
//!
//! // Every winning move leaves a nim-sum of zero.
//! for mv in board.winning_moves() {
//!     let after = board.play(mv.cell())?;
//!     assert!(after.nim_sum().is_zero());
//! }
//!
//! // The definition agrees with the formula.
//! assert_eq!(hopnim::proof::definition::grundy_by_definition(*top), top.grundy());
//!
//! // The judge format.
//! use hopnim::judge::{JudgeInput, JudgeSpec, Source};
//! let input = "2\n1\n2 19 20\n2\n1 19\n1 18\n";
//! let mut output = Vec::new();
//! JudgeInput::new(Source::Bytes(input.as_bytes()), JudgeSpec::default()).solve(&mut output)?;
//! assert_eq!(output, b"NO\nYES\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod decimal;
pub mod game;
pub mod judge;
pub mod lang;
pub mod phrase;
pub mod play;
pub mod proof;
pub mod random;
pub mod stop;
mod threads;

pub use game::{
    AnyBoard, Block, Board, BoardError, CLASSIC_WIDTH, Cell, MAX_WIDTH, Move, Nimber,
    NotationError, NotationErrorKind, Row, RowError, RowMove, Staircase, WideBoard, WideRow,
    grundy_of_mask,
};
pub use threads::{Threads, ThreadsError};
