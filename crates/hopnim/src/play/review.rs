//! The review of a game: its record (the starting board, then the moves), and for
//! every move who made it, its class — **best**, **good**, **blunder** or **hasty** —
//! the remoteness before and after it, and the best moves where it was not best; then
//! each player's accuracy.
//!
//! A move from a position of remoteness `R` is *best* when it leaves `R − 1` (from a
//! won position the fastest win, from a lost one the longest loss); from a won
//! position a move that still wins but not fastest is *good*, one that leaves the
//! opponent a won position a *blunder*; from a lost position a move that loses sooner
//! than it must is *hasty*. Where the remoteness is not known (Welter's game beyond
//! the search's limits) a move is only best (it keeps the win, or the position was
//! lost anyway) or a blunder. A player's accuracy is
//! `100 × (best + ½ × (good + hasty)) / their moves`.
//!
//! Every position of a game is reviewed in one search ([`SharedSearch`]), one position
//! at a time ([`GameRecord::move_reviews`]): a review holds one board, not the game's.
//! Each position costs about its listing (its rows, pieces and moves), so a game
//! costs its moves times its board's listing ([`GameRecord::review_size`]); a front
//! end refuses one over [`MAX_REVIEW_SIZE`] ([`GameRecord::check_review_size`]). A
//! move's review lists at most [`LISTED_BEST_MOVES`] best moves, and counts them all.
//!
//! ```
//! use hopnim::game::Variant;
//! use hopnim::play::review::{Class, GameRecord};
//! let record = GameRecord::parse("3xx1/xx4 1:5->6 2:1->3", Variant::MISERE)?;
//! let review = record.review();
//! // The first player wins in 8 moves (2:1->3 first), but 1:5->6 wins in 10: good.
//! assert_eq!(review.moves[0].class, Class::Good);
//! assert_eq!(review.moves[0].remoteness_before, Some(8));
//! assert_eq!(review.moves[0].remoteness_after, Some(9));
//! assert_eq!(review.moves[0].best_moves, ["2:1->3".parse()?]);
//! // The second player could make it last 9 more moves, and lets it last 7.
//! assert_eq!(review.moves[1].class, Class::Hasty);
//! assert_eq!(review.moves[1].best_moves, ["1:4->5".parse()?, "2:2->3".parse()?]);
//! assert_eq!(review.summary.first.accuracy(), Some(50.0));
//! assert_eq!(review.summary.second.accuracy(), Some(50.0));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use crate::game::notation::WrittenMove;
use crate::game::{AnyBoard, SharedSearch, Variant};
use crate::game::{Board, BoardError, Cell, Move, NotationError, NotationErrorKind, Row};
use crate::lang::Lang;
use crate::lang::say;
use crate::phrase;
use crate::phrase::{Phrase, Quoted};
use crate::play::analysis::{Analyser, MoveValue, listing_size};
use crate::play::player::Player;

/// The largest game a front end reviews, in [`GameRecord::review_size`]: entries of
/// the positions' listings, 30 to 80 ns each (1 to 2.6 s of the release build at the
/// limit, by the rules and convention; tens of MB of JSON). Every game of hop or slide
/// that `play --rows` starts on the classic board is within it (at most 64 rows of 20
/// cells: at most 6,400 moves, each on a position of at most 5,184 entries).
pub const MAX_REVIEW_SIZE: u64 = 1 << 25;

/// The most best moves a move's review lists ([`MoveReview::best_moves`]); how many
/// there are is counted beyond it ([`MoveReview::best_move_count`]).
pub const LISTED_BEST_MOVES: usize = 32;

/// A game: its starting board and the moves played from it, each legal in the game it
/// was read for. Written on one line: the board in board notation, then the moves as
/// `R:C->D`, separated by spaces (`18x1/17x2 1:19->20 2:18->19`).
///
/// ```
/// use hopnim::game::{Rules, Variant};
/// use hopnim::play::review::GameRecord;
/// let welter = Variant::new(Rules::Welter, false);
/// // `R:C` is enough for a piece with one landing cell.
/// let record = GameRecord::parse("  x3   1:1->3 1:3 ", welter)?;
/// assert_eq!(record.to_string(), "x3 1:1->3 1:3->4");
/// assert_eq!(record.boards().last().unwrap().to_string(), "3x");
/// # Ok::<(), hopnim::play::review::RecordError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    start: Board,
    moves: Vec<Move>,
    variant: Variant,
    /// Which side you played, where the record says it.
    you: Option<Side>,
}

