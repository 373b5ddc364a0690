//! The web page's view: everything the page draws and says about a position, a game
//! against the engine or a puzzle, for one stateless [`Question`] (a board and an
//! edit of it, or a start position and the moves played from it, or a puzzle's seed
//! and the move tried). The page keeps no game of its own: it sends back what the
//! last [`View`] said (the board, the moves) with what the user did, and draws the
//! answer. The words it shows (verdicts, captions, the history's notes) are written
//! here, so that `hopnim serve` and the WebAssembly module say the same.
//!
//! [`reply::view`](super::reply::view) answers a question's JSON with the view's JSON.
//!
//! ```
//! use hopnim::play::view::{Question, view};
//! let question: Question = serde_json::from_str(
//!     r#"{"board": "18x1/17x2", "game": {"first": "you", "moves": ["1:19->20"], "then": "engine"}}"#,
//! )?;
//! let view = view(&question)?;
//! assert_eq!(view.board, "19x/18x1");
//! assert_eq!(
//!     view.says.as_deref(),
//!     Some("The engine moved 2:18->19 (every move loses; it lasts longest). Your move.")
//! );
//! assert_eq!(view.rows[1].caption, "row 2: odd piles: 1 = 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::analysis::{Analyser, Analysis, MoveValue, RowAnalysis};
use super::engine::{self, Choice};
use super::game::{Game, Player};
use super::puzzle::{Level, Puzzle, PuzzleError};
use super::reply::{MAX_BOARD_CHARS, Refusal, position};
use crate::game::rules::{RuleSet, Word};
use crate::game::{Remoteness, Rules, SharedSearch, Variant};
use crate::lang::{Lang, messages_of};
use crate::{Board, Move, Row, say};

/// The most entries (rows, pieces, moves) a view lists: a view is built whole, and
/// the page draws every entry.
pub const MAX_VIEW_ENTRIES: u64 = 20_000;

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
    /// Whether answering it may search: its game has no formula for the remoteness
    /// (misère play, Welter's game). A server answers such questions off its request
    /// threads.
    ///
    /// ```
    /// use hopnim::play::view::Question;
    /// let cheap: Question = serde_json::from_str(r#"{"board": "x3"}"#)?;
    /// let costly: Question = serde_json::from_str(r#"{"board": "x3", "rules": "welter"}"#)?;
    /// assert!(!cheap.may_search() && costly.may_search());
    /// # Ok::<(), serde_json::Error>(())
    /// ```
    pub fn may_search(&self) -> bool {
        !Remoteness::has_formula(Variant::new(self.rules, self.misere))
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
    /// The move tried, `R:C->D`.
    #[serde(default, rename = "try")]
    pub tried: Option<String>,
}

const fn first_level() -> u64 {
    1
}

/// A puzzle's seed as a question gives it: the seed, or what was given instead,
/// written as in the question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seed(pub Result<u64, String>);

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
                Ok(Seed(Err(number.to_string())))
            }
            fn visit_f64<E>(self, number: f64) -> Result<Seed, E> {
                Ok(Seed(Err(number.to_string())))
            }
            fn visit_str<E>(self, text: &str) -> Result<Seed, E> {
                let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
                let seed = text.parse().ok().filter(|_| digits);
                Ok(Seed(seed.ok_or_else(|| format!("{text:?}"))))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// What the page shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// A position to edit.
    Edit,
    /// A game against the engine.
    Play,
    /// A puzzle.
    Puzzle,
}

/// The answer: the position now, its analysis, and every word the page shows.
#[derive(Clone, Debug, Serialize)]
pub struct View {
    /// What the page shows.
    pub mode: Mode,
    /// The language of its words, as `<html lang>` names it: `en` or `zh-CN`.
    pub lang: &'static str,
    /// Every language the page can be read in, the view's chosen: the page's switch.
    pub languages: Vec<LanguageChoice>,
    /// The position now, in canonical board notation.
    pub board: String,
    /// Whether the values are hidden (a puzzle not yet tried): the words then say
    /// `?` for them, and no move is called winning or losing.
    pub values_hidden: bool,
    /// For the status line: what just happened, and whose move it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub says: Option<String>,
    /// The words about the game played.
    pub words: Words,
    /// Every rule set, in [`Rules::ALL`]'s order, the one played chosen: the page's
    /// choice of rules.
    pub rule_sets: Vec<RuleSetChoice>,
    /// The line under the board: the nim-sum and who wins.
    pub summary: Summary,
    /// Each row: its captions, its pieces and their moves.
    pub rows: Vec<RowView>,
    /// The analysis of the position, as `hopnim analyze --json` writes it (the moves
    /// are under `rows[].pieces[].moves`).
    pub analysis: Analysis,
    /// The game, in play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<GameView>,
    /// The puzzle, in a puzzle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<PuzzleView>,
    /// The page's own words in the view's language (its headings, buttons, hints,
    /// legend, the texts its script writes), by their id in the catalogue's page.ftl:
    /// `page-load` is `Load`. A placeholder is written `{name}`, for the page to fill.
    pub labels: &'static BTreeMap<&'static str, String>,
}

/// A language to choose from.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct LanguageChoice {
    /// Its tag, as a question's `lang` takes it: `zh-CN`.
    pub code: &'static str,
    /// Its name in itself: `简体中文`.
    pub name: &'static str,
    /// Whether the view is in it.
    pub chosen: bool,
}

/// Every language, `lang` chosen.
fn languages(lang: Lang) -> Vec<LanguageChoice> {
    Lang::ALL
        .into_iter()
        .map(|each| LanguageChoice {
            code: each.code(),
            name: each.own_name(),
            chosen: each == lang,
        })
        .collect()
}

/// The words about the game played: its rules, its convention, how to read its
/// pictures (the rule set's own words, [`RuleSet`]).
#[derive(Clone, Debug, Serialize)]
pub struct Words {
    /// `Hop: a piece moves to the first empty cell on its right, …`
    pub rules: String,
    /// `Normal play: the player who cannot move loses.`
    pub convention: String,
    /// The heading of the table's column that pictures a row: `stairs (stair:pile, *
    /// odd: counted)`.
    pub column: String,
    /// How to read the pictures of the rows: `A piece stands on stair f when …`.
    pub pictures: String,
}

/// A rule set to choose from.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct RuleSetChoice {
    /// Its name, as a question's `rules` takes it: `hop`.
    pub name: &'static str,
    /// Its name with a word of how a piece moves: `hop (first empty cell)`.
    pub label: String,
    /// Whether it is the rule set played.
    pub chosen: bool,
}

/// Every rule set, `played` chosen, labelled in `lang`.
fn rule_sets(played: Rules, lang: Lang) -> Vec<RuleSetChoice> {
    Rules::ALL
        .into_iter()
        .map(|rules| RuleSetChoice {
            name: rules.set().name,
            label: rules.set().say(Word::Label, lang),
            chosen: rules == played,
        })
        .collect()
}

