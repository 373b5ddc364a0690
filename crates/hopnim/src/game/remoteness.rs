//! Remoteness, as in Gamesman: how many moves a position still lasts when the winner
//! hurries and the loser delays. A position with no move has remoteness 0; a won
//! position has 1 + the least remoteness of a lost position it can move to; a lost one
//! has 1 + the greatest remoteness of any position it can move to.
//!
//! The *bound* `B` of a board is the sum over its pieces of the empty cells to their
//! right; every move lowers it by at least one, so no game lasts longer.
//!
//! # What hopnim knows, and how
//!
//! - **Staircase games in normal play** (hop and slide): a lost position has remoteness
//!   exactly `B`, and a won one `1 + B - M`, where `M` is the most pieces (slide:
//!   cells) a winning move carries down a stair. `docs/remoteness.md` proves it;
//!   `hopnim verify --remoteness` checks it against a whole-board search. The formula
//!   takes time linear in the board.
//! - **Everything else** (misère play, Welter's game): no formula is known (the lost
//!   positions do not all last `B`: misère hop `1xx2xx1` is lost in 7 with `B = 8`).
//!   The remoteness is searched by the definition, memoised on the multiset of rows,
//!   for a board within [`SearchLimits`]: its rows that can move hold at most
//!   [`SEARCH_CELLS`] cells and at most [`SEARCH_POSITIONS`] positions can follow
//!   (the product over those rows of `C(cells from the row's first piece to the wall,
//!   pieces)`); beyond them it is unknown (`None`) and the bound is what is known.
//!
//! ```
//! use hopnim::{Board, game::{Remoteness, Rules, Variant}};
//! let board: Board = "18x1/17x2".parse()?;
//! // Won: the winner carries one piece down a stair (B = 1 + 2 = 3, so 1 + 3 - 1).
//! assert_eq!(Remoteness::of(Variant::default(), board.rows()).of_board(), Some(3));
//! // Lost: the loser makes it last the whole bound.
//! let lost: Board = "xx2/xx2".parse()?;
//! assert_eq!(Remoteness::of(Variant::default(), lost.rows()).of_board(), Some(8));
//! // Misère hop: searched, and shorter than the bound.
//! let misere: Board = "1xx2xx1".parse()?;
//! assert_eq!(Remoteness::of(Variant::MISERE, misere.rows()).of_board(), Some(7));
//! // Welter's game: searched too.
//! let welter: Board = "4xx2".parse()?;
//! assert_eq!(Remoteness::of(Variant::new(Rules::Welter, false), welter.rows()).of_board(), Some(2));
//! # Ok::<(), hopnim::NotationError>(())
//! ```

use std::collections::HashMap;

use super::{Rules, Staircase, ValuedMove, Variant};

/// The most cells the search takes in the rows of a board that can still move.
pub const SEARCH_CELLS: u32 = 64;

/// The most positions the search may meet: the product over the rows that can move of
/// `C(cells from the row's first piece to the wall, pieces)`, which counts every row
/// each of them can become, must be at most this.
pub const SEARCH_POSITIONS: u64 = 1 << 18;

/// The limits within which the remoteness of a game without a formula is searched:
/// [`SEARCH_CELLS`] and [`SEARCH_POSITIONS`].
///
/// ```
/// use hopnim::game::SearchLimits;
/// assert!(SearchLimits::admits(20, &[0b1111]));               // C(4, 4) = 1
/// assert!(SearchLimits::admits(20, &[0xFFC00]));              // C(20, 10) < 2^18
/// assert!(!SearchLimits::admits(20, &[0xFFC00, 0xFFC00]));    // C(20, 10)² > 2^18
/// ```
pub struct SearchLimits;

impl SearchLimits {
    /// Whether a board of `width` whose rows are these masks is searched.
    pub fn admits(width: u32, masks: &[u64]) -> bool {
        let movable = masks.iter().filter(|&&mask| can_move(mask)).count() as u64;
        if movable * u64::from(width) > u64::from(SEARCH_CELLS) {
            return false;
        }
        let mut positions: u64 = 1;
        for &mask in masks.iter().filter(|&&mask| can_move(mask)) {
            let span = 64 - mask.leading_zeros();
            positions = positions.saturating_mul(choose(span, mask.count_ones()));
            if positions > SEARCH_POSITIONS {
                return false;
            }
        }
        true
    }
}

/// The remoteness of one board and of the positions its moves leave, in one game:
/// by the formula where there is one, by a search within [`SearchLimits`] otherwise,
/// unknown beyond them.
///
/// ```
/// use hopnim::{Board, game::{Remoteness, Variant}};
/// let board: Board = "x2/x2".parse()?;
/// let variant = Variant::default();
/// let mut remoteness = Remoteness::of(variant, board.rows());
/// assert_eq!(remoteness.of_board(), Some(4));
/// let total = variant.value_of_board(board.rows());
/// // Each move leaves a won position: the winner answers in kind, 1 + 2 moves.
/// for valued in variant.move_values(board.rows(), total) {
///     assert_eq!(remoteness.after(&valued), Some(3));
/// }
/// # Ok::<(), hopnim::NotationError>(())
/// ```
pub struct Remoteness {
    known: Known,
}

