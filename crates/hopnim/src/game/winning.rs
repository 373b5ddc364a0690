//! The winning moves of the staircase games (hop and slide), found from the nim-sum
//! instead of by valuing every move.
//!
//! A move of a staircase game carries `k` pieces (hop) or cells (slide) from the pile
//! on a stair down to the stair below, and so changes exactly one odd pile, from `a`
//! to `b`: on an odd stair `b = a - k`, on an even stair the odd pile below grows,
//! `b = a + k`. The nim-sum after the move is `N ^ a ^ b`, where `N` is the board's.
//! A winning move leaves the opponent lost, which needs a nim-sum of 0 (or, in misère
//! play, 0 or 1): `b` is `a ^ N` (or `a ^ N ^ 1`), at most two values, and each gives
//! one `k`. So each stair that can move has at most two candidate moves (and at most
//! one wins); each is valued exactly as every move is
//! ([`stair_move_value`]) and kept if it wins, so the stairs' winning moves
//! come in the order of the row's moves. The tests compare the result with filtering
//! every move.

use super::staircase::StairMove;
use crate::game::value::{Convention, RowValuedMove, Value, ValuedMove};

/// How many a move off `stair` (at least 1), whose pile is `pile` and the pile on the
/// stair below `pile_below`, must carry to turn the odd pile it changes into `target`,
/// if one can: on an odd stair the pile itself shrinks, from an even one the odd pile
/// below grows (by at most `pile`).
pub(crate) const fn carried_to(stair: u32, pile: u32, pile_below: u32, target: u32) -> Option<u32> {
    if stair % 2 == 1 {
        if target < pile {
            Some(pile - target)
        } else {
            None
        }
    } else if target > pile_below && target - pile_below <= pile {
        Some(target - pile_below)
    } else {
        None
    }
}

/// A stair whose pile can move down, and where its moves lie in the row: what a
/// staircase game's [`Rule::stair_sources`](super::rules::Rule::stair_sources) finds.
#[derive(Clone, Copy, Debug)]
pub struct StairSource {
    /// The stair the moves carry from (at least 1).
    pub(crate) stair: u32,
    /// Its pile: pieces (hop) or the cells of a gap (slide).
    pub(crate) pile: u32,
    /// The pile on the stair below it.
    pub(crate) pile_below: u32,
    /// How the moves that carry `1..=pile` lie in the row.
    pub(crate) layout: Layout,
}

/// Where a move that carries `k` from a [`StairSource`] leaves from and lands.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Layout {
    /// Hop: the piece `k` from the right end of the block that ends on `last` jumps
    /// the rest of it to `last + 1`.
    Hop { last: u32 },
    /// Slide: the piece on `from` slides `k` cells right.
    Slide { from: u32 },
}

impl StairSource {
    /// The move that carries `carried` down a stair.
    const fn stair_move(self, carried: u32) -> StairMove {
        let (from, to) = match self.layout {
            Layout::Hop { last } => (last + 1 - carried, last + 1),
            Layout::Slide { from } => (from, from + carried),
        };
        StairMove {
            from,
            to,
            stair: self.stair,
            carried,
            pile: self.pile,
            pile_below: self.pile_below,
        }
    }

    /// How many a move must carry to turn the odd pile it changes into `target`, if
    /// one can.
    const fn carried_to(self, target: u32) -> Option<u32> {
        carried_to(self.stair, self.pile, self.pile_below, target)
    }

    /// The odd pile a move from this stair changes: the pile itself on an odd stair,
    /// else the one below.
    const fn odd_pile(self) -> u32 {
        if self.stair % 2 == 1 {
            self.pile
        } else {
            self.pile_below
        }
    }

    /// The moves that may win: those that leave the board a nim-sum of 0 or,
    /// `misere`, 1, where `nim_sum` is the board's now. At most one of the two wins:
    /// their odd piles differ in the lowest bit only, so both leave the same rows firm,
    /// and a nim-sum of 0 loses only with a firm row, one of 1 only without.
    pub(crate) fn candidates(self, nim_sum: u32, misere: bool) -> [Option<StairMove>; 2] {
        let target = self.odd_pile() ^ nim_sum;
        let zero = self.carried_to(target);
        let one = if misere {
            self.carried_to(target ^ 1)
        } else {
            None
        };
        [zero, one].map(|carried| carried.map(|carried| self.stair_move(carried)))
    }
}

/// The moves of a row read on a staircase (of pieces for hop, of gaps for slide),
/// under `convention`: each changes one odd pile, which gives the value after it.
/// `big_piles`: the row's odd piles of 2 or more.
pub(crate) fn stair_move_values(
    convention: Convention,
    moves: impl Iterator<Item = StairMove>,
    before: Value,
    big_piles: u32,
) -> impl Iterator<Item = RowValuedMove> {
    moves.map(move |stair_move| stair_move_value(convention, stair_move, before, big_piles))
}

/// One move of [`stair_move_values`], valued.
pub(crate) fn stair_move_value(
    convention: Convention,
    stair_move: StairMove,
    before: Value,
    big_piles: u32,
) -> RowValuedMove {
    let (odd_before, odd_after) = stair_move.odd_pile();
    // In misère play, whether the row is firm after the move: only the odd pile
    // the move changes can start or stop being 2 or more.
    let firm_after = convention.is_misere()
        && big_piles + u32::from(odd_after >= 2) > u32::from(odd_before >= 2);
    let row_after = Value::of_row(before.nim_sum() + stair_move.grundy_change(), firm_after);
    (
        (stair_move.from, stair_move.to),
        row_after,
        stair_move.carried,
        Some(stair_move.stair),
    )
}

/// The winning moves of one row of a staircase game, stair by stair: what a rule set
/// asks of each [`StairSource`] of the row at `index` (from 0), whose value is
/// `before`, on a board of value `total`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StairWinners {
    /// The play convention.
    pub(crate) convention: Convention,
    /// The row, from 0.
    pub(crate) index: usize,
    /// The row's value.
    pub(crate) before: Value,
    /// The board's value.
    pub(crate) total: Value,
    /// The row's odd piles of 2 or more (counted in misère play only, when the row's
    /// stairs are read).
    pub(crate) big_piles: u32,
}

impl StairWinners {
    /// The row at `index` (from 0), whose value is `before`, on a board of value
    /// `total` under `convention`; its odd piles not counted yet.
    pub(crate) const fn new(
        convention: Convention,
        index: usize,
        before: Value,
        total: Value,
    ) -> StairWinners {
        StairWinners {
            convention,
            index,
            before,
            total,
            big_piles: 0,
        }
    }

    /// Whether `source` is an odd pile of 2 or more: what [`StairWinners::big_piles`]
    /// counts.
    pub(crate) const fn is_big_odd_pile(source: &StairSource) -> bool {
        source.stair % 2 == 1 && source.pile >= 2
    }

    /// Calls `found` with each move off `source` that leaves the opponent lost.
    pub(crate) fn winning_moves_off(
        &self,
        source: StairSource,
        found: &mut impl FnMut(ValuedMove),
    ) {
        let nim_sum = self.total.nim_sum().value();
        let misere = self.convention.is_misere();
        for stair_move in source.candidates(nim_sum, misere).into_iter().flatten() {
            let value = stair_move_value(self.convention, stair_move, self.before, self.big_piles);
            let valued = ValuedMove::of_row_move(self.index, self.before, self.total, value);
            if !self.convention.first_player_wins(valued.total_after) {
                found(valued);
            }
        }
    }
}
