//! The boards of a bound, which the whole-board searches of [`misere`](super::misere)
//! and [`remoteness`](super::remoteness) go through: every multiset of up to `rows`
//! movable rows of `width` cells (a row without a move is the zero game, which changes
//! no sum), counted, ranked `0..boards` and listed in rank order.
//!
//! The movable rows are numbered by mask, smallest first. A board whose rows have the
//! numbers `a₀ ≤ a₁ ≤ … ≤ a_{k-1}` is the combination `c_i = a_i + i` of `k` numbers,
//! of rank `Σ C(c_i, i + 1)` (the combinatorial number system: colex order), after
//! the `C(n + k - 1, k - 1)` boards of fewer rows, `n` the movable rows. A move makes
//! one row's mask smaller, or the row stuck: the board it leaves has a lower rank, so
//! boards taken in rank order find every move's board already valued.
//!
//! ```
//! // Width 2: `x1` is the only row with a move.
//! assert_eq!(hopnim::proof::boards::boards_within(3, 2), 4);
//! // Width 3: the empty board, 1x1, x2, x1x and xx1, and every pair of them.
//! assert_eq!(hopnim::proof::boards::boards_within(2, 3), 1 + 4 + 10);
//! ```

use crate::proof::memory::{OutOfMemory, filled_vec};

/// How many boards of up to `rows` movable rows of `width` cells there are: the
/// multisets of at most `rows` of the rows of `width` cells that can move,
/// `C(movable + rows, rows)`. Saturates at `u64::MAX`.
pub fn boards_within(rows: usize, width: u32) -> u64 {
    movable_count(width)
        .and_then(|movable| movable.checked_add(rows as u64))
        .map_or(u64::MAX, |kinds| choose(kinds, rows as u64))
}

/// A bound's rows in words: `1 row of width 22`, `2 rows of width 10`.
///
/// ```
/// use hopnim::proof::boards::rows_of_width;
/// assert_eq!(rows_of_width(1, 22), "1 row of width 22");
/// assert_eq!(rows_of_width(2, 10), "2 rows of width 10");
/// ```
pub fn rows_of_width(rows: usize, width: u32) -> String {
    let noun = if rows == 1 { "row" } else { "rows" };
    format!("{rows} {noun} of width {width}")
}

/// The bytes a search of one bound keeps beside its tables, for the board in hand:
/// its rows, its moves and their values, the lines of a counterexample.
pub(crate) const BOARD_WORK_BYTES: u64 = 64 << 10;

/// Whether a row with this mask has a move. The same under every rule set: a row can
/// move iff some piece has an empty cell somewhere to its right, that is, unless its
/// pieces stand packed against the right wall (`mask + 1` is a power of two); and then
/// the last piece before that cell has one right next to it, which every rule lets it
/// take (the tests check it against each rule set's moves).
pub(crate) const fn can_move(mask: u64) -> bool {
    mask & mask.wrapping_add(1) != 0
}

/// How many rows of `width` cells can move: all but the `width + 1` packed against the
/// right wall. `None` for a width past 63.
pub(crate) fn movable_count(width: u32) -> Option<u64> {
    Some(1u64.checked_shl(width)? - u64::from(width) - 1)
}

/// The number of the movable row `mask` among the movable rows, smallest mask first:
/// the mask, less the rows packed against the right wall below it (`2^k - 1` for
/// `2^k ≤ mask + 1`).
const fn number_of(mask: u64) -> u64 {
    mask - (u64::BITS - (mask + 1).leading_zeros()) as u64
}

/// `C(n, k)`, or `u64::MAX` when it is larger.
pub(crate) fn choose(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let mut value: u128 = 1;
    for i in 0..k.min(n - k) {
        // Exact: the product of i + 1 consecutive numbers is divisible by (i + 1)!.
        value = value * u128::from(n - i) / u128::from(i + 1);
        if value > u128::from(u64::MAX) {
            return u64::MAX;
        }
    }
    value as u64
}

/// The ranks of the boards of one bound, and the boards in rank order (module docs).
pub(crate) struct BoardRanks {
    rows: usize,
    width: u32,
    /// How many rows can move.
    movable: u64,
    /// `binomial[j][c]` = `C(c, j + 2)`, for `j + 2 ≤ rows` and `c < movable + rows`
    /// (`C(c, 1)` is `c`).
    binomial: Vec<Vec<u64>>,
}

impl BoardRanks {
    /// The ranks of every board of up to `rows` movable rows of `width` cells (below
    /// 64), its tables in memory the system may refuse.
    pub(crate) fn new(rows: usize, width: u32) -> Result<BoardRanks, OutOfMemory> {
        let movable = movable_count(width).expect("a width below 64");
        let below = movable + rows as u64;
        let mut binomial = Vec::with_capacity(rows.saturating_sub(1));
        for j in 2..=rows as u64 {
            let mut column = filled_vec(
                below as usize,
                0,
                crate::phrase::Message::MEMORY_BOARD_RANKS,
            )?;
            for (c, value) in column.iter_mut().enumerate() {
                *value = choose(c as u64, j);
            }
            binomial.push(column);
        }
        Ok(BoardRanks {
            rows,
            width,
            movable,
            binomial,
        })
    }

