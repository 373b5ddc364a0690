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
//!   cells) a winning move carries down a stair.
//! - **Staircase games in misère play**: a lost position lasts the largest odd number
//!   at most `B` (its loser makes the last move), a won one `1 +` the largest odd
//!   number at most `B - M`, `M` the most a winning move of misère play carries, and
//!   a position without a move 0.
//!
//!   `docs/remoteness.md` proves both; `hopnim verify --remoteness` checks them
//!   against a whole-board search. The formulas take time linear in the board.
//! - **Welter's game**: no formula is known (its lost positions do not all last their
//!   bound, in either convention). The remoteness is searched by the definition,
//!   memoised on the multiset of rows, for a board within [`SearchLimits`]: its rows
//!   that can move hold at most
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
//! // Misère hop: lost, and its loser moves last: the largest odd number ≤ B = 8.
//! let misere: Board = "1xx2xx1".parse()?;
//! assert_eq!(Remoteness::of(Variant::MISERE, misere.rows()).of_board(), Some(7));
//! // Welter's game: searched too.
//! let welter: Board = "4xx2".parse()?;
//! assert_eq!(Remoteness::of(Variant::new(Rules::Welter, false), welter.rows()).of_board(), Some(2));
//! # Ok::<(), hopnim::NotationError>(())
//! ```

mod formula;
mod search;

use formula::StaircaseRemoteness;
pub(crate) use formula::staircase_length;
use search::can_move;
pub use search::{RemotenessSearch, SEARCH_CELLS, SharedSearch};

use crate::game::staircase::Staircase;
use crate::game::value::ValuedMove;
use crate::game::variant::Variant;

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
        SearchLimits::positions(width, masks).is_some()
    }

    /// How many positions can follow a board of `width` whose rows are these masks (the
    /// product over its rows that can move of `C(cells from the row's first piece to
    /// the wall, pieces)`), if it is within the limits.
    ///
    /// ```
    /// use hopnim::game::SearchLimits;
    /// assert_eq!(SearchLimits::positions(8, &[0b1100_0000, 0b11]), Some(28));  // C(8, 2)
    /// assert_eq!(SearchLimits::positions(20, &[0xFFC00, 0xFFC00]), None);
    /// ```
    pub fn positions(width: u32, masks: &[u64]) -> Option<u64> {
        let movable = masks.iter().filter(|&&mask| can_move(mask)).count() as u64;
        if movable * u64::from(width) > u64::from(SEARCH_CELLS) {
            return None;
        }
        let mut positions: u64 = 1;
        for &mask in masks.iter().filter(|&&mask| can_move(mask)) {
            let span = 64 - mask.leading_zeros();
            positions = positions.saturating_mul(choose(span, mask.count_ones()));
            if positions > SEARCH_POSITIONS {
                return None;
            }
        }
        Some(positions)
    }
}

/// The remoteness of one board and of the positions its moves leave, in one game:
/// by the formula where there is one, by a search within [`SearchLimits`] otherwise
/// (a [`SharedSearch`], which other boards of the game may share), unknown beyond
/// them or once the search has stopped.
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
    Search(BoardSearch),
    Unknown,
}

impl Remoteness {
    /// The remoteness of the board with `rows` in `variant`, searched afresh where it
    /// is searched ([`SharedSearch::remoteness_of`] shares a search).
    pub fn of<R: Staircase>(variant: Variant, rows: &[R]) -> Remoteness {
        SharedSearch::new().remoteness_of(variant, rows)
    }

    /// The remoteness by the proved formula alone: `None` for a game without one
    /// (Welter's game), which [`Remoteness::of`] searches.
    ///
    /// ```
    /// use hopnim::{Board, game::{Remoteness, Variant}};
    /// let board: Board = "x2/x2".parse()?;
    /// assert!(Remoteness::by_formula_of(Variant::default(), board.rows()).is_some());
    /// assert!(Remoteness::by_formula_of(Variant::MISERE, board.rows()).is_some());
    /// let welter = Variant::new(hopnim::game::Rules::Welter, false);
    /// assert!(Remoteness::by_formula_of(welter, board.rows()).is_none());
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn by_formula_of<R: Staircase>(variant: Variant, rows: &[R]) -> Option<Remoteness> {
        StaircaseRemoteness::of(variant, rows).map(|formula| Remoteness {
            known: Known::Formula(formula),
        })
    }

    /// Whether `variant` has a formula for the remoteness of every board (the
    /// staircase games, in either convention): where it has none, a question may
    /// search.
    ///
    /// ```
    /// use hopnim::game::{Remoteness, Rules, Variant};
    /// assert!(Remoteness::has_formula(Variant::default()));
    /// assert!(Remoteness::has_formula(Variant::MISERE));
    /// assert!(!Remoteness::has_formula(Variant::new(Rules::Welter, false)));
    /// ```
    pub fn has_formula(variant: Variant) -> bool {
        StaircaseRemoteness::exists_for(variant)
    }

