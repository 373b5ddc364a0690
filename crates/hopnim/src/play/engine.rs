//! The opponent. At its default level, [`Level::Perfect`], it plays to remoteness − 1
//! wherever hopnim knows the remoteness (the fastest win from a won position, the
//! longest loss from a lost one), and elsewhere a winning move when there is one,
//! otherwise the move that lowers the remaining-moves bound the least.
//!
//! **Levels.** Below perfect, an [`Engine`] of level 1 to 5 plays worse on purpose,
//! by one seeded rule: at each of its moves it draws a whole number `d` below 1000;
//! if `d` is below its level's *share* it plays the perfect move, otherwise a legal
//! move drawn uniformly (which may happen to be the perfect one too). The draw comes
//! first ([`Engine::draw`]): the perfect move, and the search of the remoteness it may
//! need, only when the draw asks for it.
//!
//! | level | share (of 1000) | what it is like |
//! |---|---|---|
//! | 1 | 500 | the perfect move half the time: a beginner can beat it |
//! | 2 | 800 | the perfect move 80% of the time |
//! | 3 | 900 | 90% |
//! | 4 | 950 | 95% |
//! | 5 | 985 | 98.5% |
//! | perfect | 1000 | always the perfect move; draws nothing |
//!
//! The draws of a move come from stream 3 of [`Prng`] keyed by the engine's seed mixed
//! with the position (its width and each row's mask, by SplitMix64's finaliser): the
//! same level, seed and position always give the same move, so a game is the same for
//! the same seed and the same moves of its opponent, and a question about one position
//! (the web API, Python) needs no state. The strength each level has is measured by
//! [`strength`](crate::play::strength) and published in the user documentation.

use std::fmt;
use std::str::FromStr;

use crate::game::{Board, Move, Row, Staircase};
use crate::game::{RemotenessSearch, Variant};
use crate::phrase;
use crate::phrase::{Phrase, Quoted};
use crate::play::analysis::{Analyser, MoveValue};
use crate::random::Prng;

/// How strong the engine plays: 1 (weakest) to 5, or `perfect` (the default). Levels
/// order by strength. See the [module documentation](self) for each level's rule.
///
/// ```
/// use hopnim::play::engine::Level;
/// let level: Level = "3".parse()?;
/// assert_eq!((level.to_string(), level.number()), ("3".to_owned(), Some(3)));
/// assert_eq!(Level::default(), Level::Perfect);
/// assert_eq!("perfect".parse::<Level>()?, Level::Perfect);
/// assert!(Level::One < Level::Five && Level::Five < Level::Perfect);
/// assert_eq!(
///     "6".parse::<Level>().unwrap_err().to_string(),
///     "`6` is not an engine level (1 to 5, or perfect)"
/// );
/// # Ok::<(), hopnim::play::engine::LevelError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub enum Level {
    /// Level 1: the perfect move half the time.
    One,
    /// Level 2.
    Two,
    /// Level 3.
    Three,
    /// Level 4.
    Four,
    /// Level 5.
    Five,
    /// The perfect engine.
    #[default]
    Perfect,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::One,
        Level::Two,
        Level::Three,
        Level::Four,
        Level::Five,
        Level::Perfect,
    ];

    /// The level's number, 1 to 5; `None` for [`Level::Perfect`].
    pub const fn number(self) -> Option<u8> {
        match self {
            Level::One => Some(1),
            Level::Two => Some(2),
            Level::Three => Some(3),
            Level::Four => Some(4),
            Level::Five => Some(5),
            Level::Perfect => None,
        }
    }

    /// Out of 1000 draws, how many play the perfect move (the others a random legal
    /// move): the table of the [module documentation](self).
    ///
    /// ```
    /// use hopnim::play::engine::Level;
    /// let shares: Vec<u32> = Level::ALL.iter().map(|level| level.perfect_share()).collect();
    /// assert!(shares.windows(2).all(|pair| pair[0] < pair[1]));
    /// assert_eq!((shares[0], shares[5]), (500, 1000));
    /// ```
    pub const fn perfect_share(self) -> u32 {
        match self {
            Level::One => 500,
            Level::Two => 800,
            Level::Three => 900,
            Level::Four => 950,
            Level::Five => 985,
            Level::Perfect => 1000,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.number() {
            Some(number) => number.fmt(f),
            None => f.write_str("perfect"),
        }
    }
}

