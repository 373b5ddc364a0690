//! Rows of any width up to a million cells, kept as their pieces' columns.

use super::staircase::{Block, Staircase};
use super::width::BoardWidth;
use crate::game::row::{Row, RowError};

/// A row of any width from 1 to [`MAX_BOARD_WIDTH`](crate::game::MAX_BOARD_WIDTH), as
/// the sorted columns of its pieces.
///
/// [`Row`] is the fast bitboard for widths up to 64; a `WideRow` serves every width
/// at a cost proportional to the number of pieces.
///
/// ```
/// use hopnim::{Nimber, WideRow, game::Staircase};
/// let row = WideRow::new(1_000_000, vec![999_998, 1]).unwrap();
/// assert_eq!(row.columns(), &[1, 999_998]);
/// assert_eq!(row.grundy(), Nimber(0)); // stairs 2 and 999_997 hold one piece each
/// assert_eq!(row.to_string(), "x999996x2");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct WideRow {
    width: u32,
    columns: Vec<u32>,
}

impl WideRow {
    /// The row of this width with pieces on `columns` (1-based, any order, distinct).
    ///
    /// ```
    /// assert!(hopnim::WideRow::new(5, vec![3, 3]).is_err());
    /// assert!(hopnim::WideRow::new(5, vec![6]).is_err());
    /// ```
    pub fn new(width: u32, mut columns: Vec<u32>) -> Result<WideRow, RowError> {
        let width = BoardWidth::new(u64::from(width))?.get();
        columns.sort_unstable();
        if let Some(&bad) = columns.iter().find(|&&c| c == 0 || c > width) {
            return Err(RowError::Column {
                column: u64::from(bad),
                width,
            });
        }
        if let Some(pair) = columns.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(RowError::Duplicate { column: pair[0] });
        }
        Ok(WideRow { width, columns })
    }

    /// The number of cells.
    pub const fn width(&self) -> u32 {
        self.width
    }

    /// The columns of the pieces, left to right.
    pub fn columns(&self) -> &[u32] {
        &self.columns
    }

    /// The bitboard row, when the width is at most 64.
    pub fn to_row(&self) -> Option<Row> {
        Row::from_columns(self.width, self.columns.iter().copied()).ok()
    }

    /// The blocks of adjacent pieces, from left to right; their stairs fall strictly.
    pub fn blocks(&self) -> WideBlocks<'_> {
        WideBlocks {
            width: self.width,
            columns: &self.columns,
            index: 0,
        }
    }

    /// The row after the piece on `from` moves to the first empty cell on its right;
    /// `None` if that is no legal move (no piece there, or it is stuck). Like
    /// [`Row::play`].
    ///
    /// ```
    /// let row = hopnim::WideRow::new(1_000_000, vec![7, 8, 9]).unwrap();
    /// assert_eq!(row.play(7).unwrap().columns(), &[8, 9, 10]);
    /// assert!(hopnim::WideRow::new(3, vec![2, 3]).unwrap().play(2).is_none());
    /// ```
    pub fn play(&self, from: u32) -> Option<WideRow> {
        let start = self.columns.binary_search(&from).ok()?;
        // The pieces right of `from` in its block, which it jumps over.
        let jumped = self.columns[start + 1..]
            .iter()
            .zip(from + 1..)
            .take_while(|&(&column, expected)| column == expected)
            .count();
        let to = from + jumped as u32 + 1;
        if to > self.width {
            return None;
        }
        let mut columns = self.columns.clone();
        columns.remove(start);
        columns.insert(start + jumped, to);
        Some(WideRow {
            width: self.width,
            columns,
        })
    }
}

impl Staircase for WideRow {
    fn width(&self) -> u32 {
        self.width
    }

    fn blocks(&self) -> impl Iterator<Item = Block> {
        WideRow::blocks(self)
    }

    fn piece_count(&self) -> u32 {
        self.columns.len() as u32
    }
}

impl From<Row> for WideRow {
    fn from(row: Row) -> WideRow {
        // `pieces` go left to right, so the columns come sorted.
        let columns: Vec<u32> = row.pieces().collect();
        WideRow {
            width: row.width(),
            columns,
        }
    }
}

/// The blocks of a [`WideRow`], left to right. Made by [`WideRow::blocks`].
#[derive(Clone, Debug)]
pub struct WideBlocks<'a> {
    width: u32,
    columns: &'a [u32],
    index: usize,
}

impl Iterator for WideBlocks<'_> {
    type Item = Block;

    fn next(&mut self) -> Option<Block> {
        let first = *self.columns.get(self.index)?;
        let mut len = 1;
        while self
            .columns
            .get(self.index + len as usize)
            .is_some_and(|&c| c == first + len)
        {
            len += 1;
        }
        self.index += len as usize;
        let pieces_right = (self.columns.len() - self.index) as u32;
        let last = first + len - 1;
        Some(Block {
            first,
            len,
            stair: self.width - last - pieces_right,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_rows_agree_with_bitboard_rows() {
        for width in 1..=10u32 {
            for mask in 0..(1u64 << width) {
                let row = Row::new(width, mask).unwrap();
                let wide = WideRow::from(row);
                assert_eq!(Staircase::grundy(&wide), row.grundy(), "{row}");
                assert_eq!(wide.to_string(), row.to_string());
                assert_eq!(wide.to_row(), Some(row));
                assert!(wide.blocks().eq(row.blocks()), "{row}");
                let mut backwards: Vec<Block> = row.blocks().rev().collect();
                backwards.reverse();
                assert!(wide.blocks().eq(backwards), "{row}");
                for column in 1..=width {
                    let expected = row.play(column).map(WideRow::from);
                    assert_eq!(wide.play(column), expected, "{row} {column}");
                }
            }
        }
    }

    #[test]
    fn a_row_without_pieces_is_one_run() {
        let row = WideRow::new(1_000_000, Vec::new()).unwrap();
        assert_eq!(row.to_string(), "1000000");
        assert_eq!(row.blocks().count(), 0);
    }
}
