//! Which language a person asked for: a language tag (`--lang`, a view's `lang`,
//! Python's `explain(lang=)`), a locale name (`zh_CN.UTF-8`), the environment's
//! locale variables, a browser's list.

use std::ffi::OsString;
use std::str::FromStr;

use unic_langid::LanguageIdentifier;

use super::language::Lang;
use crate::phrase;
use crate::phrase::{Phrase, Quoted};

/// The locale variables the command line reads, in the order it reads them (as
/// gettext does): the first that names a language decides.
pub const LOCALE_VARIABLES: [&str; 4] = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"];

/// The longest language tag taken, in characters: the longest language (8 letters),
/// script (4), region (3) and two variants (8 each), with their hyphens. A longer
/// text is refused before it is read.
pub const MAX_TAG_CHARS: usize = 35;

/// A language tag refused: one of a language hopnim does not speak, or a text that is
/// no language tag. Each quotes the text given ([`Quoted`]: control characters
/// escaped, a long text shortened).
///
/// ```
/// use hopnim::lang::{Lang, LangError};
/// use hopnim::phrase::Quoted;
/// assert_eq!("fr-FR".parse::<Lang>(), Err(LangError::Unknown(Quoted::new("fr-FR"))));
/// let refused = "zh-<b>".parse::<Lang>().unwrap_err();
/// assert_eq!(refused, LangError::Malformed(Quoted::new("zh-<b>")));
/// assert!(refused.to_string().starts_with(r#""zh-<b>" is not a language tag"#));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LangError {
    /// A well-formed tag of a language hopnim does not speak (`fr-FR`).
    Unknown(Quoted),
    /// A text that is no BCP 47 language tag of at most [`MAX_TAG_CHARS`] characters
    /// (`zh-<b>`, `zh_CN.UTF-8`, `en-US-u-ca-gregory`).
    Malformed(Quoted),
}

impl LangError {
    /// What is wrong, with the languages hopnim speaks, to be said in any language
    /// ([`Lang::say`]).
    ///
    /// ```
    /// use hopnim::lang::Lang;
    /// let refused = "fr".parse::<Lang>().unwrap_err();
    /// assert_eq!(
    ///     Lang::ZhCn.say(refused.phrase()),
    ///     "未知的语言“fr”：hopnim 支持 en（English）和 zh-CN（简体中文）"
    /// );
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            LangError::Unknown(tag) => phrase!("lang-unknown", tag = tag),
            LangError::Malformed(text) => {
                phrase!("lang-malformed", text = text, most = MAX_TAG_CHARS)
            }
        }
    }
}

crate::phrase::said_in_english!(LangError);

impl FromStr for Lang {
    type Err = LangError;

    /// A tag as `--lang` and a view's `lang` take it: see [`Lang::from_tag`].
    fn from_str(tag: &str) -> Result<Lang, LangError> {
        Lang::from_tag(tag)
    }
}

/// A locale name as gettext meets it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum LocaleName {
    /// `C` or `POSIX`, with any codeset or modifier: the original, English, words.
    C,
    /// A well-formed name, and the language of it that hopnim speaks, if any.
    Named(Option<Lang>),
    /// A text no locale can be named (`setlocale` fails on it, leaving the C locale).
    Malformed,
}

impl LocaleName {
    /// Reads `language[_territory][.codeset][@modifier]`, the language and territory
    /// a language identifier (`zh_CN`, `zh-Hans`), the codeset and modifier ASCII
    /// words (`UTF-8`, `euro`).
    fn of(name: &str) -> LocaleName {
        let (rest, modifier) = name
            .split_once('@')
            .map_or((name, None), |(rest, modifier)| (rest, Some(modifier)));
        let (tag, codeset) = rest
            .split_once('.')
            .map_or((rest, None), |(tag, codeset)| (tag, Some(codeset)));
        let is_word = |part: &str| {
            (1..=MAX_TAG_CHARS).contains(&part.len())
                && part
                    .bytes()
                    .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_')
        };
        if !codeset.into_iter().chain(modifier).all(is_word) || !is_word(tag) {
            return LocaleName::Malformed;
        }
        if tag == "C" || tag == "POSIX" {
            return LocaleName::C;
        }
        match language_of_tag(tag) {
            Some(lang) => LocaleName::Named(lang),
            None => LocaleName::Malformed,
        }
    }
}

