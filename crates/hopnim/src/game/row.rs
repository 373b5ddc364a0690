//! One row of the board as a bitboard: its pieces, its legal moves, and playing them.

use std::fmt;

use super::staircase::{Block, Staircase, grundy_of_mask};
use super::width::{RowWidth, WidthError};
use crate::game::nimber::Nimber;
use crate::phrase;
use crate::phrase::Phrase;
use crate::random::Prng;

/// What is wrong with a row that was asked for. It says so in any language
/// ([`RowError::phrase`]); its `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RowError {
    /// The width is out of range.
    #[error(transparent)]
    Width(#[from] WidthError),
    /// A column is outside `1..=width`.
    Column {
        /// The column asked for.
        column: u64,
        /// The row's width.
        width: u32,
    },
    /// The same column was given twice.
    Duplicate {
        /// The repeated column.
        column: u32,
    },
    /// A mask has bits outside the row.
    Mask {
        /// The mask given.
        mask: u64,
        /// The row's width.
        width: u32,
    },
}

impl RowError {
    /// What is wrong, to be said in any language ([`Lang::say`](crate::lang::Lang::say)).
    ///
    /// ```
    /// use hopnim::{RowError, lang::Lang};
    /// let error = RowError::Duplicate { column: 3 };
    /// assert_eq!(Lang::En.say(error.phrase()), "position 3 is given twice");
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "位置 3 出现了两次");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            RowError::Width(error) => error.phrase(),
            &RowError::Column { column, width } => phrase!(
                "row-refused-column",
                column = column.to_string(),
                width = width
            ),
            &RowError::Duplicate { column } => phrase!("row-refused-twice", column = column),
            &RowError::Mask { mask, width } => phrase!(
                "row-refused-mask",
                mask = format!("{mask:#x}"),
                width = width
            ),
        }
    }
}

crate::phrase::said_in_english!(RowError);

/// One row of width `1..=64`, as a bitboard.
///
/// Bit `width - c` of the mask is set iff column `c` holds a piece, so the mask is the
/// row read left to right as a binary numeral (the row mask of `docs/cli.md`).
///
/// ```
/// use hopnim::Row;
/// let row = Row::from_columns(20, [19, 20]).unwrap();
/// assert_eq!(row.mask(), 0b11);
/// assert_eq!(row.pieces().collect::<Vec<_>>(), vec![19, 20]);
/// assert_eq!(row.moves().count(), 0); // both pieces are stuck
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row {
    width: u32,
    mask: u64,
}

/// A move inside one row: the piece at column `from` lands on column `to`.
///
/// ```
/// use hopnim::{Row, RowMove};
/// let row = Row::from_columns(5, [2, 3, 4]).unwrap();
/// assert_eq!(row.landing(2), Some(5)); // jumps over the block 3..=4
/// assert_eq!(row.moves().collect::<Vec<_>>(),
///            vec![RowMove { from: 2, to: 5 }, RowMove { from: 3, to: 5 }, RowMove { from: 4, to: 5 }]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct RowMove {
    /// The column the piece leaves.
    pub from: u32,
    /// The column the piece lands on (in hop, the first empty cell right of `from`).
    pub to: u32,
}

/// The mask with the low `width` bits set.
pub(crate) const fn full_mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

impl Row {
    /// An empty row of the given width.
    ///
    /// ```
    /// assert_eq!(hopnim::Row::empty(20).unwrap().to_string(), "20");
    /// ```
    pub fn empty(width: u32) -> Result<Row, RowError> {
        Row::new(width, 0)
    }

    /// The row of this width whose mask is `mask` (bit `width - c` means column `c`).
    ///
    /// ```
    /// let row = hopnim::Row::new(4, 0b1010).unwrap();
    /// assert_eq!(row.to_string(), "x1x1");
    /// assert!(hopnim::Row::new(4, 0b10000).is_err());
    /// ```
    pub fn new(width: u32, mask: u64) -> Result<Row, RowError> {
        let width = RowWidth::new(u64::from(width))?.get();
        if mask & !full_mask(width) != 0 {
            return Err(RowError::Mask { mask, width });
        }
        Ok(Row { width, mask })
    }

