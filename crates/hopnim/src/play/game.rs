//! A game against the engine: whose turn it is, the moves so far, undo, hints, and
//! start positions worth playing. The front ends (`hopnim play`, the web page) only
//! read commands and draw.

use crate::game::{Board, BoardError, Cell, Move, Row};
use crate::game::{Convention, PlayableWidth, SharedSearch, Variant};
use crate::play::analysis::Analyser;
use crate::play::engine::{self, Choice, Engine};
use crate::play::review::{GameRecord, Review, Side};

pub use crate::play::player::Player;
use crate::random::Prng;

/// A game in progress.
///
/// ```
/// use hopnim::play::game::{Game, Player};
/// let mut game = Game::new("18x1/17x2".parse().unwrap(), Player::You);
/// game.play("2:18".parse().unwrap()).unwrap();        // you: nim-sum 0 now
/// let reply = game.engine_move().unwrap();             // the engine must give a move up
/// assert_eq!(game.to_move(), Player::You);
/// game.undo().unwrap();                                // takes back both moves
/// assert_eq!(game.board().to_string(), "18x1/17x2");
/// # let _ = reply;
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    variant: Variant,
    to_move: Player,
    /// Every move so far with the board before it.
    history: Vec<(Player, Move, Board)>,
    /// The remoteness search every position of the game shares.
    search: SharedSearch,
    /// The engine that plays [`Game::engine_move`].
    engine: Engine,
}

impl Game {
    /// A game on `board` where `first` moves first, in normal play.
    pub fn new(board: Board, first: Player) -> Game {
        Game::of_variant(board, first, Variant::default())
    }

    /// A game of `variant` on `board` where `first` moves first.
    pub fn of_variant(board: Board, first: Player, variant: Variant) -> Game {
        Game {
            board,
            variant,
            to_move: first,
            history: Vec::new(),
            search: SharedSearch::new(),
            engine: Engine::PERFECT,
        }
    }

    /// This game, its engine's moves played by `engine` (a level and a seed) rather
    /// than the perfect engine.
    ///
    /// ```
    /// use hopnim::play::{engine::{Engine, Level}, game::{Game, Player}};
    /// let start: hopnim::Board = "x4x3x2/1x3xx5/xx3x6".parse().unwrap();
    /// let play = |seed| {
    ///     let mut game = Game::new(start.clone(), Player::Engine)
    ///         .with_engine(Engine::new(Level::One, seed));
    ///     while game.engine_move().is_some() {}
    ///     game.history().map(|(_, mv, _)| mv).collect::<Vec<_>>()
    /// };
    /// assert_eq!(play(3), play(3)); // the same seed, the same game
    /// ```
    pub fn with_engine(self, engine: Engine) -> Game {
        Game { engine, ..self }
    }

    /// The engine that plays [`Game::engine_move`].
    pub const fn engine(&self) -> Engine {
        self.engine
    }

    /// This game, its positions' remoteness searched in `search` (one that may stop).
    pub fn searching_in(self, search: SharedSearch) -> Game {
        Game { search, ..self }
    }

    /// The search every position of the game shares: one search values the whole
    /// game (every position is reachable from its start).
    pub const fn search(&self) -> &SharedSearch {
        &self.search
    }