    /// The bytes [`BoardRanks::new`] allocates; `None` past `u64`.
    pub(crate) fn bytes(rows: usize, width: u32) -> Option<u64> {
        let columns = (rows as u64).saturating_sub(1);
        let column = 8 * movable_count(width)?.checked_add(rows as u64)?;
        columns.checked_mul(column.checked_add(24)?)
    }

    /// `C(c, j)` for `1 ≤ j ≤ rows`, `c < movable + rows`.
    fn choose(&self, c: u64, j: usize) -> u64 {
        match j {
            1 => c,
            _ => self.binomial[j - 2][c as usize],
        }
    }

    /// The rank of the board whose movable rows are `masks`, largest first.
    pub(crate) fn rank(&self, masks: &[u64]) -> usize {
        let rows = masks.len();
        let fewer_rows = match rows {
            0 => 0,
            1 => 1,
            _ => self.choose(self.movable + rows as u64 - 1, rows - 1),
        };
        let combination: u64 = masks
            .iter()
            .rev()
            .enumerate()
            .map(|(i, &mask)| self.choose(number_of(mask) + i as u64, i + 1))
            .sum();
        (fewer_rows + combination) as usize
    }

    /// Calls `visit` with every board, masks largest first, in rank order.
    pub(crate) fn for_each_board(&self, mut visit: impl FnMut(&[u64])) {
        let mut board = Vec::with_capacity(self.rows);
        for rows in 0..=self.rows {
            self.fill(
                rows,
                u64::MAX >> (u64::BITS - self.width),
                &mut board,
                &mut visit,
            );
        }
    }

    /// Every board of `board` and `left` more rows of masks up to `most`, in rank order.
    fn fill(&self, left: usize, most: u64, board: &mut Vec<u64>, visit: &mut impl FnMut(&[u64])) {
        if left == 0 {
            visit(board);
            return;
        }
        for mask in (0..=most).filter(|&mask| can_move(mask)) {
            board.push(mask);
            self.fill(left - 1, mask, board, visit);
            board.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;

    #[test]
    fn a_row_can_move_alike_under_every_rule_set() {
        for width in 1..=10 {
            for mask in 0..1u64 << width {
                for rules in Rules::ALL {
                    let has_option = rules.options_of_mask(mask).next().is_some();
                    assert_eq!(can_move(mask), has_option, "{rules} {mask:b}");
                }
            }
        }
    }

    #[test]
    fn the_boards_come_in_rank_order_each_once() {
        for (rows, width) in [(0, 3), (1, 4), (3, 4), (2, 5), (4, 3), (1, 1), (2, 2)] {
            let ranks = BoardRanks::new(rows, width).unwrap();
            let mut next = 0;
            ranks.for_each_board(|board| {
                assert_eq!(ranks.rank(board), next, "{rows} x {width}: {board:?}");
                assert!(board.is_sorted_by(|a, b| a >= b), "{board:?}");
                assert!(board.iter().all(|&mask| can_move(mask)), "{board:?}");
                next += 1;
            });
            assert_eq!(next as u64, boards_within(rows, width), "{rows} x {width}");
        }
    }

    #[test]
    fn a_row_is_numbered_among_the_movable_rows() {
        let movable: Vec<u64> = (0..1 << 8).filter(|&mask| can_move(mask)).collect();
        for (number, &mask) in movable.iter().enumerate() {
            assert_eq!(number_of(mask), number as u64, "{mask:b}");
        }
        assert_eq!(movable.len() as u64, movable_count(8).unwrap());
    }

    #[test]
    fn a_move_leaves_a_board_of_lower_rank() {
        let (rows, width) = (3, 5);
        let ranks = BoardRanks::new(rows, width).unwrap();
        ranks.for_each_board(|board| {
            for (index, &mask) in board.iter().enumerate() {
                for rules in Rules::ALL {
                    for after in rules.options_of_mask(mask) {
                        let mut child = board.to_vec();
                        child.remove(index);
                        if can_move(after) {
                            child.push(after);
                            child.sort_unstable_by(|a, b| b.cmp(a));
                        }
                        assert!(ranks.rank(&child) < ranks.rank(board), "{board:?}");
                    }
                }
            }
        });
    }

    #[test]
    fn the_ranks_allocate_what_they_say() {
        for (rows, width) in [(0, 3), (1, 20), (2, 9), (5, 4)] {
            let ranks = BoardRanks::new(rows, width).unwrap();
            let held: usize = ranks.binomial.iter().map(|c| 24 + 8 * c.capacity()).sum();
            assert_eq!(Some(held as u64), BoardRanks::bytes(rows, width));
        }
    }
}