/// The languages whose tags hopnim reads as Chinese besides `zh`: the members of the
/// Chinese macrolanguage, which BCP 47 also writes as extended language subtags of
/// `zh` (`zh-cmn`, `zh-yue`): Mandarin (`cmn`), Cantonese (`yue`), Wu (`wuu`), Min
/// Nan (`nan`), Hakka (`hak`), Gan (`gan`), Xiang (`hsn`), Literary Chinese (`lzh`)
/// and the others of the IANA registry. Their readers read Simplified Chinese better
/// than English.
const CHINESE_LANGUAGES: [&str; 16] = [
    "cdo", "cjy", "cmn", "cnp", "cpx", "csp", "czh", "czo", "gan", "hak", "hsn", "lzh", "mnp",
    "nan", "wuu", "yue",
];

/// The language hopnim speaks of a language tag or the language and territory of a
/// locale name, its subtags joined by `-` or `_`: `Some(None)` for a well-formed tag
/// of another language, `None` for a text that is no tag. An extended language
/// subtag names a language of its primary language (RFC 5646 §2.2.2: each is
/// registered under one prefix, the Chinese ones under `zh`, so `zh-cmn-Hans-CN` is
/// Chinese), so the primary language decides: `en-yue` is English, `fr-cmn` French,
/// and `zh-abc-Hans` Chinese. Extensions and private use are not taken.
fn language_of_tag(tag: &str) -> Option<Option<Lang>> {
    let mut subtags = tag.splitn(3, ['-', '_']);
    let primary = subtags.next().unwrap_or_default();
    let second = subtags.next().unwrap_or_default();
    let is_extlang = (2..=3).contains(&primary.len())
        && primary.bytes().all(|byte| byte.is_ascii_alphabetic())
        && second.len() == 3
        && second.bytes().all(|byte| byte.is_ascii_alphabetic());
    // The tag without its extended language, or the whole tag. The identifier's
    // parser takes `_` as well as `-` between subtags.
    let language_on = match (is_extlang, subtags.next()) {
        (false, _) => tag.to_owned(),
        (true, None) => primary.to_owned(),
        (true, Some(after)) => format!("{primary}-{after}"),
    };
    let id = LanguageIdentifier::from_bytes(language_on.as_bytes());
    id.ok().map(|id| Lang::of_language(&id))
}

impl Lang {
    /// The language of a BCP 47 language tag (its language, extended language, script,
    /// region and variants, in any case, joined by `-`; at most [`MAX_TAG_CHARS`]
    /// characters): `en`, `en-GB` are English; `zh`, `zh-CN`, `zh-Hans-CN`,
    /// `zh-cmn-Hans-CN`, `cmn-Hans-CN` (and the other Chinese tags, whose readers read
    /// Simplified Chinese better than English) are Chinese. A well-formed tag of
    /// another language is [`LangError::Unknown`]; any other text, a locale name
    /// (`zh_CN.UTF-8`) or a tag with extensions included, is [`LangError::Malformed`].
    ///
    /// ```
    /// use hopnim::lang::{Lang, LangError};
    /// assert_eq!(Lang::from_tag("zh-Hans-CN"), Ok(Lang::ZhCn));
    /// assert_eq!(Lang::from_tag("zh-cmn-Hans-CN"), Ok(Lang::ZhCn));
    /// assert_eq!(Lang::from_tag("cmn-Hans-CN"), Ok(Lang::ZhCn));
    /// assert_eq!(Lang::from_tag("EN-gb"), Ok(Lang::En));
    /// assert!(matches!(Lang::from_tag("fr"), Err(LangError::Unknown(_))));
    /// assert!(matches!(Lang::from_tag("zh_CN.UTF-8"), Err(LangError::Malformed(_))));
    /// let long = format!("zh-{}", "x".repeat(100_000));
    /// let refused = Lang::from_tag(&long).unwrap_err().to_string();
    /// assert!(refused.starts_with(r#""zh-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (100003 characters)" is not"#));
    /// ```
    pub fn from_tag(tag: &str) -> Result<Lang, LangError> {
        let malformed = || LangError::Malformed(Quoted::new(tag));
        if tag.len() > MAX_TAG_CHARS || tag.contains('_') {
            return Err(malformed());
        }
        language_of_tag(tag)
            .ok_or_else(malformed)?
            .ok_or_else(|| LangError::Unknown(Quoted::new(tag)))
    }