/// The line under the board.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// `nim-sum 1 xor 0 =`, after a note on misère play.
    pub text: String,
    /// `the player to move wins with best play`.
    pub verdict: String,
    /// `winning moves: 1:19->20, 2:18->19`; absent when there is none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_moves: Option<String>,
}

/// A row.
#[derive(Clone, Debug, Serialize)]
pub struct RowView {
    /// Under its picture: `row 1: odd piles: 1 = 1`, `row 1: coins 3, Welter value 3`.
    pub caption: String,
    /// The picture's text: `row 1 as staircase Nim: stair 1 holds 1; odd piles: 1 = 1`.
    pub label: String,
    /// The table's picture of the row: its stairs (`1:2*`, starred when odd) or its
    /// coins, left to right; empty for an empty row.
    pub shape: Vec<ShapeItem>,
    /// Its pieces, left to right.
    pub pieces: Vec<PieceView>,
}

/// A stair or a coin of the table's picture of a row.
#[derive(Clone, Debug, Serialize)]
pub struct ShapeItem {
    /// `1:2*`, `2:1` or a coin, `3`.
    pub text: String,
    /// `odd` (a stair that counts), `even` or `coin`.
    pub kind: &'static str,
}

/// A piece.
#[derive(Clone, Debug, Serialize)]
pub struct PieceView {
    /// Its column.
    pub column: u32,
    /// `win` (one of its moves wins), `lose`, `stuck` (no move) or `unknown` (values
    /// hidden).
    pub kind: &'static str,
    /// Its cell's text: `row 1, column 19, piece, moves to 20 (wins)`.
    pub label: String,
    /// What choosing it says: `The piece at 1:1 can land on 2, 3, 4 (4 wins)`.
    pub says: String,
    /// Its moves, landing cells left to right.
    pub moves: Vec<MoveView>,
}

/// A move, valued.
#[derive(Clone, Debug, Serialize)]
pub struct MoveView {
    /// The move and its value.
    #[serde(flatten)]
    pub value: MoveValue,
    /// `R:C->D`, as a game's `moves` and a puzzle's `try` take it.
    pub name: String,
    /// `win`, `lose` or `unknown` (values hidden).
    pub kind: &'static str,
    /// What it does to its row: `2:18->19 carries 1 piece from stair 2 to stair 1`.
    pub caption: String,
    /// Welter's game: the coin it moves, and where to; absent on a staircase (the
    /// value's `stair` says where it carries pieces from).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coins: Option<[u32; 2]>,
}

/// A game against the engine.
#[derive(Clone, Debug, Serialize)]
pub struct GameView {
    /// The position it started from.
    pub start: String,
    /// Who moved first.
    pub first: Player,
    /// The moves played, `R:C->D`: the next question's `moves`.
    pub moves: Vec<String>,
    /// Whose move it is.
    pub to_move: Player,
    /// The winner, once the player to move cannot move.
    pub winner: Option<Player>,
    /// Whether you have a move to take back.
    pub can_undo: bool,
    /// The last move, valued in the position it was made in.
    pub last: Option<MoveValue>,
    /// Each position of the game, the start first.
    pub history: Vec<HistoryEntry>,
    /// The text of the game's chart: `How the game went: 2 moves, you are winning.`
    pub chart: String,
}

/// A position of a game.
#[derive(Clone, Debug, Serialize)]
pub struct HistoryEntry {
    /// The move that led to it; `null` for the start.
    #[serde(rename = "move")]
    pub played: Option<Move>,
    /// Who made that move.
    pub by: Option<Player>,
    /// `start`, or the move, `R:C->D`.
    pub name: String,
    /// Who is to move in it.
    pub to_move: Player,
    /// Whether the player to move wins with best play.
    pub winning: bool,
    /// Whether you win with best play from it.
    pub you_win: bool,
    /// How many moves the game lasts from it under best play (the winner hurries, the
    /// loser delays), where hopnim knows it: the chart's height for it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u64>,
    /// Whether the move that led to it was your blunder: from a won position to a
    /// lost one.
    pub blunder: bool,
    /// `you to move, winning`, `engine to move, winning (your blunder)`.
    pub title: String,
    /// The chart's text for it: `move 1: 1:19->20, you win`.
    pub point: String,
}

/// A puzzle: find the one winning move.
#[derive(Clone, Debug, Serialize)]
pub struct PuzzleView {
    /// Its seed, in decimal.
    pub seed: String,
    /// Its level.
    pub level: u8,
    /// How many legal moves the position has.
    pub moves: u32,
    /// How many of them are tempting: lower the nim-sum, yet lose.
    pub tempting: u32,
    /// The move tried; absent before.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tried: Option<Tried>,
    /// The winning move, once a move has been tried.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answer: Option<Move>,
}

/// A move tried on a puzzle.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Tried {
    /// The move.
    #[serde(rename = "move")]
    pub tried: Move,
    /// Whether it is the winning move.
    pub solved: bool,
}

/// The view the page asks for, or why there is none.
pub fn view(question: &Question) -> Result<View, Refusal> {
    view_in(question, &SharedSearch::new())
}

/// [`view()`], its remoteness searched in `search`: one search for every position of
/// a game (and one that may stop: then what it did not find is unknown, and
/// [`SharedSearch::interrupted`] says why).
pub fn view_in(question: &Question, search: &SharedSearch) -> Result<View, Refusal> {
    let variant = Variant::new(question.rules, question.misere);
    let lang = question.lang;
    match (
        &question.board,
        &question.puzzle,
        &question.edit,
        &question.game,
    ) {
        (None, Some(puzzle), None, None) => puzzle_view(puzzle, variant, search, lang),
        (Some(text), None, None, None) => {
            let (board, variant) = position(text, variant)?;
            position_view(Mode::Edit, board, variant, None, false, search, lang)
        }
        (Some(text), None, Some(edit), None) => {
            let (board, variant) = position(text, variant)?;
            let (board, says) = edited(&board, *edit, lang)?;
            let variant = variant
                .for_width(board.width())
                .map_err(Refusal::Unproved)?;
            position_view(Mode::Edit, board, variant, None, false, search, lang).map(|view| View {
                says: Some(says),
                ..view
            })
        }
        (Some(text), None, None, Some(game)) => {
            let (board, variant) = position(text, variant)?;
            game_view(board, variant, game, search, lang)
        }
        _ => Err(Refusal::BadQuestion(say!(lang, "view-ask-board-or-puzzle"))),
    }
}

/// `items` as a list in `lang`: `2, 3, 4`.
fn listed(items: &[String], lang: Lang) -> String {
    items.join(&say!(lang, "view-list-separator"))
}

