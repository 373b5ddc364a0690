//! The fast sweep behind [`GrundyTable`](super::GrundyTable): the Grundy value of every
//! row of one width by the definition, `mex` over the moves, in one pass upwards.
//!
//! # Why the order works
//!
//! A move takes the piece on mask bit `b` to the highest empty bit `t < b`, so the row
//! after it has a smaller mask that agrees with this one above bit `b`. Work through
//! a block of rows that share every bit above bit `n` (the block's *prefix*) and take
//! all values below `2^n` from the low bits:
//!
//! - its lower half `A` has bit `n - 1` empty, its upper half `B` has a piece there;
//! - a piece below bit `n - 1` moves inside the low bits, the same way in `A` and `B`;
//! - the piece on bit `n - 1` of a row of `B` lands on the highest empty bit `z` of the
//!   bits below it (it is stuck if there is none): the row reached is the row of `A`
//!   whose low part is `L + 2^z`;
//! - the prefix pieces' moves lead out of the block, to rows already computed.
//!
//! So a block is solved by solving `A`, adding the `B`-rows' moves into `A`, and
//! solving `B`. The moves of the prefix pieces and of the piece on bit `n - 1` are
//! added for a whole range of rows at once, `seen[L] |= 1 << value[L']` with `L'` a
//! fixed offset from `L` (vectorised by the compiler; inside a chunk the bits
//! `1 << value` are kept beside the values, so these are plain ORs); the last
//! `BASE_BITS` bits are solved by straight-line code from a table of their moves.
//!
//! # Parallel chunks
//!
//! The table is cut into chunks of `2^CHUNK_BITS` rows sharing their high bits `H`. A
//! move of a high piece leads to the chunk `H - 2^b + 2^t` (it lands among the high
//! bits) or `H - 2^b` (it lands among the low bits). Give chunk `H` the level
//! `Σ (b + 1)` over its high pieces `b`: every move lowers it, so the chunks of one
//! level are independent and run in parallel, level after level.
//!
//! # Bounds
//!
//! A row of width `≤ 32` with a move has at most 31 pieces, so at most 31 moves and a
//! value of at most 31 (a `mex` of `k` values is at most `k`): a `u32` bit set holds
//! every value seen, and a byte holds every value.

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use crate::game::Rules;

/// The set of values seen among a row's moves, one bit per value.
type Seen = u32;

/// Rows are computed in chunks of `2^CHUNK_BITS` rows that share their high bits.
const CHUNK_BITS: u32 = 14;

/// The most bytes a sweep of the table of `width` (`1..=32`) takes beside the table,
/// on `threads` threads: for each chunk, its slice in the lists of chunks and of its
/// level (under 128 bytes, with what a check of the table keeps of it); the list of
/// levels (under 16 KiB); each thread's [`Scratch`] rows.
pub(super) const fn working_bytes(width: u32, threads: usize) -> u64 {
    const PER_CHUNK: u64 = 128;
    const LEVELS: u64 = 16 << 10;
    const PER_THREAD: u64 = (2 * size_of::<Seen>() as u64) << CHUNK_BITS;
    let chunks = 1u64 << width.saturating_sub(CHUNK_BITS);
    chunks * PER_CHUNK + LEVELS + threads as u64 * PER_THREAD
}

/// The innermost blocks of `2^BASE_BITS` rows are solved by straight-line code.
pub(super) const BASE_BITS: u32 = 6;
const BASE: usize = 1 << BASE_BITS;
const _: () = assert!(BASE == 64, "solve_base unrolls exactly 64 rows");

/// Most moves inside `BASE_BITS` bits: every piece but the lowest one.
const BASE_MOVES: usize = BASE_BITS as usize - 1;

/// Marks an unused slot in [`MOVES_IN_BASE`].
const NO_MOVE: u8 = u8::MAX;

/// The moves inside `BASE_BITS` bits, by the rule itself: for every low part, the low
/// parts its pieces' moves lead to, padded with [`NO_MOVE`].
const MOVES_IN_BASE: [[u8; BASE_MOVES]; BASE] = {
    let mut moves = [[NO_MOVE; BASE_MOVES]; BASE];
    let mut row = 0;
    while row < BASE {
        let mut count = 0;
        let mut bit = 1;
        while bit < BASE_BITS {
            if row >> bit & 1 == 1 {
                // The piece lands on the highest empty bit below it, if there is one.
                let mut landing = bit;
                while landing > 0 && row >> (landing - 1) & 1 == 1 {
                    landing -= 1;
                }
                if landing > 0 {
                    moves[row][count] = (row ^ 1 << bit ^ 1 << (landing - 1)) as u8;
                    count += 1;
                }
            }
            bit += 1;
        }
        row += 1;
    }
    moves
};

