//! Playing and explaining: the analysis of a position (and its JSON), the narration
//! of it for learners, the perfect engine, a game against it with turns and undo,
//! puzzles, and the page's questions answered as JSON, its whole view among them.
//!
//! ```
//! use hopnim::Board;
//! use hopnim::play::{analysis::Analysis, engine::{Choice, choose}};
//! let board: Board = "18x1/17x2".parse()?;
//! let analysis = Analysis::of_board(&board, false);
//! assert!(analysis.first_player_wins);
//! // The engine takes a winning move, which leaves a nim-sum of 0.
//! let Choice::Winning(mv) = choose(&board) else { unreachable!() };
//! assert!(board.play(mv.cell())?.nim_sum().is_zero());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod analysis;
pub mod engine;
pub mod explain;
pub mod game;
mod json;
mod judges_row;
pub mod lesson;
pub mod player;
pub mod puzzle;
mod refusal;
pub mod reply;
pub mod review;
pub mod strength;
pub mod table;
pub mod view;