/// `yes` or `no`, for a message's choice between two wordings.
const fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// The board after `edit`, and what the edit did.
fn edited(board: &Board, edit: Edit, lang: Lang) -> Result<(Board, String), Refusal> {
    let width = board.width();
    let mut rows = board.rows().to_vec();
    let says = match edit {
        Edit::Toggle { row, column } => {
            let Some(cells) = row.checked_sub(1).and_then(|index| rows.get_mut(index)) else {
                return Err(no_cell(row, column, board, lang));
            };
            if column == 0 || column > width {
                return Err(no_cell(row, column, board, lang));
            }
            let added = !cells.is_occupied(column);
            *cells =
                Row::new(width, cells.mask() ^ 1 << (width - column)).expect("a cell of the row");
            if added {
                say!(lang, "view-added-piece", row = row, column = column)
            } else {
                say!(lang, "view-removed-piece", row = row, column = column)
            }
        }
        Edit::Resize {
            width: new_width,
            rows: count,
        } => {
            if count == 0 || count > MAX_BOARD_CHARS / 2 {
                return Err(Refusal::BadQuestion(say!(
                    lang,
                    "view-rows-out-of-range",
                    most = MAX_BOARD_CHARS / 2,
                    count = count.to_string()
                )));
            }
            let empty = Row::empty(new_width).map_err(|e| Refusal::BadQuestion(e.to_string()))?;
            rows.resize(count, empty);
            for row in &mut rows {
                let pieces = row.pieces().filter(|&column| column <= new_width);
                *row = Row::from_columns(new_width, pieces).expect("columns of the row");
            }
            say!(lang, "view-resized", rows = count, width = new_width)
        }
    };
    let board = Board::new(width_of(&rows, width), rows).expect("rows of one width");
    Ok((board, says))
}

/// The width of `rows`, or `width` when there are none.
fn width_of(rows: &[Row], width: u32) -> u32 {
    rows.first().map_or(width, |row| row.width())
}

fn no_cell(row: usize, column: u32, board: &Board, lang: Lang) -> Refusal {
    Refusal::BadQuestion(say!(
        lang,
        "view-no-cell",
        row = row.to_string(),
        column = column.to_string(),
        rows = board.rows().len(),
        width = board.width()
    ))
}

/// A game from `start`: its moves replayed, then its step.
fn game_view(
    start: Board,
    variant: Variant,
    question: &GameQuestion,
    search: &SharedSearch,
    lang: Lang,
) -> Result<View, Refusal> {
    let game =
        Game::of_variant(start.clone(), question.first, variant).searching_in(search.clone());
    let (game, undone) = replayed(game, question, lang)?;
    let (history, chart) = history(&game, variant, lang);
    let last = last_move(&game);
    let says = game_says(
        &game,
        undone,
        last.as_ref().map(|(by, value, _)| (*by, value)),
        lang,
    );
    let mut view = position_view(
        Mode::Play,
        game.board().clone(),
        variant,
        Some(game.to_move()),
        false,
        search,
        lang,
    )?;
    view.says = (!says.is_empty()).then(|| says.join(&say!(lang, "view-sentence-separator")));
    view.game = Some(GameView {
        start: start.to_string(),
        first: question.first,
        moves: game.history().map(|(_, mv, _)| mv.to_string()).collect(),
        to_move: game.to_move(),
        winner: game.winner(),
        can_undo: game.history().any(|(player, _, _)| player == Player::You),
        last: last.map(|(_, value, _)| value),
        history,
        chart,
    });
    Ok(view)
}

/// The `game` of `question`, its moves played and its step taken, and how many moves
/// the step took back.
fn replayed(mut game: Game, question: &GameQuestion, lang: Lang) -> Result<(Game, usize), Refusal> {
    let refuse = |why: String| Refusal::BadQuestion(why);
    for (index, text) in question.moves.iter().enumerate() {
        let number = index + 1;
        let mv: Move = text.parse().map_err(|e: crate::NotationError| {
            refuse(say!(
                lang,
                "view-move-not-a-move",
                number = number,
                text = text.as_str(),
                error = e.to_string()
            ))
        })?;
        game.play_to(mv.cell(), Some(mv.to)).map_err(|e| {
            refuse(say!(
                lang,
                "view-move-illegal",
                number = number,
                move = mv.to_string(),
                error = e.to_string()
            ))
        })?;
    }
    let undone = match question.then {
        None => 0,
        Some(Step::Engine) if game.winner().is_some() => {
            return Err(refuse(say!(lang, "view-game-over")));
        }
        Some(Step::Engine) if game.to_move() != Player::Engine => {
            return Err(refuse(say!(lang, "view-not-engine-turn")));
        }
        Some(Step::Engine) => {
            game.engine_move();
            0
        }
        Some(Step::Undo) => game
            .undo()
            .ok_or_else(|| refuse(say!(lang, "view-nothing-to-undo")))?
            .len(),
    };
    Ok((game, undone))
}

/// Each position of `game`, the start first, and the text of its chart.
fn history(game: &Game, variant: Variant, lang: Lang) -> (Vec<HistoryEntry>, String) {
    // Each position: who is to move, and whether that player wins.
    let value = |board: &Board| {
        (
            variant.first_player_wins(variant.value_of_board(board.rows())),
            game.analyser_of(board).remoteness(),
        )
    };
    let mut positions: Vec<(Player, (bool, Option<u64>))> = game
        .history()
        .map(|(player, _, board)| (player, value(board)))
        .collect();
    positions.push((game.to_move(), value(game.board())));
    let played: Vec<(Player, Move)> = game.history().map(|(player, mv, _)| (player, mv)).collect();

    let mut history = Vec::with_capacity(positions.len());
    let mut blunders = 0;
    let mut was_winning = false;
    for (index, &(to_move, (winning, remoteness))) in positions.iter().enumerate() {
        let by_move = index.checked_sub(1).map(|before| played[before]);
        let you_win = (to_move == Player::You) == winning;
        // Your move from a won position (you to move, winning) to a lost one (the
        // engine to move, winning).
        let blunder = by_move.is_some_and(|(by, _)| by == Player::You) && was_winning && winning;
        was_winning = winning;
        blunders += usize::from(blunder);
        let name = by_move.map_or_else(
            || say!(lang, "view-history-start"),
            |(_, mv)| mv.to_string(),
        );
        let place = match index {
            0 => say!(lang, "view-history-start"),
            _ => say!(
                lang,
                "view-history-move",
                number = index,
                move = name.as_str()
            ),
        };
        let title = match remoteness {
            None => say!(
                lang,
                "view-history-title",
                player = to_move.name(),
                winning = yes(winning),
                blunder = yes(blunder)
            ),
            Some(moves) => say!(
                lang,
                "view-history-title-in",
                player = to_move.name(),
                winning = yes(winning),
                moves = moves,
                blunder = yes(blunder)
            ),
        };
        history.push(HistoryEntry {
            played: by_move.map(|(_, mv)| mv),
            by: by_move.map(|(by, _)| by),
            title,
            point: say!(
                lang,
                "view-history-point",
                place = place,
                win = yes(you_win),
                blunder = yes(blunder)
            ),
            name,
            to_move,
            winning,
            you_win,
            remoteness,
            blunder,
        });
    }
    let now_you_win = history.last().is_some_and(|entry| entry.you_win);
    let chart = say!(
        lang,
        "view-history-chart",
        moves = played.len(),
        winning = yes(now_you_win),
        blunders = blunders
    );
    (history, chart)
}

