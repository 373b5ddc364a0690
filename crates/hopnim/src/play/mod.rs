//! Playing and explaining: the analysis of a position (and its JSON), the narration
//! of it for learners, the perfect engine, a game against it with turns and undo,
//! puzzles, and the page's questions answered as JSON, its whole view among them.

pub mod analysis;
pub mod engine;
pub mod explain;
pub mod game;
mod json;
pub mod puzzle;
pub mod reply;
pub mod view;
