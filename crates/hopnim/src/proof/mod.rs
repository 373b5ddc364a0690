//! The proof by computation: the definition of the game's values (the slow twin that
//! every fast path is checked against), Grundy tables built from it, and the check of
//! the staircase formula on every row up to a width.

pub mod definition;
pub mod misere;
pub mod table;
pub mod verify;