/// The last move of `game`, who made it, its value where it was made, and the board
/// it was made on.
fn last_move(game: &Game) -> Option<(Player, MoveValue, &Board)> {
    let (by, mv, before) = game.history().last()?;
    let value = game
        .analyser_of(before)
        .moves_with_remoteness()
        .find(|value| value.to_move() == mv)
        .expect("a move of the game is legal where it was made");
    Some((by, value, before))
}

/// What the status line says of `game`: the moves `undone`, or the `last` move (who
/// made it, and the engine's reason), then the winner or whose move it is.
fn game_says(
    game: &Game,
    undone: usize,
    last: Option<(Player, &MoveValue)>,
    lang: Lang,
) -> Vec<String> {
    let mut says = Vec::new();
    match (undone, last) {
        (1, _) => says.push(say!(lang, "view-took-back-one")),
        (2.., _) => says.push(say!(lang, "view-took-back-both")),
        (0, Some((Player::You, value))) => says.push(say!(
            lang,
            "view-you-moved",
            move = value.to_move().to_string()
        )),
        (0, Some((Player::Engine, value))) => {
            let mv = value.to_move();
            let (_, _, before) = game.history().last().expect("a last move");
            let why = match engine::choose_in(&game.analyser_of(before)) {
                Choice::Longest(chosen) if chosen == mv => "longest",
                _ if value.winning => "winning",
                _ => "losing",
            };
            says.push(say!(
                lang,
                "view-engine-moved",
                move = mv.to_string(),
                why = why
            ));
        }
        (0, None) => {}
    }
    let stuck = game.to_move().name();
    match game.winner() {
        Some(Player::You) => says.push(say!(lang, "view-you-win", stuck = stuck)),
        Some(Player::Engine) => says.push(say!(lang, "view-engine-wins", stuck = stuck)),
        None if game.to_move() == Player::You => says.push(say!(lang, "view-your-move")),
        None => {}
    }
    says
}

/// A puzzle, and the move tried on it.
fn puzzle_view(
    question: &PuzzleQuestion,
    variant: Variant,
    search: &SharedSearch,
    lang: Lang,
) -> Result<View, Refusal> {
    let seed = question.seed.0.clone().map_err(|given| {
        Refusal::BadQuestion(say!(
            lang,
            "view-bad-seed",
            given = given,
            most = u64::MAX.to_string()
        ))
    })?;
    let level: Level = question.level.to_string().parse().map_err(|e| match e {
        PuzzleError::LevelOutOfRange { level, min, max } => Refusal::BadQuestion(say!(
            lang,
            "view-level-out-of-range",
            level = level.to_string(),
            min = min,
            max = max
        )),
        other => Refusal::BadQuestion(other.to_string()),
    })?;
    let puzzle = Puzzle::generate(seed, level, variant);
    let tried = match &question.tried {
        None => None,
        Some(text) => {
            let mv: Move = text.parse().map_err(|e: crate::NotationError| {
                Refusal::BadQuestion(say!(
                    lang,
                    "view-try-not-a-move",
                    text = text.as_str(),
                    error = e.to_string()
                ))
            })?;
            puzzle
                .board
                .move_to(mv.cell(), Some(mv.to), variant.rules)
                .map_err(|e| {
                    Refusal::BadQuestion(say!(
                        lang,
                        "view-try-illegal",
                        move = mv.to_string(),
                        error = e.to_string()
                    ))
                })?;
            Some(Tried {
                tried: mv,
                solved: mv == puzzle.answer,
            })
        }
    };
    let says = match tried {
        None => say!(
            lang,
            "view-puzzle",
            seed = seed.to_string(),
            level = level.get(),
            moves = puzzle.moves,
            tempting = puzzle.tempting,
            misere = yes(variant.is_misere())
        ),
        Some(Tried {
            tried,
            solved: true,
        }) => say!(lang, "view-puzzle-solved", move = tried.to_string()),
        Some(Tried { tried, .. }) => say!(
            lang,
            "view-puzzle-failed",
            move = tried.to_string(),
            answer = puzzle.answer.to_string()
        ),
    };
    let hidden = tried.is_none();
    let mut view = position_view(
        Mode::Puzzle,
        puzzle.board.clone(),
        variant,
        None,
        hidden,
        search,
        lang,
    )?;
    view.says = Some(says);
    view.puzzle = Some(PuzzleView {
        seed: seed.to_string(),
        level: level.get(),
        moves: puzzle.moves,
        tempting: puzzle.tempting,
        tried,
        answer: tried.map(|_| puzzle.answer),
    });
    Ok(view)
}

/// The view of `board` in `variant`, the words for `mover` (`None`: the player to
/// move, whoever that is) in `lang`, its values `hidden` or not.
fn position_view(
    mode: Mode,
    board: Board,
    variant: Variant,
    mover: Option<Player>,
    hidden: bool,
    search: &SharedSearch,
    lang: Lang,
) -> Result<View, Refusal> {
    let rules = variant.rules;
    let entries: u64 = board
        .rows()
        .iter()
        .map(|row| 1 + u64::from(row.piece_count()) + rules.most_moves(row))
        .sum();
    if entries > MAX_VIEW_ENTRIES {
        return Err(Refusal::BadQuestion(say!(
            lang,
            "view-too-many-entries",
            most = MAX_VIEW_ENTRIES,
            entries = entries.to_string()
        )));
    }
    let analyser = Analyser::new(board.width(), board.rows(), variant).sharing(search);
    let analysis = analyser.analysis(false);
    let set = rules.set();
    let mut moves: Vec<MoveValue> = analyser.moves_with_remoteness().collect();
    moves.sort_unstable_by_key(|value| (value.row, value.from, value.to));
    let mut moves = moves.into_iter().peekable();
    let rows = analysis
        .rows
        .iter()
        .zip(board.rows())
        .enumerate()
        .map(|(index, (row, cells))| {
            let number = index + 1;
            let pieces = cells
                .pieces()
                .map(|column| {
                    let mut own = Vec::new();
                    while let Some(value) =
                        moves.next_if(|value| value.row == number && value.from == column)
                    {
                        own.push(move_view(value, board.width(), set, hidden, lang));
                    }
                    piece_view(number, column, own, hidden, lang)
                })
                .collect();
            row_view(number, row, pieces, hidden, lang)
        })
        .collect();
    Ok(View {
        mode,
        lang: lang.code(),
        languages: languages(lang),
        board: board.to_string(),
        values_hidden: hidden,
        says: None,
        words: words(variant, lang),
        rule_sets: rule_sets(rules, lang),
        summary: summary(&analysis, mover, set, lang),
        rows,
        analysis,
        game: None,
        puzzle: None,
        labels: messages_of(lang, "page.ftl"),
    })
}

