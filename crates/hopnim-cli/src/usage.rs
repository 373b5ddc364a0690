//! Usage errors that clap cannot find on its own: flags that cannot go together, a
//! game with no proof at the width asked for, a bound over `--max-memory`. A
//! subcommand returns one as its error, from however deep it is found; `main` prints
//! it with the subcommand's usage, as clap prints its own, and exits with
//! [`exit_code`].

use std::ffi::OsStr;
use std::fmt;

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use hopnim::lang::Lang;
use hopnim::phrase::Quoted;

use crate::said::SaidError;

/// Bad usage of the subcommand run: what is wrong, clap's kind of mistake, and the
/// language the message is said in (English unless a learner's command said it in
/// the learner's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageError {
    kind: ErrorKind,
    message: String,
    lang: Lang,
}

impl UsageError {
    /// Flags or values that cannot go together.
    pub fn conflict(message: impl fmt::Display) -> UsageError {
        UsageError {
            kind: ErrorKind::ArgumentConflict,
            message: message.to_string(),
            lang: Lang::En,
        }
    }

    /// Flags left out that the others need.
    pub fn missing(message: impl fmt::Display) -> UsageError {
        UsageError {
            kind: ErrorKind::MissingRequiredArgument,
            message: message.to_string(),
            lang: Lang::En,
        }
    }

    /// The error, its message said in `lang`.
    pub fn said_in(self, lang: Lang) -> UsageError {
        UsageError { lang, ..self }
    }

    /// The error said in a language other than English, which clap's usage is not:
    /// shown as one line, `error: MESSAGE` in that language, without the usage.
    pub fn said(&self) -> Option<SaidError> {
        (self.lang != Lang::En).then(|| SaidError {
            lang: self.lang,
            text: self.message.clone(),
        })
    }

    /// The error as clap shows it: `error: MESSAGE`, then the usage of `subcommand`
    /// of the command `cli` (of `cli` itself when there is no such subcommand).
    pub fn to_clap(&self, mut cli: clap::Command, subcommand: &str) -> clap::Error {
        cli.build();
        match cli.find_subcommand_mut(subcommand) {
            Some(sub) => sub.error(self.kind, &self.message),
            None => cli.error(self.kind, &self.message),
        }
    }
}

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for UsageError {}

/// clap's refusal of the command line with every text of its context quoted as
/// [`Quoted`] quotes what a person wrote: their control characters escaped, a long one
/// shortened. The context holds what was given (the argument, the value, the
/// subcommand) beside clap's own names (a flag's, the values allowed, a suggestion);
/// one context kind can be either (an unknown argument is the user's, a flag whose
/// value was refused is clap's), so all are quoted, clap's names alike: they hold no
/// control character and none is as long as [`Quoted::MAX_CHARS`], so they read the
/// same. clap writes what was given back whole and raw otherwise (on a terminal, where
/// it does not strip control sequences, a value could clear the screen).
pub fn quoting_what_was_given(mut error: clap::Error) -> clap::Error {
    let quote = |text: &str| Quoted::new(text).to_string();
    let quoted: Vec<(ContextKind, ContextValue)> = error
        .context()
        .filter_map(|(kind, value)| match value {
            ContextValue::String(text) => Some((kind, ContextValue::String(quote(text)))),
            ContextValue::Strings(texts) => Some((
                kind,
                ContextValue::Strings(texts.iter().map(|text| quote(text)).collect()),
            )),
            // A styled text (clap's tip, which repeats the argument given) is kept
            // unless it holds other control characters than clap's styles: then its
            // text without styles, those characters escaped.
            ContextValue::StyledStr(styled) if !only_styles(styled) => {
                Some((kind, ContextValue::StyledStr(plain(styled))))
            }
            ContextValue::StyledStrs(styled) if !styled.iter().all(only_styles) => Some((
                kind,
                ContextValue::StyledStrs(styled.iter().map(plain).collect()),
            )),
            _ => None,
        })
        .collect();
    for (kind, value) in quoted {
        error.insert(kind, value);
    }
    error
}

