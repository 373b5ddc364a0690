//! The remoteness of the staircase games in normal play, by the proved formula: a lost
//! position lasts exactly its bound `B`, a won one `1 + B - M`, `M` the most a winning
//! move carries down a stair.

use std::collections::HashMap;

use crate::game::rules::Shape;
use crate::game::{Staircase, ValuedMove, Variant};

/// One odd stair of one row, with the even stair above it: where a winning move may
/// change the nim-sum. `odd` pieces stand on it, `above` on the stair above (which can
/// carry at most that many down onto it).
#[derive(Clone, Copy, Debug)]
struct OddStair {
    stair: u32,
    odd: u32,
    above: u32,
}

impl OddStair {
    /// The most pieces a move on this stair's pile carries when it leaves a nim-sum of
    /// 0 from `nim_sum`: taking pieces down off the pile, or bringing them down onto it
    /// from the stair above; 0 if neither can.
    const fn winning_carry(self, nim_sum: u32) -> u32 {
        let target = self.odd ^ nim_sum;
        if target < self.odd {
            self.odd - target
        } else if target - self.odd <= self.above {
            target - self.odd
        } else {
            0
        }
    }
}

/// Walks the piles of a row (`[stair, pile]`, lowest stair first):
/// calls `each` with every odd stair that holds pieces or has pieces above it, and
/// returns the row's bound and the XOR of its odd piles.
fn walk_row(piles: &[[u32; 2]], mut each: impl FnMut(OddStair)) -> (u64, u32) {
    let mut bound = 0;
    let mut value = 0;
    let pile_at = |at: Option<usize>, wanted: u32| {
        at.and_then(|at| piles.get(at))
            .filter(|[stair, _]| *stair == wanted)
            .map_or(0, |[_, pile]| *pile)
    };
    for (index, &[stair, pile]) in piles.iter().enumerate() {
        bound += u64::from(stair) * u64::from(pile);
        if stair % 2 == 1 {
            value ^= pile;
            each(OddStair {
                stair,
                odd: pile,
                above: pile_at(Some(index + 1), stair + 1),
            });
        } else if stair >= 2 && pile_at(index.checked_sub(1), stair - 1) == 0 {
            each(OddStair {
                stair: stair - 1,
                odd: 0,
                above: pile,
            });
        }
    }
    (bound, value)
}

/// Nim-sums below this have their best carries in a table, not a hash map: every
/// nim-sum of rows up to 64 wide.
const SMALL_NIM_SUMS: usize = 128;

/// The three largest carries of winning moves for one nim-sum, with their stairs'
/// indices: enough to leave out the two stairs a move changes.
type Best = [(u32, usize); 3];

/// Remoteness by the staircase formula (normal play of a staircase game).
pub(super) struct StaircaseRemoteness {
    nim_sum: u32,
    bound: u64,
    /// Every odd stair that holds pieces or has pieces above it, by row and stair.
    stairs: Vec<OddStair>,
    /// Where each row's stairs start in [`Self::stairs`], and where the last one's
    /// end: a move's stairs are looked for among its row's alone.
    row_starts: Vec<usize>,
    /// The best carries for each nim-sum below [`SMALL_NIM_SUMS`] a move has left, as
    /// they are asked for (those of rows up to 64 wide, looked up without hashing).
    small_best: Vec<Option<Best>>,
    /// The same for larger nim-sums.
    best: HashMap<u32, Best>,
}

impl StaircaseRemoteness {
    /// Whether the game is a staircase game in normal play, where the formula holds.
    pub(super) fn exists_for(variant: Variant) -> bool {
        !variant.is_misere() && variant.rules.set().picture.shape == Shape::Stairs
    }

    /// The formula's view of the board, if the game is a staircase game in normal play.
    pub(super) fn of<R: Staircase>(variant: Variant, rows: &[R]) -> Option<StaircaseRemoteness> {
        if variant.is_misere() {
            return None;
        }
        let mut piles: Vec<[u32; 2]> = Vec::with_capacity(32);
        let mut stairs = Vec::new();
        let mut row_starts = Vec::with_capacity(rows.len() + 1);
        let mut nim_sum = 0;
        let mut bound = 0;
        for pieces in rows {
            if !variant.rules.piles_into(pieces, &mut piles) {
                return None;
            }
            row_starts.push(stairs.len());
            let (row_bound, row_value) = walk_row(&piles, |odd| stairs.push(odd));
            bound += row_bound;
            nim_sum ^= row_value;
        }
        row_starts.push(stairs.len());
        Some(StaircaseRemoteness {
            nim_sum,
            bound,
            stairs,
            row_starts,
            small_best: Vec::new(),
            best: HashMap::new(),
        })
    }