fn row_view(
    number: usize,
    row: &RowAnalysis,
    pieces: Vec<PieceView>,
    hidden: bool,
    lang: Lang,
) -> RowView {
    let value = |value: u32| {
        if hidden {
            "?".to_owned()
        } else {
            value.to_string()
        }
    };
    let (caption, label, shape) = match (&row.stairs, &row.coins) {
        (Some(stairs), _) => {
            let odd: Vec<String> = stairs
                .iter()
                .filter(|[stair, pile]| stair % 2 == 1 && *pile > 0)
                .map(|[_, pile]| pile.to_string())
                .collect();
            let caption = if odd.is_empty() {
                say!(lang, "view-odd-piles-none", value = value(0))
            } else {
                say!(
                    lang,
                    "view-odd-piles",
                    piles = odd.join(" xor "),
                    value = value(row.grundy)
                )
            };
            let held: Vec<String> = stairs
                .iter()
                .map(|[stair, pile]| say!(lang, "view-stair-holds", stair = *stair, pile = *pile))
                .collect();
            let label = say!(
                lang,
                "view-row-stairs",
                row = number,
                stairs = listed(&held, lang),
                caption = caption.as_str()
            );
            let shape = stairs
                .iter()
                .map(|[stair, pile]| {
                    let odd = stair % 2 == 1;
                    ShapeItem {
                        text: format!("{stair}:{pile}{}", if odd { "*" } else { "" }),
                        kind: if odd { "odd" } else { "even" },
                    }
                })
                .collect();
            (caption, label, shape)
        }
        (None, coins) => {
            let coins = coins.as_deref().unwrap_or_default();
            let numbers: Vec<String> = coins.iter().map(u32::to_string).collect();
            let caption = say!(
                lang,
                "view-coins",
                coins = if numbers.is_empty() {
                    say!(lang, "view-none")
                } else {
                    listed(&numbers, lang)
                },
                value = value(row.grundy)
            );
            let label = say!(
                lang,
                "view-row-coins",
                row = number,
                caption = caption.as_str()
            );
            let shape = numbers
                .into_iter()
                .map(|text| ShapeItem { text, kind: "coin" })
                .collect();
            (caption, label, shape)
        }
    };
    RowView {
        caption: say!(lang, "view-row-caption", row = number, caption = caption),
        label,
        shape,
        pieces,
    }
}

fn piece_view(
    row: usize,
    column: u32,
    moves: Vec<MoveView>,
    hidden: bool,
    lang: Lang,
) -> PieceView {
    let place = say!(lang, "view-piece", row = row, column = column);
    if moves.is_empty() {
        return PieceView {
            column,
            kind: "stuck",
            label: say!(lang, "view-piece-stuck", piece = place),
            says: say!(lang, "view-piece-stuck-says", row = row, column = column),
            moves,
        };
    }
    let landings: Vec<String> = moves.iter().map(|mv| mv.value.to.to_string()).collect();
    let landings = listed(&landings, lang);
    let winning: Vec<String> = moves
        .iter()
        .filter(|mv| mv.value.winning)
        .map(|mv| mv.value.to.to_string())
        .collect();
    let (kind, label, says) = if hidden {
        (
            "unknown",
            say!(
                lang,
                "view-piece-moves-to",
                piece = place,
                landings = landings.as_str()
            ),
            say!(
                lang,
                "view-piece-lands",
                row = row,
                column = column,
                landings = landings
            ),
        )
    } else {
        let valued: Vec<String> = moves
            .iter()
            .map(|mv| {
                say!(
                    lang,
                    "view-landing",
                    column = mv.value.to,
                    winning = yes(mv.value.winning)
                )
            })
            .collect();
        let says = if winning.is_empty() {
            say!(
                lang,
                "view-piece-lands",
                row = row,
                column = column,
                landings = landings
            )
        } else {
            say!(
                lang,
                "view-piece-lands-winning",
                row = row,
                column = column,
                landings = landings,
                winning = listed(&winning, lang),
                count = winning.len()
            )
        };
        (
            if winning.is_empty() { "lose" } else { "win" },
            say!(
                lang,
                "view-piece-moves-to",
                piece = place,
                landings = listed(&valued, lang)
            ),
            says,
        )
    };
    PieceView {
        column,
        kind,
        label,
        says,
        moves,
    }
}

fn move_view(value: MoveValue, width: u32, set: &RuleSet, hidden: bool, lang: Lang) -> MoveView {
    let mv = value.to_move();
    // A coin is the number of cells right of its piece.
    let coins = value
        .stair
        .is_none()
        .then(|| [width - mv.from, width - mv.to]);
    let caption = match value.stair {
        Some(stair) => say!(
            lang,
            "view-move-carries",
            move = mv.to_string(),
            pieces = set.picture.pile.count(value.pieces_moved.into(), lang),
            stair = stair,
            below = stair - 1
        ),
        None => say!(
            lang,
            "view-move-coin",
            move = mv.to_string(),
            from = width - mv.from,
            to = width - mv.to
        ),
    };
    MoveView {
        coins,
        name: mv.to_string(),
        kind: match (hidden, value.winning) {
            (true, _) => "unknown",
            (false, true) => "win",
            (false, false) => "lose",
        },
        caption,
        value,
    }
}

fn words(variant: Variant, lang: Lang) -> Words {
    let set = variant.rules.set();
    Words {
        rules: say!(
            lang,
            "view-rules",
            rules = set.name,
            summary = set.say(Word::Summary, lang)
        ),
        convention: if variant.is_misere() {
            say!(lang, "view-misere-play")
        } else {
            say!(lang, "view-normal-play")
        },
        column: set.say(Word::Column, lang),
        pictures: capitalized(&set.say(Word::Introduction, lang)),
    }
}

/// `text` with its first letter a capital.
fn capitalized(text: &str) -> String {
    let mut letters = text.chars();
    let first: String = letters
        .next()
        .into_iter()
        .flat_map(char::to_uppercase)
        .collect();
    first + letters.as_str()
}