/// clap's `error` of the command `cli` with each control character of its rendering
/// escaped as [`Quoted`] escapes it, but clap's styles and line ends: whatever a value
/// parser's reason quotes (clap shows it as it is) and whatever clap writes back. The
/// error itself when there is none.
pub fn with_controls_escaped(error: clap::Error, cli: &clap::Command) -> clap::Error {
    let rendered = error.render();
    if only_styles(&rendered) {
        return error;
    }
    let escaped = controls_escaped(&rendered, Styles::Kept);
    // clap writes `error: ` again before a message of its own.
    let prefix = clap::Error::raw(error.kind(), "")
        .with_cmd(cli)
        .render()
        .ansi()
        .to_string();
    let message = escaped.strip_prefix(&prefix).unwrap_or(&escaped);
    clap::Error::raw(error.kind(), message).with_cmd(cli)
}

/// What becomes of the styles of a text whose control characters are escaped.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Styles {
    /// Kept as they are.
    Kept,
    /// Left out.
    Dropped,
}

/// `styled` with each control character escaped as [`Quoted`] escapes it but line
/// ends, its styles kept or dropped. Only control characters: a backslash, escaped in
/// a quotation, is kept (the text holds quotations already escaped).
pub fn controls_escaped(styled: &StyledStr, styles: Styles) -> String {
    let mut escaped = String::new();
    each_piece(styled, |piece| match piece {
        Piece::Style(style) if styles == Styles::Kept => escaped.push_str(style),
        Piece::Style(_) => {}
        Piece::Char(c @ ('\n' | '\\')) => escaped.push(c),
        Piece::Char(c) => Quoted::push_char(&mut escaped, c),
    });
    escaped
}

/// Whether the only control characters of `styled` are the escapes of its styles
/// (`ESC [ … m`, the Select Graphic Rendition sequences that clap writes) and line
/// ends.
fn only_styles(styled: &StyledStr) -> bool {
    let mut clean = true;
    without_styles(styled, |c| clean &= c == '\n' || !c.is_control());
    clean
}

/// `styled` without its styles, each other control character escaped as [`Quoted`]
/// escapes it.
fn plain(styled: &StyledStr) -> StyledStr {
    let mut text = String::new();
    without_styles(styled, |c| match c {
        '\n' => text.push(c),
        c => Quoted::push_char(&mut text, c),
    });
    StyledStr::from(text)
}

/// Gives each character of `styled` but those of its styles (`ESC [ digits ; … m`) to
/// `each`.
fn without_styles(styled: &StyledStr, mut each: impl FnMut(char)) {
    each_piece(styled, |piece| {
        if let Piece::Char(c) = piece {
            each(c);
        }
    });
}

/// A piece of a styled text: a style or a character.
enum Piece<'a> {
    /// `ESC [ digits ; … m`, whole.
    Style(&'a str),
    /// Any other character.
    Char(char),
}

/// Gives each piece of `styled` to `each`, in their order.
fn each_piece(styled: &StyledStr, mut each: impl FnMut(Piece<'_>)) {
    let ansi = styled.ansi().to_string();
    let mut rest = ansi.as_str();
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix("\x1b[") {
            let parameters = after
                .find(|c: char| !c.is_ascii_digit() && c != ';')
                .unwrap_or(after.len());
            if let Some(after_style) = after[parameters..].strip_prefix('m') {
                each(Piece::Style(&rest[..rest.len() - after_style.len()]));
                rest = after_style;
                continue;
            }
        }
        each(Piece::Char(c));
        rest = &rest[c.len_utf8()..];
    }
}

