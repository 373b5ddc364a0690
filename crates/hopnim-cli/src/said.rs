//! What a learner's commands (`analyze`, `play`, `puzzle`, `review`, `learn`) say when something is
//! wrong, in the learner's language (`--lang`, the locale): their errors, the word
//! `error:` itself, and clap's refusal of a flag's value, rebuilt from its parts. The
//! judge input's diagnostics, the setter's and prover's commands and `--help` stay
//! English, and so does every error in English: clap's words as clap writes them.
//!
//! Below the other modules that speak (`args`, `usage`, `diagnostic`): it owns what
//! they share (an error said in a language, the locale's language, why a number is
//! refused) and imports none of them.

use std::ffi::OsString;
use std::fmt;
use std::num::{IntErrorKind, ParseIntError};

use clap::error::{ContextKind, ContextValue, ErrorKind};
use hopnim::game::WidthError;
use hopnim::lang::Lang;
use hopnim::phrase::Quoted;
use hopnim::play::engine::LevelError;
use hopnim::play::puzzle::PuzzleError;
use hopnim::{ThreadsError, say};

/// The subcommands a learner runs, whose errors speak the learner's language.
const LEARNER_COMMANDS: [&str; 5] = ["analyze", "play", "puzzle", "review", "learn"];

/// Whether `subcommand` is a learner's command, whose errors speak the learner's
/// language.
pub fn is_learners(subcommand: &str) -> bool {
    LEARNER_COMMANDS.contains(&subcommand)
}

/// An error already said in the language of the one who reads it: `main` writes it
/// after that language's `error: `.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaidError {
    /// The language it is said in.
    pub lang: Lang,
    /// What is wrong.
    pub text: String,
}

impl SaidError {
    /// The error's line: `error: TEXT` in its language.
    pub fn line(&self) -> String {
        say!(self.lang, "cli-error", what = self.text.as_str())
    }
}

impl fmt::Display for SaidError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl std::error::Error for SaidError {}

/// The language in which the command line `args` (the program's name first, then
/// `subcommand` somewhere) would have its errors said: the learner's (`--lang`, else
/// the locale) for a learner's command, English for the others. For a command line
/// clap refused, so `--lang` is looked for by hand; a tag that names no language is
/// English.
pub fn lang_of_command_line(args: &[OsString], subcommand: &str) -> Lang {
    if !is_learners(subcommand) {
        return Lang::En;
    }
    let mut args = args.iter().skip(1).map(|arg| arg.to_string_lossy());
    while let Some(arg) = args.next() {
        let tag = match arg.strip_prefix("--lang") {
            Some("") => args.next(),
            Some(value) => match value.strip_prefix('=') {
                Some(tag) => Some(tag.to_owned().into()),
                None => continue,
            },
            None => continue,
        };
        return tag
            .and_then(|tag| Lang::from_tag(&tag).ok())
            .unwrap_or(Lang::En);
    }
    locale_lang()
}

/// clap's refusal of a flag's value, said in `lang`: `--level 的值“7”无效：难度 7 超出
/// 范围（应为 1 到 5）`. `None` in English (clap's own words stay) and for a refusal
/// whose reason hopnim cannot say (clap's words then stay, in English).
pub fn value_error(error: &clap::Error, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let text = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.as_str()),
        _ => None,
    };
    // `--level <LEVEL>`: the flag, without the name of its value.
    let flag = text(ContextKind::InvalidArg)?.split(' ').next()?;
    let value = text(ContextKind::InvalidValue)?;
    let why = match error.kind() {
        ErrorKind::InvalidValue => {
            let Some(ContextValue::Strings(values)) = error.get(ContextKind::ValidValue) else {
                return None;
            };
            let values = values.join(&say!(lang, "view-list-separator"));
            say!(lang, "cli-possible-values", values = values)
        }
        ErrorKind::ValueValidation => reason(std::error::Error::source(error)?, lang)?,
        _ => return None,
    };
    Some(say!(
        lang,
        "cli-bad-value",
        flag = flag,
        value = Quoted::new(value),
        why = why
    ))
}

