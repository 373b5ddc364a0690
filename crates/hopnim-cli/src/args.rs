//! The arguments several commands share: the input file, the board width of a judge
//! input, the thread count, seeds, and the language of what a person reads. Their values are the library's types, so a
//! range is stated once and checked the same way everywhere.

use std::path::PathBuf;

use bytesize::ByteSize;
use clap::Args;
use hopnim::Threads;
use hopnim::game::{BoardWidth, Rules, UnprovedWidth, Variant};
use hopnim::judge::{JudgeSpec, Source};
use hopnim::lang::Lang;
use hopnim::say;

use crate::input;
use crate::said::locale_lang;
use crate::usage::UsageError;

/// `[FILE]`: a judge input, or standard input (the default).
#[derive(Debug, Default, Args)]
pub struct InputArg {
    /// The judge input; standard input when absent or `-`.
    pub file: Option<PathBuf>,
}

impl InputArg {
    /// The input and the name messages call it by.
    pub fn open(&self) -> anyhow::Result<(Source<'static>, String)> {
        input::open(self.file.as_deref())
    }
}

/// `--width W` of a judge input.
#[derive(Debug, Args)]
pub struct BoardWidthArg {
    /// The board width: positions run from 1 to W (up to 1000000).
    #[arg(long, short = 'w', default_value_t = BoardWidth::default())]
    pub width: BoardWidth,
}

/// The value clap gives when `--width` is absent.
impl Default for BoardWidthArg {
    fn default() -> Self {
        BoardWidthArg {
            width: BoardWidth::default(),
        }
    }
}

impl BoardWidthArg {
    /// What a judge input of this width holds, in the game `variant` names (a usage
    /// error, said in `lang`, when no proof covers that game at this width).
    pub fn spec(&self, variant: &VariantArgs, lang: Lang) -> Result<JudgeSpec, UsageError> {
        JudgeSpec::new(self.width, variant.variant()).map_err(|e| unproved(e, lang))
    }
}

/// `--rules` and `--misere`: which game is played.
#[derive(Debug, Default, Args)]
pub struct VariantArgs {
    #[command(flatten)]
    pub rules: RulesArg,
    /// Misère play: the player who cannot move wins.
    #[arg(long)]
    pub misere: bool,
}

impl VariantArgs {
    /// The game the flags name, for rows of `width` cells: a usage error, said in
    /// `lang`, when hopnim has no proof of who wins that game at that width (misère
    /// play of Welter's game on rows wider than [`Variant::proved_width`]), rather than
    /// a guess.
    pub fn for_width(&self, width: u32, lang: Lang) -> Result<Variant, UsageError> {
        self.variant()
            .for_width(width)
            .map_err(|e| unproved(e, lang))
    }

    /// The game the flags name.
    pub fn variant(&self) -> Variant {
        Variant::new(self.rules.rules(), self.misere)
    }
}

/// The usage error of a game asked for at a width no proof covers, said in `lang`.
fn unproved(e: UnprovedWidth, lang: Lang) -> UsageError {
    let message = say!(
        lang,
        "cli-unproved",
        why = e.phrase(),
        rules = e.rules.name()
    );
    UsageError::conflict(message).said_in(lang)
}

/// The flags that name `game` on the command line: ` --rules welter --misere`, empty
/// for the default game.
pub fn game_flags(game: Variant) -> String {
    let mut flags = String::new();
    if !game.rules.is_default() {
        flags.push_str(&format!(" --rules {}", game.rules.name()));
    }
    if game.is_misere() {
        flags.push_str(" --misere");
    }
    flags
}

/// `--rules R`: how a piece moves, one of the library's rule sets.
#[derive(Debug, Args)]
pub struct RulesArg {
    /// How a piece moves (see the possible values).
    #[arg(long, value_name = "RULES", default_value_t = Rules::default(), value_parser = RulesParser)]
    rules: Rules,
}

/// The value clap gives when `--rules` is absent.
impl Default for RulesArg {
    fn default() -> Self {
        RulesArg {
            rules: Rules::default(),
        }
    }
}