impl GameRecord {
    /// The record of `moves` played from `start` in `variant`, or why one of them is
    /// illegal (its 1-based number and the refusal).
    ///
    /// ```
    /// use hopnim::play::review::GameRecord;
    /// let start: hopnim::Board = "x2".parse()?;
    /// let record = GameRecord::new(start, vec!["1:1->2".parse()?], Default::default()).unwrap();
    /// assert_eq!(record.to_string(), "x2 1:1->2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(
        start: Board,
        moves: Vec<Move>,
        variant: Variant,
    ) -> Result<GameRecord, (usize, BoardError)> {
        let mut board = start.clone();
        for (index, &mv) in moves.iter().enumerate() {
            board
                .make_move(mv, variant.rules)
                .map_err(|error| (index + 1, error))?;
        }
        Ok(GameRecord {
            start,
            moves,
            variant,
            you: None,
        })
    }

    /// The record in `text` (one line) of a game of `variant`: the starting board,
    /// then the moves, separated by white space. A move is `R:C->D`, or `R:C` where
    /// the piece has one landing cell. The last word may say which side you played,
    /// `you=first` or `you=second` (a record without it reads as before: the sides are
    /// only first and second). An error names the character where the text is wrong
    /// and the move it is in.
    ///
    /// ```
    /// use hopnim::play::review::{GameRecord, Side};
    /// let record = GameRecord::parse("18x1/17x2 1:19->20 2:18->19 you=second", Default::default())?;
    /// assert_eq!((record.moves().len(), record.you()), (2, Some(Side::Second)));
    /// assert_eq!(record.to_string(), "18x1/17x2 1:19->20 2:18->19 you=second");
    /// let error = GameRecord::parse("x1 you=first 1:1->2", Default::default()).unwrap_err();
    /// assert_eq!(error.to_string(), "character 4: you=first: the side you played is the \
    ///     record's last word, you=first or you=second");
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    ///
    /// ```
    /// use hopnim::{game::Variant, lang::Lang, play::review::GameRecord};
    /// let error = GameRecord::parse("18x1/17x2 1:19->20 1:20", Variant::default()).unwrap_err();
    /// assert_eq!(error.position, 20);
    /// assert_eq!(
    ///     error.to_string(),
    ///     "character 20: move 2 (1:20): the piece at 1:20 is stuck: no empty cell to its right"
    /// );
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "第 20 个字符：第 2 步（1:20）：1:20 上的棋子动不了：它右边没有空格");
    /// ```
    pub fn parse(text: &str, variant: Variant) -> Result<GameRecord, RecordError> {
        let mut words = words(text);
        let Some((board_at, board_text)) = words.next() else {
            return Err(RecordError {
                kind: RecordErrorKind::Empty,
                position: text.chars().count() + 1,
            });
        };
        let start: Board = board_text
            .parse()
            .map_err(|error: NotationError| RecordError {
                position: board_at + error.position,
                kind: RecordErrorKind::Board {
                    row: error.row,
                    error: error.kind,
                },
            })?;
        let mut board = start.clone();
        let mut moves = Vec::new();
        let mut you = None;
        let mut words = words.peekable();
        while let Some((at, word)) = words.next() {
            if let Some(named) = word.strip_prefix(SIDE_PREFIX) {
                let side = named.parse::<Side>().ok();
                match side.filter(|_| words.peek().is_none()) {
                    Some(side) => you = Some(side),
                    None => {
                        return Err(RecordError {
                            position: at + 1,
                            kind: RecordErrorKind::Side {
                                text: word.to_owned(),
                            },
                        });
                    }
                }
                continue;
            }
            let number = moves.len() + 1;
            let refused = |position: usize, why: MoveError| RecordError {
                position,
                kind: RecordErrorKind::Move {
                    number,
                    text: word.to_owned(),
                    why,
                },
            };
            let (cell, landing) = read_move(word)
                .map_err(|error| refused(at + error.position, MoveError::Notation(error.kind)))?;
            let mv = board
                .move_to(cell, landing, variant.rules)
                .map_err(|error| refused(at + 1, MoveError::Illegal(error)))?;
            board
                .make_move(mv, variant.rules)
                .expect("a move the board allows");
            moves.push(mv);
        }
        Ok(GameRecord {
            start,
            moves,
            variant,
            you,
        })
    }

    /// Which side you played, where the record says it (`you=first`, `you=second`).
    pub const fn you(&self) -> Option<Side> {
        self.you
    }

    /// This record, saying that you played `you` (or, with `None`, not saying who
    /// played which side).
    ///
    /// ```
    /// use hopnim::play::review::{GameRecord, Side};
    /// let record = GameRecord::parse("18x1/17x2 1:19->20", Default::default())?;
    /// assert_eq!(record.clone().with_you(Some(Side::First)).to_string(), "18x1/17x2 1:19->20 you=first");
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    pub fn with_you(self, you: Option<Side>) -> GameRecord {
        GameRecord { you, ..self }
    }

    /// Who made the move of 1-based `number`, you or the engine, where the record
    /// says which side you played.
    pub fn player_of(&self, number: usize) -> Option<Player> {
        self.you.map(|you| Side::of_move(number).played_by(you))
    }

    /// The starting board.
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// The moves, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The game it is a record of.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// Every position of the game: the start, then the board after each move. All of
    /// them, held: a game's moves times its rows; a review walks them one at a time
    /// ([`GameRecord::move_reviews`]).
    pub fn boards(&self) -> Vec<Board> {
        let mut boards = vec![self.start.clone()];
        for &mv in &self.moves {
            let last = boards.last().expect("the start at least");
            let next = last
                .play_move(mv, self.variant.rules)
                .expect("a record holds legal moves");
            boards.push(next);
        }
        boards
    }

    /// The review of the game ([`GameRecord::review_in`] with a search of its own).
    pub fn review(&self) -> Review {
        self.review_in(&SharedSearch::new())
    }

    /// The review of the game, every position's remoteness searched in `search` (one
    /// that other positions of the game may share, and that may stop: where it has
    /// stopped the remoteness is unknown).
    pub fn review_in(&self, search: &SharedSearch) -> Review {
        let mut summary = Summary::default();
        let moves: Vec<MoveReview> = self
            .move_reviews(search)
            .inspect(|reviewed| summary.count(reviewed))
            .collect();
        Review {
            moves,
            summary,
            you: self.you,
        }
    }

    /// Each move's review, in order, made as it is asked for: one board of the game is
    /// held at a time, so a front end that writes each one out holds only that (count
    /// them with [`Summary::count`]). Each position costs about its listing: see
    /// [`GameRecord::review_size`].
    ///
    /// ```
    /// use hopnim::game::SharedSearch;
    /// use hopnim::play::review::{Class, GameRecord, Summary};
    /// let record = GameRecord::parse("x1x1 1:1->2 1:3->4", Default::default())?;
    /// let mut summary = Summary::default();
    /// for reviewed in record.move_reviews(&SharedSearch::new()) {
    ///     summary.count(&reviewed);
    /// }
    /// assert_eq!(summary, record.review().summary);
    /// assert_eq!(summary.first.blunder, 1);
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    pub fn move_reviews<'a>(
        &'a self,
        search: &'a SharedSearch,
    ) -> impl Iterator<Item = MoveReview> + 'a {
        let mut board = self.start.clone();
        self.moves.iter().enumerate().map(move |(index, &mv)| {
            let analyser = Analyser::new(board.width(), board.rows(), self.variant).sharing(search);
            let mut reviewed = MoveReview::of(index + 1, mv, &board, &analyser);
            reviewed.by = self.player_of(index + 1);
            board
                .make_move(mv, self.variant.rules)
                .expect("a record holds legal moves");
            reviewed
        })
    }

    /// How much reviewing the game costs: its moves times the listing of its starting
    /// board (its rows, 3 entries a piece, and the most moves its rows can have,
    /// [`listing_size`]), which no later position of the game exceeds (rows and pieces
    /// stay, and a row's most moves never grow). Each move's review values every
    /// move of its position and writes its board.
    ///
    /// ```
    /// use hopnim::play::review::GameRecord;
    /// // Two rows of one piece: 2 + 3 × 2 + 2 moves, a position; two moves.
    /// let record = GameRecord::parse("18x1/17x2 1:19 2:18", Default::default())?;
    /// assert_eq!(record.review_size(), 2 * 10);
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    pub fn review_size(&self) -> u64 {
        (self.moves.len() as u64).saturating_mul(self.position_size())
    }

    /// The listing of the starting board, with its moves: what one position costs.
    fn position_size(&self) -> u64 {
        listing_size(
            &AnyBoard::Narrow(self.start.clone()),
            self.variant.rules,
            true,
        )
    }

    /// The game, if a front end reviews it: its [`GameRecord::review_size`] is at most
    /// [`MAX_REVIEW_SIZE`]; otherwise the refusal, which names the limit.
    ///
    /// ```
    /// use hopnim::play::review::GameRecord;
    /// let rows = vec!["x1"; 3000].join("/");
    /// let moves: Vec<String> = (1..=3000).map(|row| format!("{row}:1")).collect();
    /// let record = GameRecord::parse(&format!("{rows} {}", moves.join(" ")), Default::default())?;
    /// let refusal = record.check_review_size().unwrap_err();
    /// assert_eq!(refusal.to_string(), "the game is too big to review: 3000 moves, each on \
    ///     a position of 15000 entries (its rows, 3 a piece, its moves), are 45000000 \
    ///     entries, over the limit of 33554432");
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    pub fn check_review_size(&self) -> Result<&GameRecord, TooBigToReview> {
        let size = self.review_size();
        if size <= MAX_REVIEW_SIZE {
            return Ok(self);
        }
        Err(TooBigToReview {
            moves: self.moves.len(),
            position: self.position_size(),
            size,
        })
    }
}

/// A game too big to review: its [`GameRecord::review_size`] is over
/// [`MAX_REVIEW_SIZE`]. It says so in any language ([`TooBigToReview::phrase`]); its
/// `Display` is the English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub struct TooBigToReview {
    /// The game's moves.
    pub moves: usize,
    /// The listing of its starting board: what one position costs.
    pub position: u64,
    /// Its review size, the product.
    pub size: u64,
}

