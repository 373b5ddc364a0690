//! Playing and explaining: the analysis of a position (and its JSON), the narration
//! of it for learners, the perfect engine, and a game against it with turns and undo.

pub mod analysis;
pub mod engine;
pub mod explain;
pub mod game;
mod json;
