//! Usage errors that clap cannot find on its own: flags that cannot go together, a
//! game with no proof at the width asked for, a bound over `--max-memory`. A
//! subcommand returns one as its error, from however deep it is found; `main` prints
//! it with the subcommand's usage, as clap prints its own, and exits with
//! [`exit_code`].

use std::ffi::OsStr;
use std::fmt;

use clap::error::ErrorKind;
use hopnim::lang::Lang;

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
