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
mod input;
mod machine;
mod reader;
pub mod reference;
mod tokens;
pub mod validate;
mod writer;

use std::io;

pub use error::{Expected, JudgeError, JudgeErrorKind, Location, Snippet};
pub use input::{BoardsError, JudgeInput, Source};
pub use reader::{Boards, JudgeReader, TestValues};
pub use writer::{answers, answers_text, input_text, write_input};

use crate::game::{BoardWidth, UnprovedWidth, Variant, WidthError};
use crate::phrase;
use crate::phrase::{Phrase, Said};

/// The HDU limit on the number of tests `T`.
pub const HDU_MAX_TESTS: u64 = 100;
/// The HDU limit on the number of rows `n` of a test.
pub const HDU_MAX_ROWS: u64 = 1000;

/// What a judge input holds: boards of one width, in one game of the family. Built
/// with [`JudgeSpec::new`], which refuses a game no proof covers at that width, so a
/// spec never asks for a guess.
///
/// ```
/// use hopnim::game::Variant;
/// use hopnim::judge::JudgeSpec;
/// let spec = JudgeSpec::default();
/// assert_eq!((spec.width().get(), spec.variant()), (20, Variant::default()));
/// let wide = JudgeSpec::new("1000".parse()?, Variant::new("slide".parse()?, true))?;
/// assert_eq!(wide.width().get(), 1000);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct JudgeSpec {
    width: BoardWidth,
    variant: Variant,
}

impl JudgeSpec {
    /// Boards of width `width` in the game `variant`, or why hopnim will not judge
    /// them: misère play of Welter's game on rows wider than its proof
    /// ([`Variant::proved_width`]).
    ///
    /// ```
    /// use hopnim::game::Variant;
    /// use hopnim::judge::JudgeSpec;
    /// let welter_misere = Variant::new("welter".parse()?, true);
    /// let proved = JudgeSpec::new("24".parse()?, welter_misere)?;
    /// assert_eq!(proved.variant(), welter_misere);
    /// let unproved = JudgeSpec::new("25".parse()?, welter_misere).unwrap_err();
    /// assert_eq!((unproved.proved, unproved.width), (24, 25));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn new(width: BoardWidth, variant: Variant) -> Result<JudgeSpec, UnprovedWidth> {
        match variant.for_width(width.get()) {
            Ok(variant) => Ok(JudgeSpec { width, variant }),
            Err(unproved) => Err(unproved),
        }
    }

    /// Boards of width `width` in the default game.
    ///
    /// ```
    /// assert_eq!(hopnim::judge::JudgeSpec::of_width(30)?.width().get(), 30);
    /// assert!(hopnim::judge::JudgeSpec::of_width(0).is_err());
    /// # Ok::<(), hopnim::game::WidthError>(())
    /// ```
    pub fn of_width(width: u64) -> Result<JudgeSpec, WidthError> {
        Ok(JudgeSpec {
            width: BoardWidth::new(width)?,
            variant: Variant::default(),
        })
    }

    /// The board width: positions run from 1 to it.
    pub const fn width(&self) -> BoardWidth {
        self.width
    }

    /// The game the tests are played in.
    pub const fn variant(&self) -> Variant {
        self.variant
    }
}

/// The judge format's white space: space, `\t`, `\n`, `\v`, `\f`, `\r` (as C's
/// `isspace`).
pub(crate) const fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The judge's answer for a test: `YES` if the first player wins.
pub const fn answer(first_player_wins: bool) -> &'static str {
    if first_player_wins { "YES" } else { "NO" }
}

/// The answer as a line of output.
pub(crate) const fn answer_line(first_player_wins: bool) -> &'static [u8] {
    if first_player_wins { b"YES\n" } else { b"NO\n" }
}

/// Why solving stopped. It says so in any language ([`SolveError::phrase`]); its
/// `Display` is the English, written without the catalogue (`solve` reads none).
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    /// The input is invalid (or could not be read).
    #[error(transparent)]
    Input(#[from] JudgeError),
    /// The answers could not be written.
    #[error("write error: {0}")]
    Write(#[source] io::Error),
}

impl SolveError {
    /// What is wrong, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say); a write error's reason as the system
    /// gave it).
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            SolveError::Input(error) => error.phrase(),
            SolveError::Write(error) => phrase!("judge-write-error", why = error.to_string()),
        }
    }
}

impl Said for SolveError {
    fn phrase(&self) -> Phrase<'_> {
        SolveError::phrase(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
