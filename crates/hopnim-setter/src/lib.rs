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

#[cfg(test)]
mod tests {
    use hopnim::lang::Lang;
    use hopnim::phrase::Phrase;

    use crate::generate::{Family, GenError, PieceCounts};
    use crate::hydro::HydroError;
    use crate::layout::FormatError;
    use crate::luogu::LuoguError;
    use crate::package::PackageError;
    use crate::statement::{LatexError, Section, StatementError};

    /// Checks that an error's `Display` is `english`, its English phrase too, and
    /// that it says itself in Chinese.
    fn says(error: &dyn std::fmt::Display, phrase: Phrase<'_>, english: &str) {
        assert_eq!(error.to_string(), english);
        assert_eq!(Lang::En.say(phrase.clone()), english);
        let chinese = Lang::ZhCn.say(phrase);
        assert!(
            chinese
                .chars()
                .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{chinese}"
        );
    }

    /// A regression: the setter's errors said themselves in English only, through
    /// thiserror's format strings. Their English is the same bytes as before.
    #[test]
    fn every_error_of_the_setter_says_itself_in_every_language() {
        let pieces = PieceCounts::new(2, 30);
        let gen_errors = [
            (
                GenError::Width { width: 65 },
                "width 65 is out of range (1..=64)",
            ),
            (
                GenError::PiecesTooMany { pieces, width: 20 },
                "pieces 2..=30 do not fit a row of width 20 (at most 20 pieces)",
            ),
            (
                GenError::FamilyPieces {
                    family: Family::Empty,
                    needs: "0",
                    pieces,
                },
                "family empty needs rows of 0 pieces, but the piece range is 2..=30",
            ),
            (
                GenError::FamilyPieces {
                    family: Family::Single,
                    needs: "exactly 1",
                    pieces,
                },
                "family single needs rows of exactly 1 pieces, but the piece range is 2..=30",
            ),
            (
                GenError::TooLarge {
                    tests: u64::MAX,
                    rows: 3,
                },
                "18446744073709551615 tests of 3 rows is too much data (at most 10000000 tests and rows in all)",
            ),
            (
                GenError::Unreachable {
                    family: Family::Stuck,
                    answer: "YES",
                    rows: 2,
                    width: 20,
                    pieces,
                },
                "family stuck cannot make a YES test with 2 row(s) of width 20 and pieces 2..=30",
            ),
        ];
        for (error, english) in &gen_errors {
            says(error, error.phrase(), english);
        }
        let package_errors = [
            (
                PackageError::MissingAsset("validator.cpp".into()),
                "the package sources hold no validator.cpp",
            ),
            (
                PackageError::SameName {
                    folder: "submissions/hop/".into(),
                    name: "a.cpp".into(),
                },
                "submissions/hop/: two submissions are named a.cpp, and some formats keep them in one folder",
            ),
            (
                PackageError::UnknownVerdict {
                    path: "submissions/hop/x/a.cpp".into(),
                    verdict: "x".into(),
                },
                "submissions/hop/x/a.cpp: the folder x is no verdict (accepted, wrong_answer, time_limit_exceeded)",
            ),
        ];
        for (error, english) in &package_errors {
            says(error, error.phrase(), english);
        }
        let statement_errors = [
            (
                StatementError::UnknownSection {
                    source_path: "s.tex".into(),
                    heading: "Story".into(),
                },
                "s.tex: the heading \\section*{Story} is none of a statement's sections (legend, input, output, interaction, notes)",
            ),
            (
                StatementError::SectionTwice {
                    source_path: "s.tex".into(),
                    section: Section::Input,
                },
                "s.tex: the input section comes twice",
            ),
            (
                StatementError::Latex {
                    source_path: "s.tex".into(),
                    line: 4,
                    kind: LatexError::UnknownCommand("foo".into()),
                },
                "s.tex:4: the command \\foo has no Markdown here",
            ),
            (
                StatementError::Latex {
                    source_path: "s.tex".into(),
                    line: 5,
                    kind: LatexError::UnknownEnvironment("figure".into()),
                },
                "s.tex:5: the environment {figure} has no Markdown here",
            ),
        ];
        for (error, english) in &statement_errors {
            says(error, error.phrase(), english);
        }
        let unclosed = LatexError::Unclosed("the math $".into());
        says(&unclosed, unclosed.phrase(), "the math $ is never closed");
        let hydro = HydroError::Pid {
            short_name: "_x".into(),
        };
        says(
            &hydro,
            hydro.phrase(),
            "`_x` makes no Hydro problem id: a short name is letters and digits (a letter first, or `P` is put before it)",
        );
        let hydro = HydroError::TooManyAccepted { count: 6 };
        says(
            &hydro,
            hydro.phrase(),
            "6 accepted programs, and Hydro's import submits at most 5 from std/",
        );
        let luogu = LuoguError::DataTooLarge { bytes: 50_000_001 };
        says(
            &luogu,
            luogu.phrase(),
            "data/: the data makes a zip of 50000001 bytes (its files stored), and Luogu takes at most 50000000 (50 MB) zipped",
        );
        let luogu = LuoguError::TooManyTests { tests: 101 };
        says(
            &luogu,
            luogu.phrase(),
            "data/config.yml: 101 tests cannot share 100 points, at least one each",
        );
        let format = FormatError::from(PackageError::MissingAsset("a".into()));
        says(&format, format.phrase(), "the package sources hold no a");
    }
}
