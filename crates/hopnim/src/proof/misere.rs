//! The slow twin of misère play: who wins a whole board by the definition (the player
//! who cannot move wins; otherwise the player to move wins iff some move leaves the
//! opponent lost), searched over boards and memoised, and the check of the misère
//! rule of [`Variant::MISERE`] against it on every small board.
//!
//! A board is searched as the multiset of its rows that can still move: a row
//! without a move is the zero game, which changes no sum, misère or not.
//!
//! ```
//! use hopnim::proof::misere::{first_player_wins_misere_by_search, verify_misere};
//! // One piece with one cell before the wall: moving it leaves the opponent without a
//! // move, and in misère play that opponent wins.
//! assert!(!first_player_wins_misere_by_search(&"1x1".parse()?));
//! let verification = verify_misere(&[(2, 5)], |_| {});
//! assert!(verification.holds());
//! assert_eq!(verification.bounds()[0].boards, 1 + 26 + 26 * 27 / 2);
//! # Ok::<(), hopnim::NotationError>(())
//! ```

use std::collections::HashMap;
use std::fmt;

use rayon::prelude::*;

use crate::game::Variant;
use crate::{Board, Row};

/// The most cells the search takes on a board: its movable rows times their width (a
/// board is keyed by its rows' masks side by side in 64 bits).
pub const MAX_SEARCH_CELLS: u32 = 64;

/// The bounds `hopnim verify --misere` checks: every board of up to `rows` movable
/// rows of `width` cells (so of any width up to it: empty cells left of every piece
/// change nothing), for each pair: 68,795,385 boards, about 100 s on two cores and
/// 2.2 GiB of memory.
pub const DEFAULT_BOUNDS: [(usize, u32); 5] = [(2, 13), (3, 9), (4, 7), (7, 5), (10, 4)];

/// Whether the player to move wins `board` in misère play, by searching its whole
/// game tree (not its rows one by one). Exponential: for small boards only.
///
/// # Panics
/// If the board's movable rows hold more than [`MAX_SEARCH_CELLS`] cells.
pub fn first_player_wins_misere_by_search(board: &Board) -> bool {
    let mut search = Search::new(board.width());
    search.wins(&movable(
        board.rows().iter().map(|row| row.mask()),
        board.width(),
    ))
}

/// One board size checked: its bounds, how many boards, how many lost for the player
/// to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoundCount {
    /// The most rows (that can move) of a board.
    pub rows: usize,
    /// The width of the rows.
    pub width: u32,
    /// The boards checked: every multiset of at most `rows` movable rows.
    pub boards: u64,
    /// The boards the player to move loses.
    pub lost: u64,
}

/// The outcome of [`verify_misere`]: the counts per bound, and a board where the rule
/// and the definition disagree, if any.
#[derive(Clone, Debug)]
pub struct MisereVerification {
    bounds: Vec<BoundCount>,
    counterexample: Option<Board>,
}

impl MisereVerification {
    /// Whether the rule equals the definition on every board checked.
    pub fn holds(&self) -> bool {
        self.counterexample.is_none()
    }

    /// The counts, bound by bound.
    pub fn bounds(&self) -> &[BoundCount] {
        &self.bounds
    }

    /// The boards checked, over all bounds (a board within two bounds counts twice).
    pub fn boards_checked(&self) -> u64 {
        self.bounds.iter().map(|bound| bound.boards).sum()
    }

    /// A board where the rule is wrong, if there is one.
    pub fn counterexample(&self) -> Option<&Board> {
        self.counterexample.as_ref()
    }
}

impl fmt::Display for BoundCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "up to {} rows of width {}: {} boards, {} lost for the player to move",
            self.rows, self.width, self.boards, self.lost
        )
    }
}

/// Checks the misère rule (misère Nim on the odd-stair piles of all rows) against the
/// definition on every board of up to `rows` movable rows of `width` cells, for each
/// `(rows, width)` of `bounds`, the bounds in parallel on the current rayon pool.
/// `on_progress(boards)` is called from the worker threads as boards are done,
/// [`boards_within`] of each bound in all.
///
/// # Panics
/// If a bound is over [`MAX_SEARCH_CELLS`] cells.
pub fn verify_misere(
    bounds: &[(usize, u32)],
    on_progress: impl Fn(u64) + Sync,
) -> MisereVerification {
    let results: Vec<(BoundCount, Option<Board>)> = bounds
        .par_iter()
        .map(|&(rows, width)| verify_bound(rows, width, &on_progress))
        .collect();
    let counterexample = results.iter().find_map(|(_, board)| board.clone());
    MisereVerification {
        bounds: results.into_iter().map(|(count, _)| count).collect(),
        counterexample,
    }
}