impl FromStr for Level {
    type Err = LevelError;

    fn from_str(text: &str) -> Result<Level, LevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.to_string() == text)
            .ok_or_else(|| LevelError {
                text: Quoted::new(text),
            })
    }
}

/// Text that names no engine level. It says so in any language
/// ([`LevelError::phrase`]); its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct LevelError {
    /// The text given, quoted (escaped, and shortened when long).
    pub text: Quoted,
}

impl LevelError {
    /// What is wrong, to be said in any language ([`Lang::say`](crate::lang::Lang::say)).
    ///
    /// ```
    /// use hopnim::{lang::Lang, play::engine::Level};
    /// let error = "best".parse::<Level>().unwrap_err();
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "“best”不是引擎等级（应为 1 到 5，或“perfect”）");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        phrase!("engine-not-a-level", text = &self.text)
    }
}

crate::phrase::said_in_english!(LevelError);

/// An engine: its level, and the seed of its draws (which the perfect level never
/// makes). The default is the perfect engine.
///
/// ```
/// use hopnim::{game::Variant, play::engine::{Engine, Level, Pick}};
/// let board: hopnim::Board = "x4x3x2/1x3xx5".parse()?;
/// let engine = Engine::new(Level::Three, 7);
/// let pick = engine.choose(&board, Variant::default());
/// // The same level, seed and position: the same move.
/// assert_eq!(pick, engine.choose(&board, Variant::default()));
/// assert!(board.moves().any(|mv| Some(mv) == pick.to_move()));
/// // The perfect level is the engine of `choose`.
/// let perfect = Engine::default().choose(&board, Variant::default());
/// assert_eq!(perfect, Pick::Perfect(hopnim::play::engine::choose(&board)));
/// # Ok::<(), hopnim::NotationError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Engine {
    /// How strong it plays.
    pub level: Level,
    /// The seed of its draws.
    pub seed: u64,
}

/// What an engine of some level plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pick {
    /// The perfect engine's choice.
    Perfect(Choice),
    /// A legal move drawn at random in place of the perfect one.
    Random(Move),
}

impl Pick {
    /// The move picked, if any.
    pub const fn to_move(self) -> Option<Move> {
        match self {
            Pick::Perfect(choice) => choice.to_move(),
            Pick::Random(mv) => Some(mv),
        }
    }
}

/// The stream of [`Prng`] the engine's draws come from (`hopnim gen` reads 0, start
/// positions 1, puzzles 2).
const ENGINE_STREAM: u64 = 3;

impl Engine {
    /// The perfect engine.
    pub const PERFECT: Engine = Engine {
        level: Level::Perfect,
        seed: 0,
    };

    /// The engine of `level` drawing from `seed`.
    pub const fn new(level: Level, seed: u64) -> Engine {
        Engine { level, seed }
    }

    /// Its move on `board` in `variant`.
    pub fn choose(&self, board: &Board, variant: Variant) -> Pick {
        self.choose_in(&Analyser::new(board.width(), board.rows(), variant))
    }

    /// Its move on a position being analysed (the analyser's search, if any, shared):
    /// its [`draw`](Engine::draw) first, then the perfect move, and the search that
    /// may need, only where the draw asks for it.
    pub fn choose_in(&self, analyser: &Analyser<'_, Row>) -> Pick {
        self.choose_with_share(self.level.perfect_share(), ENGINE_STREAM, analyser)
    }

