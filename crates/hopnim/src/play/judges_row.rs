//! The fast path of the analysis JSON for the judges' game (hop rules, normal play) on
//! a bitboard row: the row's JSON object and its winning moves, made straight from its
//! mask in two passes over its blocks, into a buffer on the stack. The general path of
//! [`super::analysis`] (blocks, staircase, winning moves valued one by one) is its
//! slow twin; the tests hold the two byte for byte.

use crate::decimal::decimal;
use crate::game::Move;
use crate::game::winning::carried_to;

/// The most blocks a row of at most 64 cells holds.
const MOST_BLOCKS: usize = 32;

/// A bitboard row of the hop rules, read block by block from its mask.
#[derive(Clone, Debug)]
pub(super) struct JudgesRow {
    width: u32,
    /// The blocks from the right (lowest stair first).
    blocks: [RightBlock; MOST_BLOCKS],
    count: usize,
    /// Where the row's object is made, kept from row to row.
    line: [u8; LINE_BYTES],
}

/// A block of a [`JudgesRow`].
#[derive(Clone, Copy, Debug, Default)]
struct RightBlock {
    /// The column of its rightmost piece.
    last: u32,
    /// Its pieces.
    len: u32,
    /// The empty cells to its right: its stair.
    stair: u32,
}

impl RightBlock {
    const fn first(self) -> u32 {
        self.last + 1 - self.len
    }
}

impl JudgesRow {
    /// A row of no cells, to be [read](JudgesRow::read): one is kept for all the rows
    /// of a test.
    pub(super) fn new() -> JudgesRow {
        JudgesRow {
            width: 0,
            blocks: [RightBlock::default(); MOST_BLOCKS],
            count: 0,
            line: [0; LINE_BYTES],
        }
    }

    /// Reads the row of `width` cells (at most 64) whose pieces are `mask`: column `c`
    /// is bit `width - c`, as in [`crate::Row`].
    pub(super) fn read(&mut self, width: u32, mask: u64) {
        self.width = width;
        self.count = 0;
        // The lowest and the highest bit of each block, taken in step: no block waits
        // for the one before it.
        let mut lowest = mask & !(mask << 1);
        let mut highest = mask & !(mask >> 1);
        while lowest != 0 {
            let below = lowest.trailing_zeros();
            let top = highest.trailing_zeros();
            lowest &= lowest - 1;
            highest &= highest - 1;
            let pieces_below = (mask & ((1u64 << below) - 1)).count_ones();
            self.blocks[self.count] = RightBlock {
                last: width - below,
                len: top + 1 - below,
                stair: below - pieces_below,
            };
            self.count += 1;
        }
    }

    fn blocks_from_right(&self) -> &[RightBlock] {
        &self.blocks[..self.count]
    }

    /// The most moves the row can still take: the sum over its pieces of the empty
    /// cells to their right.
    pub(super) fn remaining_moves(&self) -> u64 {
        self.blocks_from_right()
            .iter()
            .map(|block| u64::from(block.len) * u64::from(block.stair))
            .sum()
    }

    /// Appends the row's object, the `index`-th (from 0), whose Grundy value is
    /// `grundy`, with `remaining` moves at most ([`JudgesRow::remaining_moves`]).
    pub(super) fn write_json(
        &mut self,
        out: &mut Vec<u8>,
        index: usize,
        grundy: u32,
        remaining: u64,
    ) {
        let JudgesRow {
            width,
            ref blocks,
            count,
            ref mut line,
        } = *self;
        let from_right = &blocks[..count];
        let mut line = Cursor {
            bytes: line,
            len: 0,
        };
        if index > 0 {
            line.push(b",");
        }
        line.push(b"{\"board\":\"");
        // The notation: from the left, each run of empty cells as its length, each
        // piece as `x`.
        let mut next = 1;
        for block in from_right.iter().rev() {
            line.push_run(block.first() - next);
            line.push_pieces(block.len);
            next = block.last + 1;
        }
        line.push_run(width + 1 - next);
        line.push(b"\",\"grundy\":");
        line.push_number(grundy.into());
        line.push(b",\"stairs\":[");
        for (position, block) in from_right.iter().enumerate() {
            if position > 0 {
                line.push(b",");
            }
            line.push(b"[");
            line.push_number(block.stair.into());
            line.push(b",");
            line.push_number(block.len.into());
            line.push(b"]");
        }
        line.push(b"],\"remaining_moves\":");
        line.push_number(remaining);
        line.push(b"}");
        out.extend_from_slice(&line.bytes[..line.len]);
    }