    /// The analysis of `board` (a position of this game) within the game's search.
    pub fn analyser_of<'a>(&self, board: &'a Board) -> Analyser<'a, Row> {
        Analyser::new(board.width(), board.rows(), self.variant).sharing(&self.search)
    }

    /// The game played.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// The position now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whose turn it is.
    pub const fn to_move(&self) -> Player {
        self.to_move
    }

    /// The moves so far, in order: who made each, the move, and the board it was
    /// made on.
    ///
    /// ```
    /// use hopnim::play::game::{Game, Player};
    /// let mut game = Game::new("18x1/17x2".parse().unwrap(), Player::You);
    /// game.play("1:19".parse().unwrap()).unwrap();
    /// let (player, mv, before) = game.history().next().unwrap();
    /// assert_eq!((player, mv.to_string()), (Player::You, "1:19->20".to_owned()));
    /// assert_eq!(before.to_string(), "18x1/17x2");
    /// ```
    pub fn history(&self) -> impl ExactSizeIterator<Item = (Player, Move, &Board)> + '_ {
        self.history
            .iter()
            .map(|(player, mv, board)| (*player, *mv, board))
    }

    /// The record of the game so far: the board it started from, the moves kept
    /// (those taken back are not in it), and which side you play.
    ///
    /// ```
    /// use hopnim::play::game::{Game, Player};
    /// let mut game = Game::new("18x1/17x2".parse().unwrap(), Player::You);
    /// game.play("1:19".parse().unwrap()).unwrap();
    /// game.engine_move().unwrap();
    /// assert_eq!(game.record().to_string(), "18x1/17x2 1:19->20 2:18->19 you=first");
    /// let game = Game::new("18x1/17x2".parse().unwrap(), Player::Engine);
    /// assert_eq!(game.record().to_string(), "18x1/17x2 you=second");
    /// ```
    pub fn record(&self) -> GameRecord {
        let start = match self.history.first() {
            Some((_, _, board)) => board.clone(),
            None => self.board.clone(),
        };
        let moves = self.history.iter().map(|&(_, mv, _)| mv).collect();
        let record =
            GameRecord::new(start, moves, self.variant).expect("the game's moves were legal");
        record.with_you(Some(self.your_side()))
    }

    /// The side you play: first when you moved (or move) first.
    pub fn your_side(&self) -> Side {
        let first = self
            .history
            .first()
            .map_or(self.to_move, |&(player, _, _)| player);
        match first {
            Player::You => Side::First,
            Player::Engine => Side::Second,
        }
    }

    /// The review of the game so far, in the game's own search, and who moved first
    /// (`None` before the first move).
    ///
    /// ```
    /// use hopnim::play::game::{Game, Player};
    /// let mut game = Game::new("18x1/17x2".parse().unwrap(), Player::Engine);
    /// game.engine_move().unwrap();
    /// let (review, first) = game.review();
    /// assert_eq!(first, Some(Player::Engine));
    /// assert_eq!(review.summary.first.accuracy(), Some(100.0));
    /// ```
    pub fn review(&self) -> (Review, Option<Player>) {
        let first = self.history.first().map(|&(player, _, _)| player);
        (self.record().review_in(&self.search), first)
    }

    /// The last move and who made it.
    pub fn last_move(&self) -> Option<(Player, Move)> {
        self.history.last().map(|&(player, mv, _)| (player, mv))
    }

    /// The winner, once the player to move has no move left: the other player, or in
    /// misère play the player to move.
    pub fn winner(&self) -> Option<Player> {
        match (self.board.moves().next(), self.variant.convention) {
            (Some(_), _) => None,
            (None, Convention::Normal) => Some(self.to_move.other()),
            (None, Convention::Misere) => Some(self.to_move),
        }
    }

    /// The player to move moves the piece on `cell` to its only landing cell.
    pub fn play(&mut self, cell: Cell) -> Result<Move, BoardError> {
        self.play_to(cell, None)
    }

    /// The player to move moves the piece on `cell` onto `landing` (which may be left
    /// out when the piece has one landing cell, as in hop).
    ///
    /// ```
    /// use hopnim::{Board, game::Variant, play::game::{Game, Player}};
    /// let welter = Variant::new("welter".parse()?, false);
    /// let mut game = Game::of_variant("x3".parse()?, Player::You, welter);
    /// assert!(game.play_to("1:1".parse()?, None).is_err()); // 2, 3 or 4?
    /// game.play_to("1:1".parse()?, Some(4))?;
    /// assert_eq!(game.board().to_string(), "3x");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_to(&mut self, cell: Cell, landing: Option<u32>) -> Result<Move, BoardError> {
        let mv = self.board.move_to(cell, landing, self.variant.rules)?;
        let after = self.board.play_move(mv, self.variant.rules)?;
        let before = std::mem::replace(&mut self.board, after);
        self.history.push((self.to_move, mv, before));
        self.to_move = self.to_move.other();
        Ok(mv)
    }

    /// The perfect engine's choice for the player to move, as [`engine::choose_in`]
    /// makes it, whatever the game's engine level.
    pub fn hint(&self) -> Choice {
        engine::choose_in(&self.analyser_of(&self.board))
    }

    /// How many moves the game still lasts under best play, where hopnim knows it.
    pub fn remoteness(&self) -> Option<u64> {
        self.analyser_of(&self.board).remoteness()
    }

    /// The game's engine (at its level) plays for the player to move: the move it
    /// chose, or `None` when no piece can move.
    pub fn engine_move(&mut self) -> Option<Move> {
        let mv = self
            .engine
            .choose_in(&self.analyser_of(&self.board))
            .to_move()?;
        self.play_to(mv.cell(), Some(mv.to))
            .expect("the engine chooses legal moves");
        Some(mv)
    }

    /// Takes back your last move and every move after it (the engine's reply): the
    /// position is again the one you moved from. Returns the moves taken back, or
    /// `None` if you have not moved yet.
    pub fn undo(&mut self) -> Option<Vec<Move>> {
        let last_yours = self
            .history
            .iter()
            .rposition(|&(player, _, _)| player == Player::You)?;
        let undone = self.history.split_off(last_yours);
        let (_, _, before) = undone[0].clone();
        self.board = before;
        self.to_move = Player::You;
        Some(undone.into_iter().map(|(_, mv, _)| mv).collect())
    }
}

/// A random start position of `rows` rows of `width` cells (2..=64: a one-cell row
/// has no move), the same for the
/// same seed: each row has pieces that can move, and the rows are of mixed kinds
/// (sparse and dense, pieces near either end), so that the position is worth playing.
///
/// ```
/// let board = hopnim::play::game::start_position(4, 20, 7).unwrap();
/// assert_eq!(board.rows().len(), 4);
/// assert_eq!(board, hopnim::play::game::start_position(4, 20, 7).unwrap());
/// assert!(board.rows().iter().all(|row| row.moves().next().is_some()));
/// ```
pub fn start_position(rows: usize, width: u32, seed: u64) -> Result<Board, BoardError> {
    // A one-cell row has no move at all.
    let width = PlayableWidth::new(u64::from(width))
        .map_err(crate::RowError::from)?
        .get();
    // Stream 1 of the seed: independent of the data `hopnim gen` makes from it.
    let mut rng = Prng::new(seed, 1);
    let rows = (0..rows)
        .map(|_| random_playable_row(width, &mut rng))
        .collect();
    Board::new(width, rows)
}

