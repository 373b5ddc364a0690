//! The languages a person reads hopnim in, English and Simplified Chinese, and the
//! catalogue of every sentence, label and caption a learner reads about a position:
//! one Fluent file set per language under the crate's `locales/` folder, built into
//! the library so that the command line, the server, the WebAssembly module and the
//! Python module say the same words.
//!
//! What a program reads (`solve`'s answers, JSON keys and values, `play`'s line
//! protocol, `check`'s verdicts) never goes through the catalogue.
//!
//! A message is looked up by its id, with its placeholders as named arguments:
//!
//! ```
//! use hopnim::lang::Lang;
//! use hopnim::say;
//! assert_eq!(say!(Lang::En, "count-pieces", count = 1), "1 piece");
//! assert_eq!(say!(Lang::En, "count-pieces", count = 3), "3 pieces");
//! assert_eq!(say!(Lang::ZhCn, "count-pieces", count = 3), "3 枚棋子");
//! ```

mod catalogue;
mod choice;
mod language;
mod placeholders;

pub use catalogue::{
    CATALOGUE_FILES, catalogue_source, messages_of, parsed_files, placeholders_of, plain_message,
};

pub use choice::{LOCALE_VARIABLES, LangError, MAX_TAG_CHARS};
pub use language::Lang;
#[cfg(test)]
pub(crate) use language::assert_said_in_every_language;

/// `yes` or `no`, for a message's choice between two wordings (`misere`, `win`).
pub(crate) const fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// A message of the catalogue in `lang`, its placeholders given as `name = value`
/// (numbers, texts, phrases, lists): [`phrase!`](crate::phrase!) said at once, with
/// the same checks when the code is compiled.
///
/// ```
/// use hopnim::{lang::Lang, say};
/// let row = 2;
/// assert_eq!(say!(Lang::En, "count-rows", count = row), "2 rows");
/// assert_eq!(say!(Lang::ZhCn, "noun-cells"), "格子");
/// ```
#[macro_export]
macro_rules! say {
    ($lang:expr, $($message:tt)+) => {
        $crate::lang::Lang::say($lang, $crate::phrase!($($message)+))
    };
}

/// [`say!`] by the path of the module that owns it, for the library's own code
/// (`#[macro_export]` puts it at the crate's root for everyone else: `hopnim::say!`).
pub(crate) use say;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::tests::one_of_each_error;
    use crate::game::notation::tests::one_of_each_kind;
    use crate::game::notation::{Expected, NotationError, NotationErrorKind};

    #[test]
    fn every_board_error_is_said_in_every_language_and_displayed_in_english() {
        for error in one_of_each_error() {
            assert_said_in_every_language(|lang| lang.say(error.phrase()), &[]);
            assert_eq!(error.to_string(), Lang::En.say(error.phrase()));
        }
    }

    #[test]
    fn every_notation_error_is_said_in_every_language_and_displayed_in_english() {
        for expected in Expected::ALL {
            assert_said_in_every_language(|lang| lang.say(expected.phrase()), &[]);
        }
        for kind in one_of_each_kind() {
            assert_eq!(kind.to_string(), Lang::En.say(kind.phrase()));
            let expected = match &kind {
                NotationErrorKind::Unexpected { expected, .. }
                | NotationErrorKind::UnexpectedEnd { expected }
                | NotationErrorKind::BadNumber { what: expected } => {
                    vec![expected.phrase().to_string()]
                }
                _ => Vec::new(),
            };
            assert_said_in_every_language(|lang| lang.say(kind.phrase()), &expected);
            for row in [None, Some(2)] {
                let error = NotationError {
                    kind: kind.clone(),
                    position: 6,
                    row,
                };
                assert_said_in_every_language(
                    |lang| lang.say(error.phrase()),
                    &[kind.phrase().to_string()],
                );
            }
        }
    }

    /// A list is joined as the language joins one.
    #[test]
    fn a_list_placeholder_is_joined_in_the_language() {
        let cells: &[u32] = &[2, 3, 4];
        let phrase = crate::phrase!(
            "board-refused-landing",
            row = 1,
            column = 1,
            to = 9,
            rules = "welter",
            allowed = cells
        );
        assert!(
            Lang::En
                .say(phrase.clone())
                .ends_with("(it can land on 2, 3, 4)")
        );
        assert!(Lang::ZhCn.say(phrase).contains("2、3、4"));
    }
}
