//! Remoteness checked by computation: for every board within a bound, the remoteness
//! by a **retrograde** search of the definition (boards valued in order of their
//! bound, lowest first, each from the boards its moves leave, which have lower
//! bounds) against what the library says ([`Remoteness`]: the formula in normal play
//! of hop and slide, the memoised search otherwise), board by board and, for the
//! formula, move by move.
//!
//! It also counts how far the staircase claim (a lost position lasts exactly its bound
//! `B`; a won one `1 +` the least bound a winning move leaves) holds: on every board
//! for hop and slide in normal play, and on some only for the others.
//!
//! ```
//! use hopnim::game::{Rules, Variant};
//! use hopnim::proof::remoteness::verify_remoteness;
//! let verification = verify_remoteness(Variant::default(), &[(2, 5)], |_| {});
//! assert!(verification.holds());
//! let counts = verification.bounds()[0];
//! assert_eq!(counts.lost, counts.lost_at_bound);
//! assert_eq!(counts.won, counts.won_fastest_carry);
//! // Misère hop: some lost boards end before their bound.
//! let misere = verify_remoteness(Variant::MISERE, &[(2, 5)], |_| {});
//! assert!(misere.holds());
//! assert!(misere.bounds()[0].lost_at_bound < misere.bounds()[0].lost);
//! ```

use std::collections::HashMap;
use std::fmt;

use rayon::prelude::*;

use crate::game::{Remoteness, RemotenessSearch, SearchLimits, Variant};
use crate::proof::misere::{boards_within, fuzz_board, multisets};
use crate::{Board, Row, Staircase};

/// The bounds `hopnim verify --remoteness` checks for each game: every board of up to
/// `rows` movable rows of `width` cells, for each pair.
pub const DEFAULT_BOUNDS: [(usize, u32); 6] = [(1, 18), (2, 10), (3, 7), (4, 6), (5, 5), (8, 4)];

/// One bound checked, with what the boards' remoteness showed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct RemotenessCount {
    /// The most rows (that can move) of a board.
    pub rows: usize,
    /// The width of the rows.
    pub width: u32,
    /// The boards checked.
    pub boards: u64,
    /// The boards lost for the player to move.
    pub lost: u64,
    /// The lost boards that last exactly their bound.
    pub lost_at_bound: u64,
    /// The boards won for the player to move.
    pub won: u64,
    /// The won boards that last `1 +` the least bound a winning move leaves.
    pub won_fastest_carry: u64,
    /// The greatest remoteness met.
    pub longest: u64,
}

impl fmt::Display for RemotenessCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "up to {} rows of width {}: {} boards; {} lost, {} of them lasting exactly the \
             bound; {} won, {} of them lasting 1 + the least bound a winning move leaves; \
             the longest lasts {} moves",
            self.rows,
            self.width,
            self.boards,
            self.lost,
            self.lost_at_bound,
            self.won,
            self.won_fastest_carry,
            self.longest
        )
    }
}

/// The outcome of [`verify_remoteness`]: the counts per bound, and the first board
/// where the library and the retrograde search disagree, if any.
#[derive(Clone, Debug)]
pub struct RemotenessVerification {
    bounds: Vec<RemotenessCount>,
    counterexample: Option<String>,
}

impl RemotenessVerification {
    /// Whether the library agrees with the search on every board.
    pub fn holds(&self) -> bool {
        self.counterexample.is_none()
    }

    /// The counts, one per bound.
    pub fn bounds(&self) -> &[RemotenessCount] {
        &self.bounds
    }

    /// The boards checked in all.
    pub fn boards_checked(&self) -> u64 {
        self.bounds.iter().map(|bound| bound.boards).sum()
    }

    /// The first disagreement, described.
    pub fn counterexample(&self) -> Option<&str> {
        self.counterexample.as_deref()
    }
}

/// Checks the library's remoteness in `variant` on every board of each `(rows, width)`
/// of `bounds`, the bounds in parallel on the current rayon pool; `on_progress(boards)`
/// is called as boards are done.
///
/// # Panics
/// If a bound is over 64 cells.
pub fn verify_remoteness(
    variant: Variant,
    bounds: &[(usize, u32)],
    on_progress: impl Fn(u64) + Sync,
) -> RemotenessVerification {
    let results: Vec<(RemotenessCount, Option<String>)> = bounds
        .par_iter()
        .map(|&(rows, width)| verify_bound(variant, rows, width, &on_progress))
        .collect();
    let counterexample = results.iter().find_map(|(_, wrong)| wrong.clone());
    RemotenessVerification {
        bounds: results.into_iter().map(|(count, _)| count).collect(),
        counterexample,
    }
}