    /// A row of `width` cells with `pieces` pieces on uniformly random distinct
    /// columns, drawn from `rng` (the columns shuffled, the first `pieces` taken): the
    /// same seed, the same row.
    ///
    /// ```
    /// use hopnim::{Row, random::Prng};
    /// let row = Row::scattered(20, 5, &mut Prng::new(7, 0));
    /// assert_eq!(row.mask().count_ones(), 5);
    /// assert_eq!(row, Row::scattered(20, 5, &mut Prng::new(7, 0)));
    /// ```
    ///
    /// # Panics
    /// If `width` is not a row width or `pieces` exceeds it.
    pub fn scattered(width: u32, pieces: u32, rng: &mut Prng) -> Row {
        let mut columns: Vec<u32> = (1..=width).collect();
        rng.shuffle(&mut columns);
        Row::from_columns(width, columns.into_iter().take(pieces as usize))
            .expect("distinct columns of the row")
    }

    /// The row of this width with pieces on the given columns (1-based, any order).
    ///
    /// ```
    /// let row = hopnim::Row::from_columns(20, [18, 1]).unwrap();
    /// assert_eq!(row.to_string(), "x16x2");
    /// ```
    pub fn from_columns(
        width: u32,
        columns: impl IntoIterator<Item = u32>,
    ) -> Result<Row, RowError> {
        let mut row = Row::empty(width)?;
        for column in columns {
            row = row.with_piece(u64::from(column))?;
        }
        Ok(row)
    }

    /// This row with one more piece, on `column`; an error if the column is outside
    /// the row or already holds a piece.
    pub fn with_piece(self, column: u64) -> Result<Row, RowError> {
        if column == 0 || column > u64::from(self.width) {
            return Err(RowError::Column {
                column,
                width: self.width,
            });
        }
        let column = column as u32;
        let bit = self.bit(column);
        if self.mask & bit != 0 {
            return Err(RowError::Duplicate { column });
        }
        Ok(Row {
            width: self.width,
            mask: self.mask | bit,
        })
    }

    /// The number of cells in the row.
    pub const fn width(self) -> u32 {
        self.width
    }

    /// The row mask: bit `width - c` is set iff column `c` holds a piece.
    pub const fn mask(self) -> u64 {
        self.mask
    }

    /// The mask bit of column `column` (1-based, within the width).
    const fn bit(self, column: u32) -> u64 {
        1u64 << (self.width - column)
    }

    /// The column of mask bit `bit`.
    const fn column_of_bit(self, bit: u32) -> u32 {
        self.width - bit
    }

    /// Whether column `column` holds a piece; `false` outside the row.
    pub const fn is_occupied(self, column: u32) -> bool {
        column >= 1 && column <= self.width && self.mask & self.bit(column) != 0
    }

    /// The number of pieces in the row.
    pub const fn piece_count(self) -> u32 {
        self.mask.count_ones()
    }

    /// The columns of the pieces, left to right.
    pub fn pieces(self) -> Pieces {
        Pieces {
            row: self,
            remaining: self.mask,
        }
    }

    /// The blocks of adjacent pieces, left to right, with their stairs, read off the
    /// mask ([`Staircase::blocks`]).
    ///
    /// ```
    /// let row: hopnim::Row = "x1xx2x".parse().unwrap();
    /// let blocks: Vec<_> = row.blocks().collect();
    /// assert_eq!(blocks[1], hopnim::Block { first: 3, len: 2, stair: 2 });
    /// assert_eq!(row.blocks().rev().next().unwrap().stair, 0); // from the right too
    /// ```
    pub fn blocks(self) -> RowBlocks {
        RowBlocks {
            row: self,
            remaining: self.mask,
        }
    }

    /// The mask of the empty cells of the row.
    pub const fn empty_mask(self) -> u64 {
        !self.mask & full_mask(self.width)
    }