impl TooBigToReview {
    /// The refusal, with the limit, in any language.
    pub fn phrase(&self) -> Phrase<'static> {
        phrase!(
            "review-too-big",
            moves = self.moves,
            position = self.position,
            size = self.size,
            limit = MAX_REVIEW_SIZE
        )
    }
}

crate::phrase::said_in_english!(TooBigToReview);

impl fmt::Display for GameRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.start)?;
        for mv in &self.moves {
            write!(f, " {mv}")?;
        }
        if let Some(you) = self.you {
            write!(f, " {SIDE_PREFIX}{}", you.name())?;
        }
        Ok(())
    }
}

/// How a record's last word says which side you played: `you=first`, `you=second`.
const SIDE_PREFIX: &str = "you=";

/// The words of `text` split at ASCII white space, each with the 0-based character
/// position where it starts.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut chars = 0;
    let mut rest = text;
    std::iter::from_fn(move || {
        let skipped = rest.len()
            - rest
                .trim_start_matches(|c: char| c.is_ascii_whitespace())
                .len();
        chars += rest[..skipped].chars().count();
        rest = &rest[skipped..];
        if rest.is_empty() {
            return None;
        }
        let end = rest
            .find(|c: char| c.is_ascii_whitespace())
            .unwrap_or(rest.len());
        let (word, after) = rest.split_at(end);
        let at = chars;
        chars += word.chars().count();
        rest = after;
        Some((at, word))
    })
}

/// A move in notation, `R:C->D` or `R:C`: its piece's cell and landing cell if named;
/// the error names the character where the text stops being either.
fn read_move(text: &str) -> Result<(Cell, Option<u32>), NotationError> {
    let written: WrittenMove = text.parse()?;
    Ok((written.cell, written.to))
}

/// Who made a move: the player who moved first in the game, or the other.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The player who moves from the starting board.
    First,
    /// The other player.
    Second,
}

impl Side {
    /// The player who makes the move of 1-based `number`.
    pub const fn of_move(number: usize) -> Side {
        if number % 2 == 1 {
            Side::First
        } else {
            Side::Second
        }
    }

    /// `first` or `second`, as the JSON writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
        }
    }

    /// Who plays this side of a game where you play `you`.
    ///
    /// ```
    /// use hopnim::play::{player::Player, review::Side};
    /// assert_eq!(Side::First.played_by(Side::Second), Player::Engine);
    /// assert_eq!(Side::Second.played_by(Side::Second), Player::You);
    /// ```
    pub fn played_by(self, you: Side) -> Player {
        if self == you {
            Player::You
        } else {
            Player::Engine
        }
    }

    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// `first` or `second`, as a record's `you=` and a page's address write it.
///
/// ```
/// use hopnim::play::review::Side;
/// assert_eq!("second".parse::<Side>(), Ok(Side::Second));
/// assert!("third".parse::<Side>().is_err());
/// ```
impl std::str::FromStr for Side {
    type Err = NotASide;

    fn from_str(text: &str) -> Result<Side, NotASide> {
        match text {
            "first" => Ok(Side::First),
            "second" => Ok(Side::Second),
            _ => Err(NotASide),
        }
    }
}

/// A text that is not `first` or `second`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NotASide;

/// How good a move was (see the [module](self)).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// It leaves remoteness − 1: the fastest win, or the longest loss; where the
    /// remoteness is unknown, a move that keeps the win or any move of a lost position.
    Best,
    /// It wins, but not fastest.
    Good,
    /// It throws a won position away.
    Blunder,
    /// It loses sooner than it must.
    Hasty,
}

impl Class {
    /// Every class, best first.
    pub const ALL: [Class; 4] = [Class::Best, Class::Good, Class::Blunder, Class::Hasty];

    /// `best`, `good`, `blunder` or `hasty`, as the JSON writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Blunder => "blunder",
            Class::Hasty => "hasty",
        }
    }

    /// The class of a move from a position where the player to move `wins` (or not)
    /// of remoteness `before`, that leaves the opponent a lost position (`winning`) of
    /// remoteness `after`: by the remoteness where both are known, else by the
    /// outcome alone.
    ///
    /// ```
    /// use hopnim::play::review::Class;
    /// assert_eq!(Class::of(true, Some(5), true, Some(4)), Class::Best);
    /// assert_eq!(Class::of(true, Some(5), true, Some(6)), Class::Good);
    /// assert_eq!(Class::of(true, Some(5), false, Some(2)), Class::Blunder);
    /// assert_eq!(Class::of(false, Some(6), false, Some(3)), Class::Hasty);
    /// assert_eq!(Class::of(true, None, true, None), Class::Best);
    /// assert_eq!(Class::of(false, None, false, None), Class::Best);
    /// ```
    pub const fn of(wins: bool, before: Option<u64>, winning: bool, after: Option<u64>) -> Class {
        if wins && !winning {
            return Class::Blunder;
        }
        match (before, after) {
            (Some(before), Some(after)) if after + 1 != before => {
                if wins {
                    Class::Good
                } else {
                    Class::Hasty
                }
            }
            _ => Class::Best,
        }
    }

    /// The class's name in any language.
    ///
    /// ```
    /// use hopnim::{lang::Lang, play::review::Class};
    /// assert_eq!(Lang::En.say(Class::Hasty.phrase()), "hasty");
    /// assert_eq!(Lang::ZhCn.say(Class::Hasty.phrase()), "过急");
    /// ```
    pub fn phrase(self) -> Phrase<'static> {
        phrase!("review-class", class = self.name())
    }
}

/// One move of a game, reviewed.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct MoveReview {
    /// Its 1-based number in the game.
    pub number: usize,
    /// Who made it.
    pub player: Side,
    /// Who made it, you or the engine, where the record says which side you played;
    /// the JSON writes it only then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<Player>,
    /// The board it was made on, in board notation.
    pub board: String,
    /// The move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// How good it was.
    pub class: Class,
    /// The remoteness of the board it was made on, where hopnim knows it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness_before: Option<u64>,
    /// The remoteness of the board it left, where hopnim knows it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness_after: Option<u64>,
    /// The best moves of the board, when this one was not best (the first
    /// [`LISTED_BEST_MOVES`], top row first, pieces left to right); else empty.
    pub best_moves: Vec<Move>,
    /// How many best moves the board has, when this one was not best; else 0. The
    /// JSON writes it only when `best_moves` does not list them all.
    #[serde(skip_serializing_if = "lists_every_best_move")]
    pub best_move_count: usize,
}

/// Whether `best_moves` lists all `count` best moves: the JSON leaves the count out.
const fn lists_every_best_move(count: &usize) -> bool {
    *count <= LISTED_BEST_MOVES
}

impl MoveReview {
    /// The review of move `number`, `mv`, on the board `analyser` analyses.
    fn of(number: usize, mv: Move, board: &Board, analyser: &Analyser<'_, Row>) -> MoveReview {
        let wins = analyser.first_player_wins();
        let (before, moves) = analyser.remoteness_and_moves();
        let moves: Vec<MoveValue> = moves.collect();
        let played = moves
            .iter()
            .find(|value| value.to_move() == mv)
            .expect("a record holds legal moves");
        let class = Class::of(wins, before, played.winning, played.remoteness_after);
        let mut best_moves = Vec::new();
        let mut best_move_count = 0;
        if class != Class::Best {
            let best = moves.iter().filter(|value| {
                Class::of(wins, before, value.winning, value.remoteness_after) == Class::Best
            });
            for value in best {
                if best_move_count < LISTED_BEST_MOVES {
                    best_moves.push(value.to_move());
                }
                best_move_count += 1;
            }
        }
        MoveReview {
            number,
            player: Side::of_move(number),
            by: None,
            board: board.to_string(),
            mv,
            class,
            remoteness_before: before,
            remoteness_after: played.remoteness_after,
            best_moves,
            best_move_count,
        }
    }