    pub(super) fn of_board(&self) -> u64 {
        if self.nim_sum == 0 {
            return self.bound;
        }
        let most = self
            .stairs
            .iter()
            .map(|stair| stair.winning_carry(self.nim_sum))
            .max()
            .unwrap_or(0);
        1 + self.bound - u64::from(most)
    }

    /// The remoteness after a move: the same formula on the board it leaves, which
    /// differs from this one on at most two odd stairs.
    pub(super) fn after(&mut self, valued: &ValuedMove) -> u64 {
        let bound = self.bound - u64::from(valued.carried);
        let nim_sum = valued.total_after.nim_sum().value();
        if nim_sum == 0 {
            return bound;
        }
        let row = valued.mv.row - 1;
        let stair = valued.stair.expect("a staircase move has a stair");
        let carried = valued.carried;
        // The odd stairs the move changes, as they are after it.
        let mut changed: [Option<(Option<usize>, OddStair)>; 2] = [None, None];
        if stair % 2 == 1 {
            let (at, mut odd) = self.odd_stair(row, stair);
            odd.odd -= carried;
            changed[0] = Some((at, odd));
            if stair >= 3 {
                let (at, mut below) = self.odd_stair(row, stair - 2);
                below.above += carried;
                changed[1] = Some((at, below));
            }
        } else {
            let (at, mut odd) = self.odd_stair(row, stair - 1);
            odd.odd += carried;
            odd.above -= carried;
            changed[0] = Some((at, odd));
        }
        let best = self.best_for(nim_sum);
        let unchanged = best
            .iter()
            .find(|(_, index)| !changed.iter().flatten().any(|(at, _)| *at == Some(*index)))
            .map_or(0, |(carry, _)| *carry);
        let most = changed
            .iter()
            .flatten()
            .map(|(_, odd)| odd.winning_carry(nim_sum))
            .fold(unchanged, u32::max);
        1 + bound - u64::from(most)
    }

    /// The odd stair `stair` of `row`, and its index among [`Self::stairs`] if it is
    /// listed (an odd stair with no pieces on it or above it is not).
    fn odd_stair(&self, row: usize, stair: u32) -> (Option<usize>, OddStair) {
        let start = self.row_starts[row];
        let of_row = &self.stairs[start..self.row_starts[row + 1]];
        match of_row.binary_search_by_key(&stair, |odd| odd.stair) {
            Ok(at) => (Some(start + at), of_row[at]),
            Err(_) => (
                None,
                OddStair {
                    stair,
                    odd: 0,
                    above: 0,
                },
            ),
        }
    }

    /// The three largest winning carries for `nim_sum`, over every listed stair.
    fn best_for(&mut self, nim_sum: u32) -> Best {
        let small = nim_sum as usize;
        if small < SMALL_NIM_SUMS {
            if let Some(Some(best)) = self.small_best.get(small) {
                return *best;
            }
            let best = self.best_of(nim_sum);
            if self.small_best.len() <= small {
                self.small_best.resize(small + 1, None);
            }
            self.small_best[small] = Some(best);
            return best;
        }
        if let Some(best) = self.best.get(&nim_sum) {
            return *best;
        }
        let best = self.best_of(nim_sum);
        self.best.insert(nim_sum, best);
        best
    }

    /// [`Self::best_for`], worked out.
    fn best_of(&self, nim_sum: u32) -> Best {
        let mut best: Best = [(0, usize::MAX); 3];
        for (index, stair) in self.stairs.iter().enumerate() {
            let carry = stair.winning_carry(nim_sum);
            if carry > best[2].0 {
                best[2] = (carry, index);
                best.sort_unstable_by_key(|&(carry, _)| std::cmp::Reverse(carry));
            }
        }
        best
    }
}