fn summary(analysis: &Analysis, mover: Option<Player>, set: &RuleSet, lang: Lang) -> Summary {
    let values: Vec<String> = analysis
        .rows
        .iter()
        .map(|row| row.grundy.to_string())
        .collect();
    let values = values.join(" xor ");
    // In misère play, whether a row is firm (played as normal play) or none is.
    let text = match analysis.firm_rows {
        None => say!(lang, "view-nim-sum", values = values),
        Some(0) => say!(
            lang,
            "view-nim-sum-endgame",
            note = set.say(Word::FickleNote, lang),
            values = values
        ),
        Some(_) => say!(
            lang,
            "view-nim-sum-firm",
            note = set.say(Word::FirmNote, lang),
            values = values
        ),
    };
    let who = match mover {
        None => "anyone",
        Some(player) => player.name(),
    };
    let verdict = if analysis.first_player_wins {
        say!(lang, "view-verdict-wins", who = who)
    } else {
        say!(lang, "view-verdict-loses", who = who)
    };
    let winning: Vec<String> = analysis.winning_moves.iter().map(Move::to_string).collect();
    Summary {
        text,
        verdict,
        winning_moves: (!winning.is_empty())
            .then(|| say!(lang, "view-winning-moves", moves = listed(&winning, lang))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::reply::{self, MAX_QUESTION_BYTES};
    use crate::stop::Stop;

    /// The view of the question in `json`.
    fn ask(json: &str) -> Result<View, Refusal> {
        let question: Question = serde_json::from_str(json).expect("a question");
        view(&question)
    }

    #[test]
    fn a_position_lists_every_move_of_the_analysis_under_its_piece() {
        for (board, rules) in [
            ("x1x5x2x8/3xx4x5xx3", "hop"),
            ("x1x2/xx3", "welter"),
            ("x2x1x", "slide"),
        ] {
            let json = format!(r#"{{"board": "{board}", "rules": "{rules}"}}"#);
            let view = ask(&json).unwrap();
            let analysis = reply::analysis(
                board,
                Variant::new(rules.parse().unwrap(), false),
                &Stop::never(),
            )
            .unwrap();
            let mut expected: serde_json::Value = serde_json::from_slice(&analysis).unwrap();
            let moves = expected.as_object_mut().unwrap().remove("moves").unwrap();
            assert_eq!(
                serde_json::to_value(&view.analysis).unwrap(),
                expected,
                "{board}"
            );
            let listed: Vec<serde_json::Value> = view
                .rows
                .iter()
                .flat_map(|row| &row.pieces)
                .flat_map(|piece| &piece.moves)
                .map(|mv| serde_json::to_value(mv.value).unwrap())
                .collect();
            let mut all = moves.as_array().unwrap().clone();
            all.sort_by_key(|m| (m["row"].as_u64(), m["from"].as_u64(), m["to"].as_u64()));
            assert_eq!(listed, all, "{board} {rules}");
        }
    }

    #[test]
    fn the_words_of_a_position() {
        let view = ask(r#"{"board": "18x1/17x2"}"#).unwrap();
        assert_eq!(view.mode, Mode::Edit);
        assert_eq!(view.summary.text, "nim-sum 1 xor 0 =");
        assert_eq!(
            view.summary.verdict,
            "the player to move wins with best play"
        );
        assert_eq!(
            view.summary.winning_moves.as_deref(),
            Some("winning moves: 1:19->20, 2:18->19")
        );
        assert_eq!(view.rows[0].caption, "row 1: odd piles: 1 = 1");
        assert_eq!(view.rows[1].caption, "row 2: odd piles: none, xor 0");
        assert_eq!(
            view.rows[1].label,
            "row 2 as staircase Nim: stair 2 holds 1; odd piles: none, xor 0"
        );
        let piece = &view.rows[1].pieces[0];
        assert_eq!((piece.column, piece.kind), (18, "win"));
        assert_eq!(piece.label, "row 2, column 18, piece, moves to 19 (wins)");
        assert_eq!(
            piece.moves[0].caption,
            "2:18->19 carries 1 piece from stair 2 to stair 1"
        );
        assert_eq!(view.words.rules.split(':').next(), Some("Hop"));
        let choices: Vec<(&str, &str, bool)> = view
            .rule_sets
            .iter()
            .map(|choice| (choice.name, choice.label.as_str(), choice.chosen))
            .collect();
        assert_eq!(
            choices,
            [
                ("hop", "hop (first empty cell)", true),
                ("welter", "Welter (any empty cell)", false),
                ("slide", "slide (over empty cells)", false),
            ]
        );

        let welter = ask(r#"{"board": "x3", "rules": "welter"}"#).unwrap();
        let chosen: Vec<&str> = welter
            .rule_sets
            .iter()
            .filter(|choice| choice.chosen)
            .map(|choice| choice.name)
            .collect();
        assert_eq!(chosen, ["welter"]);
        assert_eq!(welter.rows[0].caption, "row 1: coins 3, Welter value 3");
        let piece = &welter.rows[0].pieces[0];
        assert_eq!(piece.says, "The piece at 1:1 can land on 2, 3, 4 (4 wins)");
        assert_eq!(piece.moves[2].caption, "1:1->4 moves coin 3 to 0");

        let slide = ask(r#"{"board": "x2x1x", "rules": "slide", "misere": true}"#).unwrap();
        assert_eq!(slide.rows[0].caption, "row 1: odd piles: 2 = 2");
        assert_eq!(
            slide.summary.text,
            "misère play, an odd gap of 2 or more (played as normal play): nim-sum 2 ="
        );
        assert_eq!(
            slide.words.convention,
            "Misère play: the player who cannot move wins."
        );
        let shape: Vec<&str> = slide.rows[0]
            .shape
            .iter()
            .map(|item| item.text.as_str())
            .collect();
        assert_eq!(shape, ["1:2*", "2:1"]);
    }

    #[test]
    fn edits_toggle_cells_and_resize_the_board() {
        let view = ask(r#"{"board": "5", "edit": {"toggle": {"row": 1, "column": 2}}}"#).unwrap();
        assert_eq!(
            (view.board.as_str(), view.says.as_deref()),
            ("1x3", Some("Added a piece at 1:2"))
        );
        let view = ask(r#"{"board": "1x3", "edit": {"toggle": {"row": 1, "column": 2}}}"#).unwrap();
        assert_eq!(
            (view.board.as_str(), view.says.as_deref()),
            ("5", Some("Removed a piece at 1:2"))
        );
        let view =
            ask(r#"{"board": "x3x/1x3", "edit": {"resize": {"width": 3, "rows": 3}}}"#).unwrap();
        assert_eq!(view.board, "x2/1x1/3");
        assert_eq!(view.says.as_deref(), Some("3 rows of 3 cells."));
        for edit in [
            r#"{"toggle": {"row": 2, "column": 1}}"#,
            r#"{"toggle": {"row": 1, "column": 6}}"#,
            r#"{"resize": {"width": 65, "rows": 1}}"#,
            r#"{"resize": {"width": 5, "rows": 0}}"#,
        ] {
            let refusal = ask(&format!(r#"{{"board": "5", "edit": {edit}}}"#)).unwrap_err();
            assert_eq!(refusal.status(), 422, "{edit}: {refusal}");
        }
    }

    #[test]
    fn a_game_is_replayed_with_its_history_and_blunders() {
        // You move first and give the win away: 1:1->2 leaves a nim-sum of 1.
        let view =
            ask(r#"{"board": "x1x17/17x2", "game": {"moves": ["1:1->2"], "then": "engine"}}"#)
                .unwrap();
        let game = view.game.as_ref().unwrap();
        assert_eq!(game.moves.len(), 2);
        assert_eq!(game.to_move, Player::You);
        let flags: Vec<(bool, bool)> = game
            .history
            .iter()
            .map(|e| (e.you_win, e.blunder))
            .collect();
        assert_eq!(flags, [(true, false), (false, true), (false, false)]);
        assert_eq!(
            game.history[1].title,
            "engine to move, winning in 35 moves (your blunder)"
        );
        assert_eq!(
            game.chart,
            "How the game went: 2 moves, you are losing, 1 blunder of yours."
        );
        assert!(
            view.says
                .as_deref()
                .unwrap()
                .starts_with("The engine moved")
        );
        assert_eq!(view.summary.verdict, "you (to move) lose against best play");
        assert!(game.can_undo);

        // Undo takes back both moves.
        let moves = serde_json::to_string(&game.moves).unwrap();
        let undone = ask(&format!(
            r#"{{"board": "x1x17/17x2", "game": {{"moves": {moves}, "then": "undo"}}}}"#
        ))
        .unwrap();
        assert_eq!(undone.board, "x1x17/17x2");
        assert_eq!(undone.game.as_ref().unwrap().history.len(), 1);
        assert_eq!(
            undone.says.as_deref(),
            Some("Took back your last move and the engine's reply. Your move.")
        );
    }

    #[test]
    fn a_game_ends_with_its_winner() {
        let view =
            ask(r#"{"board": "18x1", "game": {"first": "engine", "then": "engine"}}"#).unwrap();
        let game = view.game.unwrap();
        assert_eq!(game.winner, Some(Player::Engine));
        assert_eq!(
            view.says.as_deref(),
            Some(
                "The engine moved 1:19->20 (a winning move). The engine wins: no piece can move for you."
            )
        );
        assert_eq!(game.last.unwrap().stair, Some(1));
        // Misère play: who cannot move wins; from a lost position the engine plays longest.
        let view = ask(r#"{"board": "18x1/17x2", "misere": true, "game": {"first": "engine", "then": "engine"}}"#)
            .unwrap();
        assert!(
            view.says
                .unwrap()
                .contains("(every move loses; it lasts longest)")
        );
        let view =
            ask(r#"{"board": "2x1", "misere": true, "game": {"moves": ["1:3->4"]}}"#).unwrap();
        assert_eq!(
            view.says.as_deref(),
            Some("You moved 1:3->4. The engine wins: no piece can move for the engine.")
        );
    }

    #[test]
    fn a_game_refuses_what_cannot_be() {
        for game in [
            r#"{"moves": ["1:1->2"]}"#,
            r#"{"moves": ["1:19"]}"#,
            r#"{"then": "engine"}"#,
            r#"{"then": "undo"}"#,
            r#"{"first": "nobody"}"#,
        ] {
            let json = format!(r#"{{"board": "18x1/17x2", "game": {game}}}"#);
            let refusal = reply::view(json.as_bytes(), &Stop::never()).unwrap_err();
            assert_eq!(refusal.status(), 422, "{game}: {refusal}");
        }
        assert_eq!(
            reply::view(b"{\"board\": ", &Stop::never())
                .unwrap_err()
                .status(),
            400
        );
        assert_eq!(
            reply::view(br#"{"board": "18y"}"#, &Stop::never())
                .unwrap_err()
                .status(),
            400
        );
        assert_eq!(
            reply::view(br#"{"board": "xx", "puzzle": {"seed": 1}}"#, &Stop::never())
                .unwrap_err()
                .status(),
            422
        );
        assert_eq!(
            reply::view(br#"{}"#, &Stop::never()).unwrap_err().status(),
            422
        );
        assert_eq!(
            reply::view(br#"{"board": "xx", "colour": "red"}"#, &Stop::never())
                .unwrap_err()
                .status(),
            422
        );
        let large = format!(r#"{{"board": "{}"}}"#, "x".repeat(MAX_QUESTION_BYTES));
        assert_eq!(
            reply::view(large.as_bytes(), &Stop::never()).unwrap_err(),
            Refusal::TooLarge
        );
    }

    #[test]
    fn a_puzzle_hides_its_values_until_a_move_is_tried() {
        let puzzle = Puzzle::generate(7, Level::new(2).unwrap(), Variant::default());
        let view = ask(r#"{"puzzle": {"seed": "7", "level": 2}}"#).unwrap();
        assert!(view.values_hidden);
        assert_eq!(view.board, puzzle.board.to_string());
        assert!(
            view.says
                .as_deref()
                .unwrap()
                .starts_with("Puzzle 7, level 2: one of these")
        );
        let pieces = view.rows.iter().flat_map(|row| &row.pieces);
        assert!(
            pieces
                .clone()
                .all(|piece| matches!(piece.kind, "unknown" | "stuck"))
        );
        assert!(pieces.clone().all(|piece| !piece.label.contains("win")));
        assert!(view.rows.iter().all(|row| row.caption.ends_with('?')));
        assert!(view.puzzle.as_ref().unwrap().answer.is_none());

        let answer = puzzle.answer.to_string();
        let solved = ask(&format!(
            r#"{{"puzzle": {{"seed": 7, "level": 2, "try": "{answer}"}}}}"#
        ))
        .unwrap();
        assert!(!solved.values_hidden);
        assert_eq!(
            solved.says,
            Some(format!("Solved: {answer} is the only winning move."))
        );
        let wrong = view
            .rows
            .iter()
            .flat_map(|row| &row.pieces)
            .flat_map(|piece| &piece.moves)
            .find(|mv| mv.value.to_move() != puzzle.answer)
            .unwrap();
        let failed = ask(&format!(
            r#"{{"puzzle": {{"seed": "7", "level": 2, "try": "{}"}}}}"#,
            wrong.name
        ))
        .unwrap();
        assert!(!failed.puzzle.as_ref().unwrap().tried.unwrap().solved);
        assert!(
            failed
                .says
                .unwrap()
                .ends_with(&format!("The winning move was {answer}."))
        );
    }

    #[test]
    fn the_words_in_chinese() {
        let view = ask(r#"{"board": "18x1/17x2", "lang": "zh-CN"}"#).unwrap();
        assert_eq!(view.lang, "zh-CN");
        assert_eq!(view.summary.text, "异或和 1 xor 0 =");
        assert_eq!(view.summary.verdict, "轮到走的一方在最优策略下必胜");
        assert_eq!(
            view.summary.winning_moves.as_deref(),
            Some("必胜着法：1:19->20、2:18->19")
        );
        assert_eq!(view.rows[0].caption, "第 1 行：奇数级的堆：1 = 1");
        assert_eq!(
            view.rows[1].label,
            "第 2 行看作阶梯 Nim：第 2 级台阶有 1；奇数级的堆：无，异或和为 0"
        );
        let piece = &view.rows[1].pieces[0];
        assert_eq!(piece.label, "第 2 行第 18 列，棋子，可移到 19（必胜）");
        assert_eq!(
            piece.moves[0].caption,
            "2:18->19 把 1 枚棋子从第 2 级台阶搬到第 1 级"
        );
        assert!(view.words.rules.starts_with("跳子：棋子向右移到第一个空格"));
        assert_eq!(view.rule_sets[0].label, "跳子（落在第一个空格）");
        let languages: Vec<(&str, &str, bool)> = view
            .languages
            .iter()
            .map(|choice| (choice.code, choice.name, choice.chosen))
            .collect();
        assert_eq!(
            languages,
            [("en", "English", false), ("zh-CN", "简体中文", true)]
        );

        let welter = ask(r#"{"board": "x3", "rules": "welter", "lang": "zh"}"#).unwrap();
        assert_eq!(welter.rows[0].caption, "第 1 行：硬币 3，Welter 值为 3");
        assert_eq!(
            welter.rows[0].pieces[0].says,
            "1:1 的棋子可以落在 2、3、4（其中 1 个必胜：4）"
        );

        let game = ask(
            r#"{"board": "x1x17/17x2", "lang": "zh-CN", "game": {"moves": ["1:1->2"], "then": "engine"}}"#,
        )
        .unwrap();
        assert!(game.says.as_deref().unwrap().starts_with("引擎走了 "));
        assert!(game.says.as_deref().unwrap().ends_with("）。轮到你走。"));
        let played = game.game.unwrap();
        assert_eq!(played.history[0].name, "开局");
        assert_eq!(
            played.history[1].title,
            "轮到引擎走，必胜，剩余 35 步（你的失误）"
        );
        assert_eq!(
            played.chart,
            "对局经过：共 2 步，你正处于必败态，你有 1 次失误。"
        );

        let puzzle = ask(r#"{"puzzle": {"seed": 7, "level": 2}, "lang": "zh-CN"}"#).unwrap();
        assert!(puzzle.says.unwrap().starts_with("谜题 7，难度 2：这 "));
        let refusal = ask(r#"{"puzzle": {"seed": 1, "level": 6}, "lang": "zh-CN"}"#).unwrap_err();
        assert_eq!(refusal.to_string(), "难度 6 超出范围（1..=5）");
    }

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

    /// Every sentence of `view` that people read.
    fn sentences(view: &View) -> Vec<String> {
        let mut all = vec![
            view.words.rules.clone(),
            view.words.convention.clone(),
            view.words.column.clone(),
            view.words.pictures.clone(),
            view.summary.text.clone(),
            view.summary.verdict.clone(),
        ];
        all.extend(view.says.clone());
        all.extend(view.summary.winning_moves.clone());
        all.extend(view.rule_sets.iter().map(|choice| choice.label.clone()));
        for row in &view.rows {
            all.extend([row.caption.clone(), row.label.clone()]);
            for piece in &row.pieces {
                all.extend([piece.label.clone(), piece.says.clone()]);
                all.extend(piece.moves.iter().map(|mv| mv.caption.clone()));
            }
        }
        if let Some(game) = &view.game {
            all.push(game.chart.clone());
            for entry in &game.history {
                all.extend([entry.title.clone(), entry.point.clone(), entry.name.clone()]);
            }
        }
        // The page's labels, without the placeholders the page fills: `{count}`.
        all.extend(view.labels.values().map(|label| {
            label
                .split('{')
                .map(|part| part.split_once('}').map_or(part, |(_, rest)| rest))
                .collect::<String>()
        }));
        all
    }

    #[test]
    fn a_view_in_chinese_has_no_english_word_left() {
        // Words kept in Latin letters: the operator, names, the judge's name, a key, a file.
        let allowed = [
            "xor", "Nim", "Welter", "HDU", "misère", "SG", "hopnim", "English", "Enter", "wasm",
        ];
        for rules in ["hop", "welter", "slide"] {
            for misere in [false, true] {
                let game = format!(r#""rules": "{rules}", "misere": {misere}, "lang": "zh-CN""#);
                let mut views = vec![
                    ask(&format!(r#"{{{game}, "board": "x1x5x2x8/3xx4x5xx3/18xx"}}"#)).unwrap(),
                    ask(&format!(
                        r#"{{{game}, "board": "x3", "edit": {{"resize": {{"width": 5, "rows": 2}}}}}}"#
                    ))
                    .unwrap(),
                    ask(&format!(
                        r#"{{{game}, "board": "x1x17/17x2", "game": {{"first": "engine", "then": "engine"}}}}"#
                    ))
                    .unwrap(),
                    ask(&format!(r#"{{{game}, "puzzle": {{"seed": 3, "level": 3}}}}"#)).unwrap(),
                ];
                let tried = views[3].rows[0].pieces.iter().find_map(|p| p.moves.first());
                let tried = tried.map(|mv| mv.name.clone()).unwrap_or_default();
                if !tried.is_empty() {
                    views.push(
                        ask(&format!(
                            r#"{{{game}, "puzzle": {{"seed": 3, "level": 3, "try": "{tried}"}}}}"#
                        ))
                        .unwrap(),
                    );
                }
                for view in &views {
                    for sentence in sentences(view) {
                        let english: Vec<&str> = sentence
                            .split(|c: char| !c.is_alphabetic())
                            .filter(|word| word.len() > 1 && word.is_ascii())
                            .filter(|word| !allowed.contains(word))
                            .collect();
                        assert!(english.is_empty(), "{rules} {misere}: {sentence:?}");
                    }
                }
            }
        }
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
        let refusal = ask(r#"{"puzzle": {"seed": 1, "level": 6}}"#).unwrap_err();
        assert_eq!(refusal.to_string(), "level 6 is out of range (1..=5)");
    }
}