    /// The best move of the board, the one the engine plays there (the fastest win,
    /// or the longest loss: [`engine::choose_in`](crate::play::engine::choose_in)),
    /// and what it would have done that this move did not: for a blunder or a hasty
    /// move; `None` for a best or good move.
    ///
    /// ```
    /// use hopnim::game::Variant;
    /// use hopnim::play::review::{GameRecord, Missed};
    /// let review = GameRecord::parse("3xx1/xx4 1:5->6 2:1->3 1:4->5", Variant::MISERE)?.review();
    /// // A good move: no best move to show.
    /// assert_eq!(review.moves[0].missed(), None);
    /// // Hasty: 2:1->3 leaves 6 moves, the best 1:4->5 leaves 8: a turn more.
    /// assert_eq!(review.moves[1].missed(), Some(("1:4->5".parse()?, Missed::Longer(1))));
    /// // A blunder: 1:4->5 throws the win away, which 2:2->4 keeps.
    /// assert_eq!(review.moves[2].missed(), Some(("2:2->4".parse()?, Missed::TheWin)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn missed(&self) -> Option<(Move, Missed)> {
        let best = *self.best_moves.first()?;
        let missed = match (self.class, self.remoteness_before, self.remoteness_after) {
            (Class::Blunder, _, _) => Missed::TheWin,
            (Class::Hasty, Some(before), Some(after)) => {
                Missed::Longer(turns((before - 1).saturating_sub(after)))
            }
            _ => return None,
        };
        Some((best, missed))
    }

    /// Appends the move's line of the review's JSON Lines
    /// ([`Review::write_json_lines`]), ending in a newline.
    pub fn write_json_line(&self, out: &mut Vec<u8>) {
        serde_json::to_writer(&mut *out, self).expect("writing to memory does not fail");
        out.push(b'\n');
    }

    /// The move's line of the review, in `lang`: `2. second: 2:17->18, blunder,
    /// remoteness 2 -> 2; best: 2:18->19`.
    ///
    /// ```
    /// use hopnim::{lang::Lang, play::review::GameRecord};
    /// let review = GameRecord::parse("x1x1 1:1->2", Default::default())?.review();
    /// assert_eq!(review.moves[0].say(Lang::En), "1. first: 1:1->2, blunder, remoteness 3 -> 1; best: 1:3->4");
    /// assert_eq!(review.moves[0].say(Lang::ZhCn), "第 1 步（先手）：1:1->2，失误，剩余步数 3 -> 1；最佳着法：1:3->4");
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    pub fn say(&self, lang: Lang) -> String {
        let remoteness = match (self.remoteness_before, self.remoteness_after) {
            (Some(before), Some(after)) => {
                say!(lang, "review-remoteness", before = before, after = after)
            }
            _ => String::new(),
        };
        let moves: Vec<String> = self.best_moves.iter().map(Move::to_string).collect();
        // Saturating: the fields are public, and a count below the list's length means
        // only that none is unlisted.
        let best = match self.best_move_count.saturating_sub(self.best_moves.len()) {
            _ if moves.is_empty() => String::new(),
            0 => say!(lang, "review-best-moves", moves = moves.as_slice()),
            more => say!(
                lang,
                "review-best-moves-more",
                moves = moves.as_slice(),
                more = more
            ),
        };
        match self.by {
            None => say!(
                lang,
                "review-move",
                number = self.number,
                player = self.player.name(),
                move = self.mv.to_string(),
                class = self.class.phrase(),
                remoteness = remoteness,
                best = best
            ),
            Some(by) => say!(
                lang,
                "review-move-by",
                number = self.number,
                player = by.name(),
                move = self.mv.to_string(),
                class = self.class.phrase(),
                remoteness = remoteness,
                best = best
            ),
        }
    }
}

/// A count of moves, both players', as remoteness counts them, in the turns of one
/// player: what a learner counts. Two positions that the same player wins (or loses)
/// have remotenesses of the same parity (odd for a won position in normal play, even
/// in misère play), so the difference of theirs is a whole number of turns, a move of
/// each player a turn.
///
/// ```
/// use hopnim::play::review::turns;
/// // 1:5->6 leaves 9 moves, the best move 7: the best wins a turn sooner.
/// assert_eq!(turns(9 - 7), 1);
/// ```
pub const fn turns(moves: u64) -> u64 {
    moves / 2
}

/// What the best move of a position would have done that the move played did not
/// ([`MoveReview::missed`]), counted in the player's own [`turns`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Missed {
    /// A blunder: the best move keeps the win that the move played threw away.
    TheWin,
    /// A hasty move: the best move holds out this many turns longer.
    Longer(u64),
}

/// A review: every move's, and each player's summary.
#[derive(Clone, PartialEq, Debug, serde::Serialize)]
pub struct Review {
    /// Every move, in order.
    pub moves: Vec<MoveReview>,
    /// Each player's counts and accuracy.
    pub summary: Summary,
    /// Which side you played, where the record says it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub you: Option<Side>,
}

impl Review {
    /// The review as a person reads it, in `lang`: a line per move, then a line per
    /// player who moved.
    ///
    /// ```
    /// use hopnim::{lang::Lang, play::review::GameRecord};
    /// let review = GameRecord::parse("18x1/17x2 1:19->20", Default::default())?.review();
    /// assert_eq!(review.lines(Lang::En), [
    ///     "1. first: 1:19->20, best, remoteness 3 -> 2",
    ///     "first player: accuracy 100%, 1 move: 1 best, 0 good, 0 hasty, 0 blunders",
    /// ]);
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        let moves = self.moves.iter().map(|mv| mv.say(lang));
        moves
            .chain(self.summary.lines_for(self.you, lang))
            .collect()
    }

    /// Appends the review as JSON Lines: an object per move, then
    /// `{"summary":{"first":…,"second":…}}`, each line ending in a newline.
    ///
    /// ```
    /// use hopnim::play::review::GameRecord;
    /// let review = GameRecord::parse("x1 1:1->2", Default::default())?.review();
    /// let mut json = Vec::new();
    /// review.write_json_lines(&mut json);
    /// assert_eq!(String::from_utf8(json).unwrap(), concat!(
    ///     r#"{"number":1,"player":"first","board":"x1","move":{"row":1,"from":1,"to":2},"#,
    ///     r#""class":"best","remoteness_before":1,"remoteness_after":0,"best_moves":[]}"#, "\n",
    ///     r#"{"summary":{"first":{"moves":1,"best":1,"good":0,"blunder":0,"hasty":0,"accuracy":100.0},"#,
    ///     r#""second":{"moves":0,"best":0,"good":0,"blunder":0,"hasty":0}}}"#, "\n",
    /// ));
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    pub fn write_json_lines(&self, out: &mut Vec<u8>) {
        for mv in &self.moves {
            mv.write_json_line(out);
        }
        self.summary.write_json_line_for(self.you, out);
    }
}

