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
//! ([`Variant::stair_move_value`]) and kept if it wins, so the stairs' winning moves
//! come in the order of the row's moves. The tests compare the result with filtering
//! every move.

use super::staircase::{Block, StairMove, Staircase};
use crate::game::variant::{Value, ValuedMove, Variant};

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
    fn candidates(self, nim_sum: u32, misere: bool) -> [Option<StairMove>; 2] {
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

impl Variant {
    /// Calls `found` with each winning move of the row at `index` (from 0) of a
    /// staircase game, in the order [`Variant::move_values`] lists them, when the
    /// board's value is `total` and the player to move wins; `false`, with no call,
    /// for Welter's game.
    pub(super) fn row_winning_stair_moves(
        self,
        index: usize,
        row: &impl Staircase,
        total: Value,
        found: impl FnMut(ValuedMove),
    ) -> bool {
        let before = self.value_of(row);
        self.winning_stair_moves(index, row.width(), || row.blocks(), before, total, found)
    }

    /// [`Variant::row_winning_stair_moves`] for the row of `width` cells whose blocks,
    /// left to right, are `blocks` and whose value is `before`
    /// ([`Variant::value_of`]): for a caller that has read them already.
    pub(crate) fn blocks_winning_stair_moves(
        self,
        index: usize,
        width: u32,
        blocks: &[Block],
        before: Value,
        total: Value,
        found: impl FnMut(ValuedMove),
    ) -> bool {
        let blocks = || blocks.iter().copied();
        self.winning_stair_moves(index, width, blocks, before, total, found)
    }

    /// The two above: `blocks` gives the row's blocks, left to right, each time it is
    /// called.
    fn winning_stair_moves<B: Iterator<Item = Block>>(
        self,
        index: usize,
        width: u32,
        blocks: impl Fn() -> B,
        before: Value,
        total: Value,
        mut found: impl FnMut(ValuedMove),
    ) -> bool {
        let misere = self.is_misere();
        let big_piles = if misere {
            let mut big = 0;
            self.rules.stair_sources(width, blocks(), |source| {
                big += u32::from(source.stair % 2 == 1 && source.pile >= 2);
            });
            big
        } else {
            0
        };
        let nim_sum = total.nim_sum().value();
        self.rules.stair_sources(width, blocks(), |source| {
            for stair_move in source.candidates(nim_sum, misere).into_iter().flatten() {
                let value = self.stair_move_value(stair_move, before, big_piles);
                let valued = self.valued(index, before, total, value);
                if !self.first_player_wins(valued.total_after) {
                    found(valued);
                }
            }
        })
    }
}