impl RulesArg {
    /// The rule set named.
    pub fn rules(&self) -> Rules {
        self.rules
    }
}

/// The names `--rules` takes: those of [`Rules::ALL`], each with its summary in
/// `--help` and in the shell completions. The summaries are said from the catalogue
/// only when asked for (help, completions): a command line that names the rules, or
/// leaves them to their default, reads none of them.
#[derive(Clone, Copy, Debug)]
struct RulesParser;

impl RulesParser {
    /// The possible values, named only: what a refusal lists.
    fn names() -> clap::builder::PossibleValuesParser {
        clap::builder::PossibleValuesParser::new(Rules::ALL.map(|rules| rules.name()))
    }
}

impl clap::builder::TypedValueParser for RulesParser {
    type Value = Rules;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Rules, clap::Error> {
        if let Some(rules) = Rules::ALL.into_iter().find(|rules| value == rules.name()) {
            return Ok(rules);
        }
        // Refused as clap refuses a value that is not among the possible ones.
        let name = RulesParser::names().parse_ref(cmd, arg, value)?;
        Ok(name
            .parse::<Rules>()
            .expect("a possible value names a rule set"))
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        let values = Rules::ALL
            .into_iter()
            .map(|rules| clap::builder::PossibleValue::new(rules.name()).help(rules.summary()));
        Some(Box::new(values))
    }
}

/// `--threads N`.
#[derive(Debug, Args)]
pub struct ThreadsArg {
    /// Worker threads, up to 256; 0 means all cores. The output is the same for any
    /// number.
    #[arg(long, short = 'j', value_name = "N", default_value_t = Threads::ALL)]
    pub threads: Threads,
}

/// The value clap gives when `--threads` is absent.
impl Default for ThreadsArg {
    fn default() -> Self {
        ThreadsArg {
            threads: Threads::ALL,
        }
    }
}

/// `--max-memory SIZE`: the most memory a run may take.
#[derive(Debug, Args)]
pub struct MemoryArg {
    /// The most memory the run may take, like `256MiB` or `4GiB`: bounds that need
    /// more are refused at once, with the memory they would need.
    #[arg(long, value_name = "SIZE", default_value_t = MemoryArg::DEFAULT)]
    pub max_memory: ByteSize,
}

impl MemoryArg {
    /// The default budget: 256 MiB.
    pub const DEFAULT: ByteSize = ByteSize(256 * bytesize::MIB);

    /// What the program takes beside its work: its code and libraries, the allocator's
    /// own, and the stacks of up to 256 threads (measured: 7 MiB with one worker thread
    /// and 12 MiB with 256; 11 and 18 MiB for a debug build).
    pub const PROGRAM_BYTES: u64 = 24 * bytesize::MIB;

    /// A usage error unless `needed` bytes of work (`None`: more than `u64` counts)
    /// and the program's own ([`MemoryArg::PROGRAM_BYTES`]) fit the budget; `what`
    /// names the work, as in "2 rows of width 20".
    pub fn allow(
        &self,
        what: impl std::fmt::Display,
        needed: Option<u64>,
    ) -> Result<(), UsageError> {
        let budget = self.max_memory;
        match needed.and_then(|bytes| bytes.checked_add(MemoryArg::PROGRAM_BYTES)) {
            Some(bytes) if bytes <= budget.as_u64() => Ok(()),
            Some(bytes) => Err(UsageError::conflict(format!(
                "{what} needs {} of memory, over --max-memory {}: give --max-memory {} \
                 for it, or a smaller bound",
                ByteSize::b(bytes).display().iec(),
                budget.display().iec(),
                format_args!("{}MiB", bytes.div_ceil(bytesize::MIB)),
            ))),
            None => Err(UsageError::conflict(format!(
                "{what} needs more memory than 2^64 bytes: give a smaller bound"
            ))),
        }
    }
}