/// Each player's counts and accuracy.
#[derive(Clone, Copy, PartialEq, Default, Debug, serde::Serialize)]
pub struct Summary {
    /// The player who moved first.
    pub first: PlayerSummary,
    /// The other player.
    pub second: PlayerSummary,
}

impl Summary {
    /// Each player's summary with who it is.
    pub const fn players(&self) -> [(Side, PlayerSummary); 2] {
        [(Side::First, self.first), (Side::Second, self.second)]
    }

    /// Counts one more move, of the player who made it.
    pub fn count(&mut self, reviewed: &MoveReview) {
        match reviewed.player {
            Side::First => self.first.count(reviewed.class),
            Side::Second => self.second.count(reviewed.class),
        }
    }

    /// Appends the summary's line of the review's JSON Lines
    /// (`{"summary":{"first":…,"second":…}}`), ending in a newline.
    pub fn write_json_line(&self, out: &mut Vec<u8>) {
        self.write_json_line_for(None, out);
    }

    /// Appends the summary's line of the review's JSON Lines, with the side you played
    /// where the record says it: `{"summary":{"first":…,"second":…},"you":"second"}`.
    ///
    /// ```
    /// use hopnim::play::review::{GameRecord, Side};
    /// let review = GameRecord::parse("x1 1:1->2 you=second", Default::default())?.review();
    /// let mut json = Vec::new();
    /// review.summary.write_json_line_for(review.you, &mut json);
    /// assert!(String::from_utf8(json).unwrap().ends_with("}},\"you\":\"second\"}\n"));
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    pub fn write_json_line_for(&self, you: Option<Side>, out: &mut Vec<u8>) {
        #[derive(serde::Serialize)]
        struct SummaryLine<'a> {
            summary: &'a Summary,
            #[serde(skip_serializing_if = "Option::is_none")]
            you: Option<Side>,
        }
        serde_json::to_writer(&mut *out, &SummaryLine { summary: self, you })
            .expect("writing to memory does not fail");
        out.push(b'\n');
    }

    /// A line per player who moved, in `lang`.
    pub fn lines(&self, lang: Lang) -> impl Iterator<Item = String> + '_ {
        self.lines_for(None, lang)
    }

    /// A line per player who moved, in `lang`, each named you or the engine where
    /// `you` says which side you played (first or second otherwise).
    ///
    /// ```
    /// use hopnim::{lang::Lang, play::review::{GameRecord, Side}};
    /// let review = GameRecord::parse("x1x1 1:1->2 1:3->4", Default::default())?.review();
    /// let lines: Vec<String> = review.summary.lines_for(Some(Side::Second), Lang::En).collect();
    /// assert_eq!(lines, [
    ///     "the engine (first player): accuracy 0%, 1 move: 0 best, 0 good, 0 hasty, 1 blunder",
    ///     "you (second player): accuracy 0%, 1 move: 0 best, 0 good, 0 hasty, 1 blunder",
    /// ]);
    /// assert_eq!(
    ///     review.summary.lines_for(Some(Side::First), Lang::ZhCn).next().unwrap(),
    ///     "你（先手）：准确率 0%，共 1 步：最佳 0、好棋 0、过急 0、失误 1"
    /// );
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    pub fn lines_for(&self, you: Option<Side>, lang: Lang) -> impl Iterator<Item = String> + '_ {
        self.players()
            .into_iter()
            .filter_map(move |(side, summary)| {
                let player = you.map(|you| side.played_by(you));
                summary.say_as(side, player, lang)
            })
    }
}

/// One player's moves of each class and accuracy.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug, serde::Serialize)]
pub struct PlayerSummary {
    /// How many moves the player made.
    pub moves: u64,
    /// How many of them were best.
    pub best: u64,
    /// How many were good.
    pub good: u64,
    /// How many were blunders.
    pub blunder: u64,
    /// How many were hasty.
    pub hasty: u64,
    /// [`PlayerSummary::accuracy`], absent without moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    accuracy: Option<Accuracy>,
}

/// An accuracy, a percentage: serialised as a JSON number.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Accuracy {
    /// 2 × (best + ½ × (good + hasty)), and 2 × moves.
    halves: u64,
    of: u64,
}

impl Accuracy {
    fn percent(self) -> f64 {
        100.0 * self.halves as f64 / self.of as f64
    }
}

impl serde::Serialize for Accuracy {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.percent())
    }
}

impl PlayerSummary {
    /// The counts of these moves' classes.
    pub fn of<'a>(moves: impl IntoIterator<Item = &'a MoveReview>) -> PlayerSummary {
        let mut summary = PlayerSummary::default();
        for mv in moves {
            summary.count(mv.class);
        }
        summary
    }

    /// Counts one more move of the player, of `class`.
    pub fn count(&mut self, class: Class) {
        self.moves += 1;
        *match class {
            Class::Best => &mut self.best,
            Class::Good => &mut self.good,
            Class::Blunder => &mut self.blunder,
            Class::Hasty => &mut self.hasty,
        } += 1;
        self.accuracy = Some(Accuracy {
            halves: 2 * self.best + self.good + self.hasty,
            of: 2 * self.moves,
        });
    }

    /// `100 × (best + ½ × (good + hasty)) / moves`; `None` without moves.
    ///
    /// ```
    /// use hopnim::play::review::GameRecord;
    /// let review = GameRecord::parse("xx2 1:1->3", Default::default())?.review();
    /// assert_eq!(review.summary.first.accuracy(), Some(50.0)); // hasty
    /// assert_eq!(review.summary.second.accuracy(), None);      // no move
    /// # Ok::<(), hopnim::play::review::RecordError>(())
    /// ```
    pub fn accuracy(&self) -> Option<f64> {
        self.accuracy.map(Accuracy::percent)
    }

    /// The accuracy to one decimal place at most, as the review's lines write it:
    /// `100`, `87.5`, `66.7`.
    pub fn accuracy_text(&self) -> Option<String> {
        self.accuracy.map(|accuracy| {
            // Tenths of a percent, rounded half up, in integers.
            let tenths = (1000 * accuracy.halves + accuracy.of / 2) / accuracy.of;
            match tenths % 10 {
                0 => format!("{}", tenths / 10),
                tenth => format!("{}.{tenth}", tenths / 10),
            }
        })
    }

    /// The player's line, in `lang`: `first player: accuracy 75%, 2 moves: 1 best, 1
    /// good, 0 hasty, 0 blunders`; `None` for a player who did not move.
    pub fn say(&self, side: Side, lang: Lang) -> Option<String> {
        self.say_as(side, None, lang)
    }

    /// The player's line, in `lang`, the player named you or the engine where
    /// `player` says so: `you (second player): accuracy 75%, …`.
    pub fn say_as(&self, side: Side, player: Option<Player>, lang: Lang) -> Option<String> {
        let accuracy = self.accuracy_text()?;
        Some(match player {
            None => say!(
                lang,
                "review-accuracy",
                player = side.name(),
                accuracy = accuracy,
                moves = self.moves,
                best = self.best,
                good = self.good,
                hasty = self.hasty,
                blunder = self.blunder
            ),
            Some(player) => say!(
                lang,
                "review-accuracy-by",
                player = player.name(),
                side = side.name(),
                accuracy = accuracy,
                moves = self.moves,
                best = self.best,
                good = self.good,
                hasty = self.hasty,
                blunder = self.blunder
            ),
        })
    }
}

