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
mod placeholders;

pub use catalogue::{
    CATALOGUE_FILES, catalogue_source, messages_of, parsed_files, placeholders_of,
};

use crate::phrase::Phrase;
pub use choice::{LOCALE_VARIABLES, LangError, MAX_TAG_CHARS};

/// A language hopnim speaks. English is the default wherever nothing asks for another.
///
/// ```
/// use hopnim::lang::Lang;
/// assert_eq!("zh-CN".parse::<Lang>(), Ok(Lang::ZhCn));
/// assert_eq!(Lang::ZhCn.code(), "zh-CN");
/// assert_eq!(Lang::default(), Lang::En);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese.
    ZhCn,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhCn];

    /// The language's tag (BCP 47): `en`, `zh-CN`. `--lang`, `?lang=`, `<html lang>`
    /// and the catalogue's folders use it.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The language's place in [`Lang::ALL`].
    pub(crate) const fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::ZhCn => 1,
        }
    }

    /// The language's name in itself, for a switch between languages: `English`,
    /// `简体中文`.
    pub const fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhCn => "简体中文",
        }
    }

    /// `phrase` in this language: a [`Phrase`] built by [`phrase!`](crate::phrase!)
    /// or a [`Message`](crate::phrase::Message); a placeholder's phrase or list is said in this language too.
    /// [`say!`](crate::say) builds the phrase and says it at once.
    ///
    /// ```
    /// use hopnim::{lang::Lang, phrase, phrase::Message};
    /// assert_eq!(Lang::ZhCn.say(Message::NOUN_PIECES), "棋子");
    /// let cells: &[u32] = &[2, 3, 4];
    /// let ambiguous = phrase!(
    ///     "board-refused-ambiguous", row = 1, column = 1, rules = "welter", allowed = cells
    /// );
    /// assert!(Lang::ZhCn.say(ambiguous).contains("2、3、4"));
    /// ```
    ///
    /// A message the language lacks is a bug (the catalogue's test compares every
    /// language with English, and a debug build panics here); a release build says
    /// it in English.
    pub fn say<'a>(self, phrase: impl Into<Phrase<'a>>) -> String {
        catalogue::say_phrase(self, &phrase.into())
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
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

/// Checks that `say` says it in every language other than English, in words other
/// than the English (a missing message would fall back to them) and without the
/// English of any of `english_parts` (what the text is made of, such as the error
/// inside an error). Each language is compared with English, so a language added is
/// checked with the others.
#[cfg(test)]
pub(crate) fn assert_said_in_every_language(
    say: impl Fn(Lang) -> String,
    english_parts: &[String],
) {
    let english = say(Lang::En);
    for lang in Lang::ALL.into_iter().filter(|&lang| lang != Lang::En) {
        let said = say(lang);
        assert_ne!(said, english, "{lang}: said in English");
        for part in english_parts {
            assert!(
                !said.contains(part.as_str()),
                "{lang}: {said:?} holds the English {part:?}"
            );
        }
    }
}

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
