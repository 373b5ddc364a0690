//! Printing the notations: canonical board notation (runs of empty cells as numbers)
//! for rows and boards of either kind, and move notation.

use std::fmt;

use crate::decimal::push_decimal;
use crate::game::board::Board;
use crate::game::cell::{Cell, Move};
use crate::game::row::Row;
use crate::game::staircase::{Block, Staircase};
use crate::game::wide_board::{AnyBoard, WideBoard};
use crate::game::wide_row::WideRow;

/// Appends the canonical notation of a row, built without the formatting machinery:
/// analysing a large input writes millions of rows.
///
/// ```
/// # use hopnim::WideRow;
/// let row = WideRow::new(30, vec![1, 2, 15]).unwrap();
/// assert_eq!(row.to_string(), "xx12x15");
/// ```
pub(crate) fn push_row_notation(text: &mut Vec<u8>, row: &impl Staircase) {
    push_blocks_notation(text, row.width(), row.blocks());
}

/// Appends the canonical notation of the row of `width` cells whose blocks, left to
/// right, are `blocks`: [`push_row_notation`] for a caller that has read them already.
pub(crate) fn push_blocks_notation(
    text: &mut Vec<u8>,
    width: u32,
    blocks: impl IntoIterator<Item = Block>,
) {
    let mut next = 1;
    let mut trailing = width;
    for block in blocks {
        push_run(text, block.first - next);
        push_pieces(text, block.len);
        next = block.first + block.len;
        trailing = width + 1 - next;
    }
    push_run(text, trailing);
}

/// Appends a block of `len` pieces, `x` each: a short block (most are) as a copy of
/// fixed size, cut back, which needs no call.
fn push_pieces(text: &mut Vec<u8>, len: u32) {
    const SHORT: usize = 16;
    let len = len as usize;
    if len <= SHORT {
        let end = text.len() + len;
        text.extend_from_slice(&[b'x'; SHORT]);
        text.truncate(end);
    } else {
        text.resize(text.len() + len, b'x');
    }
}

/// Appends a run of `cells` empty cells as a decimal number (nothing for 0).
fn push_run(text: &mut Vec<u8>, cells: u32) {
    if cells > 0 {
        push_decimal(text, cells.into());
    }
}

/// Writes a row's canonical notation.
fn write_row(f: &mut fmt::Formatter<'_>, row: &impl Staircase) -> fmt::Result {
    let mut text = Vec::with_capacity(24);
    push_row_notation(&mut text, row);
    f.write_str(std::str::from_utf8(&text).expect("notation is ASCII"))
}

/// Writes canonical rows joined by `/`.
fn write_rows(f: &mut fmt::Formatter<'_>, rows: &[impl Staircase]) -> fmt::Result {
    for (index, row) in rows.iter().enumerate() {
        if index > 0 {
            f.write_str("/")?;
        }
        write_row(f, row)?;
    }
    Ok(())
}

impl fmt::Display for Row {
    /// Canonical notation: runs of empty cells as numbers.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_row(f, self)
    }
}

impl fmt::Display for WideRow {
    /// Canonical notation: runs of empty cells as numbers.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_row(f, self)
    }
}

impl fmt::Display for Board {
    /// Canonical notation: canonical rows joined by `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_rows(f, self.rows())
    }
}

impl fmt::Display for WideBoard {
    /// Canonical notation: canonical rows joined by `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_rows(f, self.rows())
    }
}

impl fmt::Display for AnyBoard {
    /// Canonical notation: canonical rows joined by `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyBoard::Narrow(board) => board.fmt(f),
            AnyBoard::Wide(board) => board.fmt(f),
        }
    }
}

impl fmt::Display for Cell {
    /// `R:C`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.row, self.column)
    }
}

impl fmt::Display for Move {
    /// `R:C->D`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}->{}", self.row, self.from, self.to)
    }
}

#[cfg(test)]
mod tests {
    use crate::game::row::Row;
    use crate::game::wide_row::WideRow;

    #[test]
    fn both_kinds_of_row_print_alike() {
        for width in 1..=10u32 {
            for mask in 0..(1u64 << width) {
                let row = Row::new(width, mask).unwrap();
                assert_eq!(WideRow::from(row).to_string(), row.to_string());
            }
        }
        assert_eq!(
            WideRow::new(1_000_000, vec![]).unwrap().to_string(),
            "1000000"
        );
    }
}
