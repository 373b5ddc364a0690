//! The perfect opponent: it plays to remoteness − 1 wherever hopnim knows the
//! remoteness (the fastest win from a won position, the longest loss from a lost one),
//! and elsewhere a winning move when there is one, otherwise the move that lowers the
//! remaining-moves bound the least.

use crate::game::{RemotenessSearch, Variant};
use crate::play::analysis::{Analyser, MoveValue};
use crate::{Board, Move, Staircase};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Row;
    use proptest::prelude::*;

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