/// How the remoteness is known.
enum Known {
    Formula(StaircaseRemoteness),
    Search(Box<BoardSearch>),
    Unknown,
}

impl Remoteness {
    /// The remoteness of the board with `rows` in `variant`.
    pub fn of<R: Staircase>(variant: Variant, rows: &[R]) -> Remoteness {
        let known = if let Some(formula) = StaircaseRemoteness::of(variant, rows) {
            Known::Formula(formula)
        } else {
            BoardSearch::of(variant, rows)
                .map_or(Known::Unknown, |search| Known::Search(Box::new(search)))
        };
        Remoteness { known }
    }

    /// The remoteness by the proved formula alone: `None` for a game without one
    /// (misère play, Welter's game), which [`Remoteness::of`] searches.
    ///
    /// ```
    /// use hopnim::{Board, game::{Remoteness, Variant}};
    /// let board: Board = "x2/x2".parse()?;
    /// assert!(Remoteness::by_formula_of(Variant::default(), board.rows()).is_some());
    /// assert!(Remoteness::by_formula_of(Variant::MISERE, board.rows()).is_none());
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn by_formula_of<R: Staircase>(variant: Variant, rows: &[R]) -> Option<Remoteness> {
        StaircaseRemoteness::of(variant, rows).map(|formula| Remoteness {
            known: Known::Formula(formula),
        })
    }

    /// The board's remoteness; `None` where hopnim does not know it (the bound is what
    /// is known there).
    pub fn of_board(&self) -> Option<u64> {
        match &self.known {
            Known::Formula(formula) => Some(formula.of_board()),
            Known::Search(search) => Some(search.of_board()),
            Known::Unknown => None,
        }
    }

    /// The remoteness of the position that `valued` (a move of this board, from
    /// [`Variant::move_values`]) leaves.
    pub fn after(&mut self, valued: &ValuedMove) -> Option<u64> {
        match &mut self.known {
            Known::Formula(formula) => Some(formula.after(valued)),
            Known::Search(search) => Some(search.after(valued)),
            Known::Unknown => None,
        }
    }
}

/// Whether a row with this mask has a move: unless its pieces stand packed against the
/// right wall, under every rule set.
const fn can_move(mask: u64) -> bool {
    mask & mask.wrapping_add(1) != 0
}

