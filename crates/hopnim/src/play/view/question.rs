//! The page's question: a board (shown, edited, or the start of a game against the
//! engine) or a puzzle, as the page sends it in JSON, with the game, the language
//! and the seed read strictly (an unknown field, tag or seed is refused, named).

use serde::Deserialize;

use crate::game::Remoteness;
use crate::game::Rules;
use crate::game::Variant;
use crate::lang::Lang;
use crate::lang::say;
use crate::phrase::Quoted;
use crate::play::player::Player;

use crate::lang::yes;

/// The page's question: a `board` (shown as it is, after an `edit`, or as the start
/// of a `game`), or a `puzzle`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// How the pieces move: `hop` (the default), `welter` or `slide`.
    #[serde(default)]
    pub rules: Rules,
    /// Misère play: the player who cannot move wins.
    #[serde(default)]
    pub misere: bool,
    /// The position, in board notation.
    #[serde(default)]
    pub board: Option<String>,
    /// A change of the board.
    #[serde(default)]
    pub edit: Option<Edit>,
    /// A game against the engine from the board.
    #[serde(default)]
    pub game: Option<GameQuestion>,
    /// A puzzle.
    #[serde(default)]
    pub puzzle: Option<PuzzleQuestion>,
    /// A position's values hidden, as a puzzle's are until a move is tried: its pieces
    /// told by where they land, no move called winning or losing (a lesson's board,
    /// whose values would give its answer away). Only for a `board`, edited or not.
    #[serde(default)]
    pub values_hidden: bool,
    /// The language of the view's words: `en` (the default) or `zh-CN`, or any tag
    /// [`Lang::from_tag`] knows (`zh`, `en-GB`); another is refused, named.
    #[serde(default, deserialize_with = "language")]
    pub lang: Lang,
}

impl Question {
    /// Whether answering it may take long: its game has no formula for the remoteness
    /// (Welter's game: it searches), or it asks for a puzzle (drawn board after board
    /// until one is a puzzle of its level). A server answers such questions off its
    /// request threads, under a stop.
    ///
    /// ```
    /// use hopnim::play::view::Question;
    /// let cheap: Question = serde_json::from_str(r#"{"board": "x3"}"#)?;
    /// let costly: Question = serde_json::from_str(r#"{"board": "x3", "rules": "welter"}"#)?;
    /// let puzzle: Question = serde_json::from_str(r#"{"puzzle": {"seed": 7}}"#)?;
    /// assert!(!cheap.is_costly() && costly.is_costly() && puzzle.is_costly());
    /// # Ok::<(), serde_json::Error>(())
    /// ```
    pub fn is_costly(&self) -> bool {
        self.puzzle.is_some() || !Remoteness::has_formula(Variant::new(self.rules, self.misere))
    }
}

/// The language a question's tag names, or the refusal naming the tag.
pub(crate) fn language<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Lang, D::Error> {
    let tag = String::deserialize(deserializer)?;
    tag.parse().map_err(serde::de::Error::custom)
}

/// A change of the board: `{"toggle": {"row": R, "column": C}}` or `{"resize":
/// {"width": W, "rows": N}}`.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Edit {
    /// A piece put on the cell, or taken from it.
    Toggle {
        /// The 1-based row.
        row: usize,
        /// The 1-based column.
        column: u32,
    },
    /// The board made `rows` rows of `width` cells: rows and cells are cut or added
    /// (empty) at the bottom and on the right.
    Resize {
        /// Cells in a row, 1 to 64.
        width: u32,
        /// Rows, 1 or more.
        rows: usize,
    },
}

/// A game against the engine.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameQuestion {
    /// Who moved first from the board: `you` (the default) or `engine`.
    #[serde(default = "you")]
    pub first: Player,
    /// The moves played, `R:C->D`, by each side in turn from `first`.
    #[serde(default)]
    pub moves: Vec<String>,
    /// What happens after them.
    #[serde(default)]
    pub then: Option<Step>,
    /// The engine's level: `1` to `5` or `perfect` (the default), as a JSON number or
    /// text; another is refused, named.
    #[serde(default)]
    pub level: Option<LevelText>,
    /// The seed of the engine's draws below `perfect`, as for a puzzle's (default 0):
    /// the same level, seed and moves give the same engine moves.
    #[serde(default)]
    pub seed: Option<Seed>,
}