/// The smallest value not in `seen`.
const fn mex(seen: Seen) -> u8 {
    (!seen).trailing_zeros() as u8
}

/// The bit of a value in a [`Seen`] set. Values are at most 31 (see the module
/// docs); the mask only spares the shift its overflow check.
const fn bit_of(value: u8) -> Seen {
    1 << (value & 31)
}

/// Solves row `ROW` of a base block whose earlier rows are solved.
#[inline(always)]
fn base_step<const ROW: usize>(values: &mut [u8; BASE], seen: &[Seen; BASE]) {
    let mut set = seen[ROW];
    for &next in &MOVES_IN_BASE[ROW] {
        if next != NO_MOVE {
            set |= bit_of(values[usize::from(next)]);
        }
    }
    values[ROW] = mex(set);
}

/// Solves a block of `BASE` rows whose moves out of the block are in `seen`. Unrolled,
/// so that the values stay in registers.
fn solve_base(values: &mut [u8], seen: &[Seen], bits: &mut [Seen]) {
    let seen: &[Seen; BASE] = seen.try_into().expect("a base block has BASE rows");
    let mut block = [0u8; BASE];
    macro_rules! steps {
        ($($row:literal)*) => { $(base_step::<$row>(&mut block, seen);)* };
    }
    steps!(
        0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
        32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63
    );
    values.copy_from_slice(&block);
    for (bit, &value) in bits.iter_mut().zip(&block) {
        *bit = bit_of(value);
    }
}

/// `seen[L]` gains `from[L]`: for every row `L`, the move leads to row `L` of `from`.
#[inline(never)]
fn add_aligned(seen: &mut [Seen], from: &[u8]) {
    for (set, &value) in seen.iter_mut().zip(from) {
        *set |= bit_of(value);
    }
}

/// The low parts of `rows` rows (a power of two) grouped by their highest empty bit `z`:
/// `(start, 2^z)` for the range `[rows - 2^(z+1), rows - 2^z)`, highest `z` first. In
/// such a row, a piece standing just above the low bits lands on bit `z`, reaching low
/// part `L + 2^z`: the range shifted up by its length. The full low part is in no
/// range: there the piece is stuck.
fn landing_ranges(rows: usize) -> impl Iterator<Item = (usize, usize)> {
    std::iter::successors(Some((0, rows / 2)), |&(start, len)| {
        Some((start + len, len / 2))
    })
    .take_while(|&(_, len)| len >= 1)
}

/// The moves of a piece standing just above the low bits, into the rows of `from`.
fn add_landings(seen: &mut [Seen], from: &[u8]) {
    for (start, len) in landing_ranges(seen.len()) {
        add_aligned(
            &mut seen[start..start + len],
            &from[start + len..start + 2 * len],
        );
    }
}

/// [`add_landings`] with the bits of the values at hand: plain ORs.
#[inline]
fn add_landing_bits(seen: &mut [Seen], bits: &[Seen]) {
    for (start, len) in landing_ranges(seen.len()) {
        let targets = &bits[start + len..start + 2 * len];
        for (set, &bit) in seen[start..start + len].iter_mut().zip(targets) {
            *set |= bit;
        }
    }
}

/// Solves a block of `2^n ≥ BASE` rows that share their prefix, given the values seen
/// through the prefix pieces' moves, writing the values and their bits.
fn solve_block(values: &mut [u8], seen: &mut [Seen], bits: &mut [Seen]) {
    if values.len() == BASE {
        solve_base(values, seen, bits);
        return;
    }
    let half = values.len() / 2;
    let (lower, upper) = values.split_at_mut(half);
    let (seen_lower, seen_upper) = seen.split_at_mut(half);
    let (bits_lower, bits_upper) = bits.split_at_mut(half);
    solve_block(lower, seen_lower, bits_lower);
    add_landing_bits(seen_upper, bits_lower);
    solve_block(upper, seen_upper, bits_upper);
}

/// Scratch space for one chunk: the values seen through each row's moves, and the bits
/// `1 << value` of the rows solved.
struct Scratch {
    seen: Vec<Seen>,
    bits: Vec<Seen>,
}

