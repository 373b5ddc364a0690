//! Rows of any width up to a million cells, kept as their pieces' columns, and the
//! blocks of pieces that the staircase is made of.

use std::fmt;

use crate::game::check_row_widths;
use crate::{Board, BoardError, Nimber, Row, RowError};

/// A row of any width from 1 to [`MAX_WIDE_WIDTH`](crate::judge::MAX_WIDE_WIDTH), as the sorted columns of its pieces.
///
/// [`Row`] is the fast bitboard for widths up to 64; a `WideRow` serves every width
/// at a cost proportional to the number of pieces.
///
/// ```
/// use hopnim::{Nimber, WideRow};
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

/// A maximal run of adjacent pieces, and the stair it stands on.
///
/// ```
/// let row = hopnim::WideRow::from("x1xx2x".parse::<hopnim::Row>().unwrap());
/// let blocks: Vec<_> = row.blocks().collect();
/// assert_eq!(blocks[1], hopnim::Block { first: 3, len: 2, stair: 2 });
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Block {
    /// The column of the block's leftmost piece.
    pub first: u32,
    /// How many pieces the block holds.
    pub len: u32,
    /// The empty cells to the block's right: the stair all its pieces stand on.
    pub stair: u32,
}

impl Block {
    /// The column of the block's rightmost piece.
    pub const fn last(self) -> u32 {
        self.first + self.len - 1
    }
}

impl WideRow {
    /// The row of this width with pieces on `columns` (1-based, any order, distinct).
    ///
    /// ```
    /// assert!(hopnim::WideRow::new(5, vec![3, 3]).is_err());
    /// assert!(hopnim::WideRow::new(5, vec![6]).is_err());
    /// ```
    pub fn new(width: u32, mut columns: Vec<u32>) -> Result<WideRow, RowError> {
        crate::judge::check_judge_width(u64::from(width))?;
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
    pub fn blocks(&self) -> Blocks<'_> {
        Blocks {
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

    /// The Grundy value by the staircase formula: the XOR of the blocks on odd stairs.
    pub fn grundy(&self) -> Nimber {
        self.blocks()
            .filter(|block| block.stair % 2 == 1)
            .map(|block| Nimber(block.len))
            .sum()
    }

    /// The most moves this row can still take: the sum over pieces of the empty cells
    /// to their right. Every move lowers it by the number of pieces it carries down a
    /// stair, so by at least one.
    pub fn remaining_moves_bound(&self) -> u64 {
        self.blocks()
            .map(|block| u64::from(block.len) * u64::from(block.stair))
            .sum()
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

impl fmt::Display for WideRow {
    /// Canonical board notation: runs of empty cells as numbers.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.notation())
    }
}

impl WideRow {
    /// The row in canonical board notation, built without the formatting machinery
    /// (analysing a large input writes millions of rows).
    ///
    /// ```
    /// let row = hopnim::WideRow::new(30, vec![1, 2, 15]).unwrap();
    /// assert_eq!(row.notation(), "xx12x15");
    /// ```
    pub fn notation(&self) -> String {
        notation_of_blocks(self.width, self.blocks())
    }
}

/// Canonical board notation of a row of `width` cells with these blocks (left to
/// right), built without the formatting machinery: analysing a large input writes
/// millions of rows.
pub(crate) fn notation_of_blocks(width: u32, blocks: impl Iterator<Item = Block>) -> String {
    let mut text = Vec::with_capacity(24);
    push_notation(&mut text, width, blocks);
    String::from_utf8(text).expect("notation is ASCII")
}

/// Appends the canonical notation of a row of `width` cells with these blocks.
pub(crate) fn push_notation(text: &mut Vec<u8>, width: u32, blocks: impl Iterator<Item = Block>) {
    let mut next = 1;
    let mut trailing = width;
    for block in blocks {
        push_run(text, block.first - next);
        text.resize(text.len() + block.len as usize, b'x');
        next = block.first + block.len;
        trailing = width + 1 - next;
    }
    push_run(text, trailing);
}

/// Appends a run of `cells` empty cells as a decimal number (nothing for 0).
fn push_run(text: &mut Vec<u8>, cells: u32) {
    if cells > 0 {
        crate::decimal::push_decimal(text, cells.into());
    }
}

/// A board of any width up to a million cells: rows of one width, as [`WideRow`]s.
/// Board notation parses into it at any width ([`str::parse`]).
///
/// ```
/// use hopnim::WideBoard;
/// let board: WideBoard = "999998x1/x999999".parse().unwrap();
/// assert_eq!(board.width(), 1_000_000);
/// assert_eq!(board.rows()[1].columns(), &[1]);
/// assert_eq!(board.to_string(), "999998x1/x999999");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct WideBoard {
    width: u32,
    rows: Vec<WideRow>,
}

impl WideBoard {
    /// A board of this width with these rows; every row must have the width.
    pub fn new(width: u32, rows: Vec<WideRow>) -> Result<WideBoard, BoardError> {
        crate::judge::check_judge_width(u64::from(width))?;
        check_row_widths(width, rows.iter().map(WideRow::width))?;
        Ok(WideBoard { width, rows })
    }

    /// The width of every row.
    pub const fn width(&self) -> u32 {
        self.width
    }

    /// The rows, top to bottom.
    pub fn rows(&self) -> &[WideRow] {
        &self.rows
    }
}

impl From<&Board> for WideBoard {
    fn from(board: &Board) -> WideBoard {
        WideBoard {
            width: board.width(),
            rows: board.rows().iter().map(|&row| row.into()).collect(),
        }
    }
}

/// The blocks of a [`WideRow`], left to right. Made by [`WideRow::blocks`].
#[derive(Clone, Debug)]
pub struct Blocks<'a> {
    width: u32,
    columns: &'a [u32],
    index: usize,
}

impl Iterator for Blocks<'_> {
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
                assert_eq!(wide.grundy(), crate::grundy(row), "{row}");
                assert_eq!(wide.to_string(), row.to_string());
                assert_eq!(
                    wide.remaining_moves_bound(),
                    u64::from(row.remaining_moves_bound())
                );
                assert_eq!(wide.to_row(), Some(row));
                assert!(wide.blocks().eq(row.blocks()), "{row}");
                let mut backwards: Vec<Block> = row.blocks().rev().collect();
                backwards.reverse();
                assert!(wide.blocks().eq(backwards), "{row}");
                for column in 1..=width {
                    let expected = row.play(column).map(WideRow::from);
                    assert_eq!(wide.play(column), expected, "{row} {column}");
                }
                assert_eq!(notation_of_blocks(width, row.blocks()), row.to_string());
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