/// Why a value was refused, in `lang`, for the reasons hopnim can say.
fn reason(source: &(dyn std::error::Error + 'static), lang: Lang) -> Option<String> {
    if let Some(error) = source.downcast_ref::<PuzzleError>() {
        Some(lang.say(error.phrase()))
    } else if let Some(error) = source.downcast_ref::<LevelError>() {
        Some(lang.say(error.phrase()))
    } else if let Some(error) = source.downcast_ref::<WidthError>() {
        Some(lang.say(error.phrase()))
    } else if let Some(error) = source.downcast_ref::<NumberError>() {
        Some(error.say(lang))
    } else if let Some(error) = source.downcast_ref::<ThreadsError>() {
        Some(lang.say(error.phrase()))
    } else {
        source
            .downcast_ref::<ParseIntError>()
            .map(|error| not_a_number(error, lang))
    }
}

/// Why text is not a whole number, in `lang` (in English, as the standard library
/// says it).
pub fn not_a_number(error: &ParseIntError, lang: Lang) -> String {
    match error.kind() {
        IntErrorKind::Empty => say!(lang, "cli-number-empty"),
        IntErrorKind::PosOverflow => say!(lang, "cli-number-too-large"),
        IntErrorKind::NegOverflow => say!(lang, "cli-number-too-small"),
        IntErrorKind::Zero => say!(lang, "cli-number-zero"),
        _ => say!(lang, "cli-number-invalid-digit"),
    }
}

/// The locale's language (gettext's rules: [`Lang::from_locale`]).
pub fn locale_lang() -> Lang {
    Lang::from_locale(|name| std::env::var_os(name))
}

/// Why a flag's value is not a whole number of its range, in the words of clap's own
/// parser of numbers in a range (`0 is not in 1..=64`), and in any language
/// ([`NumberError::say`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumberError {
    /// Not a whole number, or past `i64`.
    NotANumber(std::num::ParseIntError),
    /// A whole number outside `min..=max`.
    OutOfRange {
        /// The number given.
        value: i64,
        /// The smallest allowed.
        min: i64,
        /// The largest allowed.
        max: i64,
    },
}

impl NumberError {
    /// What is wrong, in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            NumberError::NotANumber(error) => not_a_number(error, lang),
            &NumberError::OutOfRange { value, min, max } => say!(
                lang,
                "cli-number-out-of-range",
                value = value.to_string(),
                min = min.to_string(),
                max = max.to_string()
            ),
        }
    }
}

impl std::fmt::Display for NumberError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for NumberError {}

/// The whole number in `text` if it is in `min..=max`, read as clap reads a number
/// in a range.
pub fn number_in(text: &str, min: i64, max: i64) -> Result<i64, NumberError> {
    let value: i64 = text.parse().map_err(NumberError::NotANumber)?;
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(NumberError::OutOfRange { value, min, max })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_library_s_words_are_the_catalogue_s_english() {
        for text in ["", "x", "99999999999999999999", "-99999999999999999999"] {
            let error = text.parse::<i64>().unwrap_err();
            assert_eq!(
                not_a_number(&error, Lang::En),
                error.to_string(),
                "{text:?}"
            );
        }
        let zero = "0".parse::<std::num::NonZeroU8>().unwrap_err();
        assert_eq!(not_a_number(&zero, Lang::En), zero.to_string());
    }

    #[test]
    fn lang_is_found_before_or_after_the_subcommand_for_a_learner_s_command() {
        let line = |args: &[&str]| {
            let args: Vec<OsString> = args.iter().map(OsString::from).collect();
            lang_of_command_line(&args, "puzzle")
        };
        assert_eq!(line(&["hopnim", "--lang", "zh-CN", "puzzle"]), Lang::ZhCn);
        assert_eq!(line(&["hopnim", "puzzle", "--lang=zh"]), Lang::ZhCn);
        assert_eq!(line(&["hopnim", "puzzle", "--lang=fr"]), Lang::En);
        assert_eq!(line(&["hopnim", "puzzle", "--lang"]), Lang::En);
        let args = [OsString::from("hopnim"), "--lang".into(), "zh-CN".into()];
        assert_eq!(lang_of_command_line(&args, "solve"), Lang::En);
    }

    #[test]
    fn a_number_out_of_its_range_is_refused_in_clap_s_words() {
        let clap_parser = clap::value_parser!(u16).range(1..=64);
        let command = clap::Command::new("rows").arg(
            clap::Arg::new("rows")
                .long("rows")
                .value_parser(clap_parser),
        );
        for text in ["0", "65", "-1", "x", "", "99999999999999999999"] {
            let clap_says = command
                .clone()
                .try_get_matches_from(["rows".to_owned(), format!("--rows={text}")])
                .unwrap_err()
                .to_string();
            let ours = number_in(text, 1, 64).unwrap_err().to_string();
            assert!(clap_says.contains(&format!(": {ours}\n")), "{clap_says}");
        }
        assert_eq!(number_in("64", 1, 64), Ok(64));
    }
}