/// The exit code of bad usage of `subcommand`: 2, but 64 for `check`, whose 2 is a
/// verdict (presentation error) that a script must not mistake for it.
pub fn exit_code(subcommand: &OsStr) -> u8 {
    const USAGE: u8 = 2;
    const CHECK_USAGE: u8 = 64;
    if subcommand == "check" {
        CHECK_USAGE
    } else {
        USAGE
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cmd::Cli;
    use clap::CommandFactory;

    #[test]
    fn check_alone_exits_64() {
        assert_eq!(exit_code(OsStr::new("check")), 64);
        for other in ["solve", "gen", "stress", "", "checks"] {
            assert_eq!(exit_code(OsStr::new(other)), 2, "{other}");
        }
    }

    /// Found by an attack: clap wrote an unknown argument, subcommand or bad value
    /// back raw.
    #[test]
    fn what_was_given_is_quoted_in_clap_s_refusal() {
        let attack = "x\x1b]0;pwned\x07";
        for args in [
            vec!["hopnim".to_owned(), attack.to_owned()],
            vec![
                "hopnim".to_owned(),
                "solve".to_owned(),
                format!("--{attack}"),
            ],
            vec![
                "hopnim".to_owned(),
                "puzzle".to_owned(),
                format!("--goal={attack}"),
            ],
            vec![
                "hopnim".to_owned(),
                "analyze".to_owned(),
                format!("--width={attack}"),
            ],
        ] {
            let error = Cli::command().try_get_matches_from(&args).unwrap_err();
            let shown = quoting_what_was_given(error).render().ansi().to_string();
            // clap's own styles are escape sequences too: the attack's are not there.
            assert!(
                !shown.contains('\x07') && !shown.contains("\x1b]"),
                "{args:?}: {shown:?}"
            );
            assert!(shown.contains(r"x\x1b"), "{args:?}: {shown:?}");
        }
    }

    /// The names of clap's that [`quoting_what_was_given`] quotes with what was given
    /// are read as they are: none is cut, none holds a control character.
    #[test]
    fn clap_s_own_names_are_not_changed_by_quoting() {
        let mut cli = Cli::command();
        cli.build();
        let mut names = Vec::new();
        for command in std::iter::once(&cli).chain(cli.get_subcommands()) {
            names.push(command.get_name().to_owned());
            for arg in command.get_arguments() {
                let value_names = arg.get_value_names().unwrap_or_default();
                let value = value_names.iter().map(|name| format!(" <{name}>"));
                names.push(format!("--{}{}", arg.get_id(), value.collect::<String>()));
                names.extend(
                    arg.get_possible_values()
                        .iter()
                        .map(|v| v.get_name().to_owned()),
                );
            }
        }
        for name in names {
            assert_eq!(Quoted::new(&name).to_string(), name);
        }
    }

    /// Found by a review: a value parser's reason, which clap shows as it is, was
    /// written back raw (`--timeout $'\e[2J'`, `--allow-host $'\e]0;x\a'`).
    #[test]
    fn any_value_parser_s_reason_is_escaped_and_clap_s_styles_kept() {
        let echoing = clap::Command::new("hopnim")
            .color(clap::ColorChoice::Always)
            .arg(
                clap::Arg::new("echo")
                    .long("echo")
                    .value_parser(|text: &str| Err::<String, _>(format!("{text} echoed"))),
            );
        let attack = "x\x1b]0;pwned\x07\r\u{202e}";
        let error = echoing
            .clone()
            .try_get_matches_from(["hopnim", "--echo", attack])
            .unwrap_err();
        let shown = with_controls_escaped(error, &echoing)
            .render()
            .ansi()
            .to_string();
        assert!(
            shown.contains(r"x\x1b]0;pwned\x07\r\u{202e} echoed"),
            "{shown:?}"
        );
        let mut raw = String::new();
        without_styles(&StyledStr::from(shown.clone()), |c| raw.push(c));
        assert!(
            !raw.contains(|c: char| c != '\n' && c.is_control()),
            "{shown:?}"
        );
        // clap's styles stay: `error:` in its colour, once.
        assert!(shown.starts_with("\x1b["), "{shown:?}");
        assert_eq!(shown.matches("error:").count(), 1, "{shown:?}");
        // An error with nothing to escape is left as it is.
        let error = echoing
            .clone()
            .try_get_matches_from(["hopnim", "--echo", "plain"])
            .unwrap_err();
        let before = error.render().ansi().to_string();
        let after = with_controls_escaped(error, &echoing)
            .render()
            .ansi()
            .to_string();
        assert_eq!(after, before);
        // A quotation already escaped is not escaped again.
        let error = echoing
            .clone()
            .try_get_matches_from(["hopnim", "--echo", r"a\x07"])
            .unwrap_err();
        let escaped_once = with_controls_escaped(error, &echoing).render().to_string();
        assert!(escaped_once.contains(r"a\x07 echoed"), "{escaped_once:?}");
    }

    #[test]
    fn the_message_comes_with_the_subcommands_usage() {
        let error = UsageError::conflict("--this and --that").to_clap(Cli::command(), "validate");
        assert_eq!(error.kind(), ErrorKind::ArgumentConflict);
        let shown = error.render().to_string();
        assert!(shown.starts_with("error: --this and --that\n"), "{shown}");
        assert!(
            shown.contains("Usage: hopnim validate [OPTIONS] [FILE]"),
            "{shown}"
        );
        let missing = UsageError::missing("--rows").to_clap(Cli::command(), "gen");
        assert_eq!(missing.kind(), ErrorKind::MissingRequiredArgument);
        assert!(
            missing.render().to_string().contains("Usage: hopnim gen"),
            "{}",
            missing.render()
        );
    }
}