/// How many boards [`verify_misere`] checks for one bound: the multisets of at most
/// `rows` of the rows of `width` cells that can move.
///
/// ```
/// // Width 2: `x1` is the only row with a move.
/// assert_eq!(hopnim::proof::misere::boards_within(3, 2), 4);
/// ```
pub fn boards_within(rows: usize, width: u32) -> u64 {
    let movable = movable_masks(width).len() as u64;
    // Multisets of at most `rows` of `movable` kinds: C(movable + rows, rows).
    (1..=rows as u64).fold(1, |count, k| count * (movable + k) / k)
}

/// The masks of the rows of `width` cells that can move, largest first.
fn movable_masks(width: u32) -> Vec<u64> {
    (0..1u64 << width)
        .rev()
        .filter(|&mask| can_move(mask, width))
        .collect()
}

/// How many boards [`verify_bound`] checks between two calls of its progress callback.
const PROGRESS_STEP: u64 = 1 << 16;

/// Every board of one bound, by the rule and by the search.
fn verify_bound(
    rows: usize,
    width: u32,
    on_progress: &(impl Fn(u64) + Sync),
) -> (BoundCount, Option<Board>) {
    assert!(width >= 1 && rows as u64 * u64::from(width) <= u64::from(MAX_SEARCH_CELLS));
    let masks = movable_masks(width);
    let mut search = Search::new(width);
    let mut count = BoundCount {
        rows,
        width,
        boards: 0,
        lost: 0,
    };
    let mut counterexample = None;
    let mut board: Vec<u64> = Vec::with_capacity(rows);
    // Multisets as non-increasing sequences of indices into `masks` (largest first).
    let mut visit = |board: &[u64]| {
        let by_search = search.wins(board);
        count.boards += 1;
        if count.boards.is_multiple_of(PROGRESS_STEP) {
            on_progress(PROGRESS_STEP);
        }
        count.lost += u64::from(!by_search);
        let rows: Vec<Row> = board
            .iter()
            .map(|&mask| Row::new(width, mask).expect("the mask fits"))
            .collect();
        let variant = Variant::MISERE;
        let by_rule = variant.first_player_wins(variant.value_of_board(&rows));
        if by_rule != by_search && counterexample.is_none() {
            counterexample = Some(Board::new(width, rows).expect("rows of the width"));
        }
    };
    multisets(&masks, rows, 0, &mut board, &mut visit);
    on_progress(count.boards % PROGRESS_STEP);
    (count, counterexample)
}

/// Whether the misère rule, the value of every move and the winning moves of the
/// board that `data` encodes agree with the search: the check of the `misere` fuzz
/// target. The first byte gives the width (1 to 8), each of up to 4 more bytes a row.
/// Returns the first difference.
///
/// ```
/// assert_eq!(hopnim::proof::misere::compare_with_search(&[5, 0b101, 0b11]), Ok(()));
/// ```
pub fn compare_with_search(data: &[u8]) -> Result<(), String> {
    let Some((&knob, rest)) = data.split_first() else {
        return Ok(());
    };
    let width = u32::from(knob % 8) + 1;
    let rows: Vec<Row> = rest
        .iter()
        .take(4)
        .map(|&byte| Row::new(width, u64::from(byte) & ((1 << width) - 1)).expect("fits"))
        .collect();
    let board = Board::new(width, rows).expect("rows of the width");
    let variant = Variant::MISERE;
    let mut search = Search::new(width);
    let mut wins =
        |board: &Board| search.wins(&movable(board.rows().iter().map(|row| row.mask()), width));
    let total = variant.value_of_board(board.rows());
    if variant.first_player_wins(total) != wins(&board) {
        return Err(format!(
            "{board}: the rule says {}",
            variant.first_player_wins(total)
        ));
    }
    for valued in variant.move_values(board.rows(), total) {
        let after = board.play(valued.mv.cell()).expect("a legal move");
        if valued.total_after != variant.value_of_board(after.rows()) {
            return Err(format!("{board}: the value after {} is wrong", valued.mv));
        }
        let winning = !variant.first_player_wins(valued.total_after);
        if winning == wins(&after) {
            return Err(format!("{board}: {} is said winning: {winning}", valued.mv));
        }
    }
    Ok(())
}

