//! The staircase-Nim theory: a row's stairs, its Grundy value, and nimbers.
//!
//! Let `F(p)` be the number of empty cells to the right of piece `p`. The pieces with
//! the same `F` form the pile on stair `F`; they are one contiguous block. Moving the
//! piece at the left end of a block's `k` rightmost pieces carries exactly those `k`
//! pieces from stair `f` to stair `f - 1`. That is staircase Nim, whose value is the
//! XOR of the piles on the odd stairs.

use std::fmt;
use std::ops::{Add, AddAssign};

use crate::Row;

/// A nimber `*n`: the value of an impartial game. Adding nimbers is XOR.
///
/// ```
/// use hopnim::Nimber;
/// assert_eq!(Nimber(3) + Nimber(5), Nimber(6));
/// assert_eq!(Nimber(7) + Nimber(7), Nimber::ZERO);
/// assert_eq!(Nimber(2).to_string(), "2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Nimber(pub u32);

impl Nimber {
    /// The value of a lost position (for the player to move): `*0`.
    pub const ZERO: Nimber = Nimber(0);

    /// The nimber as a plain number.
    pub const fn value(self) -> u32 {
        self.0
    }

    /// Whether the player to move loses with best play (the value is 0).
    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }
}

// Nimber addition is XOR by definition, not a slip.
#[allow(clippy::suspicious_arithmetic_impl)]
impl Add for Nimber {
    type Output = Nimber;

    fn add(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

#[allow(clippy::suspicious_op_assign_impl)]
impl AddAssign for Nimber {
    fn add_assign(&mut self, other: Nimber) {
        self.0 ^= other.0;
    }
}

impl std::iter::Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, Add::add)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The piles of a row's staircase: `piles()[f]` is the number of pieces with exactly
/// `f` empty cells to their right. The last stair is the one of the leftmost piece.
///
/// ```
/// let row: hopnim::Row = "x1xx2x".parse().unwrap();
/// let stairs = hopnim::stairs(row);
/// assert_eq!(stairs.piles(), &[1, 0, 2, 1]);
/// assert_eq!(stairs.to_string(), "1 [0] 2 [1]"); // odd stairs in brackets
/// assert_eq!(stairs.value(), hopnim::Nimber(1));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Stairs {
    piles: Vec<u32>,
}

impl Stairs {
    /// The pile on each stair, from stair 0 (dead) upwards.
    pub fn piles(&self) -> &[u32] {
        &self.piles
    }

    /// The `(stair, pile)` pairs of the odd stairs, the only ones that count.
    pub fn odd_piles(&self) -> impl Iterator<Item = (usize, u32)> + '_ {
        self.piles.iter().copied().enumerate().skip(1).step_by(2)
    }

    /// The staircase-Nim value: the XOR of the piles on the odd stairs.
    pub fn value(&self) -> Nimber {
        self.odd_piles().map(|(_, pile)| Nimber(pile)).sum()
    }
}

impl fmt::Display for Stairs {
    /// Piles from stair 0 upwards, odd stairs in brackets.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (stair, pile) in self.piles.iter().enumerate() {
            if stair > 0 {
                f.write_str(" ")?;
            }
            if stair % 2 == 1 {
                write!(f, "[{pile}]")?;
            } else {
                write!(f, "{pile}")?;
            }
        }
        Ok(())
    }
}

/// The staircase of a row: how many pieces stand on each stair.
///
/// The stairs go from 0 up to the stair of the leftmost piece; a row without pieces
/// has no stairs.
pub fn stairs(row: Row) -> Stairs {
    let mut piles = Vec::new();
    for column in row.pieces() {
        let stair = row.empties_right_of(column) as usize;
        if piles.len() <= stair {
            piles.resize(stair + 1, 0);
        }
        piles[stair] += 1;
    }
    Stairs { piles }
}

/// The Grundy value of a row by the staircase formula: the XOR of the piles on the
/// odd stairs. Runs in time proportional to the number of blocks of pieces.
///
/// ```
/// use hopnim::{grundy, Nimber};
/// assert_eq!(grundy("18xx".parse().unwrap()), Nimber(0)); // both pieces stuck
/// assert_eq!(grundy("18x1".parse().unwrap()), Nimber(1));
/// assert_eq!(grundy("17x2".parse().unwrap()), Nimber(0)); // one piece on stair 2
/// ```
pub const fn grundy(row: Row) -> Nimber {
    Nimber(grundy_of_mask(row.mask()))
}

/// The staircase value of a row mask. The width does not matter: empty cells left of
/// the leftmost piece change no stair.
///
/// A piece stands on an odd stair when an odd number of empty cells lie to its right:
/// the prefix parity of the empty cells, shifted by one, marks those pieces at once.
/// Every block lies wholly on one stair, so the runs of marked pieces are exactly the
/// piles on odd stairs, and the value is the XOR of their lengths. Rows up to 22
/// cells look their two halves up in tables worked out at compile time, with no
/// loop and no branch on the row; wider rows loop over the odd blocks.
///
/// ```
/// // x1xx: one piece on stair 1, two on stair 0.
/// assert_eq!(hopnim::grundy_of_mask(0b1011), 1);
/// // x1xx1: two pieces on stair 1, one on stair 2 (even: it does not count).
/// assert_eq!(hopnim::grundy_of_mask(0b1_0110), 2);
/// ```
pub const fn grundy_of_mask(mask: u64) -> u32 {
    if mask >= 1 << (2 * HALF_BITS) {
        return xor_of_run_lengths(odd_stair_pieces(mask));
    }
    let low = LOW_HALVES[(mask & HALF_MASK) as usize];
    let high = HIGH_HALVES[((mask >> HALF_BITS) | (low.empty_parity as u64) << HALF_BITS) as usize];
    // The block that crosses from the low half into the high one counts once, whole.
    (low.runs_below_top ^ high.runs_above_bottom ^ (low.top_run + high.bottom_run)) as u32
}

