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

pub use catalogue::{
    Args, CATALOGUE_FILES, Message, catalogue_source, messages_of, placeholders_of,
};
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

    /// The message `id` in this language, its placeholders filled from `args`.
    /// [`say!`](crate::say) builds the arguments; a message without placeholders can
    /// be asked for with [`Message::text`] too.
    ///
    /// An id that the catalogue lacks is a bug: a test checks every id the code names
    /// against both catalogues, and a debug build panics here. A release build says
    /// the English message, or the id itself.
    pub fn say(self, id: &str, args: Option<&Args<'_>>) -> String {
        catalogue::say(self, id, args)
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// A message of the catalogue in `lang`, its placeholders given as `name = value`
/// (numbers or text).
///
/// ```
/// use hopnim::{lang::Lang, say};
/// let row = 2;
/// assert_eq!(say!(Lang::En, "count-rows", count = row), "2 rows");
/// ```
#[macro_export]
macro_rules! say {
    ($lang:expr, $id:literal $(,)?) => {
        $crate::lang::Lang::say($lang, $id, None)
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::lang::Args::new();
        $( args.set(stringify!($name), $value); )+
        $crate::lang::Lang::say($lang, $id, Some(&args))
    }};
}

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