/// A level as a question gives it, read into a level when the question is answered:
/// its text, or a JSON number as it is written (`3`, `"3"` and `"perfect"` alike;
/// `1.0` and `1e0` stay as they are, and are refused as the command line refuses them).
///
/// ```
/// use hopnim::play::view::LevelText;
/// let level: LevelText = serde_json::from_str("3")?;
/// assert_eq!(level.0, "3");
/// assert_eq!(serde_json::from_str::<LevelText>(r#""perfect""#)?.0, "perfect");
/// let written: LevelText = serde_json::from_str("1e0")?;
/// assert_eq!(written.level().unwrap_err().to_string(), "`1e0` is not an engine level (1 to 5, or perfect)");
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelText(pub String);

impl LevelText {
    /// The engine level it names, or why none.
    pub fn level(&self) -> Result<crate::play::engine::Level, crate::play::engine::LevelError> {
        self.0.parse()
    }

    /// The puzzle level it names, or why none.
    pub fn puzzle_level(
        &self,
    ) -> Result<crate::play::puzzle::Level, crate::play::puzzle::PuzzleError> {
        self.0.parse()
    }
}

impl<'de> Deserialize<'de> for LevelText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<LevelText, D::Error> {
        match Written::read(deserializer, "a level: a number, or text")? {
            Written::Text(text) | Written::Number(text) => Ok(LevelText(text)),
        }
    }
}

/// A number or a text of a question as it was written: a JSON string's text, or a
/// JSON number's characters as they stand (`1e3` stays `1e3`, never `1000`; past
/// 2^64 they stay whole), so that a refusal names what the user wrote.
enum Written {
    Text(String),
    Number(String),
}

impl Written {
    /// The number or text `deserializer` holds next, or the error saying that it holds
    /// something else than the `expected` one (a JSON question's only: a JSON number's
    /// characters are kept by serde_json alone).
    fn read<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
        expected: &'static str,
    ) -> Result<Written, D::Error> {
        use serde::de::{Error, Unexpected};
        let raw = Box::<serde_json::value::RawValue>::deserialize(deserializer)?;
        let json = raw.get().trim();
        let unexpected = match json.as_bytes().first() {
            Some(b'"') => {
                return serde_json::from_str(json)
                    .map(Written::Text)
                    .map_err(D::Error::custom);
            }
            Some(b'-' | b'0'..=b'9') => return Ok(Written::Number(json.to_owned())),
            Some(b't') => Unexpected::Bool(true),
            Some(b'f') => Unexpected::Bool(false),
            Some(b'[') => Unexpected::Seq,
            Some(b'{') => Unexpected::Map,
            _ => Unexpected::Other("null"),
        };
        Err(D::Error::invalid_type(unexpected, &expected))
    }
}

const fn you() -> Player {
    Player::You
}

/// A step of a game after its moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// The engine moves (it must be its turn).
    Engine,
    /// Your last move is taken back, with the engine's reply to it.
    Undo,
}

/// A puzzle, and the move tried on it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleQuestion {
    /// The seed: a whole number from 0 to 2^64 - 1, as a JSON number or as decimal
    /// text (a JavaScript number holds 15 digits exactly).
    pub seed: Seed,
    /// How hard, 1 to 5 (default 1), as a JSON number or text; another is refused,
    /// named as it was written.
    #[serde(default)]
    pub level: Option<LevelText>,
    /// What to find: `win` (the default) or `fastest` ([`Goal`](crate::play::puzzle::Goal)).
    #[serde(default)]
    pub goal: Option<String>,
    /// The move tried, `R:C->D`.
    #[serde(default, rename = "try")]
    pub tried: Option<String>,
}

/// A seed as a question gives it: the seed, or what was given instead.
///
/// ```
/// use hopnim::lang::Lang;
/// use hopnim::play::view::{NotASeed, Seed, Seeded};
/// let seed: Seed = serde_json::from_str(r#""18446744073709551615""#)?;
/// assert_eq!(seed.0, Ok(u64::MAX));
/// // Named as it was written, not as a float reads it.
/// let Seed(Err(given)) = serde_json::from_str("1e3")? else { unreachable!() };
/// assert_eq!(given, NotASeed::Number("1e3".to_owned()));
/// assert_eq!(
///     given.say(Seeded::Engine, Lang::En),
///     "the engine's seed 1e3 is not a whole number from 0 to 18446744073709551615"
/// );
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seed(pub Result<u64, NotASeed>);