/// Why a text is not a game record, and where: the 1-based character of the text
/// where it is wrong. It says so in any language ([`RecordError::phrase`]); its
/// `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct RecordError {
    /// What is wrong.
    pub kind: RecordErrorKind,
    /// The 1-based character position where it is wrong.
    pub position: usize,
}

/// What is wrong with a game record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// The text has no board.
    Empty,
    /// The starting board's notation is wrong.
    Board {
        /// The row of the board it is in, if known.
        row: Option<usize>,
        /// What is wrong.
        error: NotationErrorKind,
    },
    /// A word `you=…` that is not the record's last, or names no side (`you=first`
    /// and `you=second` say which side you played).
    Side {
        /// The word.
        text: String,
    },
    /// A move is wrong.
    Move {
        /// Its 1-based number.
        number: usize,
        /// Its text.
        text: String,
        /// Why.
        why: MoveError,
    },
}

/// Why a move of a record is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// It is not move notation.
    Notation(NotationErrorKind),
    /// The board does not allow it.
    Illegal(BoardError),
}

impl RecordError {
    /// What is wrong, without where: to follow a location the reader already has.
    ///
    /// ```
    /// use hopnim::{game::Variant, lang::Lang, play::review::GameRecord};
    /// let error = GameRecord::parse("18x1/17y2", Variant::default()).unwrap_err();
    /// assert_eq!((error.position, error.what().to_string()), (
    ///     8,
    ///     "the starting board, row 2: unexpected 'y': expected 'x', '.', a digit or '/'".to_owned()
    /// ));
    /// let error = GameRecord::parse("x1 1:0", Variant::default()).unwrap_err();
    /// assert_eq!(error.position, 6);
    /// assert_eq!(Lang::ZhCn.say(error.what()), "第 1 步（1:0）：列号必须是正整数");
    /// ```
    pub fn what(&self) -> Phrase<'_> {
        match &self.kind {
            RecordErrorKind::Empty => phrase!("record-empty"),
            RecordErrorKind::Board {
                row: Some(row),
                error,
            } => {
                phrase!("record-board-row", row = *row, what = error.phrase())
            }
            RecordErrorKind::Board { row: None, error } => {
                phrase!("record-board", what = error.phrase())
            }
            RecordErrorKind::Side { text } => {
                phrase!("record-side", word = Quoted::new(text))
            }
            RecordErrorKind::Move { number, text, why } => {
                let what = match why {
                    MoveError::Notation(error) => error.phrase(),
                    MoveError::Illegal(error) => error.phrase(),
                };
                phrase!(
                    "record-move",
                    number = *number,
                    move = Quoted::new(text),
                    what = what
                )
            }
        }
    }

    /// Where and what is wrong, in any language.
    pub fn phrase(&self) -> Phrase<'_> {
        phrase!("record-at", position = self.position, what = self.what())
    }
}