    /// The language hopnim speaks of a language identifier, if any.
    fn of_language(id: &LanguageIdentifier) -> Option<Lang> {
        match id.language.as_str() {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::ZhCn),
            language if CHINESE_LANGUAGES.contains(&language) => Some(Lang::ZhCn),
            _ => None,
        }
    }

    /// The language of a POSIX locale name, `language[_territory][.codeset][@modifier]`,
    /// or of a language tag: `en_US.UTF-8`, `C`, `POSIX` and `C.UTF-8` are English;
    /// `zh_CN.UTF-8`, `zh_TW`, `zh-Hans` and `zh_CN@euro` Chinese; a name of another
    /// language, or a text no locale can be named, is `None`.
    ///
    /// ```
    /// use hopnim::lang::Lang;
    /// assert_eq!(Lang::from_locale_name("zh_CN.UTF-8"), Some(Lang::ZhCn));
    /// assert_eq!(Lang::from_locale_name("zh_CN@euro"), Some(Lang::ZhCn));
    /// assert_eq!(Lang::from_locale_name("C.UTF-8"), Some(Lang::En));
    /// assert_eq!(Lang::from_locale_name("fr_FR.UTF-8"), None);
    /// assert_eq!(Lang::from_locale_name("zh-<b>"), None);
    /// ```
    pub fn from_locale_name(name: &str) -> Option<Lang> {
        match LocaleName::of(name) {
            LocaleName::C => Some(Lang::En),
            LocaleName::Named(lang) => lang,
            LocaleName::Malformed => None,
        }
    }

    /// The language of the first of `names` that hopnim speaks (a `LANGUAGE`
    /// variable's entries, a browser's list), each a locale name or a language tag
    /// ([`Lang::from_locale_name`]), or `None`.
    ///
    /// ```
    /// use hopnim::lang::Lang;
    /// assert_eq!(Lang::first_known(["fr-FR", "zh-TW", "en"]), Some(Lang::ZhCn));
    /// assert_eq!(Lang::first_known(["zh-<b>", "en_GB"]), Some(Lang::En));
    /// assert_eq!(Lang::first_known(["fr-FR"]), None);
    /// ```
    pub fn first_known<'a>(names: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        names.into_iter().find_map(Lang::from_locale_name)
    }

    /// The language the locale asks for, reading the variables of
    /// [`LOCALE_VARIABLES`] through `var` (`std::env::var_os` in a program), as
    /// gettext does: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` set and not empty
    /// is the locale, whatever its bytes. Unless the locale is `C` or `POSIX`, or a
    /// value no locale can be named (not UTF-8, say: the C locale, as `setlocale`
    /// leaves it), `LANGUAGE` is a list (`fr:zh_CN`) whose first language hopnim
    /// speaks decides, then the locale's language. English when none does.
    ///
    /// ```
    /// use hopnim::lang::Lang;
    /// use std::ffi::OsString;
    /// let env = |pairs: &'static [(&str, &str)]| {
    ///     move |name: &str| pairs.iter().find(|(key, _)| *key == name).map(|(_, v)| OsString::from(v))
    /// };
    /// assert_eq!(Lang::from_locale(env(&[("LANG", "zh_CN.UTF-8")])), Lang::ZhCn);
    /// assert_eq!(Lang::from_locale(env(&[("LC_ALL", "C.UTF-8"), ("LANG", "zh_CN.UTF-8")])), Lang::En);
    /// assert_eq!(Lang::from_locale(env(&[("LANGUAGE", "fr:zh_CN"), ("LANG", "en_US.UTF-8")])), Lang::ZhCn);
    /// // gettext ignores LANGUAGE in the C locale.
    /// assert_eq!(Lang::from_locale(env(&[("LANGUAGE", "zh_CN"), ("LANG", "C.UTF-8")])), Lang::En);
    /// assert_eq!(Lang::from_locale(env(&[])), Lang::En);
    /// ```
    pub fn from_locale(var: impl Fn(&str) -> Option<OsString>) -> Lang {
        let set = |name: &str| var(name).filter(|value| !value.is_empty());
        let locale = LOCALE_VARIABLES[1..].iter().find_map(|name| set(name));
        let name = locale.map(|value| value.to_str().map_or(LocaleName::Malformed, LocaleName::of));
        let Some(LocaleName::Named(spoken)) = name else {
            return Lang::En;
        };
        let listed =
            set("LANGUAGE").and_then(|list| Lang::first_known(list.to_string_lossy().split(':')));
        listed.or(spoken).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn well_formed_tags_of_the_two_languages_are_taken_in_any_case() {
        for (tag, lang) in [
            ("en", Lang::En),
            ("EN-gb", Lang::En),
            ("en-US-posix", Lang::En),
            ("zh", Lang::ZhCn),
            ("zh-CN", Lang::ZhCn),
            ("ZH-cn", Lang::ZhCn),
            ("zh-Hant-TW", Lang::ZhCn),
            ("zh-Latn-CN-pinyin", Lang::ZhCn),
        ] {
            assert_eq!(tag.parse::<Lang>(), Ok(lang), "{tag}");
        }
    }

    #[test]
    fn a_tag_of_another_language_is_unknown() {
        for tag in ["fr", "fr-FR", "english", "und", "posix"] {
            assert_eq!(
                Lang::from_tag(tag),
                Err(LangError::Unknown(Quoted::new(tag))),
                "{tag}"
            );
        }
    }

    #[test]
    fn a_text_that_is_no_tag_is_malformed_and_named() {
        for text in [
            "",
            "zh-<b>",
            "zh-",
            "-zh",
            "zh--CN",
            "zh CN",
            "zh-CN\n",
            "zh-\x1b[2J",
            "zh-cmn-",
            "zh-cmn-yue-Hans",
            "zh_CN",
            "zh_CN.UTF-8",
            "zh-CN@euro",
            "C",
            "c.UTF-8",
            "zh-x-private",
            "en-US-u-ca-gregory",
            "中文",
            "zh-汉",
        ] {
            let refused = Lang::from_tag(text).unwrap_err();
            assert_eq!(refused, LangError::Malformed(Quoted::new(text)), "{text:?}");
            let message = refused.to_string();
            assert!(
                message.starts_with(&format!("\"{}\" is not a language tag", Quoted::new(text))),
                "{message}"
            );
            assert!(!message.contains(['\n', '\x1b']), "{message:?}");
            assert!(
                message.ends_with("hopnim speaks en (English) and zh-CN (简体中文)"),
                "{message}"
            );
        }
    }

    #[test]
    fn a_tag_is_bounded_and_a_long_text_shortened() {
        let longest = "zh-Hans-CN-1606nict-pinyin-abcdefgh";
        assert_eq!(longest.len(), MAX_TAG_CHARS);
        assert_eq!(Lang::from_tag(longest), Ok(Lang::ZhCn));
        let over = format!("{longest}x");
        assert!(matches!(
            Lang::from_tag(&over),
            Err(LangError::Malformed(_))
        ));
        let huge = format!("zh-{}", "b".repeat(100_000));
        let LangError::Malformed(shown) = Lang::from_tag(&huge).unwrap_err() else {
            panic!("a long text is malformed");
        };
        assert_eq!(
            shown.to_string(),
            format!(
                "zh-{}… (100003 characters)",
                "b".repeat(Quoted::MAX_CHARS - 3)
            )
        );
        // Characters, not bytes: a long text of Chinese is cut between characters.
        let LangError::Malformed(shown) = Lang::from_tag(&"汉".repeat(50)).unwrap_err() else {
            panic!("Chinese characters are no tag");
        };
        assert_eq!(
            shown.to_string(),
            format!("{}… (50 characters)", "汉".repeat(Quoted::MAX_CHARS))
        );
    }

    /// `zh-cmn-Hans-CN` (an extended language subtag) was refused as no tag, and
    /// `cmn-Hans-CN` as a language hopnim does not speak: both are Mandarin Chinese.
    #[test]
    fn the_chinese_languages_and_extended_language_subtags_are_chinese() {
        for tag in [
            "zh-cmn-Hans-CN",
            "zh-cmn",
            "ZH-CMN-hans",
            "cmn-Hans-CN",
            "cmn",
            "zh-yue-HK",
            "yue",
            "zh-Hans",
            "zh-Hant-TW",
        ] {
            assert_eq!(Lang::from_tag(tag), Ok(Lang::ZhCn), "{tag}");
        }
        assert_eq!(Lang::from_tag("en-US"), Ok(Lang::En));
        assert_eq!(
            Lang::from_tag("fr-zzz"),
            Err(LangError::Unknown(Quoted::new("fr-zzz")))
        );
        for name in ["zh_CN.UTF-8", "zh-cmn-Hans-CN", "cmn_CN.UTF-8", "zh-Hans"] {
            assert_eq!(Lang::from_locale_name(name), Some(Lang::ZhCn), "{name}");
        }
    }

    /// Found by a review: an extended language subtag was taken whatever the primary
    /// language, so `en-yue` and `fr-cmn` were Chinese and `zh-abc-Hans` unknown.
    #[test]
    fn an_extended_language_subtag_is_of_its_primary_language() {
        for (tag, lang) in [
            ("en-yue", Ok(Lang::En)),
            ("EN-cmn-US", Ok(Lang::En)),
            ("fr-cmn", Err(LangError::Unknown(Quoted::new("fr-cmn")))),
            ("ar-arb", Err(LangError::Unknown(Quoted::new("ar-arb")))),
            ("zh-abc-Hans", Ok(Lang::ZhCn)),
            ("Zh-yue", Ok(Lang::ZhCn)),
        ] {
            assert_eq!(Lang::from_tag(tag), lang, "{tag}");
        }
        assert_eq!(Lang::from_locale_name("en_yue.UTF-8"), Some(Lang::En));
    }

    #[test]
    fn locale_names_are_read_as_posix_names_them() {
        for (name, lang) in [
            ("zh_CN.UTF-8", Some(Lang::ZhCn)),
            ("zh_CN@euro", Some(Lang::ZhCn)),
            ("zh_TW.Big5", Some(Lang::ZhCn)),
            ("zh_CN.GB18030@stroke", Some(Lang::ZhCn)),
            ("zh-Hans", Some(Lang::ZhCn)),
            ("zh", Some(Lang::ZhCn)),
            ("en_US.ISO-8859-1", Some(Lang::En)),
            ("C", Some(Lang::En)),
            ("C.UTF-8", Some(Lang::En)),
            ("POSIX", Some(Lang::En)),
            ("fr_FR.UTF-8", None),
            ("zh-<b>", None),
            ("zh_CN.", None),
            ("zh_CN.UTF 8", None),
            ("zh_CN@", None),
            ("zhzhzhzhzh_CN", None),
            ("", None),
        ] {
            assert_eq!(Lang::from_locale_name(name), lang, "{name:?}");
        }
        let long = format!("zh_CN.{}", "8".repeat(100_000));
        assert_eq!(Lang::from_locale_name(&long), None);
    }

    /// The variables `pairs` as `var` gives them to [`Lang::from_locale`].
    fn environment(pairs: &[(&str, OsString)]) -> impl Fn(&str) -> Option<OsString> {
        let pairs = pairs.to_vec();
        move |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.clone())
        }
    }

    /// [`Lang::from_locale`] of UTF-8 variables.
    fn locale(pairs: &[(&str, &str)]) -> Lang {
        let pairs: Vec<(&str, OsString)> = pairs
            .iter()
            .map(|(name, value)| (*name, OsString::from(value)))
            .collect();
        Lang::from_locale(environment(&pairs))
    }

    #[test]
    fn the_first_locale_variable_set_decides_and_language_lists_unless_c() {
        assert_eq!(
            locale(&[("LC_MESSAGES", "zh_CN@euro"), ("LANG", "en_US")]),
            Lang::ZhCn
        );
        assert_eq!(
            locale(&[("LC_ALL", ""), ("LANG", "zh_CN.UTF-8")]),
            Lang::ZhCn
        );
        assert_eq!(
            locale(&[("LANGUAGE", "fr:zh-<b>:zh_TW:en"), ("LANG", "fr_FR")]),
            Lang::ZhCn
        );
        assert_eq!(
            locale(&[("LANGUAGE", "fr:de"), ("LANG", "zh_CN")]),
            Lang::ZhCn
        );
        assert_eq!(
            locale(&[("LANGUAGE", "zh_CN"), ("LANG", "POSIX")]),
            Lang::En
        );
        assert_eq!(locale(&[("LANGUAGE", "zh_CN")]), Lang::En);
        // A name no locale has leaves the C locale: English, LANGUAGE ignored.
        assert_eq!(
            locale(&[("LANGUAGE", "zh_CN"), ("LANG", "zh-<b>")]),
            Lang::En
        );
        assert_eq!(
            locale(&[("LC_ALL", "zh-<b>"), ("LANG", "zh_CN.UTF-8")]),
            Lang::En
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_locale_variable_that_is_not_utf8_is_the_c_locale_as_for_gettext() {
        use std::os::unix::ffi::OsStringExt;
        let bytes = |value: &[u8]| OsString::from_vec(value.to_vec());
        let zh = OsString::from("zh_CN.UTF-8");
        // It is set, so it decides: not the LANG after it.
        let env = [("LC_ALL", bytes(b"zh_CN.\xff")), ("LANG", zh.clone())];
        assert_eq!(Lang::from_locale(environment(&env)), Lang::En);
        let env = [
            ("LANGUAGE", zh.clone()),
            ("LC_MESSAGES", bytes(b"\xfe\xff")),
            ("LANG", zh.clone()),
        ];
        assert_eq!(Lang::from_locale(environment(&env)), Lang::En);
        // In LANGUAGE, an entry that is not UTF-8 is passed over.
        let env = [
            ("LANGUAGE", bytes(b"\xff:zh_CN")),
            ("LANG", OsString::from("fr_FR.UTF-8")),
        ];
        assert_eq!(Lang::from_locale(environment(&env)), Lang::ZhCn);
    }
}