/// The bytes [`verify_remoteness`] takes for `bounds`, all at once (they may run side
/// by side): for each board, its key and remoteness in the retrograde table and in the
/// library's search, with a hash table's room; `None` past `u64` or 64 cells.
///
/// ```
/// use hopnim::proof::remoteness::{DEFAULT_BOUNDS, search_memory};
/// assert!(search_memory(&DEFAULT_BOUNDS).unwrap() < 256 << 20);
/// ```
pub fn search_memory(bounds: &[(usize, u32)]) -> Option<u64> {
    bounds.iter().try_fold(0u64, |total, &(rows, width)| {
        let cells = (rows as u64).checked_mul(u64::from(width))?;
        if width == 0 || cells > 64 {
            return None;
        }
        // The list of boards by bound (16 bytes), two hash tables of (u64, u16) at
        // most 7/8 full with a control byte (about 20 bytes an entry each).
        total.checked_add(boards_within(rows, width).checked_mul(16 + 2 * 20)?)
    })
}

/// The movable masks of `width` cells, largest first.
fn movable_masks(width: u32) -> Vec<u64> {
    (0..1u64 << width)
        .rev()
        .filter(|&mask| mask & mask.wrapping_add(1) != 0)
        .collect()
}

/// How many boards between two calls of the progress callback.
const PROGRESS_STEP: u64 = 1 << 14;

/// The bound of a row: the sum over its pieces of the empty cells to their right.
fn bound_of(mask: u64, width: u32) -> u64 {
    Row::new(width, mask)
        .expect("the mask fits")
        .remaining_moves_bound()
}

/// Every board of one bound: the retrograde table, then the library on each board.
fn verify_bound(
    variant: Variant,
    rows: usize,
    width: u32,
    on_progress: &(impl Fn(u64) + Sync),
) -> (RemotenessCount, Option<String>) {
    assert!(
        search_memory(&[(rows, width)]).is_some(),
        "{rows} rows of width {width} are over 64 cells"
    );
    let masks = movable_masks(width);
    let key = |board: &[u64]| {
        board.iter().fold(0u64, |key, &mask| {
            key.checked_shl(width).unwrap_or(0) | mask
        })
    };
    // Every board by its bound, lowest first: each move lowers it.
    let mut boards: Vec<(u64, u64)> = Vec::new();
    multisets(
        &masks,
        rows,
        0,
        &mut Vec::with_capacity(rows),
        &mut |board| {
            let bound = board.iter().map(|&mask| bound_of(mask, width)).sum();
            boards.push((bound, key(board)));
        },
    );
    boards.sort_unstable();
    let unpack = |mut key: u64| {
        let mut board = Vec::with_capacity(rows);
        while key != 0 {
            board.push(key & (u64::MAX >> (64 - width)));
            key = key.checked_shr(width).unwrap_or(0);
        }
        board.reverse();
        board
    };
    let child_key = |board: &[u64], index: usize, after: u64| {
        let mut child: Vec<u64> = board.to_vec();
        child.remove(index);
        if after & after.wrapping_add(1) != 0 {
            child.push(after);
            child.sort_unstable_by(|a, b| b.cmp(a));
        }
        key(&child)
    };

    // The retrograde table: the empty board (key 0) is the board without a move.
    let mut table: HashMap<u64, u64> = HashMap::with_capacity(boards.len());
    table.insert(0, 0);
    let lost = |remoteness: u64| remoteness.is_multiple_of(2) != variant.is_misere();
    for &(_, board_key) in &boards {
        if board_key == 0 {
            continue;
        }
        let board = unpack(board_key);
        let mut fastest_win: Option<u64> = None;
        let mut longest = 0;
        for (index, &mask) in board.iter().enumerate() {
            for after in variant.rules.options_of_mask(mask) {
                let remoteness = table[&child_key(&board, index, after)];
                if lost(remoteness) {
                    fastest_win = Some(fastest_win.map_or(remoteness, |r| r.min(remoteness)));
                }
                longest = longest.max(remoteness);
            }
        }
        table.insert(board_key, 1 + fastest_win.unwrap_or(longest));
    }

    // The library on every board, and the claim counted.
    let mut count = RemotenessCount {
        rows,
        width,
        ..RemotenessCount::default()
    };
    let mut counterexample = None;
    let mut search = RemotenessSearch::new(variant, width);
    for &(bound, board_key) in &boards {
        let board = unpack(board_key);
        let by_search = table[&board_key];
        let as_rows: Vec<Row> = board
            .iter()
            .map(|&mask| Row::new(width, mask).expect("the mask fits"))
            .collect();
        let shown = || Board::new(width, as_rows.clone()).expect("rows of the width");
        let mut formula = Remoteness::by_formula_of(variant, &as_rows);
        let by_library = match &formula {
            Some(formula) => formula.of_board(),
            None => search.remoteness_of_masks(&board).map(u64::from),
        };
        if by_library != Some(by_search) && counterexample.is_none() {
            counterexample = Some(format!(
                "{}: the search gives {by_search}, the library {by_library:?}",
                shown()
            ));
        }
        count.boards += 1;
        count.longest = count.longest.max(by_search);
        let total = variant.value_of_board(&as_rows);
        if lost(by_search) {
            count.lost += 1;
            count.lost_at_bound += u64::from(by_search == bound);
        } else {
            count.won += 1;
        }
        let mut least_left: Option<u64> = None;
        for valued in variant.move_values(&as_rows, total) {
            let row = valued.mv.row - 1;
            let bit = |column: u32| 1u64 << (width - column);
            let after = board[row] ^ bit(valued.mv.from) ^ bit(valued.mv.to);
            let by_search_after = table[&child_key(&board, row, after)];
            if lost(by_search_after) {
                let left = bound - u64::from(valued.carried);
                least_left = Some(least_left.map_or(left, |l| l.min(left)));
            }
            if let Some(formula) = formula.as_mut() {
                let by_library_after = formula.after(&valued);
                if by_library_after != Some(by_search_after) && counterexample.is_none() {
                    counterexample = Some(format!(
                        "{} after {}: the search gives {by_search_after}, the formula \
                         {by_library_after:?}",
                        shown(),
                        valued.mv
                    ));
                }
            }
        }
        if !lost(by_search) {
            count.won_fastest_carry += u64::from(least_left.map(|l| 1 + l) == Some(by_search));
        }
        if count.boards.is_multiple_of(PROGRESS_STEP) {
            on_progress(PROGRESS_STEP);
        }
    }
    on_progress(count.boards % PROGRESS_STEP);
    (count, counterexample)
}