crate::phrase::said_in_english!(RecordError);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::RemotenessSearch;
    use crate::lang::assert_said_in_every_language;
    use proptest::prelude::*;

    /// The remoteness of `board` by the whole-board search of the definition.
    fn searched(search: &mut RemotenessSearch, board: &Board) -> u64 {
        let masks: Vec<u64> = board.rows().iter().map(|row| row.mask()).collect();
        u64::from(
            search
                .remoteness_of_masks(&masks)
                .expect("a search without a stop ends"),
        )
    }

    /// A game of `variant` from the board of `masks` (rows of `width`), each move the
    /// legal move that `choices` picks, until they or the moves run out.
    fn game(variant: Variant, width: u32, masks: &[u64], choices: &[usize]) -> GameRecord {
        let rows = masks
            .iter()
            .map(|&mask| Row::new(width, mask & ((1 << width) - 1)).unwrap())
            .collect();
        let start = Board::new(width, rows).unwrap();
        let mut board = start.clone();
        let mut moves = Vec::new();
        for &choice in choices {
            let legal: Vec<Move> = Analyser::new(width, board.rows(), variant)
                .moves()
                .map(|value| value.to_move())
                .collect();
            if legal.is_empty() {
                break;
            }
            let mv = legal[choice % legal.len()];
            board = board.play_move(mv, variant.rules).unwrap();
            moves.push(mv);
        }
        GameRecord::new(start, moves, variant).unwrap()
    }

    proptest! {
        #[test]
        fn every_class_is_the_one_the_definition_gives_in_every_game(
            game_index in 0usize..6,
            width in 1u32..=6,
            masks in proptest::collection::vec(any::<u64>(), 1..4),
            choices in proptest::collection::vec(any::<usize>(), 0..12),
        ) {
            let variant = Variant::ALL[game_index];
            let record = game(variant, width, &masks, &choices);
            // The record round-trips through its text, saying which side you played or not.
            prop_assert_eq!(&GameRecord::parse(&record.to_string(), variant).unwrap(), &record);
            let you = [None, Some(Side::First), Some(Side::Second)][choices.len() % 3];
            let sided = record.clone().with_you(you);
            prop_assert_eq!(&GameRecord::parse(&sided.to_string(), variant).unwrap(), &sided);
            let review = record.review();
            prop_assert_eq!(review.moves.len(), record.moves().len());
            let mut search = RemotenessSearch::new(variant, width);
            // By the definition: a position with no move lasts 0 and is lost in normal
            // play, won in misère play; so a won position's remoteness is odd in normal
            // play, even in misère play.
            let won = |remoteness: u64| (remoteness % 2 == 1) != variant.is_misere();
            for ((reviewed, board), &mv) in review.moves.iter().zip(record.boards()).zip(record.moves()) {
                let before = searched(&mut search, &board);
                let after_of = |search: &mut RemotenessSearch, mv: Move| {
                    searched(search, &board.play_move(mv, variant.rules).unwrap())
                };
                let after = after_of(&mut search, mv);
                let class = match (won(before), won(after)) {
                    (true, true) => Class::Blunder,
                    _ if after + 1 == before => Class::Best,
                    (true, false) => Class::Good,
                    (false, _) => Class::Hasty,
                };
                let legal: Vec<Move> = Analyser::new(width, board.rows(), variant)
                    .moves()
                    .map(|value| value.to_move())
                    .collect();
                let best: Vec<Move> = if class == Class::Best {
                    Vec::new()
                } else {
                    legal.into_iter().filter(|&m| after_of(&mut search, m) + 1 == before).collect()
                };
                prop_assert_eq!(reviewed.class, class, "{:?} {} move {}", variant, record, reviewed.number);
                prop_assert_eq!(reviewed.remoteness_before, Some(before));
                prop_assert_eq!(reviewed.remoteness_after, Some(after));
                prop_assert_eq!(&reviewed.best_moves, &best);
                // The best move shown is the engine's, and the turns it holds longer
                // are half the moves.
                let engine = crate::play::engine::choose_in_variant(&board, variant).to_move();
                match (class, reviewed.missed()) {
                    (Class::Best | Class::Good, missed) => prop_assert_eq!(missed, None),
                    (Class::Blunder, missed) => prop_assert_eq!(missed, Some((engine.unwrap(), Missed::TheWin))),
                    (Class::Hasty, missed) => {
                        prop_assert_eq!((before - 1 - after) % 2, 0);
                        prop_assert_eq!(missed, Some((engine.unwrap(), Missed::Longer((before - 1 - after) / 2))));
                    }
                }
                prop_assert_eq!(reviewed.player, Side::of_move(reviewed.number));
                prop_assert_eq!(reviewed.board.clone(), board.to_string());
            }
            for (side, summary) in review.summary.players() {
                let mine: Vec<&MoveReview> = review.moves.iter().filter(|m| m.player == side).collect();
                let count = |class| mine.iter().filter(|m| m.class == class).count() as f64;
                let expected = (!mine.is_empty()).then(|| {
                    100.0 * (count(Class::Best) + 0.5 * (count(Class::Good) + count(Class::Hasty)))
                        / mine.len() as f64
                });
                prop_assert_eq!(summary.accuracy(), expected);
            }
        }

        #[test]
        fn without_the_remoteness_a_move_is_best_unless_it_throws_the_win_away(
            game_index in 0usize..6,
            width in 1u32..=6,
            masks in proptest::collection::vec(any::<u64>(), 1..4),
            choices in proptest::collection::vec(any::<usize>(), 0..12),
        ) {
            let variant = Variant::ALL[game_index];
            let record = game(variant, width, &masks, &choices);
            // A search stopped before it starts knows no remoteness (the formulas of
            // hop and slide know it still).
            let stopped = crate::stop::Stop::new();
            stopped.cancel();
            let search = SharedSearch::stopping(stopped);
            let review = record.review_in(&search);
            for (reviewed, board) in review.moves.iter().zip(record.boards()) {
                if reviewed.remoteness_before.is_some() {
                    continue;
                }
                let analyser = Analyser::new(width, board.rows(), variant);
                let wins = analyser.first_player_wins();
                let after = board.play_move(reviewed.mv, variant.rules).unwrap();
                let keeps = !Analyser::new(width, after.rows(), variant).first_player_wins();
                let class = if wins && !keeps { Class::Blunder } else { Class::Best };
                prop_assert_eq!(reviewed.class, class);
                let best: Vec<Move> = if class == Class::Best { Vec::new() } else { analyser.winning_moves().collect() };
                prop_assert_eq!(&reviewed.best_moves, &best);
                // The best move shown is the engine's, in the same stopped search.
                if class == Class::Blunder {
                    let engine = crate::play::engine::choose_in(&analyser.sharing(&search));
                    prop_assert_eq!(reviewed.missed(), Some((engine.to_move().unwrap(), Missed::TheWin)));
                }
            }
        }
    }

    #[test]
    fn errors_name_the_move_and_the_character() {
        let normal = Variant::default();
        let error = |text: &str| GameRecord::parse(text, normal).unwrap_err();
        assert_eq!(error("").kind, RecordErrorKind::Empty);
        assert_eq!(error("  \t").position, 4);
        let bad = error("x1 1:1->2 1:1");
        assert_eq!(bad.position, 11);
        assert_eq!(
            bad.to_string(),
            "character 11: move 2 (1:1): there is no piece at 1:1"
        );
        assert_eq!(error("x1 1:1->2 1:2->3").position, 11);
        // A bad character inside a move: its own place.
        let bad = error("x1  1:1-2");
        assert_eq!(bad.position, 8);
        assert!(matches!(
            bad.kind,
            RecordErrorKind::Move {
                number: 1,
                why: MoveError::Notation(_),
                ..
            }
        ));
        assert_eq!(error("x1 1:x").position, 6);
        // A bad board names its row.
        let bad = error(" x1/y1");
        assert_eq!(bad.position, 5);
        assert_eq!(
            bad.what().to_string(),
            "the starting board, row 2: unexpected 'y': expected 'x', '.', a digit or '/'"
        );
        // Characters, not bytes.
        assert_eq!(error("x1 é").position, 4);
        // Welter: a piece with several landing cells needs its landing cell.
        let welter = Variant::new(crate::game::Rules::Welter, false);
        assert!(GameRecord::parse("x2 1:1", welter).is_err());
        for text in ["", "x1 1:1->2 1:1", "x1/y1", "x1 1:0"] {
            let error = error(text);
            assert_said_in_every_language(|lang| lang.say(error.phrase()), &[]);
        }
    }

    /// Asked for by the page as a trainer: a record says which side you played, and
    /// the review names each move and player you or the engine; a record without it
    /// reads, and is reviewed, as before.
    #[test]
    fn a_record_says_which_side_you_played_and_one_without_it_reads_as_before() {
        let old = "3xx1/xx4 1:5->6 2:1->3";
        let plain = GameRecord::parse(old, Variant::MISERE).unwrap();
        assert_eq!((plain.you(), plain.to_string()), (None, old.to_owned()));
        let mut json = Vec::new();
        plain.review().write_json_lines(&mut json);
        let json = String::from_utf8(json).unwrap();
        assert!(
            !json.contains("\"by\"") && !json.contains("\"you\""),
            "{json}"
        );
        for (side, first, second) in [
            (Side::First, Player::You, Player::Engine),
            (Side::Second, Player::Engine, Player::You),
        ] {
            let text = format!("{old} you={}", side.name());
            let record = GameRecord::parse(&format!("  {text} \n"), Variant::MISERE).unwrap();
            assert_eq!(record.you(), Some(side));
            assert_eq!(record.to_string(), text);
            assert_eq!(record.moves(), plain.moves());
            let review = record.review();
            let by: Vec<Option<Player>> = review.moves.iter().map(|mv| mv.by).collect();
            assert_eq!(by, [Some(first), Some(second)]);
            // The classes and accuracies are the review's without the sides.
            assert_eq!(review.summary, plain.review().summary);
            assert_said_in_every_language(|lang| review.lines(lang).join("\n"), &[]);
        }
        let review = GameRecord::parse(&format!("{old} you=second"), Variant::MISERE)
            .unwrap()
            .review();
        assert_eq!(
            review.lines(Lang::En),
            [
                "1. engine: 1:5->6, good, remoteness 8 -> 9; best: 2:1->3",
                "2. you: 2:1->3, hasty, remoteness 9 -> 6; best: 1:4->5, 2:2->3",
                "the engine (first player): accuracy 50%, 1 move: 0 best, 1 good, 0 hasty, 0 blunders",
                "you (second player): accuracy 50%, 1 move: 0 best, 0 good, 1 hasty, 0 blunders",
            ]
        );
        assert_eq!(
            review.lines(Lang::ZhCn),
            [
                "第 1 步（引擎）：1:5->6，好棋，剩余步数 8 -> 9；最佳着法：2:1->3",
                "第 2 步（你）：2:1->3，过急，剩余步数 9 -> 6；最佳着法：1:4->5、2:2->3",
                "引擎（先手）：准确率 50%，共 1 步：最佳 0、好棋 1、过急 0、失误 0",
                "你（后手）：准确率 50%，共 1 步：最佳 0、好棋 0、过急 1、失误 0",
            ]
        );
        let mut json = Vec::new();
        review.write_json_lines(&mut json);
        let json = String::from_utf8(json).unwrap();
        assert!(
            json.starts_with(r#"{"number":1,"player":"first","by":"engine","board""#),
            "{json}"
        );
        assert!(json.ends_with(",\"you\":\"second\"}\n"), "{json}");
        // `you=` is the last word, and names a side.
        for (text, position) in [
            ("x1 you=first 1:1->2", 4),
            ("x1 you=third", 4),
            ("x1 1:1->2 you=", 11),
            ("x1 you=first you=first", 4),
        ] {
            let error = GameRecord::parse(text, Variant::default()).unwrap_err();
            assert_eq!(error.position, position, "{text}");
            assert!(matches!(error.kind, RecordErrorKind::Side { .. }), "{text}");
            assert_said_in_every_language(|lang| lang.say(error.phrase()), &[]);
        }
        assert_eq!(
            Lang::ZhCn.say(
                GameRecord::parse("x1 you=third", Variant::default())
                    .unwrap_err()
                    .phrase()
            ),
            "第 4 个字符：you=third：棋谱最后一个词应写明你执哪一方，即 you=first 或 you=second"
        );
    }

    #[test]
    fn the_review_speaks_every_language() {
        let review = GameRecord::parse("3xx1/xx4 1:5->6 2:1->3", Variant::MISERE)
            .unwrap()
            .review();
        assert_said_in_every_language(|lang| review.lines(lang).join("\n"), &[]);
        for class in Class::ALL {
            assert_said_in_every_language(|lang| lang.say(class.phrase()), &[]);
        }
        assert_eq!(
            review.lines(Lang::ZhCn),
            [
                "第 1 步（先手）：1:5->6，好棋，剩余步数 8 -> 9；最佳着法：2:1->3",
                "第 2 步（后手）：2:1->3，过急，剩余步数 9 -> 6；最佳着法：1:4->5、2:2->3",
                "先手：准确率 50%，共 1 步：最佳 0、好棋 1、过急 0、失误 0",
                "后手：准确率 50%，共 1 步：最佳 0、好棋 0、过急 1、失误 0",
            ]
        );
    }

    #[test]
    fn a_move_with_more_best_moves_than_listed_counts_them_in_every_language() {
        // 36 rows: a hasty move, of 36 best moves.
        let board = [vec!["1x1"; 34], vec!["xx1"; 2]].concat().join("/");
        let review = GameRecord::parse(&format!("{board} 35:1"), Variant::default())
            .unwrap()
            .review();
        let hasty = &review.moves[0];
        assert_eq!(hasty.class, Class::Hasty);
        assert_eq!(
            (hasty.best_moves.len(), hasty.best_move_count),
            (LISTED_BEST_MOVES, 36)
        );
        assert!(hasty.say(Lang::En).ends_with(", 32:2->3 and 4 more"));
        assert!(hasty.say(Lang::ZhCn).ends_with("、32:2->3，另有 4 个"));
        assert_said_in_every_language(|lang| hasty.say(lang), &[" and 4 more".to_owned()]);
    }

    #[test]
    fn a_game_over_the_limit_is_refused_in_every_language() {
        let rows = vec!["x1"; 2600].join("/");
        let moves: Vec<String> = (1..=2600).map(|row| format!("{row}:1")).collect();
        let record =
            GameRecord::parse(&format!("{rows} {}", moves.join(" ")), Variant::default()).unwrap();
        assert_eq!(record.review_size(), 2600 * 5 * 2600);
        let refusal = record.check_review_size().unwrap_err();
        assert_eq!(
            refusal,
            TooBigToReview {
                moves: 2600,
                position: 13_000,
                size: 33_800_000
            }
        );
        assert_said_in_every_language(|lang| lang.say(refusal.phrase()), &[]);
        // Ten rows and ten moves fewer: within it (5 × 2590² = 33,540,500).
        let rows = vec!["x1"; 2590].join("/");
        let record = GameRecord::parse(
            &format!("{rows} {}", moves[..2590].join(" ")),
            Variant::default(),
        )
        .unwrap();
        assert!(record.check_review_size().is_ok());
    }

    /// Found by a review: a move built with its public fields, listing more best moves
    /// than it counts, overflowed the subtraction of the unlisted ones.
    #[test]
    fn a_move_counting_fewer_best_moves_than_it_lists_is_said_without_overflow() {
        let review = MoveReview {
            number: 1,
            player: Side::First,
            by: None,
            board: "x1x1".to_owned(),
            mv: "1:1->2".parse().unwrap(),
            class: Class::Blunder,
            remoteness_before: None,
            remoteness_after: None,
            best_moves: vec!["1:3->4".parse().unwrap()],
            best_move_count: 0,
        };
        assert_eq!(
            review.say(Lang::En),
            "1. first: 1:1->2, blunder; best: 1:3->4"
        );
    }

    #[test]
    fn accuracy_is_written_to_a_tenth() {
        let summary = |best, good| {
            let classes = [(Class::Best, best), (Class::Good, good)];
            let moves: Vec<MoveReview> = classes
                .iter()
                .flat_map(|&(class, count)| std::iter::repeat_n(class, count))
                .map(|class| MoveReview {
                    number: 1,
                    player: Side::First,
                    by: None,
                    board: String::new(),
                    mv: "1:1->2".parse().unwrap(),
                    class,
                    remoteness_before: None,
                    remoteness_after: None,
                    best_moves: Vec::new(),
                    best_move_count: 0,
                })
                .collect();
            PlayerSummary::of(&moves).accuracy_text()
        };
        assert_eq!(summary(0, 0), None);
        assert_eq!(summary(1, 0).as_deref(), Some("100"));
        assert_eq!(summary(0, 1).as_deref(), Some("50"));
        assert_eq!(summary(1, 1).as_deref(), Some("75"));
        assert_eq!(summary(2, 1).as_deref(), Some("83.3"));
        assert_eq!(summary(1, 2).as_deref(), Some("66.7"));
        assert_eq!(summary(0, 0), None);
    }

    /// Found by an attack: `1:19->20z` was blamed on its `-` (character 15), where
    /// reading the word as `R:C` failed, not on the `z` where reading it as a move did.
    #[test]
    fn a_bad_move_is_blamed_on_the_character_that_is_wrong() {
        let error = GameRecord::parse("18x1/17x2 1:19->20z", Variant::default()).unwrap_err();
        assert_eq!(error.position, 19);
        assert_eq!(
            error.to_string(),
            "character 19: move 1 (1:19->20z): unexpected 'z': expected the end after R:C->D"
        );
        let error = GameRecord::parse("18x1/17x2 1:19->0", Variant::default()).unwrap_err();
        assert_eq!(error.position, 17);
    }

    /// Found by an attack: a move holding a terminal's control sequences was written
    /// back raw, and a word of a megabyte whole.
    #[test]
    fn a_bad_move_is_quoted_escaped_and_shortened() {
        let attack = "18x1/17x2 1:19->20\x1b[2J\x1b]0;pwned\x07\0";
        let error = GameRecord::parse(attack, Variant::default()).unwrap_err();
        for lang in Lang::ALL {
            let said = lang.say(error.phrase());
            assert!(!said.contains(|c: char| c.is_control()), "{said:?}");
            assert!(
                said.contains(r"1:19->20\x1b[2J\x1b]0;pwned\x07\x00"),
                "{said}"
            );
        }
        let huge = format!("18x1/17x2 1:19->20{}", "9".repeat(1 << 20));
        let error = GameRecord::parse(&huge, Variant::default()).unwrap_err();
        let said = error.to_string();
        assert!(said.len() < 200, "{} bytes", said.len());
        assert!(said.contains("… (1048584 characters)"), "{said}");
    }
}