    /// What its draw on `board` in `variant` decides, before any search: the perfect
    /// move, or a random legal move (which needs no search). A front end that searches
    /// a position ahead, under a budget, asks this first: [`Engine::choose`] plays
    /// the random move it names, or the perfect move where it says so.
    ///
    /// ```
    /// use hopnim::{game::{Rules, Variant}, play::engine::{Draw, Engine, Level, Pick}};
    /// let board: hopnim::Board = "xxxxxxxxxx10".parse()?;
    /// let welter = Variant::new(Rules::Welter, false);
    /// for seed in 0..20 {
    ///     let engine = Engine::new(Level::One, seed);
    ///     match (engine.draw(&board, welter), engine.choose(&board, welter)) {
    ///         (Draw::Random(drawn), Pick::Random(played)) => assert_eq!(drawn, played),
    ///         (Draw::Perfect, Pick::Perfect(_)) => {}
    ///         other => panic!("{other:?}"),
    ///     }
    /// }
    /// assert_eq!(Engine::PERFECT.draw(&board, welter), Draw::Perfect);
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn draw(&self, board: &Board, variant: Variant) -> Draw {
        let analyser = Analyser::new(board.width(), board.rows(), variant);
        self.draw_with_share(self.level.perfect_share(), ENGINE_STREAM, &analyser)
    }

    /// Its move on a position being analysed, playing the perfect move `share` times
    /// in 1000 (a random one otherwise: 0 is a random mover), drawing from `stream`.
    pub(crate) fn choose_with_share(
        &self,
        share: u32,
        stream: u64,
        analyser: &Analyser<'_, Row>,
    ) -> Pick {
        match self.draw_with_share(share, stream, analyser) {
            Draw::Perfect => Pick::Perfect(choose_in(analyser)),
            Draw::Random(mv) => Pick::Random(mv),
        }
    }

    /// The draw of [`Engine::choose_with_share`], which needs no search: the perfect
    /// move `share` times in 1000, else a legal move drawn uniformly (the perfect
    /// level, and a position without a move, draw nothing).
    fn draw_with_share(&self, share: u32, stream: u64, analyser: &Analyser<'_, Row>) -> Draw {
        if share >= 1000 {
            return Draw::Perfect;
        }
        let mut draws = Prng::new(position_key(self.seed, analyser), stream);
        if draws.below(1000) < u64::from(share) {
            return Draw::Perfect;
        }
        let moves: Vec<MoveValue> = analyser.moves().collect();
        if moves.is_empty() {
            // No move: the perfect choice, `Choice::NoMove`, needs no search either.
            return Draw::Perfect;
        }
        let drawn = draws.below(moves.len() as u64) as usize;
        Draw::Random(moves[drawn].to_move())
    }
}

/// What an engine's draw on a position decides ([`Engine::draw`]), before any search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Draw {
    /// It plays the perfect move, which may need the position's remoteness searched.
    Perfect,
    /// It plays this legal move, drawn at random: no search is needed.
    Random(Move),
}

/// The key of the engine's draws on a position: `seed` mixed with the width and each
/// row's mask in turn by SplitMix64's finaliser.
fn position_key(seed: u64, analyser: &Analyser<'_, Row>) -> u64 {
    let rows = analyser.board_rows().iter().map(|row| row.mask());
    std::iter::once(u64::from(analyser.width()))
        .chain(rows)
        .fold(mix(seed), |key, word| mix(key ^ word))
}

/// SplitMix64's step: the next state's output for `x`.
const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What the engine would play, and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    /// The position is won: this move leaves the opponent lost (a nim-sum of 0 in
    /// normal play), and wins fastest where the remoteness is known.
    Winning(Move),
    /// Every move loses against best play; this one makes the game last longest: to
    /// remoteness − 1 where it is known, else the move that lowers the
    /// remaining-moves bound the least, so the opponent has the most chances to go
    /// wrong.
    Longest(Move),
    /// No piece can move: the player to move has lost.
    NoMove,
}

impl Choice {
    /// The move chosen, if any.
    pub const fn to_move(self) -> Option<Move> {
        match self {
            Choice::Winning(mv) | Choice::Longest(mv) => Some(mv),
            Choice::NoMove => None,
        }
    }
}