    /// Calls `found` with each winning move of the row, the `index`-th (from 0), and
    /// how many pieces it carries, left to right, when the board's nim-sum is
    /// `nim_sum` (not 0) in normal play. A move changes one odd pile `a`; it wins when
    /// it makes that pile `a ^ nim_sum`: on an odd stair the pile shrinks to it, from
    /// an even one the odd pile below grows to it.
    pub(super) fn winning_moves(
        &self,
        index: usize,
        nim_sum: u32,
        mut found: impl FnMut(Move, u32),
    ) {
        let blocks = self.blocks_from_right();
        for (position, block) in blocks.iter().enumerate().rev() {
            if block.stair == 0 {
                continue;
            }
            // The pile one stair down: the block to the right, if one cell lies
            // between.
            let below = position
                .checked_sub(1)
                .map(|right| blocks[right])
                .filter(|right| right.stair + 1 == block.stair)
                .map_or(0, |right| right.len);
            let odd = if block.stair % 2 == 1 {
                block.len
            } else {
                below
            };
            let carried = carried_to(block.stair, block.len, below, odd ^ nim_sum);
            if let Some(carried) = carried {
                // The piece `carried` from the block's right end jumps the rest of it.
                let mv = Move {
                    row: index + 1,
                    from: block.last + 1 - carried,
                    to: block.last + 1,
                };
                found(mv, carried);
            }
        }
    }
}

/// The most bytes a row's object takes: its notation (64 cells, 33 runs of up to two
/// digits), 32 stairs of up to `[64,64],` and the rest, with room for a whole chunk of
/// [`Cursor::push_pieces`].
const LINE_BYTES: usize = 640;

/// Writes into [`JudgesRow`]'s line: a local length, which stays in a register, and no check of
/// capacity a byte.
struct Cursor<'a> {
    bytes: &'a mut [u8; LINE_BYTES],
    len: usize,
}

impl Cursor<'_> {
    #[inline(always)]
    fn push(&mut self, text: &[u8]) {
        self.bytes[self.len..self.len + text.len()].copy_from_slice(text);
        self.len += text.len();
    }

    /// `len` pieces: most blocks are short, written as a chunk of 16 `x` of which `len`
    /// are kept.
    #[inline(always)]
    fn push_pieces(&mut self, len: u32) {
        const CHUNK: usize = 16;
        let len = len as usize;
        if len <= CHUNK {
            self.bytes[self.len..self.len + CHUNK].copy_from_slice(&[b'x'; CHUNK]);
            self.len += len;
        } else {
            self.bytes[self.len..self.len + len].fill(b'x');
            self.len += len;
        }
    }

    /// A run of `cells` empty cells: its length, or nothing for none.
    #[inline(always)]
    fn push_run(&mut self, cells: u32) {
        if cells > 0 {
            self.push_number(cells.into());
        }
    }

    #[inline(always)]
    fn push_number(&mut self, value: u64) {
        if value < 10 {
            self.push(&[b'0' + value as u8]);
        } else if value < 100 {
            self.push(&[b'0' + (value / 10) as u8, b'0' + (value % 10) as u8]);
        } else {
            self.push(decimal(value, &mut [0; 20]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Block, Value, Variant};
    use crate::game::{Nimber, Row, Staircase};
    use crate::play::analysis::RowAnalysis;
    use proptest::prelude::*;

    /// A row up to 64 cells wide, any pieces.
    fn row_strategy() -> impl Strategy<Value = Row> {
        (1u32..=64, any::<u64>())
            .prop_map(|(width, bits)| Row::new(width, bits & (u64::MAX >> (64 - width))).unwrap())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn a_rows_json_is_the_general_one(row in row_strategy(), index in 0usize..3) {
            let variant = Variant::default();
            let mut hop = JudgesRow::new();
            hop.read(row.width(), row.bitboard().unwrap());
            prop_assert_eq!(hop.remaining_moves(), row.remaining_moves_bound());
            let mut fast = Vec::new();
            let grundy = variant.value_of(&row).nim_sum().value();
            hop.write_json(&mut fast, index, grundy, hop.remaining_moves());
            let mut general = if index > 0 { b",".to_vec() } else { Vec::new() };
            general.extend(serde_json::to_vec(&RowAnalysis::of(&row, variant)).unwrap());
            prop_assert_eq!(String::from_utf8(fast).unwrap(), String::from_utf8(general).unwrap());
        }

        #[test]
        fn a_rows_winning_moves_are_the_general_ones(
            row in row_strategy(),
            others in 1u32..128,
            index in 0usize..3,
        ) {
            let variant = Variant::default();
            let before = variant.value_of(&row);
            // The board's value: this row's and the other rows', never 0.
            let total = before + Value::of_row(Nimber(others), false);
            prop_assume!(!total.nim_sum().is_zero());
            let mut hop = JudgesRow::new();
            hop.read(row.width(), row.bitboard().unwrap());
            let mut fast = Vec::new();
            hop.winning_moves(index, total.nim_sum().value(), |mv, carried| fast.push((mv, carried)));
            let blocks: Vec<Block> = row.blocks().collect();
            let mut general = Vec::new();
            variant.blocks_winning_stair_moves(index, row.width(), &blocks, before, total, |valued| {
                general.push((valued.mv, valued.carried));
            });
            prop_assert_eq!(fast, general);
        }
    }
}
