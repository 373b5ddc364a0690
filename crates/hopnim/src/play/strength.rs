//! How strong each engine [`Level`] plays, measured: the share of won positions it
//! converts against the perfect engine, and how often a random mover beats it.
//!
//! The positions are the first won starts of seeds 0, 1, 2, …: the board of seed `s`
//! is [`start_position`]`(2 + s % 3, 20, s)` (2, 3 or 4 rows of width 20, the random
//! start of `hopnim play --seed s --rows …`), kept when the player to move wins it in
//! normal play under hop. The engine of game `s` draws from seed `s`; the random
//! mover draws from seed `s` too, through its own stream (4).
//!
//! ```
//! use hopnim::play::{engine::Level, strength};
//! let perfect = strength::conversion(Level::Perfect, 5);
//! assert_eq!((perfect.won, perfect.games), (5, 5));
//! ```

use crate::game::Board;
use crate::game::Variant;
use crate::play::analysis::Analyser;
use crate::play::engine::{Engine, Level};
use crate::play::game::start_position;

/// The stream of [`Prng`](crate::random::Prng) the random mover draws from.
const RANDOM_STREAM: u64 = 4;

/// The width of the measured boards.
pub const WIDTH: u32 = 20;

/// Games won out of games played.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// The games won.
    pub won: u64,
    /// The games played.
    pub games: u64,
}

impl Tally {
    /// The share won, in percent (0 for no games).
    pub fn percent(self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            100.0 * self.won as f64 / self.games as f64
        }
    }

    fn add(&mut self, won: bool) {
        self.won += u64::from(won);
        self.games += 1;
    }
}

/// The won starts measured on, in order: each with the seed it was drawn from.
///
/// ```
/// let (seed, board) = hopnim::play::strength::won_starts().next().unwrap();
/// assert!(board.first_player_wins());
/// assert_eq!(board, hopnim::play::game::start_position(2 + (seed % 3) as usize, 20, seed)?);
/// # Ok::<(), hopnim::BoardError>(())
/// ```
pub fn won_starts() -> impl Iterator<Item = (u64, Board)> {
    (0u64..).filter_map(|seed| {
        let rows = 2 + (seed % 3) as usize;
        let board = start_position(rows, WIDTH, seed).expect("width 20 is playable");
        board.first_player_wins().then_some((seed, board))
    })
}

/// A player of the measured games: an engine, or the random mover (every move drawn
/// uniformly, from stream 4 of the game's seed).
#[derive(Clone, Copy, Debug)]
enum Mover {
    Engine(Engine),
    Random(u64),
}

impl Mover {
    fn pick(self, board: &Board) -> Option<crate::Move> {
        let analyser = Analyser::new(board.width(), board.rows(), Variant::default());
        match self {
            Mover::Engine(engine) => engine.choose_in(&analyser).to_move(),
            Mover::Random(seed) => Engine::new(Level::One, seed)
                .choose_with_share(0, RANDOM_STREAM, &analyser)
                .to_move(),
        }
    }
}

/// Plays `board` out, `first` to move; whether `first` wins (normal play: who
/// cannot move loses).
fn first_wins(mut board: Board, first: Mover, second: Mover) -> bool {
    for turn in 0u64.. {
        let mover = if turn % 2 == 0 { first } else { second };
        let Some(mv) = mover.pick(&board) else {
            return turn % 2 == 1;
        };
        board = board.play(mv.cell()).expect("movers play legal moves");
    }
    unreachable!("every move lowers the bound")
}

/// The share of the first `games` won starts that `level`, moving first, converts
/// against the perfect engine.
pub fn conversion(level: Level, games: usize) -> Tally {
    let mut tally = Tally::default();
    for (seed, board) in won_starts().take(games) {
        let engine = Mover::Engine(Engine::new(level, seed));
        tally.add(first_wins(board, engine, Mover::Engine(Engine::PERFECT)));
    }
    tally
}

/// How often the random mover beats `level` on the first `games` won starts: when
/// the random mover has the won start (it moves first), and when the engine has it.
pub fn random_mover_against(level: Level, games: usize) -> [Tally; 2] {
    let mut tallies = [Tally::default(); 2];
    for (seed, board) in won_starts().take(games) {
        let engine = Mover::Engine(Engine::new(level, seed));
        let random = Mover::Random(seed);
        tallies[0].add(first_wins(board.clone(), random, engine));
        tallies[1].add(!first_wins(board, engine, random));
    }
    tallies
}