/// The engine's choice on a board.
///
/// ```
/// use hopnim::play::engine::{Choice, choose};
/// let board: hopnim::Board = "18x1/17x2".parse().unwrap();
/// assert_eq!(choose(&board), Choice::Winning("1:19->20".parse().unwrap()));
/// // From a lost position it moves as few pieces as it can.
/// let lost: hopnim::Board = "xx2/xx2".parse().unwrap();
/// assert_eq!(choose(&lost), Choice::Longest("1:2->3".parse().unwrap()));
/// assert_eq!(choose(&"3x".parse().unwrap()), Choice::NoMove);
/// ```
pub fn choose(board: &Board) -> Choice {
    choose_in_variant(board, Variant::default())
}

/// The engine's choice on a board of `variant`.
///
/// ```
/// use hopnim::{game::Variant, play::engine::{Choice, choose_in_variant}};
/// // Misère play: the engine leaves its opponent the last move rather than take it.
/// let last: hopnim::Board = "1x1".parse()?;
/// assert_eq!(choose_in_variant(&last, Variant::MISERE), Choice::Longest("1:2->3".parse()?));
/// let board: hopnim::Board = "x2/x2".parse()?;
/// assert_eq!(choose_in_variant(&board, Variant::MISERE), Choice::Winning("1:1->2".parse()?));
/// # Ok::<(), hopnim::NotationError>(())
/// ```
pub fn choose_in_variant(board: &Board, variant: Variant) -> Choice {
    choose_in(&Analyser::new(board.width(), board.rows(), variant))
}

/// The engine's choice on a test being analysed: the first move that leaves
/// remoteness − 1 where the remoteness is known; otherwise the first winning move, or
/// else the first of the moves that carry the fewest pieces.
pub fn choose_in<R: Staircase>(analyser: &Analyser<'_, R>) -> Choice {
    let wins = analyser.first_player_wins();
    let (remoteness, mut moves) = analyser.remoteness_and_moves();
    if let Some(remoteness) = remoteness.filter(|&moves| moves > 0) {
        let fastest = moves
            .find(|value| value.winning == wins && value.remoteness_after == Some(remoteness - 1));
        if let Some(value) = fastest {
            return if wins {
                Choice::Winning(value.to_move())
            } else {
                Choice::Longest(value.to_move())
            };
        }
    }
    if let Some(winning) = analyser.winning_moves().next() {
        return Choice::Winning(winning);
    }
    analyser
        .moves()
        .min_by_key(|value| value.pieces_moved)
        .map_or(Choice::NoMove, |value: MoveValue| {
            Choice::Longest(value.to_move())
        })
}

/// [`proof::remoteness::compare_with_search`](crate::proof::remoteness::compare_with_search)
/// on the board that `data` encodes, and whether the engine's move there leaves
/// remoteness − 1 by a search of the definition: the check of the `remoteness` fuzz
/// target. Returns the first difference.
///
/// ```
/// assert_eq!(hopnim::play::engine::compare_with_search(&[5, 0b101, 0b11]), Ok(()));
/// assert_eq!(hopnim::play::engine::compare_with_search(&[7 + 8, 0b1001]), Ok(()));
/// ```
pub fn compare_with_search(data: &[u8]) -> Result<(), String> {
    crate::proof::remoteness::compare_with_search(data)?;
    let Some((game, board)) = crate::proof::misere::fuzz_board(data, Variant::ALL.len()) else {
        return Ok(());
    };
    let variant = Variant::ALL[game];
    let mut search = RemotenessSearch::new(variant, board.width());
    let mut by_search = |board: &Board| {
        let masks: Vec<u64> = board.rows().iter().map(|row| row.mask()).collect();
        search
            .remoteness_of_masks(&masks)
            .expect("a search without a stop ends")
    };
    let Some(mv) = choose_in_variant(&board, variant).to_move() else {
        return Ok(());
    };
    let after = board.play_move(mv, variant.rules).expect("a legal move");
    if by_search(&after) + 1 != by_search(&board) {
        return Err(format!(
            "{variant:?} {board}: the engine's {mv} is not remoteness - 1"
        ));
    }
    Ok(())
}