/// Calls `visit` with every multiset of at most `left` more elements of `masks` from
/// `start` on, appended to `board` (masks in the order of `masks`).
fn multisets(
    masks: &[u64],
    left: usize,
    start: usize,
    board: &mut Vec<u64>,
    visit: &mut impl FnMut(&[u64]),
) {
    visit(board);
    if left == 0 {
        return;
    }
    for index in start..masks.len() {
        board.push(masks[index]);
        multisets(masks, left - 1, index, board, visit);
        board.pop();
    }
}

/// Whether a row of `width` with this mask has a move.
fn can_move(mask: u64, width: u32) -> bool {
    Row::new(width, mask)
        .expect("the mask fits")
        .moves()
        .next()
        .is_some()
}

/// The masks of the rows that can move, largest first: the board's search key.
fn movable(masks: impl Iterator<Item = u64>, width: u32) -> Vec<u64> {
    let mut rows: Vec<u64> = masks.filter(|&mask| can_move(mask, width)).collect();
    rows.sort_unstable_by(|a, b| b.cmp(a));
    assert!(
        rows.len() as u64 * u64::from(width) <= u64::from(MAX_SEARCH_CELLS),
        "the misère search takes boards of up to {MAX_SEARCH_CELLS} cells in movable rows"
    );
    rows
}

/// The memoised search of one width.
struct Search {
    width: u32,
    /// Whether the player to move wins, by the board's masks side by side (no mask is
    /// 0, since an empty row has no move, so the packing is one to one).
    memo: HashMap<u64, bool>,
}

impl Search {
    fn new(width: u32) -> Search {
        Search {
            width,
            memo: HashMap::new(),
        }
    }

    /// Whether the player to move wins the board of these movable rows (largest mask
    /// first).
    fn wins(&mut self, board: &[u64]) -> bool {
        // No move: in misère play the player to move has won.
        if board.is_empty() {
            return true;
        }
        let key = board
            .iter()
            .fold(0u64, |key, &mask| key << self.width | mask);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut wins = false;
        'moves: for (index, &mask) in board.iter().enumerate() {
            let row = Row::new(self.width, mask).expect("the mask fits");
            for row_move in row.moves() {
                let after = row.play(row_move.from).expect("a listed move").mask();
                let masks = board
                    .iter()
                    .enumerate()
                    .map(|(i, &m)| if i == index { after } else { m });
                let next = movable(masks, self.width);
                if !self.wins(&next) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        self.memo.insert(key, wins);
        wins
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrong_rule_would_be_caught() {
        // Misère Nim on the rows' Grundy values is wrong: `xx2xx1` (width 7) has value
        // 0, yet in misère play the player to move loses it.
        let board: Board = "xx2xx1".parse().unwrap();
        assert!(board.nim_sum().is_zero());
        assert!(!first_player_wins_misere_by_search(&board));
        let variant = Variant::MISERE;
        assert!(!variant.first_player_wins(variant.value_of_board(board.rows())));
    }

    #[test]
    fn small_bounds_hold_and_count_every_multiset() {
        let bounds = [(2, 6), (3, 4), (1, 8)];
        let reported = std::sync::atomic::AtomicU64::new(0);
        let verification = verify_misere(&bounds, |boards| {
            reported.fetch_add(boards, std::sync::atomic::Ordering::Relaxed);
        });
        assert!(verification.holds(), "{:?}", verification.counterexample());
        for (count, &(rows, width)) in verification.bounds().iter().zip(&bounds) {
            assert_eq!(count.boards, boards_within(rows, width));
        }
        assert_eq!(reported.into_inner(), verification.boards_checked());
        // 57 movable rows of width 6: 1 + 57 + 57 * 58 / 2 boards.
        assert_eq!(verification.bounds()[0].boards, 1 + 57 + 57 * 58 / 2);
        let sum: u64 = verification.bounds().iter().map(|b| b.boards).sum();
        assert_eq!(verification.boards_checked(), sum);
    }
}