    /// Whether the remoteness of this board is found by a search (no formula, within
    /// [`SearchLimits`]): the costly questions.
    ///
    /// ```
    /// use hopnim::{Board, game::{Remoteness, Rules, Variant}};
    /// let board: Board = "xxxx16".parse()?;
    /// assert!(!Remoteness::is_searched(Variant::default(), board.rows()));
    /// assert!(Remoteness::is_searched(Variant::new(Rules::Welter, false), board.rows()));
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn is_searched<R: Staircase>(variant: Variant, rows: &[R]) -> bool {
        !StaircaseRemoteness::exists_for(variant) && BoardSearch::masks_of(rows).is_some()
    }

    /// About how many steps (moves looked at) finding the remoteness of this board
    /// takes: none with a formula or past [`SearchLimits`], else the positions that
    /// can follow times the board's moves. What a front end weighs a test by.
    ///
    /// ```
    /// use hopnim::{Board, game::{Remoteness, Rules, Variant}};
    /// let board: Board = "xxxx16".parse()?;
    /// assert_eq!(Remoteness::search_steps(Variant::default(), board.rows()), 0);
    /// // C(20, 4) positions, 4 × 16 moves.
    /// let welter = Variant::new(Rules::Welter, false);
    /// assert_eq!(Remoteness::search_steps(welter, board.rows()), 4845 * 64);
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn search_steps<R: Staircase>(variant: Variant, rows: &[R]) -> u64 {
        if StaircaseRemoteness::exists_for(variant) {
            return 0;
        }
        let Some(masks) = BoardSearch::masks_of(rows) else {
            return 0;
        };
        let width = rows.first().map_or(1, |row| row.width());
        let positions = SearchLimits::positions(width, &masks).unwrap_or(0);
        let moves: u64 = rows.iter().map(|row| variant.rules.most_moves(row)).sum();
        positions.saturating_mul(moves.max(1))
    }

    /// The board's remoteness; `None` where hopnim does not know it (the bound is what
    /// is known there).
    pub fn of_board(&self) -> Option<u64> {
        match &self.known {
            Known::Formula(formula) => Some(formula.of_board()),
            Known::Search(search) => search.root.map(u64::from),
            Known::Unknown => None,
        }
    }

    /// The remoteness of the position that `valued` (a move of this board, from
    /// [`Variant::move_values`]) leaves.
    pub fn after(&mut self, valued: &ValuedMove) -> Option<u64> {
        match &mut self.known {
            Known::Formula(formula) => Some(formula.after(valued)),
            Known::Search(search) => search.after(valued),
            Known::Unknown => None,
        }
    }
}

impl SharedSearch {
    /// The remoteness of the board with `rows` in `variant`: by the formula where
    /// there is one, else by this search.
    pub fn remoteness_of<R: Staircase>(&self, variant: Variant, rows: &[R]) -> Remoteness {
        let known = if let Some(formula) = StaircaseRemoteness::of(variant, rows) {
            Known::Formula(formula)
        } else {
            BoardSearch::of(self, variant, rows).map_or(Known::Unknown, Known::Search)
        };
        Remoteness { known }
    }
}

/// The remoteness of a board searched by the definition, and of the boards its moves
/// leave.
struct BoardSearch {
    search: SharedSearch,
    variant: Variant,
    width: u32,
    /// The board's rows, by mask (a move's row is read here).
    masks: Vec<u64>,
    /// The board's remoteness; `None` if the search stopped.
    root: Option<u16>,
}

impl BoardSearch {
    fn of<R: Staircase>(
        search: &SharedSearch,
        variant: Variant,
        rows: &[R],
    ) -> Option<BoardSearch> {
        let masks = BoardSearch::masks_of(rows)?;
        let width = rows.first().map_or(1, |row| row.width());
        let root = search.of_masks(variant, width, &masks);
        Some(BoardSearch {
            search: search.clone(),
            variant,
            width,
            masks,
            root,
        })
    }

    /// The rows' masks, if the board is within [`SearchLimits`].
    fn masks_of<R: Staircase>(rows: &[R]) -> Option<Vec<u64>> {
        let masks: Vec<u64> = rows
            .iter()
            .map(|row| row.bitboard())
            .collect::<Option<_>>()?;
        let width = rows.first().map_or(1, |row| row.width());
        SearchLimits::admits(width, &masks).then_some(masks)
    }

    fn after(&mut self, valued: &ValuedMove) -> Option<u64> {
        let row = valued.mv.row - 1;
        let bit = |column: u32| 1u64 << (self.width - column);
        let change = bit(valued.mv.from) ^ bit(valued.mv.to);
        self.masks[row] ^= change;
        let after = self.search.of_masks(self.variant, self.width, &self.masks);
        self.masks[row] ^= change;
        after.map(u64::from)
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::Board;
    use crate::game::rules::Rules;

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
    fn boards_past_the_limits_are_unknown_without_a_formula() {
        let board: Board = "x19/x19/x19/x19".parse().unwrap();
        let welter = Variant::new(Rules::Welter, true);
        assert_eq!(Remoteness::of(welter, board.rows()).of_board(), None);
        // The formulas know it, in either convention.
        for variant in [Variant::default(), Variant::MISERE] {
            assert!(Remoteness::of(variant, board.rows()).of_board().is_some());
        }
    }
}