/// The published table, in Markdown: for each level, the share of the first `games`
/// won starts it converts against the perfect engine, and how often the random mover
/// beats it from a won start and from a lost one (the first `games` won starts, the
/// random mover moving first, then the engine).
///
/// ```
/// let table = hopnim::play::strength::table(3);
/// assert!(table.lines().nth(2).unwrap().starts_with("| 1 |"));
/// assert_eq!(table.lines().count(), 2 + 6);
/// ```
pub fn table(games: usize) -> String {
    let mut table = String::from(
        "| level | won starts converted against perfect | random mover wins from a won start | random mover wins from a lost start |\n|---|---|---|---|\n",
    );
    for level in Level::ALL {
        let converted = conversion(level, games);
        let [won, lost] = random_mover_against(level, games);
        table.push_str(&format!(
            "| {level} | {:.1}% ({} of {}) | {:.1}% | {:.1}% |\n",
            converted.percent(),
            converted.won,
            converted.games,
            won.percent(),
            lost.percent()
        ));
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::engine::fingerprint;

    /// The table of the user documentation: `HOPNIM_LEVEL_GAMES` games a level
    /// (default 1000).
    #[test]
    #[ignore = "the published measurement: a few seconds in a test build"]
    fn the_published_table() {
        let games = std::env::var("HOPNIM_LEVEL_GAMES")
            .ok()
            .and_then(|games| games.parse().ok())
            .unwrap_or(1000);
        println!("{}", table(games));
    }

    /// The moves of the game of `board` played out, `first` to move, as a game
    /// record's moves (`R:C->D`, separated by spaces).
    fn moves_played(mut board: Board, first: Mover, second: Mover) -> String {
        let mut moves = Vec::new();
        for turn in 0u64.. {
            let mover = if turn % 2 == 0 { first } else { second };
            let Some(mv) = mover.pick(&board) else {
                break;
            };
            moves.push(mv.to_string());
            board = board.play(mv.cell()).expect("movers play legal moves");
        }
        moves.join(" ")
    }

    /// Each level's games on the first 40 won starts, against the perfect engine
    /// and against the random mover, are those of the engine that searched before it
    /// drew (the fingerprints were taken on that engine): drawing first changed what
    /// the engine computes, not what it plays.
    #[test]
    fn the_same_seeds_play_the_same_games_as_before() {
        let mut fingerprints = Vec::new();
        for level in Level::ALL {
            let mut games = String::new();
            for (seed, board) in won_starts().take(40) {
                let engine = Mover::Engine(Engine::new(level, seed));
                let perfect = Mover::Engine(Engine::PERFECT);
                let random = Mover::Random(seed);
                for (first, second) in [(engine, perfect), (engine, random), (random, engine)] {
                    games.push_str(&moves_played(board.clone(), first, second));
                    games.push('\n');
                }
            }
            fingerprints.push(fingerprint(&games));
        }
        assert_eq!(
            fingerprints,
            [
                0xddd9_1d73_cd87_b150,
                0x892a_3516_a931_0a70,
                0xd473_0631_691a_ab6d,
                0xa764_08fc_1fd3_53a2,
                0xaf5a_344a_3852_85f6,
                0x44e9_08cf_9e13_ef45,
            ],
            "{fingerprints:#x?}"
        );
    }

    #[test]
    fn the_measurement_is_the_same_every_time_and_ranks_far_levels() {
        let one = conversion(Level::One, 60);
        assert_eq!(one, conversion(Level::One, 60));
        let five = conversion(Level::Five, 60);
        assert!(one.won < five.won, "{one:?} {five:?}");
        assert_eq!(conversion(Level::Perfect, 60).won, 60);
        // The random mover never beats the perfect engine from a lost start.
        assert_eq!(random_mover_against(Level::Perfect, 30)[1].won, 0);
        // Level 1 is beaten from won starts.
        assert!(random_mover_against(Level::One, 60)[0].won > 0);
    }
}
