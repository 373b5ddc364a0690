//! The remoteness of the staircase games (hop and slide) by the proved formulas. In
//! normal play a lost position lasts exactly its bound `B`, a won one `1 + B - M`, `M`
//! the most a winning move carries down a stair. In misère play a lost position lasts
//! the largest odd number at most `B`, a won one `1 +` that of `B - M` (`M` the most a
//! winning move of misère play carries), and a position without a move 0.

use std::collections::HashMap;

use crate::game::staircase::Staircase;
use crate::game::value::ValuedMove;
use crate::game::variant::Variant;

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
    /// Whether its pile makes its row firm in misère play: 2 or more.
    const fn is_firm(self) -> bool {
        self.odd >= 2
    }

    /// The pieces a move carries to leave this stair's pile at `target`: taken down
    /// off it, or brought down onto it from the stair above; 0 if no move can.
    const fn carry_to(self, target: u32) -> u32 {
        if target < self.odd {
            self.odd - target
        } else if target - self.odd <= self.above {
            target - self.odd
        } else {
            0
        }
    }

    /// The most pieces a move on this stair's pile carries when it leaves a lost
    /// position of misère play from a nim-sum of `nim_sum`, where `others_firm` says
    /// whether another odd pile of the board is firm; 0 if no move can. The position
    /// left is lost when a row is firm and its nim-sum is 0, or none is and it is 1.
    fn misere_carry(self, nim_sum: u32, others_firm: bool) -> u32 {
        [self.odd ^ nim_sum, self.odd ^ nim_sum ^ 1]
            .into_iter()
            .filter(|&target| {
                let firm_after = others_firm || target >= 2;
                let nim_after = nim_sum ^ self.odd ^ target;
                nim_after == u32::from(!firm_after)
            })
            .map(|target| self.carry_to(target))
            .max()
            .unwrap_or(0)
    }

    /// The most pieces a move on this stair's pile carries when it leaves a nim-sum of
    /// 0 from `nim_sum`: taking pieces down off the pile, or bringing them down onto it
    /// from the stair above; 0 if neither can.
    const fn winning_carry(self, nim_sum: u32) -> u32 {
        self.carry_to(self.odd ^ nim_sum)
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

/// Whether the player to move loses a misère position with this nim-sum, where
/// `firm` says whether some odd pile holds 2 or more (a position without a move is
/// won: its nim-sum is 0 and no pile is firm).
const fn misere_lost(nim_sum: u32, firm: bool) -> bool {
    nim_sum == if firm { 0 } else { 1 }
}

/// The largest odd number at most `moves`, or 0: how long a lost position of misère
/// play lasts, `moves` its bound.
const fn odd_floor(moves: u64) -> u64 {
    if moves == 0 { 0 } else { moves - 1 + moves % 2 }
}

/// How long a position of a staircase game lasts, by the formulas: `bound` its
/// bound, `winning_carry` the most a winning move carries if it is won (`Some(0)`
/// for the board without a move of misère play, which is won), `None` if it is
/// lost. In normal play a lost position lasts its bound and a won one `1 + bound -
/// carry`; in misère play each lasts the largest odd number at most those, the
/// board without a move 0.
pub(crate) const fn staircase_length(misere: bool, bound: u64, winning_carry: Option<u32>) -> u64 {
    let (first_move, lost_left) = match winning_carry {
        Some(carry) => (1, bound - carry as u64),
        None => (0, bound),
    };
    if !misere {
        first_move + lost_left
    } else if bound == 0 {
        0
    } else {
        first_move + odd_floor(lost_left)
    }
}

/// The odd stairs a move changes, as they are after it, each with its index among
/// [`StaircaseRemoteness::stairs`] if it is listed: the one whose pile the move
/// changes, and the one below a stair it takes pieces off (whose stair above gains
/// them).
type Changed = [Option<(Option<usize>, OddStair)>; 2];

/// Remoteness by the staircase formulas (a staircase game, in either convention).
pub(super) struct StaircaseRemoteness {
    misere: bool,
    nim_sum: u32,
    bound: u64,
    /// How many odd stairs hold a firm pile (2 or more), for misère play.
    firm_piles: u32,
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
    /// The best carries of winning moves of misère play for each nim-sum and count of
    /// firm piles (0 or 1) a move has left, as they are asked for.
    misere_best: HashMap<(u32, u32), Best>,
}

impl StaircaseRemoteness {
    /// Whether the game is a staircase game, where the formulas hold.
    pub(super) fn exists_for(variant: Variant) -> bool {
        variant.rules.has_remoteness_formula()
    }

    /// The formulas' view of the board, if the game is a staircase game.
    pub(super) fn of<R: Staircase>(variant: Variant, rows: &[R]) -> Option<StaircaseRemoteness> {
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
        let firm_piles = stairs.iter().filter(|stair| stair.is_firm()).count() as u32;
        Some(StaircaseRemoteness {
            misere: variant.is_misere(),
            nim_sum,
            bound,
            firm_piles,
            stairs,
            row_starts,
            small_best: Vec::new(),
            best: HashMap::new(),
            misere_best: HashMap::new(),
        })
    }

    pub(super) fn of_board(&self) -> u64 {
        let (nim_sum, firm_piles) = (self.nim_sum, self.firm_piles);
        let lost = if self.misere {
            misere_lost(nim_sum, firm_piles > 0)
        } else {
            nim_sum == 0
        };
        let winning_carry = (!lost).then(|| {
            let carries = self.stairs.iter().map(|stair| {
                if self.misere {
                    stair.misere_carry(nim_sum, firm_piles > u32::from(stair.is_firm()))
                } else {
                    stair.winning_carry(nim_sum)
                }
            });
            carries.max().unwrap_or(0)
        });
        staircase_length(self.misere, self.bound, winning_carry)
    }

    /// The remoteness after a move: the same formula on the board it leaves, which
    /// differs from this one on at most two odd stairs.
    pub(super) fn after(&mut self, valued: &ValuedMove) -> u64 {
        let bound = self.bound - u64::from(valued.carried);
        let nim_sum = valued.total_after.nim_sum().value();
        let (changed, firm_change) = self.changed_by(valued);
        let firm_piles = self.firm_piles.wrapping_add_signed(firm_change);
        debug_assert!(!self.misere || (firm_piles > 0) == (valued.total_after.firm_rows() > 0));
        let lost = if self.misere {
            misere_lost(nim_sum, firm_piles > 0)
        } else {
            nim_sum == 0
        };
        // With two firm piles or more, every move keeps one, and a winning move of
        // misère play leaves a nim-sum of 0 as in normal play; with fewer, every stair
        // is looked at.
        let winning_carry = match (lost, self.misere && firm_piles < 2) {
            (true, _) => None,
            (false, false) => Some(self.most_winning_carry(nim_sum, &changed)),
            (false, true) => Some(self.most_misere_carry_with(nim_sum, firm_piles, &changed)),
        };
        staircase_length(self.misere, bound, winning_carry)
    }

    /// The odd stairs `valued` changes, as they are after it, and how the count of
    /// firm piles changes.
    fn changed_by(&self, valued: &ValuedMove) -> (Changed, i32) {
        let row = valued.mv.row - 1;
        let stair = valued.stair.expect("a staircase move has a stair");
        let carried = valued.carried;
        let mut changed: Changed = [None, None];
        let (at, before) = self.odd_stair(row, if stair % 2 == 1 { stair } else { stair - 1 });
        let mut after = before;
        if stair % 2 == 1 {
            after.odd -= carried;
            if stair >= 3 {
                let (at, mut below) = self.odd_stair(row, stair - 2);
                below.above += carried;
                changed[1] = Some((at, below));
            }
        } else {
            after.odd += carried;
            after.above -= carried;
        }
        changed[0] = Some((at, after));
        let firm_change = i32::from(after.is_firm()) - i32::from(before.is_firm());
        (changed, firm_change)
    }

    /// The most a move carries that leaves a nim-sum of 0 from `nim_sum`, on the board
    /// whose odd stairs are these but for `changed`.
    fn most_winning_carry(&mut self, nim_sum: u32, changed: &Changed) -> u32 {
        let best = self.best_for(nim_sum);
        let unchanged = best
            .iter()
            .find(|(_, index)| !changed.iter().flatten().any(|(at, _)| *at == Some(*index)))
            .map_or(0, |(carry, _)| *carry);
        changed
            .iter()
            .flatten()
            .map(|(_, odd)| odd.winning_carry(nim_sum))
            .fold(unchanged, u32::max)
    }

    /// The most a winning move of misère play carries from `nim_sum` with
    /// `firm_piles` firm piles (fewer than 2), on the board whose odd stairs are these
    /// but for `changed`: the best of the unchanged stairs for that nim-sum and count
    /// (worked out once for the board), and the changed ones.
    fn most_misere_carry_with(&mut self, nim_sum: u32, firm_piles: u32, changed: &Changed) -> u32 {
        let carry = |stair: OddStair| {
            let others_firm = firm_piles > u32::from(stair.is_firm());
            stair.misere_carry(nim_sum, others_firm)
        };
        let best = match self.misere_best.get(&(nim_sum, firm_piles)) {
            Some(best) => *best,
            None => {
                let best = self.best_of_by(carry);
                self.misere_best.insert((nim_sum, firm_piles), best);
                best
            }
        };
        let unchanged = best
            .iter()
            .find(|(_, index)| !changed.iter().flatten().any(|(at, _)| *at == Some(*index)))
            .map_or(0, |(carry, _)| *carry);
        changed
            .iter()
            .flatten()
            .map(|(_, odd)| carry(*odd))
            .fold(unchanged, u32::max)
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
        self.best_of_by(|stair| stair.winning_carry(nim_sum))
    }

    /// The three largest carries `carry` gives the listed stairs, with their indices.
    fn best_of_by(&self, carry: impl Fn(OddStair) -> u32) -> Best {
        let mut best: Best = [(0, usize::MAX); 3];
        for (index, &stair) in self.stairs.iter().enumerate() {
            let carry = carry(stair);
            if carry > best[2].0 {
                best[2] = (carry, index);
                best.sort_unstable_by_key(|&(carry, _)| std::cmp::Reverse(carry));
            }
        }
        best
    }
}