impl Seed {
    /// The seed whose decimal digits are `text` (as a query gives it), or `text` as
    /// what was given instead.
    pub fn of_text(text: &str) -> Seed {
        Seed(whole_number(text).ok_or_else(|| NotASeed::Text(text.to_owned())))
    }
}

/// The whole number from 0 to 2^64 - 1 whose decimal digits are `text`, if it is one.
fn whole_number(text: &str) -> Option<u64> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    text.parse().ok().filter(|_| digits)
}

/// What a question gave for a seed that is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotASeed {
    /// Text that is not the decimal digits of a seed, as given.
    Text(String),
    /// A number that is not a whole number from 0 to 2^64 - 1, as it was written.
    Number(String),
}

/// What a seed seeds: a refused seed is named by it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seeded {
    /// The puzzle's draws.
    Puzzle,
    /// The engine's draws below `perfect`.
    Engine,
}

impl NotASeed {
    /// Why it is no seed of `seeded`, in `lang`: the text given in quotes, a number as
    /// it was written, either quoted as every error quotes what was written
    /// ([`Quoted`]: control characters escaped, a long one shortened with its length).
    pub fn say(&self, seeded: Seeded, lang: Lang) -> String {
        let (given, text) = match self {
            NotASeed::Text(text) => (Quoted::new(text), true),
            NotASeed::Number(number) => (Quoted::new(number), false),
        };
        let seeds = match seeded {
            Seeded::Puzzle => "puzzle",
            Seeded::Engine => "engine",
        };
        say!(
            lang,
            "view-bad-seed",
            seeds = seeds,
            given = &given,
            text = yes(text),
            most = u64::MAX.to_string()
        )
    }
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Seed, D::Error> {
        let expected = "a seed: a whole number, or its decimal digits as text";
        Ok(match Written::read(deserializer, expected)? {
            Written::Text(text) => Seed::of_text(&text),
            Written::Number(number) => Seed(whole_number(&number).ok_or(NotASeed::Number(number))),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::lang::Lang;
    use crate::phrase::Quoted;
    use crate::play::reply;
    use crate::play::view::ask;
    use crate::stop::Stop;

    #[test]
    fn an_unknown_language_is_refused_by_its_tag() {
        let refusal =
            reply::view(br#"{"board": "xx", "lang": "fr-FR"}"#, &Stop::never()).unwrap_err();
        assert_eq!(refusal.status(), 422);
        assert!(
            refusal.to_string().contains(r#"unknown language "fr-FR""#),
            "{refusal}"
        );
        let english = ask(r#"{"board": "xx", "lang": "en-GB"}"#).unwrap();
        assert_eq!(english.lang, "en");
    }

    #[test]
    fn a_puzzle_takes_every_seed_of_64_bits_and_no_other() {
        let view = ask(r#"{"puzzle": {"seed": "18446744073709551615", "level": 3}}"#).unwrap();
        assert_eq!(view.puzzle.unwrap().seed, "18446744073709551615");
        for seed in [
            r#""18446744073709551616""#,
            r#""-1""#,
            r#""+1""#,
            "1.5",
            r#""""#,
        ] {
            let refusal = ask(&format!(r#"{{"puzzle": {{"seed": {seed}}}}}"#)).unwrap_err();
            assert!(
                refusal
                    .to_string()
                    .contains("is not a whole number from 0 to 18446744073709551615"),
                "{seed}"
            );
        }
        for (seed, said) in [(r#""abc""#, r#"seed "abc" is"#), ("-1", "seed -1 is")] {
            let refusal = ask(&format!(r#"{{"puzzle": {{"seed": {seed}}}}}"#)).unwrap_err();
            assert!(refusal.to_string().contains(said), "{refusal}");
        }
        let refusal = ask(r#"{"puzzle": {"seed": 1, "level": 6}}"#).unwrap_err();
        assert_eq!(refusal.to_string(), "level 6 is out of range (1..=5)");
    }

    /// Issue 50: a seed written `1e3` was refused as "seed 1000", one past 2^64 as
    /// "18446744073709552000" (read through a float), and the engine's seed of a game
    /// was called the puzzle seed.
    #[test]
    fn a_seed_is_named_as_it_was_written_and_by_what_it_seeds() {
        let most = "is not a whole number from 0 to 18446744073709551615";
        for written in ["1e3", "1E3", "18446744073709551616", "1.0", "-0", "1e400"] {
            let puzzle = ask(&format!(r#"{{"puzzle": {{"seed": {written}}}}}"#)).unwrap_err();
            assert_eq!(
                puzzle.to_string(),
                format!("the puzzle seed {written} {most}")
            );
            let game = format!(r#"{{"board": "x3", "game": {{"level": 1, "seed": {written}}}}}"#);
            let refusal = ask(&game).unwrap_err();
            assert_eq!(
                refusal.to_string(),
                format!("the engine's seed {written} {most}")
            );
        }
        let game = r#"{"board": "x3", "game": {"seed": "1e3"}, "lang": "zh-CN"}"#;
        assert_eq!(
            ask(game).unwrap_err().to_string(),
            "引擎的随机种子“1e3”不是 0 到 18446744073709551615 之间的整数"
        );
        let puzzle = r#"{"puzzle": {"seed": 1e3}, "lang": "zh-CN"}"#;
        assert_eq!(
            ask(puzzle).unwrap_err().to_string(),
            "谜题种子 1e3 不是 0 到 18446744073709551615 之间的整数"
        );
        // What is no number or text is no seed at all.
        for json in ["true", "null", "[1]", r#"{"a": 1}"#] {
            let question = format!(r#"{{"puzzle": {{"seed": {json}}}}}"#);
            let refusal = reply::view(question.as_bytes(), &Stop::never()).unwrap_err();
            assert_eq!(refusal.status(), 422, "{json}");
            assert!(refusal.to_string().contains("expected a seed"), "{refusal}");
        }
        // A long one is cut as every error quotes what was written: with its length.
        let long = "9".repeat(1000);
        let refusal = ask(&format!(r#"{{"puzzle": {{"seed": {long}}}}}"#)).unwrap_err();
        let shown = format!("{}… (1000 characters)", &long[..Quoted::MAX_CHARS]);
        assert_eq!(
            refusal.to_string(),
            format!("the puzzle seed {shown} {most}")
        );
    }

    /// Found by a review: a seed given as text was quoted by a quoter of its own
    /// (Rust's escapes, cut at 64 characters, no length), not as every other error
    /// quotes what was written.
    #[test]
    fn a_seed_given_as_text_is_quoted_as_every_error_quotes() {
        let game = format!(
            r#"{{"board": "x3", "game": {{"seed": "\u001b[2J\u202e{}"}}}}"#,
            "7".repeat(100)
        );
        let given = format!("\x1b[2J\u{202e}{}", "7".repeat(100));
        let refusal = ask(&game).unwrap_err().to_string();
        assert_eq!(
            refusal,
            format!(
                "the engine's seed \"{}\" is not a whole number from 0 to 18446744073709551615",
                Quoted::new(&given)
            )
        );
        assert!(
            refusal.starts_with(r#"the engine's seed "\x1b[2J\u{202e}7777"#),
            "{refusal}"
        );
        assert!(
            refusal.contains("7… (105 characters)\" is not"),
            "{refusal}"
        );
    }

    /// Issue 50: the view took an engine level of `1.0` or `1e0` (read through a
    /// float) where the command line refuses them.
    #[test]
    fn a_level_is_read_as_it_was_written_and_refused_as_the_command_line_refuses_it() {
        use crate::play::{engine, puzzle};
        for written in ["1.0", "1e0", "3.5", "-1"] {
            let game = format!(r#"{{"board": "x3", "game": {{"level": {written}}}}}"#);
            let cli = written.parse::<engine::Level>().unwrap_err().to_string();
            assert_eq!(ask(&game).unwrap_err().to_string(), cli, "{written}");
            let question = format!(r#"{{"puzzle": {{"seed": 1, "level": {written}}}}}"#);
            let cli = written.parse::<puzzle::Level>().unwrap_err().to_string();
            assert_eq!(ask(&question).unwrap_err().to_string(), cli, "{written}");
        }
        // A puzzle's level is a number or text, as an engine's.
        for level in ["3", r#""3""#] {
            let question = format!(r#"{{"puzzle": {{"seed": 1, "level": {level}}}}}"#);
            assert_eq!(ask(&question).unwrap().puzzle.unwrap().level, 3);
        }
        let zh = r#"{"puzzle": {"seed": 1, "level": 1.0}, "lang": "zh-CN"}"#;
        let said = Lang::ZhCn.say("1.0".parse::<puzzle::Level>().unwrap_err().phrase());
        assert_eq!(ask(zh).unwrap_err().to_string(), said);
    }
}