/// `--lang LANG`, a global flag: the language of what a person reads about a
/// position.
#[derive(Debug, Default, Args)]
pub struct LangArg {
    /// The language of what a person reads about a position (the analysis table,
    /// `analyze --explain`, `play`'s screen, `puzzle`, `learn`): `en` or `zh-CN` [default: the
    /// locale's, from LANGUAGE, LC_ALL, LC_MESSAGES or LANG; English when none names
    /// one]. What a program reads (`solve`, JSON, `play`'s line protocol, `check`)
    /// is the same in every language.
    #[arg(long, global = true, value_name = "LANG", value_parser = LangParser)]
    lang: Option<Lang>,
}

impl LangArg {
    /// The language asked for: `--lang`, else the locale's.
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or_else(locale_lang)
    }
}

/// The values `--lang` takes: a BCP 47 tag of English or Chinese ([`Lang::from_tag`]:
/// `en`, `zh-CN`, `zh-Hans`, …), with `en` and `zh-CN` shown in `--help` and the
/// completions. A refusal names the value as [`hopnim::lang::LangError`] shows it,
/// shortened, not whole as clap would.
#[derive(Clone, Copy, Debug)]
struct LangParser;

impl clap::builder::TypedValueParser for LangParser {
    type Value = Lang;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Lang, clap::Error> {
        // A value that is not UTF-8 is no tag: refused, its bad bytes shown as U+FFFD.
        Lang::from_tag(&value.to_string_lossy()).map_err(|refused| {
            let flag = arg.map_or_else(|| "--lang".to_owned(), ToString::to_string);
            clap::Error::raw(
                clap::error::ErrorKind::ValueValidation,
                format!("invalid value for '{flag}': {refused}\n"),
            )
            .with_cmd(cmd)
        })
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        let values = Lang::ALL
            .iter()
            .map(|lang| clap::builder::PossibleValue::new(lang.code()).help(lang.own_name()));
        Some(Box::new(values))
    }
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};
    use hopnim::lang::parsed_files;

    use super::*;

    /// The flags that name a game, alone on a command line.
    #[derive(Debug, Parser)]
    struct GameLine {
        #[command(flatten)]
        variant: VariantArgs,
    }

    /// Found by a profile: `solve` parsed the whole catalogue of both languages at
    /// start, to write the rule sets' summaries into a `--help` it never showed.
    /// Checked in a process of its own (this test binary, run again on this test
    /// alone), whose catalogue nothing else touches.
    #[test]
    fn naming_the_rules_reads_no_catalogue_and_their_help_reads_it() {
        const ALONE: &str = "HOPNIM_TEST_RULES_ALONE";
        if std::env::var_os(ALONE).is_none() {
            let status = std::process::Command::new(std::env::current_exe().unwrap())
                .args([
                    "--exact",
                    "args::tests::naming_the_rules_reads_no_catalogue_and_their_help_reads_it",
                    "--nocapture",
                ])
                .env(ALONE, "1")
                .status()
                .unwrap();
            assert!(status.success());
            return;
        }
        // The flag declared and its values read by its parser (a whole command line is
        // not parsed here: a debug build's checks of a command list every possible
        // value, help and all).
        let declared = <GameLine as clap::Args>::augment_args(clap::Command::new("game"));
        let flag = declared
            .get_arguments()
            .find(|arg| arg.get_id() == "rules")
            .expect("--rules is declared");
        for rules in Rules::ALL {
            let read = clap::builder::TypedValueParser::parse_ref(
                &RulesParser,
                &declared,
                Some(flag),
                rules.name().as_ref(),
            );
            assert_eq!(read.unwrap(), rules);
        }
        for lang in Lang::ALL {
            assert!(
                parsed_files(lang).is_empty(),
                "{lang}: {:?}",
                parsed_files(lang)
            );
        }
        let refused = GameLine::try_parse_from(["game", "--rules", "chess"]).unwrap_err();
        assert!(
            refused
                .to_string()
                .contains("[possible values: hop, welter, slide]")
        );
        let help = GameLine::command().render_long_help().to_string();
        assert!(help.contains(&Rules::ALL[1].summary()), "{help}");
        assert_eq!(parsed_files(Lang::En), ["rules.ftl"]);
    }
}
