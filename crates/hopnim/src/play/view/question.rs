//! The page's question: a board (shown, edited, or the start of a game against the
//! engine) or a puzzle, as the page sends it in JSON, with the game, the language
//! and the seed read strictly (an unknown field, tag or seed is refused, named).

use serde::Deserialize;

use crate::game::Remoteness;
use crate::game::Rules;
use crate::game::Variant;
use crate::lang::Lang;
use crate::play::game::Player;

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
fn language<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Lang, D::Error> {
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

/// An engine level as a question gives it: its text, or a JSON number written as text
/// (`3`, `"3"` and `"perfect"` alike), read into a
/// [`Level`](crate::play::engine::Level) when the question is answered.
///
/// ```
/// use hopnim::play::view::LevelText;
/// let level: LevelText = serde_json::from_str("3")?;
/// assert_eq!(level.0, "3");
/// assert_eq!(serde_json::from_str::<LevelText>(r#""perfect""#)?.0, "perfect");
/// # Ok::<(), serde_json::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelText(pub String);

impl LevelText {
    /// The level it names, or why none.
    pub fn level(&self) -> Result<crate::play::engine::Level, crate::play::engine::LevelError> {
        self.0.parse()
    }
}

impl<'de> Deserialize<'de> for LevelText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<LevelText, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = LevelText;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an engine level: 1 to 5, or \"perfect\"")
            }
            fn visit_u64<E>(self, number: u64) -> Result<LevelText, E> {
                Ok(LevelText(number.to_string()))
            }
            fn visit_i64<E>(self, number: i64) -> Result<LevelText, E> {
                Ok(LevelText(number.to_string()))
            }
            fn visit_f64<E>(self, number: f64) -> Result<LevelText, E> {
                Ok(LevelText(number.to_string()))
            }
            fn visit_str<E>(self, text: &str) -> Result<LevelText, E> {
                Ok(LevelText(text.to_owned()))
            }
        }
        deserializer.deserialize_any(Visitor)
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
    /// How hard, 1 to 5 (default 1).
    #[serde(default = "first_level")]
    pub level: u64,
    /// What to find: `win` (the default) or `fastest` ([`Goal`](crate::play::puzzle::Goal)).
    #[serde(default)]
    pub goal: Option<String>,
    /// The move tried, `R:C->D`.
    #[serde(default, rename = "try")]
    pub tried: Option<String>,
}

const fn first_level() -> u64 {
    1
}

/// A puzzle's seed as a question gives it: the seed, or what was given instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seed(pub Result<u64, NotASeed>);

/// What a question gave for a puzzle's seed that is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotASeed {
    /// Text that is not the decimal digits of a seed, as given.
    Text(String),
    /// A number that is not a whole number from 0 to 2^64 - 1, as JSON writes it.
    Number(String),
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Seed, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Seed;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a seed: a whole number, or its decimal digits as text")
            }
            fn visit_u64<E>(self, seed: u64) -> Result<Seed, E> {
                Ok(Seed(Ok(seed)))
            }
            fn visit_i64<E>(self, number: i64) -> Result<Seed, E> {
                Ok(Seed(Err(NotASeed::Number(number.to_string()))))
            }
            fn visit_f64<E>(self, number: f64) -> Result<Seed, E> {
                Ok(Seed(Err(NotASeed::Number(number.to_string()))))
            }
            fn visit_str<E>(self, text: &str) -> Result<Seed, E> {
                let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
                let seed = text.parse().ok().filter(|_| digits);
                Ok(Seed(seed.ok_or_else(|| NotASeed::Text(text.to_owned()))))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

#[cfg(test)]
mod tests {
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
}