    /// The number of empty cells to the right of column `column`.
    ///
    /// ```
    /// let row: hopnim::Row = "x2x1x".parse().unwrap();
    /// assert_eq!(row.empties_right_of(1), 3);
    /// assert_eq!(row.empties_right_of(6), 0);
    /// ```
    pub const fn empties_right_of(self, column: u32) -> u32 {
        let below = self.bit(column) - 1;
        (self.empty_mask() & below).count_ones()
    }

    /// Where the piece on `column` lands when moved: the first empty cell to its
    /// right. `None` if there is no piece there or the piece is stuck.
    pub const fn landing(self, column: u32) -> Option<u32> {
        if !self.is_occupied(column) {
            return None;
        }
        let empties_right = self.empty_mask() & (self.bit(column) - 1);
        if empties_right == 0 {
            return None;
        }
        let landing_bit = 63 - empties_right.leading_zeros();
        Some(self.column_of_bit(landing_bit))
    }

    /// The mask of the pieces that can move: those with an empty cell to their right.
    pub const fn movable_mask(self) -> u64 {
        let lowest_empty = self.empty_mask();
        if lowest_empty == 0 {
            return 0;
        }
        let bit = lowest_empty.trailing_zeros();
        // Pieces strictly above the lowest empty cell. For bit 63 the shifted value
        // wraps to 0 and the mask of bits up to it is all ones: nothing is above.
        self.mask & !(((1u64 << bit) << 1).wrapping_sub(1))
    }

    /// Every legal move of the row, pieces left to right (at most one per piece).
    pub fn moves(self) -> RowMoves {
        RowMoves {
            row: self,
            remaining: self.movable_mask(),
        }
    }

    /// The row after the piece on `from` moves; `None` if that is no legal move.
    ///
    /// ```
    /// let row: hopnim::Row = "17x2".parse().unwrap();
    /// assert_eq!(row.play(18).unwrap().to_string(), "18x1");
    /// assert_eq!(row.play(19), None);
    /// ```
    pub const fn play(self, from: u32) -> Option<Row> {
        match self.landing(from) {
            Some(to) => Some(Row {
                width: self.width,
                mask: self.mask ^ self.bit(from) ^ self.bit(to),
            }),
            None => None,
        }
    }

    /// The row's Grundy value by the staircase formula, from its mask (see
    /// [`grundy_of_mask`]): the XOR of the piles on the odd stairs.
    ///
    /// ```
    /// use hopnim::{Nimber, Row};
    /// assert_eq!("18xx".parse::<Row>().unwrap().grundy(), Nimber(0)); // both pieces stuck
    /// assert_eq!("18x1".parse::<Row>().unwrap().grundy(), Nimber(1));
    /// assert_eq!("17x2".parse::<Row>().unwrap().grundy(), Nimber(0)); // one piece on stair 2
    /// ```
    pub const fn grundy(self) -> Nimber {
        Nimber(grundy_of_mask(self.mask))
    }
}

impl Staircase for Row {
    fn width(&self) -> u32 {
        self.width
    }

    fn blocks(&self) -> impl Iterator<Item = Block> {
        Row::blocks(*self)
    }

    fn grundy(&self) -> Nimber {
        Row::grundy(*self)
    }

    fn piece_count(&self) -> u32 {
        Row::piece_count(*self)
    }

    fn bitboard(&self) -> Option<u64> {
        Some(self.mask)
    }
}

impl fmt::Debug for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Row({self})")
    }
}

/// The columns of a row's pieces, left to right. Made by [`Row::pieces`].
#[derive(Clone, Debug)]
pub struct Pieces {
    row: Row,
    remaining: u64,
}

impl Iterator for Pieces {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.remaining == 0 {
            return None;
        }
        let bit = 63 - self.remaining.leading_zeros();
        self.remaining &= !(1u64 << bit);
        Some(self.row.column_of_bit(bit))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.remaining.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Pieces {}

/// The blocks of a bitboard row, left to right. Made by [`Row::blocks`].
#[derive(Clone, Debug)]
pub struct RowBlocks {
    row: Row,
    /// The pieces not yet in a block.
    remaining: u64,
}

impl Iterator for RowBlocks {
    type Item = Block;

