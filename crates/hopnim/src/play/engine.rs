//! The perfect opponent: a winning move when there is one, otherwise the move that
//! keeps the game going longest.

use crate::game::Variant;
use crate::play::analysis::{Analyser, MoveValue};
use crate::{Board, Move, Staircase};

/// What the engine would play, and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    /// The position is won: this move leaves the opponent lost (a nim-sum of 0 in
    /// normal play).
    Winning(Move),
    /// Every move loses against best play; this one lowers the remaining-moves bound
    /// the least (it carries the fewest pieces down a stair), so the game lasts
    /// longest and the opponent has the most chances to go wrong.
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

/// The engine's choice on a test being analysed, move by move: the first winning
/// move, or else the first of the moves that carry the fewest pieces.
pub fn choose_in<R: Staircase>(analyser: &Analyser<'_, R>) -> Choice {
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
                    let best = board.moves().map(|m| bound(&board.play(m.cell()).unwrap())).max().unwrap();
                    prop_assert_eq!(bound(&after), best);
                }
                Choice::NoMove => prop_assert_eq!(board.moves().count(), 0),
            }
        }
    }
}