/// Whether hopnim's remoteness of the board that `data` encodes and of every move's
/// position agree with a search by the definition: the check of the `remoteness` fuzz
/// target (which [`play::engine::compare_with_search`](crate::play::engine::compare_with_search)
/// extends to the engine's move). The first byte gives the width (1 to 8, its low
/// three bits) and the game (the rest, modulo 6: [`Variant::ALL`]); each of up to 4
/// more bytes is a row. A board past [`SearchLimits`] must have no remoteness, in a
/// game without a formula. Returns the first difference.
///
/// ```
/// assert_eq!(hopnim::proof::remoteness::compare_with_search(&[5, 0b101, 0b11]), Ok(()));
/// assert_eq!(hopnim::proof::remoteness::compare_with_search(&[7 + 8, 0b1001]), Ok(()));
/// ```
pub fn compare_with_search(data: &[u8]) -> Result<(), String> {
    let Some((game, board)) = fuzz_board(data, Variant::ALL.len()) else {
        return Ok(());
    };
    let variant = Variant::ALL[game];
    let width = board.width();
    let masks: Vec<u64> = board.rows().iter().map(|row| row.mask()).collect();
    let mut search = RemotenessSearch::new(variant, width);
    let mut by_search = |board: &Board| {
        let masks: Vec<u64> = board.rows().iter().map(|row| row.mask()).collect();
        u64::from(
            search
                .remoteness_of_masks(&masks)
                .expect("a search without a stop ends"),
        )
    };
    let expected = by_search(&board);
    let mut remoteness = Remoteness::of(variant, board.rows());
    // Past the search's limits it is unknown: only there.
    if remoteness.of_board().is_none() && !SearchLimits::admits(width, &masks) {
        return Ok(());
    }
    if remoteness.of_board() != Some(expected) {
        return Err(format!(
            "{variant:?} {board}: {:?}, the search {expected}",
            remoteness.of_board()
        ));
    }
    let total = variant.value_of_board(board.rows());
    for valued in variant.move_values(board.rows(), total) {
        let after = board
            .play_move(valued.mv, variant.rules)
            .expect("a legal move");
        let expected = by_search(&after);
        if remoteness.after(&valued) != Some(expected) {
            return Err(format!(
                "{variant:?} {board} after {}: the search gives {expected}",
                valued.mv
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn the_fuzz_check_holds_on_random_boards(data in proptest::collection::vec(any::<u8>(), 0..5)) {
            prop_assert_eq!(compare_with_search(&data), Ok(()));
        }
    }

    #[test]
    fn every_game_agrees_on_small_bounds_and_the_claim_holds_for_the_staircase_games() {
        for variant in Variant::ALL {
            let verification = verify_remoteness(variant, &[(1, 8), (2, 5), (3, 4)], |_| {});
            assert!(
                verification.holds(),
                "{variant:?}: {:?}",
                verification.counterexample()
            );
            let staircase_normal = !variant.is_misere() && variant.rules != Rules::Welter;
            for count in verification.bounds() {
                assert_eq!(count.boards, boards_within(count.rows, count.width));
                let holds =
                    count.lost == count.lost_at_bound && count.won == count.won_fastest_carry;
                assert_eq!(holds, staircase_normal, "{variant:?} {count}");
            }
        }
    }
}
