//! The languages hopnim speaks ([`Lang`]), named and told apart; what each says is
//! the catalogue's.

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
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
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
