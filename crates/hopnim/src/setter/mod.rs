//! The problem setter's tools: the seeded generator and its families, the stress
//! tester's plan and verdicts, the shrinking of a failing input, and problem packages
//! laid out once ([`layout`]) and written in Kattis's format, the ICPC format
//! ([`icpc`]), Polygon's layout, HydroOJ's ([`hydro`]) and Luogu's data zip
//! ([`luogu`]), with their statements in LaTeX and in Markdown.
//!
//! ```
//! use hopnim::game::Variant;
//! use hopnim::judge::{input_text, validate::{Limits, validate}};
//! use hopnim::setter::generate::{Answers, Family, GenSpec, PieceCounts, generate};
//! let spec = GenSpec {
//!     seed: 3,
//!     tests: 4,
//!     rows: 2,
//!     width: 20,
//!     pieces: PieceCounts::new(1, 20),
//!     family: Family::Random,
//!     answers: Answers::Mixed,
//!     variant: Variant::default(),
//! };
//! // Seeded test data in the judge format, which the validator accepts.
//! let input = input_text(&generate(&spec)?);
//! let overview = validate(input.as_bytes(), Limits::HDU)?;
//! assert_eq!((overview.tests, overview.yes, overview.no), (4, 2, 2));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod generate;
pub mod hydro;
pub mod icpc;
pub mod layout;
pub mod luogu;
pub mod package;
pub mod polygon;
pub mod shrink;
pub mod statement;
pub mod stress;