/// The pieces of a row mask that stand on odd stairs.
const fn odd_stair_pieces(mask: u64) -> u64 {
    // Bit i of `parity`: the XOR of the empty-cell bits 0..=i.
    let mut parity = !mask;
    parity ^= parity << 1;
    parity ^= parity << 2;
    parity ^= parity << 4;
    parity ^= parity << 8;
    parity ^= parity << 16;
    parity ^= parity << 32;
    // A piece's stair counts the empty cells strictly below it.
    mask & (parity << 1)
}

/// The XOR of the lengths of the runs of ones in `bits`, one run at a time: the
/// reference for the half tables.
const fn xor_of_run_lengths(mut bits: u64) -> u32 {
    let mut value = 0u32;
    while bits != 0 {
        bits >>= bits.trailing_zeros();
        let run = bits.trailing_ones();
        value ^= run;
        bits = if run >= 64 { 0 } else { bits >> run };
    }
    value
}

/// The cells of a half row in [`grundy_of_mask`]'s tables.
const HALF_BITS: u32 = 11;
const HALF_MASK: u64 = (1 << HALF_BITS) - 1;

/// The odd-stair blocks of the low half of a row (its 11 rightmost cells).
#[derive(Clone, Copy)]
struct LowHalf {
    /// The XOR of their sizes, without the block touching the half's top cell.
    runs_below_top: u8,
    /// The size of that block (0 if the top cell holds no piece on an odd stair).
    top_run: u8,
    /// The parity of the half's empty cells: it decides which stairs of the high
    /// half are odd.
    empty_parity: u8,
}

/// The odd-stair blocks of the high half of a row (the 11 cells left of the low
/// half), given the parity of the empty cells to its right.
#[derive(Clone, Copy)]
struct HighHalf {
    /// The XOR of their sizes, without the block touching the half's bottom cell.
    runs_above_bottom: u8,
    /// The size of that block.
    bottom_run: u8,
}

/// [`LowHalf`] of every low half.
const LOW_HALVES: [LowHalf; 1 << HALF_BITS] = {
    let mut table = [LowHalf {
        runs_below_top: 0,
        top_run: 0,
        empty_parity: 0,
    }; 1 << HALF_BITS];
    let mut half = 0;
    while half < table.len() {
        let odd = odd_stair_pieces(half as u64) & HALF_MASK;
        let top_run = (odd << (64 - HALF_BITS)).leading_ones();
        table[half] = LowHalf {
            runs_below_top: (xor_of_run_lengths(odd) ^ top_run) as u8,
            top_run: top_run as u8,
            empty_parity: ((HALF_BITS - (half as u64).count_ones()) & 1) as u8,
        };
        half += 1;
    }
    table
};

/// [`HighHalf`] of every high half, after the parity of the empty cells below it.
const HIGH_HALVES: [HighHalf; 2 << HALF_BITS] = {
    let mut table = [HighHalf {
        runs_above_bottom: 0,
        bottom_run: 0,
    }; 2 << HALF_BITS];
    let mut index = 0;
    while index < table.len() {
        let half = index as u64 & HALF_MASK;
        // An odd number of empty cells below the half flips every stair's parity:
        // its odd-stair pieces are then the ones that would stand on even stairs.
        let odd = if index >> HALF_BITS == 0 {
            odd_stair_pieces(half)
        } else {
            half & !odd_stair_pieces(half)
        } & HALF_MASK;
        let bottom_run = odd.trailing_ones();
        table[index] = HighHalf {
            runs_above_bottom: (xor_of_run_lengths(odd) ^ bottom_run) as u8,
            bottom_run: bottom_run as u8,
        };
        index += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    fn row(text: &str) -> Row {
        text.parse().unwrap()
    }

    #[test]
    fn stairs_count_empty_cells_to_the_right() {
        assert_eq!(stairs(row("x1xx2x")).piles(), &[1, 0, 2, 1]);
        assert_eq!(stairs(row("20")).piles(), &[] as &[u32]);
        assert_eq!(stairs(row("2xx")).piles(), &[2]);
    }

    #[test]
    fn only_odd_stairs_count() {
        // 3 on stair 1, 2 on stair 2, 1 on stair 3: 3 xor 1 = 2.
        let r = row("x1xx1xxx1");
        assert_eq!(stairs(r).piles(), &[0, 3, 2, 1]);
        assert_eq!(grundy(r), Nimber(2));
        assert_eq!(stairs(r).value(), grundy(r));
    }

    /// The table path against the run-by-run loop, on every row up to 22 cells.
    #[test]
    fn the_half_tables_agree_with_the_runs_on_every_narrow_mask() {
        for mask in 0..1u64 << (2 * HALF_BITS) {
            assert_eq!(
                grundy_of_mask(mask),
                xor_of_run_lengths(odd_stair_pieces(mask)),
                "{mask:#b}"
            );
        }
    }

    #[test]
    fn a_full_width_64_block_is_handled() {
        assert_eq!(grundy_of_mask(u64::MAX), 0);
        assert_eq!(grundy_of_mask(u64::MAX << 1), 63);
    }
}
