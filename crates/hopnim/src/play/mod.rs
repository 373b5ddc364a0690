//! Playing and explaining: the analysis of a position (and its JSON), the perfect
//! engine, and a game against it with turns and undo.

pub mod analysis;
pub mod engine;
pub mod game;
