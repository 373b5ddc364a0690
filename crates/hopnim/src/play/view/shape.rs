//! The shape of a view, what the page receives and draws: the [`View`] of a position,
//! of a game or of a puzzle, and each of its parts, as JSON.

use serde::Serialize;

use crate::game::Move;
use crate::play::analysis::{Analysis, MoveValue};
use crate::play::player::Player;
use crate::play::review::Class;

/// The most entries (rows, pieces, moves) a view lists: a view is built whole, and
/// the page draws every entry.
pub const MAX_VIEW_ENTRIES: u64 = 20_000;

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
    /// Every rule set, in [`Rules::ALL`](crate::game::Rules::ALL)'s order, the one played chosen: the page's
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
    /// The engine's level, `1` to `5` or `perfect`: the next question's `level`.
    pub level: String,
    /// The seed of the engine's draws, as decimal text: the next question's `seed`.
    pub seed: String,
    /// The game's record, the starting board and the moves: `18x1/17x2 1:19->20`.
    pub record: String,
    /// Each player's accuracy (a percentage), where they have moved.
    pub accuracy: Accuracy,
    /// Each player's accuracy in words, once either has moved: `Your accuracy: 75%.`
    pub accuracy_says: Option<String>,
}

/// Each player's accuracy in a game: `100 × (best + ½ × (good + hasty)) / moves`
/// ([`PlayerSummary::accuracy`](crate::play::review::PlayerSummary::accuracy)); `null` for a player who has not moved.
///
/// ```
/// use hopnim::play::view::{Question, view};
/// // You throw the win away (a blunder); the engine's reply is best.
/// let question: Question = serde_json::from_str(
///     r#"{"board": "x1x17/17x2", "game": {"moves": ["1:1->2"], "then": "engine"}}"#,
/// )?;
/// let game = view(&question)?.game.unwrap();
/// assert_eq!((game.accuracy.you, game.accuracy.engine), (Some(0.0), Some(100.0)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Accuracy {
    /// Yours.
    pub you: Option<f64>,
    /// The engine's.
    pub engine: Option<f64>,
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
    /// The class of the move that led to it (`best`, `good`, `blunder`, `hasty`:
    /// [`Class`]); `null` for the start.
    pub class: Option<Class>,
    /// The class in words: `best`, `最佳`; `null` for the start.
    pub class_label: Option<String>,
    /// Who is to move, and whether you win, told from your side: `you to move, you
    /// are winning`, `engine to move, you are losing in 35 moves (your blunder)`.
    pub title: String,
    /// The chart's text for it: `move 1: 1:19->20, you win`.
    pub point: String,
    /// Of a move classed `blunder` or `hasty`: the best move in the position before
    /// it, the one the engine plays there, and what it would have done; `null` for
    /// the start and every other move.
    pub best: Option<BestMove>,
}

/// The best move where a blunder or a hasty move was played (the fastest win, or
/// the longest loss: the engine's move), and what it would have done, counted in its
/// player's own turns.
///
/// ```
/// use hopnim::play::view::{Question, view};
/// // Misère play: good, hasty, blunder, blunder, best.
/// let question: Question = serde_json::from_str(r#"{"board": "3xx1/xx4", "misere": true,
///     "game": {"moves": ["1:5->6", "2:1->3", "1:4->5", "2:2->4", "2:4->5"]}}"#)?;
/// let game = view(&question)?.game.unwrap();
/// assert!(game.history[1].best.is_none()); // good
/// let hasty = game.history[2].best.as_ref().unwrap();
/// assert_eq!(hasty.name, "1:4->5");
/// assert_eq!(hasty.says, "1:4->5 holds out 1 turn longer");
/// let blunder = game.history[3].best.as_ref().unwrap();
/// assert_eq!(blunder.says, format!("{} keeps the win", blunder.name));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct BestMove {
    /// The move.
    #[serde(rename = "move")]
    pub best: Move,
    /// `R:C->D`.
    pub name: String,
    /// What it would have done: `1:17->19 keeps the win`, `1:17->19 holds out 3
    /// turns longer`.
    pub says: String,
}

/// A puzzle: find the one winning move.
#[derive(Clone, Debug, Serialize)]
pub struct PuzzleView {
    /// Its seed, in decimal.
    pub seed: String,
    /// Its level.
    pub level: u8,
    /// `fastest` for a fastest puzzle; absent for a win puzzle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goal: Option<&'static str>,
    /// How many legal moves the position has.
    pub moves: u32,
    /// How many of them are tempting: lower the nim-sum, yet lose; of a fastest
    /// puzzle, win more slowly.
    pub tempting: u32,
    /// The move tried; absent before.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tried: Option<Tried>,
    /// The winning move (the fastest), once a move has been tried.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answer: Option<Move>,
    /// Of a fastest puzzle, once a move has been tried: how many moves sooner the
    /// answer wins than the next fastest winning move, both players' moves as the
    /// remoteness counts them (always even; the words say it in your own turns,
    /// half of it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sooner: Option<u64>,
}

/// A move tried on a puzzle.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Tried {
    /// The move.
    #[serde(rename = "move")]
    pub tried: Move,
    /// Whether it is the winning move (the fastest).
    pub solved: bool,
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

/// The words about the game played: its rules, its convention, how to read its
/// pictures (the rule set's own words, [`RuleSet`](crate::game::rules::RuleSet)).
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

/// The line under the board.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// `nim-sum 1 xor 0 =`, after a note on misère play.
    pub text: String,
    /// Who wins, and in how many moves where the remoteness is known and the game
    /// goes on: `the player to move wins in 3 moves`, `you (to move) lose in 34
    /// moves against best play`; else `the player to move wins with best play`.
    pub verdict: String,
    /// `winning moves: 1:19->20, 2:18->19`; absent when there is none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_moves: Option<String>,
}

/// A row.
#[derive(Clone, Debug, Serialize)]
pub struct RowView {
    /// Under its picture: `row 1: odd pile: 1, xor 1`, `row 1: coins 3, Welter value 3`.
    pub caption: String,
    /// The picture's text: `row 1 as staircase Nim: stair 1 holds 1; odd pile: 1, xor 1`.
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
