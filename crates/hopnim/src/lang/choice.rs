//! Which language a person asked for: a tag (`--lang`, `?lang=`), a locale name
//! (`zh_CN.UTF-8`), the environment's locale variables, a browser's list.

use std::str::FromStr;

use super::Lang;

/// The locale variables the command line reads, in the order it reads them (as
/// gettext does): the first that names a language decides.
pub const LOCALE_VARIABLES: [&str; 4] = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"];

/// A language tag hopnim does not speak.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown language {0:?}: hopnim speaks en (English) and zh-CN (简体中文)")]
pub struct LangError(pub String);

impl FromStr for Lang {
    type Err = LangError;

    /// A tag as `--lang` and `?lang=` take it: exactly `en` or `zh-CN` (in any
    /// case), or any tag [`Lang::from_tag`] knows.
    fn from_str(tag: &str) -> Result<Lang, LangError> {
        Lang::from_tag(tag).ok_or_else(|| LangError(tag.to_owned()))
    }
}

impl Lang {
    /// The language of a BCP 47 tag or a POSIX locale name: `en`, `en-GB`,
    /// `en_US.UTF-8` are English; `zh`, `zh-CN`, `zh-Hans`, `zh_CN.UTF-8` (and the
    /// other Chinese tags, whose readers read Simplified Chinese better than English)
    /// are Chinese; `C` and `POSIX` are English; anything else is `None`.
    ///
    /// ```
    /// use hopnim::lang::Lang;
    /// assert_eq!(Lang::from_tag("zh_CN.UTF-8"), Some(Lang::ZhCn));
    /// assert_eq!(Lang::from_tag("zh-Hans-CN"), Some(Lang::ZhCn));
    /// assert_eq!(Lang::from_tag("C.UTF-8"), Some(Lang::En));
    /// assert_eq!(Lang::from_tag("fr_FR.UTF-8"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        // A POSIX name: language[_territory][.codeset][@modifier].
        let name = tag.split(['.', '@']).next().unwrap_or_default();
        let language = name.split(['_', '-']).next().unwrap_or_default();
        match language.to_ascii_lowercase().as_str() {
            "en" | "c" | "posix" => Some(Lang::En),
            "zh" => Some(Lang::ZhCn),
            _ => None,
        }
    }

    /// The language of the first of `tags` that hopnim speaks (a browser's list, a
    /// `LANGUAGE` variable's entries), or `None`.
    ///
    /// ```
    /// use hopnim::lang::Lang;
    /// assert_eq!(Lang::first_known(["fr-FR", "zh-TW", "en"]), Some(Lang::ZhCn));
    /// assert_eq!(Lang::first_known(["fr-FR"]), None);
    /// ```
    pub fn first_known<'a>(tags: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        tags.into_iter().find_map(Lang::from_tag)
    }

    /// The language the locale asks for, reading the variables of
    /// [`LOCALE_VARIABLES`] through `var` (`std::env::var` in a program), as gettext
    /// does: `LANGUAGE` is a list (`fr:zh_CN`) whose first language hopnim speaks
    /// decides, unless the locale is `C` or `POSIX`; then the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` set and not empty decides. English when none does.
    ///
    /// ```
    /// use hopnim::lang::Lang;
    /// let env = |pairs: &'static [(&str, &str)]| {
    ///     move |name: &str| pairs.iter().find(|(key, _)| *key == name).map(|(_, v)| v.to_string())
    /// };
    /// assert_eq!(Lang::from_locale(env(&[("LANG", "zh_CN.UTF-8")])), Lang::ZhCn);
    /// assert_eq!(Lang::from_locale(env(&[("LC_ALL", "C.UTF-8"), ("LANG", "zh_CN.UTF-8")])), Lang::En);
    /// assert_eq!(Lang::from_locale(env(&[("LANGUAGE", "fr:zh_CN"), ("LANG", "en_US.UTF-8")])), Lang::ZhCn);
    /// // gettext ignores LANGUAGE in the C locale.
    /// assert_eq!(Lang::from_locale(env(&[("LANGUAGE", "zh_CN"), ("LANG", "C.UTF-8")])), Lang::En);
    /// assert_eq!(Lang::from_locale(env(&[])), Lang::En);
    /// ```
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
        let set = |name: &str| var(name).filter(|value| !value.is_empty());
        let locale = LOCALE_VARIABLES[1..].iter().find_map(|name| set(name));
        let is_c = locale.as_deref().is_none_or(|locale| {
            let name = locale.split('.').next().unwrap_or_default();
            name == "C" || name == "POSIX"
        });
        let listed = set("LANGUAGE").filter(|_| !is_c);
        listed
            .and_then(|list| Lang::first_known(list.split(':')))
            .or_else(|| locale.and_then(|locale| Lang::from_tag(&locale)))
            .unwrap_or_default()
    }
}