/// Solves chunk `chunk` (its high bits) into `out`, reading the chunks its high pieces'
/// moves lead to from `done` (indexed by chunk).
fn solve_chunk(out: &mut [u8], chunk: usize, done: &[&[u8]], scratch: &mut Scratch) {
    let seen = &mut scratch.seen;
    seen.fill(0);
    let mut pieces = chunk;
    while pieces != 0 {
        let bit = pieces.trailing_zeros();
        pieces &= pieces - 1;
        let empties_below = !chunk & ((1 << bit) - 1);
        if empties_below == 0 {
            // Every high bit below is a piece: it lands among the low bits.
            add_landings(seen, done[chunk - (1 << bit)]);
        } else {
            let landing = usize::BITS - 1 - empties_below.leading_zeros();
            add_aligned(seen, done[chunk - (1 << bit) + (1 << landing)]);
        }
    }
    solve_block(out, seen, &mut scratch.bits);
}

/// `Σ (b + 1)` over the set bits `b` of `chunk`: every move lowers it.
fn level_of(chunk: usize) -> usize {
    let mut level = 0;
    let mut pieces = chunk;
    while pieces != 0 {
        level += pieces.trailing_zeros() as usize + 1;
        pieces &= pieces - 1;
    }
    level
}

/// What a sweep reports to and asks of its caller, from the worker threads: `visit`
/// is shown each finished chunk (its first mask and its values), in no fixed order;
/// `keep_going()` is asked before each chunk is solved, and once it says no the sweep
/// stops, its table part written.
pub(super) struct Watch<'a> {
    pub(super) visit: &'a (dyn Fn(u64, &[u8]) + Sync),
    pub(super) keep_going: &'a (dyn Fn() -> bool + Sync),
}

/// Writes the values of all `2^width` rows of `width` (`1..=32`) into `values`
/// (`2^width` bytes), indexed by row mask. Returns whether it finished (`false` when
/// `watch` stopped it).
pub(super) fn sweep(width: u32, values: &mut [u8], watch: &Watch<'_>) -> bool {
    // Rows keep their values when empty cells are added on the left, so narrow
    // tables are the start of a table of BASE_BITS.
    if width < BASE_BITS {
        let mut base = [0u8; BASE];
        // Shown to `visit` once cut to the width.
        let uncut = Watch {
            visit: &|_, _| {},
            ..*watch
        };
        let finished = sweep(BASE_BITS, &mut base, &uncut);
        values.copy_from_slice(&base[..values.len()]);
        if finished {
            (watch.visit)(0, values);
        }
        return finished;
    }
    sweep_chunks(
        width,
        values,
        watch,
        |chunk_rows| Scratch {
            seen: vec![0; chunk_rows],
            bits: vec![0; chunk_rows],
        },
        solve_chunk,
    )
}

/// Writes the values of all `2^width` rows of `width` (`1..=32`) under any rule set
/// into `values`, by the definition: each row's moves listed by
/// [`Rules::options_of_mask`] and looked up, in the same parallel order of chunks as
/// [`sweep`]. Every rule set moves a piece to a lower bit, so the chunk levels work
/// for all of them. Returns whether it finished.
pub(super) fn sweep_by_moves(
    rules: Rules,
    width: u32,
    values: &mut [u8],
    watch: &Watch<'_>,
) -> bool {
    sweep_chunks(
        width,
        values,
        watch,
        |_| (),
        |out, chunk, done, ()| {
            let chunk_bits = out.len().trailing_zeros();
            let first = (chunk as u64) << chunk_bits;
            for index in 0..out.len() {
                let mask = first + index as u64;
                let mut seen = 0u64;
                for option in rules.options_of_mask(mask) {
                    let value = if option >= first {
                        out[(option - first) as usize]
                    } else {
                        let low = option & ((1 << chunk_bits) - 1);
                        done[(option >> chunk_bits) as usize][low as usize]
                    };
                    // Values of rows of at most 32 cells are below 64 in every rule set.
                    seen |= 1 << (value & 63);
                }
                out[index] = (!seen).trailing_zeros() as u8;
            }
        },
    )
}