/// A row with at least one legal move and pieces on about a quarter to a half of
/// its cells.
fn random_playable_row(width: u32, rng: &mut Prng) -> Row {
    loop {
        let most = u64::from(width / 2).max(1);
        let pieces = rng.between(1, most);
        let mut columns: Vec<u32> = (1..=width).collect();
        rng.shuffle(&mut columns);
        let row = Row::from_columns(width, columns[..pieces as usize].iter().copied())
            .expect("distinct columns inside the row");
        if row.moves().next().is_some() {
            return row;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A random legal move for the player to move.
    fn random_move(game: &Game, rng: &mut Prng) -> Move {
        let moves: Vec<Move> = game.board().moves().collect();
        moves[rng.below(moves.len() as u64) as usize]
    }

    /// Plays the game out, you playing random legal moves; returns the winner.
    fn play_out(mut game: Game, rng: &mut Prng) -> Player {
        loop {
            if let Some(winner) = game.winner() {
                return winner;
            }
            match game.to_move() {
                Player::You => {
                    let mv = random_move(&game, rng);
                    game.play(mv.cell()).unwrap();
                }
                Player::Engine => {
                    game.engine_move().unwrap();
                }
            }
        }
    }

    #[test]
    fn the_engine_wins_every_game_its_opponent_starts_lost_whoever_starts() {
        for variant in [Variant::default(), Variant::MISERE] {
            let mut engine_won_lost_starts = 0;
            for seed in 0..400 {
                let mut rng = Prng::new(seed, 9);
                let rows = rng.between(1, 6) as usize;
                let width = rng.between(2, 24) as u32;
                let board = start_position(rows, width, seed).unwrap();
                let value = variant.value_of_board(board.rows());
                for first in [Player::You, Player::Engine] {
                    // Lost for you: you move from a lost position, or the engine from
                    // a won one.
                    let lost_for_you =
                        variant.first_player_wins(value) == (first == Player::Engine);
                    let game = Game::of_variant(board.clone(), first, variant);
                    let winner = play_out(game, &mut rng);
                    if lost_for_you {
                        assert_eq!(
                            winner,
                            Player::Engine,
                            "{variant:?}, seed {seed}, {first:?} first, {board}"
                        );
                        engine_won_lost_starts += 1;
                    }
                }
            }
            assert!(engine_won_lost_starts > 300, "{engine_won_lost_starts}");
        }
    }

    #[test]
    fn undo_restores_the_exact_position_and_turn() {
        let board: Board = "x3x2/xx1x3".parse().unwrap();
        let mut game = Game::new(board.clone(), Player::You);
        assert!(game.undo().is_none());
        game.play("1:1".parse().unwrap()).unwrap();
        game.engine_move().unwrap();
        let before_second = game.board().clone();
        let first_move = game.board().moves().next().unwrap();
        game.play(first_move.cell()).unwrap();
        game.engine_move().unwrap();
        let undone = game.undo().unwrap();
        assert_eq!(undone.len(), 2);
        assert_eq!(game.board(), &before_second);
        assert_eq!(game.to_move(), Player::You);
        assert_eq!(game.undo().unwrap().len(), 2);
        assert_eq!(game.board(), &board);
        assert!(game.last_move().is_none());
    }

    #[test]
    fn illegal_moves_change_nothing() {
        let mut game = Game::new("18x1/17x2".parse().unwrap(), Player::You);
        for cell in ["1:1", "1:20", "3:1", "2:21"] {
            assert!(game.play(cell.parse().unwrap()).is_err(), "{cell}");
        }
        assert_eq!(game.board().to_string(), "18x1/17x2");
        assert_eq!(game.to_move(), Player::You);
    }

    #[test]
    fn the_game_ends_when_the_player_to_move_is_stuck() {
        let mut game = Game::new("1x".parse().unwrap(), Player::Engine);
        assert_eq!(game.winner(), Some(Player::You));
        assert_eq!(game.engine_move(), None);
        game = Game::new("x1".parse().unwrap(), Player::You);
        game.play("1:1".parse().unwrap()).unwrap();
        assert_eq!(game.winner(), Some(Player::You));
    }

    #[test]
    fn start_positions_are_playable_and_mixed() {
        for seed in 0..200 {
            let board = start_position(5, 20, seed).unwrap();
            assert!(board.rows().iter().all(|row| row.moves().next().is_some()));
        }
        let pieces: Vec<u32> = (0..50)
            .map(|seed| start_position(1, 20, seed).unwrap().rows()[0].piece_count())
            .collect();
        assert!(pieces.iter().min() < pieces.iter().max());
        assert!(start_position(3, 1, 0).is_err());
        assert!(start_position(3, 65, 0).is_err());
    }
}
