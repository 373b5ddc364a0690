//! A row's legal moves under one rule set ([`RuleMoves`]), and the pieces' places
//! they are read from: columns, coins and positions.

use super::rule::Rule;
use crate::game::row::RowMove;
use crate::game::staircase::Staircase;

/// A row's legal moves under one rule set. Made by [`Rules::moves_of`](crate::game::Rules::moves_of).
#[derive(Clone, Debug)]
pub struct RuleMoves {
    /// Whether a piece has at most one landing ([`Rule::ONE_LANDING`]).
    one_landing: bool,
    /// Whether a piece may pass other pieces ([`Rule::PASSES_PIECES`]).
    passes_pieces: bool,
    width: u32,
    /// The pieces' columns, left to right.
    columns: Vec<u32>,
    /// The piece whose moves are being listed.
    piece: usize,
    /// The run of empty cells being walked: the one right of piece `gap`.
    gap: usize,
    /// The next landing cell to look at.
    to: u32,
}

impl Iterator for RuleMoves {
    type Item = RowMove;

    fn next(&mut self) -> Option<RowMove> {
        while self.piece < self.columns.len() {
            let end = self
                .columns
                .get(self.gap + 1)
                .copied()
                .unwrap_or(self.width + 1);
            if self.to < end {
                let mv = RowMove {
                    from: self.columns[self.piece],
                    to: self.to,
                };
                self.to += 1;
                if self.one_landing {
                    self.next_piece();
                }
                return Some(mv);
            }
            // This run of empty cells is done: hop and Welter go on past the next
            // piece (hop only while it has found no empty cell yet).
            if self.passes_pieces && self.gap + 1 < self.columns.len() {
                self.gap += 1;
                self.to = self.columns[self.gap] + 1;
            } else {
                self.next_piece();
            }
        }
        None
    }
}

impl RuleMoves {
    /// Every legal move of `row` under the rule set `R`, pieces left to right, each
    /// piece's landings left to right.
    pub(crate) fn of<R: Rule>(row: &impl Staircase) -> RuleMoves {
        let columns = columns_of(row);
        let to = columns.first().map_or(0, |&column| column + 1);
        RuleMoves {
            one_landing: R::ONE_LANDING,
            passes_pieces: R::PASSES_PIECES,
            width: row.width(),
            columns,
            piece: 0,
            gap: 0,
            to,
        }
    }

    fn next_piece(&mut self) {
        self.piece += 1;
        self.gap = self.piece;
        self.to = self.columns.get(self.piece).map_or(0, |&column| column + 1);
    }
}

/// The pieces' coins in Welter's game: the number of cells to the right of each piece,
/// left to right (largest first).
///
/// ```
/// use hopnim::{Row, game::rules::coins_of};
/// let row: Row = "x2x1x".parse()?;
/// assert_eq!(coins_of(&row), [5, 2, 0]);
/// # Ok::<(), hopnim::NotationError>(())
/// ```
pub fn coins_of(row: &impl Staircase) -> Vec<u32> {
    let width = row.width();
    columns_of(row)
        .into_iter()
        .map(|column| width - column)
        .collect()
}

/// The pieces' positions (cells to their right), smallest first: the coins right to
/// left.
pub(crate) fn positions_of(row: &impl Staircase) -> Vec<u32> {
    let mut positions = coins_of(row);
    positions.reverse();
    positions
}

/// The pieces' columns, left to right.
pub(crate) fn columns_of(row: &impl Staircase) -> Vec<u32> {
    row.blocks()
        .flat_map(|block| block.first..=block.last())
        .collect()
}