/// Cuts the table of `width` (`values`, `2^width` bytes) into chunks of
/// `2^CHUNK_BITS` rows and solves them level by level, the chunks of one level in
/// parallel, each with its own scratch space. Returns whether it finished.
fn sweep_chunks<S>(
    width: u32,
    values: &mut [u8],
    watch: &Watch<'_>,
    scratch: impl Fn(usize) -> S + Sync,
    solve: impl Fn(&mut [u8], usize, &[&[u8]], &mut S) + Sync,
) -> bool {
    assert_eq!(values.len(), 1 << width, "a table of width {width}");
    let chunk_bits = width.min(CHUNK_BITS);
    let chunk_rows = 1usize << chunk_bits;
    let chunks = 1usize << (width - chunk_bits);
    let high_bits = (width - chunk_bits) as usize;
    let mut levels = vec![Vec::new(); high_bits * (high_bits + 1) / 2 + 1];
    for chunk in 0..chunks {
        levels[level_of(chunk)].push(chunk);
    }

    let stopped = AtomicBool::new(false);
    let mut chunk_slices: Vec<&mut [u8]> = values.chunks_mut(chunk_rows).collect();
    for level in &levels {
        // This level's chunks are written, the lower levels' read: they are disjoint.
        let mut writing: Vec<(usize, &mut [u8])> = level
            .iter()
            .map(|&chunk| (chunk, std::mem::take(&mut chunk_slices[chunk])))
            .collect();
        let done: Vec<&[u8]> = chunk_slices.iter().map(|slice| &**slice).collect();
        writing.par_iter_mut().for_each_init(
            || scratch(chunk_rows),
            |scratch, (chunk, out)| {
                if stopped.load(Ordering::Relaxed) || !(watch.keep_going)() {
                    stopped.store(true, Ordering::Relaxed);
                    return;
                }
                solve(out, *chunk, &done, scratch);
                (watch.visit)((*chunk * chunk_rows) as u64, out);
            },
        );
        drop(done);
        if stopped.load(Ordering::Relaxed) {
            return false;
        }
        for (chunk, out) in writing {
            chunk_slices[chunk] = out;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Row;

    #[test]
    fn the_base_moves_are_the_rows_moves() {
        for mask in 0..BASE as u64 {
            let row = Row::new(BASE_BITS, mask).unwrap();
            let expected: Vec<u8> = row
                .moves()
                .map(|m| row.play(m.from).unwrap().mask() as u8)
                .collect();
            let listed: Vec<u8> = MOVES_IN_BASE[mask as usize]
                .iter()
                .copied()
                .filter(|&next| next != NO_MOVE)
                .collect();
            let (mut expected, mut listed) = (expected, listed);
            expected.sort_unstable();
            listed.sort_unstable();
            assert_eq!(listed, expected, "{row}");
        }
    }

    #[test]
    fn every_move_lowers_the_chunk_level() {
        for chunk in 1usize..256 {
            let mut pieces = chunk;
            while pieces != 0 {
                let bit = pieces.trailing_zeros();
                pieces &= pieces - 1;
                let empties_below = !chunk & ((1 << bit) - 1);
                let next = if empties_below == 0 {
                    chunk - (1 << bit)
                } else {
                    let landing = usize::BITS - 1 - empties_below.leading_zeros();
                    chunk - (1 << bit) + (1 << landing)
                };
                assert!(level_of(next) < level_of(chunk), "{chunk:b} -> {next:b}");
            }
        }
    }

    #[test]
    fn landings_reach_the_highest_empty_bit() {
        let from: Vec<u8> = (0..32).collect();
        let mut seen = vec![0; 32];
        add_landings(&mut seen, &from);
        for low in 0..32u32 {
            let empties = !low & 31;
            let expected = if empties == 0 {
                0
            } else {
                let z = 31 - empties.leading_zeros();
                1 << (low + (1 << z))
            };
            assert_eq!(seen[low as usize], expected, "low part {low:05b}");
        }
    }

    #[test]
    fn every_chunk_is_visited_once() {
        for width in [1, 3, 4, 14, 17] {
            let visited = std::sync::Mutex::new(Vec::new());
            let mut table = vec![0; 1 << width];
            let visit = |first, values: &[u8]| visited.lock().unwrap().push((first, values.len()));
            let keep_going = || true;
            let watch = Watch {
                visit: &visit,
                keep_going: &keep_going,
            };
            assert!(sweep(width, &mut table, &watch));
            let mut visited = visited.into_inner().unwrap();
            visited.sort_unstable();
            let mut next = 0u64;
            for (first, len) in visited {
                assert_eq!(first, next, "width {width}");
                next += len as u64;
            }
            assert_eq!(next, 1 << width);
            assert_eq!(table.len() as u64, 1 << width);
        }
    }
}
