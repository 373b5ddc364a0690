//! The judge format of HDU 5724: one entry point for judge input ([`JudgeInput`]: a
//! slice, a file or a stream in; answers or boards of any width out), the plain
//! reader it falls back on, the writer, the strict validator and the checker.
//!
//! The input is `T`, then per test `n`, then `n` rows `m p1 … pm` (the `m` distinct
//! piece columns in any order), all separated by any ASCII white space. Every reader
//! holds fixed buffers, so memory does not grow with the input; every error carries
//! its line and column, test and row.
//!
//! ```
//! use hopnim::judge::{JudgeInput, JudgeSpec, Source};
//! let input = "2\n1\n2 19 20\n2\n1 19\n1 18\n";
//! let mut out = Vec::new();
//! JudgeInput::new(Source::Bytes(input.as_bytes()), JudgeSpec::default()).solve(&mut out)?;
//! assert_eq!(out, b"NO\nYES\n");
//! # Ok::<(), hopnim::judge::SolveError>(())
//! ```

pub mod check;
mod error;
mod fast;
mod format;
mod input;
mod machine;
mod reader;
pub mod reference;
mod spec;
mod tokens;
pub mod validate;
mod writer;

pub use error::{Expected, JudgeError, JudgeErrorKind, Location, Snippet, SolveError};
pub use format::{HDU_MAX_ROWS, HDU_MAX_TESTS, answer};
pub use input::{BoardsError, JudgeInput, Source};
pub use reader::{Boards, JudgeReader, TestValues};
pub use spec::JudgeSpec;
pub use writer::{answers, answers_text, input_text, write_input};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{BoardWidth, UnprovedWidth, Variant};

    fn solve_text(input: &str) -> (String, Option<JudgeError>) {
        let mut out = Vec::new();
        let reader = JudgeReader::new(input.as_bytes(), JudgeSpec::default());
        let err = match reader.write_answers(&mut out) {
            Ok(_) => None,
            Err(SolveError::Input(e)) => Some(e),
            Err(e @ SolveError::Write(_)) => panic!("{e}"),
        };
        (String::from_utf8(out).unwrap(), err)
    }

    fn error_of(input: &str) -> JudgeError {
        solve_text(input).1.expect("the input is invalid")
    }

    #[test]
    fn a_spec_refuses_misere_welter_wider_than_its_proof() {
        use crate::game::Rules;
        use crate::game::rules::welter::MISERE_PROVED_WIDTH as WELTER_MISERE_WIDTH;
        let width = |w: u32| BoardWidth::new(u64::from(w)).unwrap();
        let welter_misere = Variant::new(Rules::Welter, true);
        let proved = JudgeSpec::new(width(WELTER_MISERE_WIDTH), welter_misere).unwrap();
        assert_eq!(proved.width(), width(WELTER_MISERE_WIDTH));
        assert_eq!(proved.variant(), welter_misere);
        for wider in [WELTER_MISERE_WIDTH + 1, 64, BoardWidth::MAX] {
            assert_eq!(
                JudgeSpec::new(width(wider), welter_misere),
                Err(UnprovedWidth {
                    rules: Rules::Welter,
                    proved: WELTER_MISERE_WIDTH,
                    width: wider,
                })
            );
        }
        // Every other game is proved at every width.
        for variant in Variant::ALL.into_iter().filter(|&v| v != welter_misere) {
            let spec = JudgeSpec::new(width(BoardWidth::MAX), variant).unwrap();
            assert_eq!(
                (spec.width(), spec.variant()),
                (width(BoardWidth::MAX), variant)
            );
        }
    }

    #[test]
    fn the_sample() {
        let (out, err) = solve_text("2\n1\n2 19 20\n2\n1 19\n1 18\n");
        assert_eq!(out, "NO\nYES\n");
        assert!(err.is_none());
    }

    #[test]
    fn unusual_white_space_is_fine() {
        let (out, err) = solve_text("\r\n 2\t1 2 20 19\r\n\r\n2 1 19\x0b1 18");
        assert_eq!(out, "NO\nYES\n");
        assert!(err.is_none());
    }

    #[test]
    fn answers_before_an_error_are_kept() {
        let (out, err) = solve_text("2\n1\n2 19 20\n1\n1 21\n");
        assert_eq!(out, "NO\n");
        let err = err.unwrap();
        assert_eq!(err.location, Some(Location { line: 5, column: 3 }));
        assert_eq!((err.test, err.row), (Some(2), Some(1)));
        assert_eq!(
            err.to_string(),
            "5:3: position 21 is outside the board (columns 1..=20) (test 2, row 1)"
        );
    }

    #[test]
    fn errors_are_located() {
        let err = error_of("");
        assert!(matches!(
            err.kind,
            JudgeErrorKind::UnexpectedEnd {
                expected: Expected::TestCount,
                ..
            }
        ));
        assert_eq!(err.location, Some(Location { line: 1, column: 1 }));

        let err = error_of("1\n1\n3 1 2 2\n");
        assert!(matches!(
            err.kind,
            JudgeErrorKind::DuplicatePosition { position: 2 }
        ));
        assert_eq!(err.location, Some(Location { line: 3, column: 7 }));

        let err = error_of("1\n1\n21 1\n");
        assert!(matches!(
            err.kind,
            JudgeErrorKind::TooManyPieces { count: 21, .. }
        ));

        let err = error_of("1\n1\n1 -5\n");
        assert_eq!(
            err.to_string(),
            "3:3: expected a piece position, found `-5`: negative numbers are not allowed (test 1, row 1)"
        );

        let err = error_of("1 1 1 99999999999999999999");
        assert!(matches!(err.kind, JudgeErrorKind::TooLarge { .. }));

        let err = error_of("1 1 0 junk");
        assert!(matches!(err.kind, JudgeErrorKind::TrailingData { .. }));
        assert_eq!(err.location, Some(Location { line: 1, column: 7 }));

        let err = error_of("2 1 0");
        assert_eq!(
            err.to_string(),
            "1:6: the input ends early: expected the number of rows n (the input declares T = 2 tests) (test 2)"
        );

        let err = error_of("1 1 2\0");
        assert!(matches!(err.kind, JudgeErrorKind::BadByte { byte: 0 }));
        assert_eq!(err.location, Some(Location { line: 1, column: 6 }));
    }

    #[test]
    fn a_long_bad_token_is_cut_short_in_the_message() {
        let input = format!("1 1 1 {}", "a".repeat(100));
        let err = error_of(&input);
        let JudgeErrorKind::NotANumber { token, .. } = err.kind else {
            panic!("{err}")
        };
        assert_eq!(token, format!("{}…", "a".repeat(32)));
    }
}
