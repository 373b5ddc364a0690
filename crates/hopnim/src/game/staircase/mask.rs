//! The staircase value of a bitboard row, straight from its mask: the fast path that
//! the judge readers, tables and analysis take for rows up to 64 cells.

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
    let (low, high) = halves(mask);
    // The block that crosses from the low half into the high one counts once, whole.
    (low.runs_below_top ^ high.runs_above_bottom ^ (low.top_run + high.bottom_run)) as u32
}

/// The table entries of the two halves of a row of at most 22 cells.
#[inline(always)]
const fn halves(mask: u64) -> (LowHalf, HighHalf) {
    let low = LOW_HALVES[(mask & HALF_MASK) as usize];
    let high = HIGH_HALVES[((mask >> HALF_BITS) | (low.empty_parity as u64) << HALF_BITS) as usize];
    (low, high)
}

/// Whether some odd stair of the row holds two pieces or more: the runs of odd-stair
/// pieces are the odd piles, so this asks for two such pieces side by side.
///
/// ```
/// use hopnim::game::has_big_odd_pile;
/// assert!(!has_big_odd_pile(0b1011));    // x1xx: one piece on stair 1
/// assert!(has_big_odd_pile(0b1_1011));  // xx1xx: two pieces on stair 1
/// ```
pub const fn has_big_odd_pile(mask: u64) -> bool {
    if mask >= 1 << (2 * HALF_BITS) {
        return has_two_side_by_side(odd_stair_pieces(mask));
    }
    // The same tables as the value: within a half, or in the block that crosses.
    let (low, high) = halves(mask);
    low.big_pile_below_top || high.big_pile_above_bottom || low.top_run + high.bottom_run >= 2
}

/// Whether two bits of `bits` are side by side.
const fn has_two_side_by_side(bits: u64) -> bool {
    bits & (bits >> 1) != 0
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
    /// Whether one of them, other than that block, holds two pieces or more.
    big_pile_below_top: bool,
}

/// The odd-stair blocks of the high half of a row (the 11 cells left of the low
/// half), given the parity of the empty cells to its right.
#[derive(Clone, Copy)]
struct HighHalf {
    /// The XOR of their sizes, without the block touching the half's bottom cell.
    runs_above_bottom: u8,
    /// The size of that block.
    bottom_run: u8,
    /// Whether one of them, other than that block, holds two pieces or more.
    big_pile_above_bottom: bool,
}

/// [`LowHalf`] of every low half.
const LOW_HALVES: [LowHalf; 1 << HALF_BITS] = {
    let mut table = [LowHalf {
        runs_below_top: 0,
        top_run: 0,
        empty_parity: 0,
        big_pile_below_top: false,
    }; 1 << HALF_BITS];
    let mut half = 0;
    while half < table.len() {
        let odd = odd_stair_pieces(half as u64) & HALF_MASK;
        let top_run = (odd << (64 - HALF_BITS)).leading_ones();
        let below_top = odd & (HALF_MASK >> top_run);
        table[half] = LowHalf {
            runs_below_top: (xor_of_run_lengths(odd) ^ top_run) as u8,
            top_run: top_run as u8,
            empty_parity: ((HALF_BITS - (half as u64).count_ones()) & 1) as u8,
            big_pile_below_top: has_two_side_by_side(below_top),
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
        big_pile_above_bottom: false,
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
            big_pile_above_bottom: has_two_side_by_side(odd >> bottom_run),
        };
        index += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

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

    /// The table path of the misère test against the odd-stair pieces, on every row
    /// up to 22 cells.
    #[test]
    fn the_half_tables_find_every_big_odd_pile_on_every_narrow_mask() {
        for mask in 0..1u64 << (2 * HALF_BITS) {
            assert_eq!(
                has_big_odd_pile(mask),
                has_two_side_by_side(odd_stair_pieces(mask)),
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
