//! Remoteness checked by computation: for every board within a bound, the remoteness
//! by a **retrograde** search of the definition (boards valued in rank order,
//! [`BoardRanks`](crate::proof::boards), each from the boards its moves leave, which
//! rank lower) against what the library says ([`Remoteness`]: the formula in normal play
//! of hop and slide, the memoised search otherwise), board by board and, for the
//! formula, move by move.
//!
//! It also counts how far the staircase claim holds: in normal play a lost position
//! lasts exactly its bound `B` and a won one `1 +` the least bound a winning move
//! leaves; in misère play a lost position lasts the largest odd number at most `B`
//! and a won one `1 +` the least of these over its winning moves. It holds on every
//! board for hop and slide, and on some only for Welter's game.
//!
//! ```
//! use hopnim::game::{Rules, Variant};
//! use hopnim::proof::remoteness::verify_remoteness;
//! let verification = verify_remoteness(Variant::default(), &[(2, 5)], |_| {})?;
//! assert!(verification.holds());
//! let counts = verification.bounds()[0];
//! assert_eq!(counts.lost, counts.lost_as_claimed);
//! assert_eq!(counts.won, counts.won_as_claimed);
//! // Misère hop: the loser moves last, so a lost board lasts an odd number of moves.
//! let misere = verify_remoteness(Variant::MISERE, &[(2, 5)], |_| {})?;
//! assert!(misere.holds());
//! assert_eq!(misere.bounds()[0].lost_as_claimed, misere.bounds()[0].lost);
//! // Welter's game: some lost boards end before their bound.
//! let welter = verify_remoteness(Variant::new(Rules::Welter, false), &[(2, 5)], |_| {})?;
//! assert!(welter.bounds()[0].lost_as_claimed < welter.bounds()[0].lost);
//! # Ok::<(), hopnim::proof::memory::OutOfMemory>(())
//! ```

use std::fmt;

use rayon::prelude::*;

use crate::game::{Board, Row, Staircase};
use crate::game::{Remoteness, RemotenessSearch, SearchLimits, Variant};
use crate::proof::boards::{BOARD_WORK_BYTES, BoardRanks, boards_within, can_move, rows_of_width};
use crate::proof::memory::{OutOfMemory, filled_vec, grown_hash_map_bytes, try_room};
use crate::proof::misere::fuzz_board;

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
    /// Whether the game is played misère.
    pub misere: bool,
    /// The lost boards that last what the claim says: exactly their bound, or in
    /// misère play the largest odd number at most their bound.
    pub lost_as_claimed: u64,
    /// The boards won for the player to move.
    pub won: u64,
    /// The won boards that last `1 +` the least length the claim gives a position
    /// a winning move leaves.
    pub won_as_claimed: u64,
    /// The greatest remoteness met.
    pub longest: u64,
}