/// FNV-1a, 64 bits: a fingerprint of many picks or games in one number, which the
/// tests of what the engine plays pin.
#[cfg(test)]
pub(crate) fn fingerprint(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn levels_read_back_what_they_write_and_refuse_the_rest() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        for text in ["0", "6", "", " 3", "Perfect", "best", "-1", "05"] {
            let error = text.parse::<Level>().unwrap_err();
            assert!(error.to_string().contains(&format!("`{text}`")), "{error}");
        }
        let long = "9".repeat(100);
        assert_eq!(
            long.parse::<Level>().unwrap_err().to_string(),
            format!(
                "`{}… (100 characters)` is not an engine level (1 to 5, or perfect)",
                "9".repeat(40)
            )
        );
        assert_eq!(
            "5\x1b[2J".parse::<Level>().unwrap_err().to_string(),
            r"`5\x1b[2J` is not an engine level (1 to 5, or perfect)"
        );
    }

    #[test]
    fn a_level_s_moves_change_with_the_seed_and_include_worse_ones() {
        let board: Board = "x4x3x2x6/1x3xx5x6/xx3x13".parse().unwrap();
        let perfect = choose(&board);
        for level in [Level::One, Level::Three] {
            let picks: Vec<Pick> = (0..200)
                .map(|seed| Engine::new(level, seed).choose(&board, Variant::default()))
                .collect();
            assert!(picks.contains(&Pick::Perfect(perfect)), "{level}");
            assert!(
                picks.iter().any(|pick| matches!(pick, Pick::Random(_))),
                "{level}"
            );
        }
    }

    /// Every level's pick on the start positions of seeds 0 to 59 in every game, for
    /// seeds 0 to 9 of its draws, is the pick of the engine that searched before it
    /// drew (the fingerprint was taken on that engine).
    #[test]
    fn every_level_picks_in_every_game_what_it_picked_before() {
        let mut picks = String::new();
        for position in 0..60 {
            let board = crate::play::game::start_position(2 + position % 3, 8, position as u64)
                .expect("width 8 is playable");
            for variant in Variant::ALL {
                // One search a position, shared by every level and seed.
                let analyser = Analyser::new(board.width(), board.rows(), variant);
                for level in Level::ALL {
                    for seed in 0..10 {
                        let pick = Engine::new(level, seed).choose_in(&analyser);
                        picks.push_str(&format!("{pick:?}\n"));
                    }
                }
            }
        }
        let fingerprint = fingerprint(&picks);
        assert_eq!(fingerprint, 0xaf7b_115e_fe2b_d14a, "{fingerprint:#x}");
    }

    /// A level below perfect decides its draw first, and searches only when it plays
    /// the perfect move: a random move costs no search, in the engine and in the
    /// answer to a question (the web API, the page's WebAssembly), which searched the
    /// position ahead, under its budget, for every level.
    #[test]
    fn a_random_move_needs_no_search() {
        use crate::game::{Rules, SharedSearch};
        use crate::play::reply::{self, SearchedPosition};
        use crate::stop::Stop;
        // Its search meets some 3000 positions.
        let board: Board = "xxxxxx8".parse().unwrap();
        let welter = Variant::new(Rules::Welter, false);
        let (mut random, mut perfect) = (0, 0);
        for seed in 0..12 {
            let engine = Engine::new(Level::One, seed);
            let search = SharedSearch::new();
            let analyser = Analyser::new(board.width(), board.rows(), welter).sharing(&search);
            let pick = engine.choose_in(&analyser);
            // A budget far below the search: refused wherever the search runs.
            let tight = Stop::new().with_budget(10);
            let draw = engine.draw(&board, welter);
            let answered = SearchedPosition::for_draw(board.clone(), welter, draw, &tight);
            match draw {
                Draw::Random(mv) => {
                    random += 1;
                    assert_eq!(pick, Pick::Random(mv));
                    assert_eq!(search.boards_known(), 0, "seed {seed}");
                    let json = answered.unwrap().engine_move_json(draw);
                    assert_eq!(
                        json,
                        reply::engine_move("xxxxxx8", welter, engine, &Stop::never()).unwrap()
                    );
                }
                Draw::Perfect => {
                    perfect += 1;
                    assert!(matches!(pick, Pick::Perfect(_)));
                    assert!(search.boards_known() > 0, "seed {seed}");
                    assert!(answered.is_err(), "seed {seed}");
                }
            }
        }
        assert!(
            random > 0 && perfect > 0,
            "{random} random, {perfect} perfect"
        );
    }

    proptest! {
        #[test]
        fn the_engine_wins_every_won_position_and_always_moves_legally(
            width in 1u32..=16, masks in proptest::collection::vec(any::<u64>(), 1..4)
        ) {
            let rows = masks.iter().map(|&m| Row::new(width, m & ((1 << width) - 1)).unwrap()).collect();
            let board = Board::new(width, rows).unwrap();
            match choose(&board) {
                Choice::Winning(mv) => {
                    prop_assert!(board.first_player_wins());
                    prop_assert!(board.play(mv.cell()).unwrap().nim_sum().is_zero());
                }
                Choice::Longest(mv) => {
                    prop_assert!(!board.first_player_wins());
                    let after = board.play(mv.cell()).unwrap();
                    let bound = |b: &Board| b.rows().iter().map(|r| r.remaining_moves_bound()).sum::<u64>();
                    // The loser lasts the whole bound: it lowers it by one.
                    prop_assert_eq!(bound(&after) + 1, bound(&board));
                }
                Choice::NoMove => prop_assert_eq!(board.moves().count(), 0),
            }
        }

        #[test]
        fn every_level_plays_only_legal_moves_the_same_for_the_same_seed(
            width in 1u32..=12, masks in proptest::collection::vec(any::<u64>(), 1..4),
            game in 0usize..6, level in 0usize..6, seed in any::<u64>()
        ) {
            let variant = Variant::ALL[game];
            let rows = masks.iter().map(|&m| Row::new(width, m & ((1 << width) - 1)).unwrap()).collect();
            let board = Board::new(width, rows).unwrap();
            let engine = Engine::new(Level::ALL[level], seed);
            let pick = engine.choose(&board, variant);
            prop_assert_eq!(pick, engine.choose(&board, variant));
            // Every move by the rules' own check of a move, piece by piece, cell by cell.
            let legal: Vec<Move> = (1..=board.rows().len())
                .flat_map(|row| (1..=width).flat_map(move |from| (from + 1..=width).map(move |to| Move { row, from, to })))
                .filter(|&mv| board.play_move(mv, variant.rules).is_ok())
                .collect();
            match pick.to_move() {
                Some(mv) => prop_assert!(legal.contains(&mv), "{} is not legal on {}", mv, board),
                None => prop_assert!(legal.is_empty()),
            }
            if engine.level == Level::Perfect {
                prop_assert_eq!(pick, Pick::Perfect(choose_in_variant(&board, variant)));
            }
            if let Pick::Perfect(choice) = pick {
                prop_assert_eq!(choice, choose_in_variant(&board, variant));
            }
        }

        #[test]
        fn the_engine_moves_to_remoteness_minus_one_in_every_game(
            width in 1u32..=6, masks in proptest::collection::vec(any::<u64>(), 1..4), game in 0usize..6
        ) {
            let variant = Variant::ALL[game];
            let rows: Vec<Row> = masks.iter().map(|&m| Row::new(width, m & ((1 << width) - 1)).unwrap()).collect();
            let board = Board::new(width, rows).unwrap();
            let masks: Vec<u64> = board.rows().iter().map(|row| row.mask()).collect();
            let mut search = crate::game::RemotenessSearch::new(variant, width);
            let remoteness = search.remoteness_of_masks(&masks).unwrap();
            match choose_in_variant(&board, variant).to_move() {
                None => prop_assert_eq!(remoteness, 0),
                Some(mv) => {
                    let after = board.play_move(mv, variant.rules).unwrap();
                    let after: Vec<u64> = after.rows().iter().map(|row| row.mask()).collect();
                    prop_assert_eq!(search.remoteness_of_masks(&after).unwrap() + 1, remoteness);
                }
            }
        }
    }
}
