//! # hopnim-setter — the problem setter's tools for HDU 5724 *Chess*
//!
//! The seeded generator and its families ([`generate`]), the stress tester's plan and
//! verdicts ([`stress`]), the shrinking of a failing input ([`shrink`]), and problem
//! packages laid out once ([`layout`]) and written in Kattis's format ([`package`]), the
//! ICPC format ([`icpc`]), Polygon's layout ([`polygon`]), HydroOJ's ([`hydro`]) and
//! Luogu's data zip ([`luogu`]), with their statements in LaTeX and in Markdown
//! ([`statement`]). The packages' files (statements, validators, the checker, the
//! interactor, the submissions) are this crate's `package/` folder, built in
//! ([`package::ASSETS`]).
//!
//! It is built on the library `hopnim` (the game, the judge format, the proofs) and
//! only the `hopnim` command uses it: the page's server, the WebAssembly engine and
//! the Python module do not build it.
//!
//! ```
//! use hopnim::game::Variant;
//! use hopnim::judge::{input_text, validate::{Limits, validate}};
//! use hopnim_setter::generate::{Answers, Family, GenSpec, PieceCounts, generate};
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
pub mod rules;
pub mod shrink;
pub mod statement;
pub mod stress;