impl fmt::Display for RemotenessCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (lost, won) = if self.misere {
            (
                "the largest odd number at most the bound",
                "1 + the least such number a winning move leaves",
            )
        } else {
            (
                "exactly the bound",
                "1 + the least bound a winning move leaves",
            )
        };
        write!(
            f,
            "up to {}: {} boards; {} lost, {} of them lasting {lost}; {} won, {} of them \
             lasting {won}; the longest lasts {} moves",
            rows_of_width(self.rows, self.width),
            self.boards,
            self.lost,
            self.lost_as_claimed,
            self.won,
            self.won_as_claimed,
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
/// is called as boards are done. It takes [`search_memory`] bytes; an error if the
/// system refuses them.
///
/// # Panics
/// If a bound is over 64 cells.
pub fn verify_remoteness(
    variant: Variant,
    bounds: &[(usize, u32)],
    on_progress: impl Fn(u64) + Sync,
) -> Result<RemotenessVerification, OutOfMemory> {
    let results: Vec<(RemotenessCount, Option<String>)> = bounds
        .par_iter()
        .map(|&(rows, width)| verify_bound(variant, rows, width, &on_progress))
        .collect::<Result<_, _>>()?;
    let counterexample = results.iter().find_map(|(_, wrong)| wrong.clone());
    Ok(RemotenessVerification {
        bounds: results.into_iter().map(|(count, _)| count).collect(),
        counterexample,
    })
}

/// The bytes [`verify_remoteness`] takes at most for `bounds` in `variant`, all at
/// once (they may run side by side): for each bound, the remoteness of every board
/// by the retrograde search (two bytes a board, by its rank), the ranks and the board
/// in hand; where the library values a board by its search (Welter's game), that
/// search's memo of every board too, a hash table of 16-byte entries that
/// grows as it fills. `None` past `u64` or 64 cells.
///
/// ```
/// use hopnim::game::Variant;
/// use hopnim::proof::remoteness::{DEFAULT_BOUNDS, search_memory};
/// for variant in Variant::ALL {
///     assert!(search_memory(variant, &DEFAULT_BOUNDS).unwrap() < 160 << 20);
/// }
/// // The formula needs no memo: two bytes a board.
/// let one_row = search_memory(Variant::default(), &[(1, 22)]).unwrap();
/// assert_eq!(one_row, 2 * ((1 << 22) - 22) + (64 << 10));
/// // Welter's game is searched: its memo too.
/// let welter = Variant::new(hopnim::game::Rules::Welter, false);
/// assert!(search_memory(welter, &[(1, 22)]).unwrap() > 200 << 20);
/// ```
pub fn search_memory(variant: Variant, bounds: &[(usize, u32)]) -> Option<u64> {
    bounds.iter().try_fold(0u64, |total, &(rows, width)| {
        let cells = (rows as u64).checked_mul(u64::from(width))?;
        if width == 0 || cells > 64 {
            return None;
        }
        let boards = boards_within(rows, width);
        let memo = if searched_by_library(variant) {
            library_memo_bytes(boards)?
        } else {
            0
        };
        total
            .checked_add(boards.checked_mul(2)?)?
            .checked_add(BoardRanks::bytes(rows, width)?)?
            .checked_add(memo)?
            .checked_add(BOARD_WORK_BYTES)
    })
}

/// Whether the library values the boards of `variant` by its search, keeping every
/// board it meets ([`RemotenessSearch`]), rather than by a formula.
fn searched_by_library(variant: Variant) -> bool {
    let row = Row::new(2, 0b10).expect("x1 fits");
    Remoteness::by_formula_of(variant, &[row]).is_none()
}

/// The most bytes the library's search takes to value `boards` boards: its memo, a
/// hash table of (key, remoteness) entries of 16 bytes.
fn library_memo_bytes(boards: u64) -> Option<u64> {
    grown_hash_map_bytes(boards, 16)
}

/// How many boards between two calls of the progress callback.
const PROGRESS_STEP: u64 = 1 << 14;

/// The bound of a row: the sum over its pieces of the empty cells to their right.
fn bound_of(mask: u64, width: u32) -> u64 {
    Row::new(width, mask)
        .expect("the mask fits")
        .remaining_moves_bound()
}

/// The board `board` (masks largest first) after its row `index` becomes `after`,
/// written into `child`: masks largest first, without a row that cannot move.
fn child_into(board: &[u64], index: usize, after: u64, child: &mut Vec<u64>) {
    child.clear();
    child.extend_from_slice(board);
    child.remove(index);
    if can_move(after) {
        let at = child.partition_point(|&other| other >= after);
        child.insert(at, after);
    }
}

/// Every board of one bound: the retrograde table, then the library on each board.
fn verify_bound(
    variant: Variant,
    rows: usize,
    width: u32,
    on_progress: &(impl Fn(u64) + Sync),
) -> Result<(RemotenessCount, Option<String>), OutOfMemory> {
    assert!(
        search_memory(variant, &[(rows, width)]).is_some(),
        "{rows} rows of width {width} are over 64 cells"
    );
    // The largest first, refused before the ranks are made: the table, and the room of
    // the library's memo, which grows as a hash table and aborts if the system
    // refuses it then.
    let boards = boards_within(rows, width);
    let len = usize::try_from(boards).unwrap_or(usize::MAX);
    let mut table: Vec<u16> = filled_vec(len, 0, crate::phrase::Message::MEMORY_REMOTENESS_TABLE)?;
    if searched_by_library(variant) {
        let memo = library_memo_bytes(boards).unwrap_or(u64::MAX);
        try_room(memo, crate::phrase::Message::MEMORY_REMOTENESS_MEMO)?;
    }
    let ranks = BoardRanks::new(rows, width)?;
    let lost = |remoteness: u64| remoteness.is_multiple_of(2) != variant.is_misere();
    let mut child = Vec::with_capacity(rows);
    let mut remoteness_after = |board: &[u64], index: usize, after: u64, table: &[u16]| {
        child_into(board, index, after, &mut child);
        u64::from(table[ranks.rank(&child)])
    };

    // The retrograde table, in rank order: every move's board is valued before its
    // own; the empty board has no move.
    let mut rank = 0;
    ranks.for_each_board(|board| {
        let mut fastest_win: Option<u64> = None;
        let mut longest = 0;
        for (index, &mask) in board.iter().enumerate() {
            for after in variant.rules.options_of_mask(mask) {
                let remoteness = remoteness_after(board, index, after, &table);
                if lost(remoteness) {
                    fastest_win = Some(fastest_win.map_or(remoteness, |r| r.min(remoteness)));
                }
                longest = longest.max(remoteness);
            }
        }
        let remoteness = match board {
            [] => 0,
            _ => 1 + fastest_win.unwrap_or(longest),
        };
        table[rank] = u16::try_from(remoteness).expect("at most 64 cells last under 2^16 moves");
        rank += 1;
    });

    // The library on every board, and the claim counted.
    let mut count = RemotenessCount {
        rows,
        width,
        misere: variant.is_misere(),
        ..RemotenessCount::default()
    };
    // The claim's length of a lost position of bound `bound`: the whole bound, or in
    // misère play (where its loser moves last, an odd number of moves) the largest
    // odd number at most it.
    let claimed = |bound: u64| {
        if variant.is_misere() && bound.is_multiple_of(2) {
            bound.saturating_sub(1)
        } else {
            bound
        }
    };
    let mut counterexample = None;
    let mut search = RemotenessSearch::new(variant, width);
    let mut rank = 0;
    ranks.for_each_board(|board| {
        let by_search = u64::from(table[rank]);
        rank += 1;
        let bound: u64 = board.iter().map(|&mask| bound_of(mask, width)).sum();
        let as_rows: Vec<Row> = board
            .iter()
            .map(|&mask| Row::new(width, mask).expect("the mask fits"))
            .collect();
        let shown = || Board::new(width, as_rows.clone()).expect("rows of the width");
        let mut formula = Remoteness::by_formula_of(variant, &as_rows);
        let by_library = match &formula {
            Some(formula) => formula.of_board(),
            None => search.remoteness_of_masks(board).map(u64::from),
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
            count.lost_as_claimed += u64::from(by_search == claimed(bound));
        } else {
            count.won += 1;
        }
        let mut least_left: Option<u64> = None;
        for valued in variant.move_values(&as_rows, total) {
            let row = valued.mv.row - 1;
            let bit = |column: u32| 1u64 << (width - column);
            let after = board[row] ^ bit(valued.mv.from) ^ bit(valued.mv.to);
            let by_search_after = remoteness_after(board, row, after, &table);
            if lost(by_search_after) {
                let left = claimed(bound - u64::from(valued.carried));
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
            // Won without a winning move: the board without a move, in misère play.
            count.won_as_claimed += u64::from(least_left.map_or(0, |l| 1 + l) == by_search);
        }
        if count.boards.is_multiple_of(PROGRESS_STEP) {
            on_progress(PROGRESS_STEP);
        }
    });
    on_progress(count.boards % PROGRESS_STEP);
    Ok((count, counterexample))
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
            let verification =
                verify_remoteness(variant, &[(1, 8), (2, 5), (3, 4)], |_| {}).unwrap();
            assert!(
                verification.holds(),
                "{variant:?}: {:?}",
                verification.counterexample()
            );
            let staircase = variant.rules != Rules::Welter;
            for count in verification.bounds() {
                assert_eq!(count.boards, boards_within(count.rows, count.width));
                let holds =
                    count.lost == count.lost_as_claimed && count.won == count.won_as_claimed;
                assert_eq!(holds, staircase, "{variant:?} {count}");
            }
        }
    }
}