    fn next(&mut self) -> Option<Block> {
        if self.remaining == 0 {
            return None;
        }
        let top = 63 - self.remaining.leading_zeros();
        // The run of ones from the top bit down is the block.
        let len = (!(self.remaining << (63 - top))).leading_zeros();
        let below = top + 1 - len;
        // `below` is at most 63: the bits under the block, the pieces still to come.
        self.remaining &= (1u64 << below) - 1;
        Some(Block {
            first: self.row.column_of_bit(top),
            len,
            // The empty cells to its right: the cells under it but the pieces.
            stair: below - self.remaining.count_ones(),
        })
    }
}

impl DoubleEndedIterator for RowBlocks {
    /// The rightmost block left: blocks from the right, lowest stair first.
    fn next_back(&mut self) -> Option<Block> {
        if self.remaining == 0 {
            return None;
        }
        let below = self.remaining.trailing_zeros();
        let len = (self.remaining >> below).trailing_ones();
        self.remaining &= !(full_mask(len) << below);
        Some(self.block(below, len))
    }
}

impl RowBlocks {
    /// The block of `len` pieces whose lowest bit is `below`.
    const fn block(&self, below: u32, len: u32) -> Block {
        Block {
            first: self.row.column_of_bit(below + len - 1),
            len,
            stair: below - (self.row.mask & full_mask(below)).count_ones(),
        }
    }
}

/// A row's legal moves, left to right, computed on the fly. Made by [`Row::moves`].
#[derive(Clone, Debug)]
pub struct RowMoves {
    row: Row,
    remaining: u64,
}

impl Iterator for RowMoves {
    type Item = RowMove;

    fn next(&mut self) -> Option<RowMove> {
        if self.remaining == 0 {
            return None;
        }
        let bit = 63 - self.remaining.leading_zeros();
        self.remaining &= !(1u64 << bit);
        let from = self.row.column_of_bit(bit);
        let to = self.row.landing(from)?;
        Some(RowMove { from, to })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.remaining.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for RowMoves {}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(text: &str) -> Row {
        text.parse().unwrap()
    }

    #[test]
    fn a_piece_steps_onto_an_empty_neighbour() {
        assert_eq!(row("x3").landing(1), Some(2));
    }

    #[test]
    fn a_piece_jumps_the_whole_block_to_its_right() {
        assert_eq!(row("xxxx1x").landing(1), Some(5));
        assert_eq!(row("xxxx1x").landing(3), Some(5));
    }

    #[test]
    fn a_piece_with_no_empty_cell_to_its_right_is_stuck() {
        let r = row("1xxx");
        assert_eq!(r.landing(2), None);
        assert_eq!(r.moves().count(), 0);
    }

    #[test]
    fn no_piece_no_move() {
        assert_eq!(row("x3").landing(2), None);
        assert_eq!(row("x3").play(3), None);
    }

    #[test]
    fn width_64_rows_work_at_the_edges() {
        let r = Row::from_columns(64, [1, 64]).unwrap();
        assert_eq!(r.mask(), (1 << 63) | 1);
        assert_eq!(r.landing(1), Some(2));
        assert_eq!(r.landing(64), None);
        assert_eq!(r.moves().count(), 1);
        let full = Row::new(64, u64::MAX).unwrap();
        assert_eq!(full.moves().count(), 0);
        assert_eq!(full.empty_mask(), 0);
    }

    #[test]
    fn bad_rows_are_refused_with_a_reason() {
        assert!(matches!(Row::empty(0), Err(RowError::Width(_))));
        assert!(matches!(Row::empty(65), Err(RowError::Width(_))));
        assert_eq!(
            Row::from_columns(20, [21]),
            Err(RowError::Column {
                column: 21,
                width: 20
            })
        );
        assert_eq!(
            Row::from_columns(20, [3, 3]),
            Err(RowError::Duplicate { column: 3 })
        );
    }

    #[test]
    fn moves_lists_each_movable_piece_once_left_to_right() {
        let moves: Vec<_> = row("x1xx1").moves().collect();
        assert_eq!(
            moves,
            vec![
                RowMove { from: 1, to: 2 },
                RowMove { from: 3, to: 5 },
                RowMove { from: 4, to: 5 }
            ]
        );
    }
}