/// `C(n, k)`, saturating.
fn choose(n: u32, k: u32) -> u64 {
    let k = k.min(n - k);
    let mut value: u128 = 1;
    for i in 0..k {
        value = value * u128::from(n - i) / u128::from(i + 1);
        if value > u128::from(u64::MAX) {
            return u64::MAX;
        }
    }
    value as u64
}

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
struct StaircaseRemoteness {
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
    /// The formula's view of the board, if the game is a staircase game in normal play.
    fn of<R: Staircase>(variant: Variant, rows: &[R]) -> Option<StaircaseRemoteness> {
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

    fn of_board(&self) -> u64 {
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
    fn after(&mut self, valued: &ValuedMove) -> u64 {
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

/// The remoteness of a board searched by the definition, and of the boards its moves
/// leave.
struct BoardSearch {
    search: RemotenessSearch,
    /// The board's rows, by mask (a move's row is read here).
    masks: Vec<u64>,
    root: u16,
}

impl BoardSearch {
    fn of<R: Staircase>(variant: Variant, rows: &[R]) -> Option<BoardSearch> {
        let masks: Vec<u64> = rows
            .iter()
            .map(|row| row.bitboard())
            .collect::<Option<_>>()?;
        let width = rows.first().map_or(1, |row| row.width());
        if !SearchLimits::admits(width, &masks) {
            return None;
        }
        let mut search = RemotenessSearch::new(variant, width);
        let root = search.remoteness_of_masks(&masks);
        Some(BoardSearch {
            search,
            masks,
            root,
        })
    }

    fn of_board(&self) -> u64 {
        self.root.into()
    }

    fn after(&mut self, valued: &ValuedMove) -> u64 {
        let row = valued.mv.row - 1;
        let bit = |column: u32| 1u64 << (self.search.width - column);
        let mut masks = self.masks.clone();
        masks[row] ^= bit(valued.mv.from) ^ bit(valued.mv.to);
        self.search.remoteness_of_masks(&masks).into()
    }
}

/// The search by the definition over boards of one width, memoised on the multiset of
/// the rows that can move (a row without a move is the zero game, which changes no
/// sum, misère or not): the remoteness of every board met is kept, so that one search
/// answers many boards.
///
/// ```
/// use hopnim::game::{RemotenessSearch, Rules, Variant};
/// let mut search = RemotenessSearch::new(Variant::new(Rules::Welter, true), 4);
/// // x..x in misère play: moving the left piece next to the right one ends the game
/// // and hands the opponent the win; one cell on leaves `.x.x`, whose only move does
/// // that to the opponent. So the first player wins in 2.
/// assert_eq!(search.remoteness_of_masks(&[0b1001]), 2);
/// assert_eq!(search.boards_known(), 2); // x..x and .x.x: boards with a move
/// ```
pub struct RemotenessSearch {
    rules: Rules,
    misere: bool,
    width: u32,
    /// The remoteness of every board met, keyed by its movable rows' masks side by
    /// side (largest first, `width` bits each).
    known: HashMap<u64, u16>,
}

impl RemotenessSearch {
    /// A search of `variant` on rows of `width` cells.
    pub fn new(variant: Variant, width: u32) -> RemotenessSearch {
        RemotenessSearch {
            rules: variant.rules,
            misere: variant.is_misere(),
            width,
            known: HashMap::new(),
        }
    }

    /// The remoteness of the board whose rows are `masks`, by the definition.
    ///
    /// # Panics
    /// If its rows that can move hold more than [`SEARCH_CELLS`] cells. It is
    /// exponential: [`SearchLimits`] says which boards are searched quickly.
    pub fn remoteness_of_masks(&mut self, masks: &[u64]) -> u16 {
        let mut board: Vec<u64> = masks
            .iter()
            .copied()
            .filter(|&mask| can_move(mask))
            .collect();
        assert!(
            board.len() as u64 * u64::from(self.width) <= u64::from(SEARCH_CELLS),
            "the remoteness search takes at most {SEARCH_CELLS} cells in rows that can move"
        );
        board.sort_unstable_by(|a, b| b.cmp(a));
        self.remoteness(&board)
    }

    /// How many boards with a move it has valued.
    pub fn boards_known(&self) -> usize {
        self.known.len()
    }

    fn key(&self, board: &[u64]) -> u64 {
        board.iter().fold(0u64, |key, &mask| {
            key.checked_shl(self.width).unwrap_or(0) | mask
        })
    }

    /// Whether a position of this remoteness is lost for the player to move: in normal
    /// play the lost ones have even remoteness (a board without a move is lost, at 0),
    /// in misère play odd.
    const fn is_lost(&self, remoteness: u16) -> bool {
        remoteness.is_multiple_of(2) != self.misere
    }

    /// The remoteness of a board of movable rows, largest first, by the definition.
    fn remoteness(&mut self, board: &[u64]) -> u16 {
        if board.is_empty() {
            return 0;
        }
        let key = self.key(board);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let mut fastest_win: Option<u16> = None;
        let mut longest: u16 = 0;
        let mut child = Vec::with_capacity(board.len());
        for (index, &mask) in board.iter().enumerate() {
            // A row equal to the one before has the same moves to the same boards.
            if index > 0 && board[index - 1] == mask {
                continue;
            }
            for after in self.rules.options_of_mask(mask) {
                child.clear();
                child.extend_from_slice(board);
                child.remove(index);
                if can_move(after) {
                    let at = child.partition_point(|&other| other >= after);
                    child.insert(at, after);
                }
                let remoteness = self.remoteness(&child);
                if self.is_lost(remoteness) {
                    fastest_win = Some(fastest_win.map_or(remoteness, |r| r.min(remoteness)));
                }
                longest = longest.max(remoteness);
            }
        }
        let remoteness = 1 + fastest_win.unwrap_or(longest);
        self.known.insert(key, remoteness);
        remoteness
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;

    #[test]
    fn the_issue_examples_hold() {
        let misere: Board = "1xx2xx1".parse().unwrap();
        let remoteness = Remoteness::of(Variant::MISERE, misere.rows());
        assert_eq!(remoteness.of_board(), Some(7));
        let welter: Board = "4xx2".parse().unwrap();
        let variant = Variant::new(Rules::Welter, false);
        assert_eq!(Remoteness::of(variant, welter.rows()).of_board(), Some(2));
    }

    #[test]
    fn every_small_board_is_within_the_search_limits() {
        // Every row of 12 cells alone, 2 rows of 6 and 3 of 4: each row at its widest.
        for (rows, width) in [(1usize, 12u32), (2, 6), (3, 4)] {
            for mask in 0..1u64 << width {
                assert!(
                    SearchLimits::admits(width, &vec![mask; rows]),
                    "{rows} x {mask:b}"
                );
            }
        }
    }

    #[test]
    fn boards_past_the_limits_are_unknown() {
        let board: Board = "x19/x19/x19/x19".parse().unwrap();
        assert_eq!(
            Remoteness::of(Variant::MISERE, board.rows()).of_board(),
            None
        );
        // The formula knows it.
        assert!(
            Remoteness::of(Variant::default(), board.rows())
                .of_board()
                .is_some()
        );
    }
}
