//! The proof by computation: the definition of the game's values (the slow twin that
//! every fast path is checked against), Grundy tables built from it, and the check of
//! the staircase formula on every row up to a width.
//!
//! ```
//! use hopnim::{Row, Staircase};
//! use hopnim::proof::{definition::grundy_by_definition, verify::verify};
//! // One row: `mex` over its moves agrees with the odd stairs' XOR.
//! let row: Row = "x1xx2x1".parse()?;
//! assert_eq!(grundy_by_definition(row), row.grundy());
//! // Every row of widths 1..=10.
//! assert!(verify(10, |_| {})?.holds());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod boards;
pub mod definition;
pub mod memory;
pub mod misere;
pub mod remoteness;
pub mod table;
pub mod verify;
