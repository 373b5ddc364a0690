//! Welter's game: a piece moves right onto **any** empty cell, jumping whatever lies
//! between. Read the pieces as coins on the numbers `0, 1, 2, …` (a piece's number is
//! the count of cells to its right): a move takes a coin to any smaller free number.
//! Its Grundy value is the **Welter function** of the coins (Welter 1954; Conway,
//! *On Numbers and Games*, ch. 13, whose mating form is computed here).
//!
//! # The function
//!
//! Conway's symmetric form: the XOR of the coins, XORed with `(x|y)` over every pair,
//! where `(x|y) = 2^(k+1) - 1` when `x` and `y` agree in their last `k` binary digits
//! but not in digit `k`. Bit `k` of that pair term is set exactly for the pairs that
//! agree in their last `k` digits (are congruent modulo `2^k`), so bit `k` of the
//! correction is the parity of the number of such pairs. A residue class modulo `2^k`
//! holding `c` coins has `c(c-1)/2` pairs, whose parity is that of `⌊c/2⌋`; summed
//! over the classes that is `(n - o_k) / 2`, where `o_k` counts the classes holding
//! an odd number of coins. So
//!
//! ```text
//! welter(X) = (XOR of X)  XOR  Σ_k 2^k · bit 0 of (n - o_k) / 2
//! ```
//!
//! For a bitboard the classes' parities come from folding the mask in halves: the
//! whole value takes a dozen popcounts ([`of_mask`]).
//!
//! Conway's *mating* reads the same value off pairs: mate the two coins that agree in
//! the most last digits, and again among the rest; each mated pair `{a, b}` adds
//! `(a XOR b) - 1`, a coin left over adds itself ([`mating`], used to explain a row).
//!
//! ```
//! use hopnim::game::rules::welter;
//! // Coins 1, 4, 5, 9 (the row x...xx..x. of width 10): 1 mates 9, 4 mates 5.
//! assert_eq!(welter::of_positions(&[1, 4, 5, 9]), 7);
//! assert_eq!(welter::of_mask(0b10_0011_0010), 7);
//! let mating = welter::mating(&[1, 4, 5, 9]);
//! assert_eq!(mating.pairs, vec![(1, 9), (4, 5)]);
//! assert_eq!(mating.spinster, None);
//! ```

use std::collections::HashSet;

use super::moves::{RuleMoves, positions_of};
use super::set::{FastestPlan, Picture, RowBuilder, RuleSet, Shape, TableSource, Unit, Words};
use super::which::Rules;
use crate::game::nimber::Nimber;
use crate::game::row::{Row, RowMove};
use crate::game::rules::rule::{Rule, bitboard_functions};
use crate::game::staircase::{Block, Staircase, Stairs};
use crate::game::value::{Convention, RowValuedMove, Value, ValuedMove};
use crate::game::winning::StairSource;
use crate::phrase;
use crate::phrase::Message;

/// Welter's game: a piece moves onto any empty cell to its right.
#[derive(Clone, Copy, Debug)]
pub struct Welter;

impl Welter {
    /// [`Rule::landings`]: every empty bit below the piece.
    ///
    /// ```
    /// use hopnim::game::rules::welter::Welter;
    /// // x.x.. : the piece on bit 4 lands on bit 3, 1 or 0.
    /// assert_eq!(Welter::landings(0b10100, 4), 0b01011);
    /// ```
    #[inline(always)]
    pub const fn landings(mask: u64, bit: u32) -> u64 {
        !mask & ((1u64 << bit) - 1)
    }

    /// [`Rule::grundy_of_mask`]: the Welter function, [`of_mask`].
    pub const fn grundy_of_mask(mask: u64) -> u32 {
        let coins = mask.count_ones();
        let mut value = 0u32;
        let mut bit = 0;
        while bit < 6 {
            value |= ((mask & POSITION_BITS[bit]).count_ones() & 1) << bit;
            bit += 1;
        }
        // `classes`: bit r is the parity of the coins congruent to r modulo 2^(k+1);
        // modulo 64 every coin is its own class.
        let mut classes = mask;
        let mut k = 6;
        while k > 0 {
            k -= 1;
            let half = 1u32 << k;
            classes = (classes ^ (classes >> half)) & ((1u64 << half) - 1);
            let odd_classes = classes.count_ones();
            value ^= ((coins - odd_classes) >> 1 & 1) << k;
        }
        value
    }

    /// [`Rule::is_firm_mask`]: not [fickle](is_fickle_mask).
    pub const fn is_firm_mask(mask: u64) -> bool {
        !is_fickle_mask(mask)
    }
}

impl Rule for Welter {
    const RULES: Rules = Rules::Welter;
    const SET: &'static RuleSet = &SET;
    const ONE_LANDING: bool = false;
    const PASSES_PIECES: bool = true;
    const CARRIES_BLOCKS: bool = false;
    const REMOTENESS_FORMULA: bool = false;
    const MISERE_PROVED_WIDTH: Option<u32> = Some(MISERE_PROVED_WIDTH);

    bitboard_functions!(Welter);

    fn grundy_of_wide(row: &impl Staircase) -> Nimber {
        Nimber(of_positions(&positions_of(row)))
    }

    fn is_firm_wide(row: &impl Staircase) -> bool {
        !is_fickle_positions(&positions_of(row))
    }

    /// None: Welter's game is no staircase.
    fn stairs_of(_: &impl Staircase) -> Option<Stairs> {
        None
    }

    /// One for each empty cell right of each piece: the remaining-moves bound.
    fn most_moves(row: &impl Staircase) -> u64 {
        row.remaining_moves_bound()
    }

    fn piles_of_blocks(_: u32, _: &[Block], _: &mut Vec<[u32; 2]>) -> bool {
        false
    }

    fn stair_sources(_: u32, _: impl Iterator<Item = Block>, _: impl FnMut(StairSource)) -> bool {
        false
    }

    fn row_move_values(
        convention: Convention,
        row: &impl Staircase,
        _: Value,
    ) -> impl Iterator<Item = RowValuedMove> {
        WelterValuer::new(row)
            .move_values(convention)
            .map(|(mv, row_after, carried)| (mv, row_after, carried, None))
    }

    /// A narrow row tries its few moves; a wide row has a move for every empty cell to
    /// the right of each piece, but at most two landings a piece can win (the values
    /// they leave are the two the board's total allows, [`WelterCounts::landing_for`]).
    fn row_winning_moves(
        convention: Convention,
        index: usize,
        row: &impl Staircase,
        before: Value,
        total: Value,
        found: impl FnMut(ValuedMove),
    ) {
        let wins = |valued: &ValuedMove| !convention.first_player_wins(valued.total_after);
        if row.bitboard().is_some() {
            // A narrow row: few moves, each tried.
            Welter::row_move_values(convention, row, before)
                .map(|mv| ValuedMove::of_row_move(index, before, total, mv))
                .filter(wins)
                .for_each(found);
            return;
        }
        // The row's value after a winning move: the one that makes the nim-sum 0, or
        // in misère play also 1 (then every row is fickle).
        let zero = (total.nim_sum() + before.nim_sum()).value();
        let values = [Some(zero), convention.is_misere().then_some(zero ^ 1)];
        WelterValuer::new(row)
            .moves_leaving(convention, values)
            .into_iter()
            .map(|mv| ValuedMove::of_row_move(index, before, total, mv))
            .filter(wins)
            .for_each(found);
    }
}

/// The widest rows on which the misère rule of Welter's game is proved: `hopnim verify
/// --rules welter --misere` checks the local conditions that make the tame rule hold
/// on every row up to this width, and so on every board of such rows.
pub const MISERE_PROVED_WIDTH: u32 = 24;

/// `POSITION_BITS[b]`: the mask bits whose position has bit `b` set.
const POSITION_BITS: [u64; 6] = [
    0xAAAA_AAAA_AAAA_AAAA,
    0xCCCC_CCCC_CCCC_CCCC,
    0xF0F0_F0F0_F0F0_F0F0,
    0xFF00_FF00_FF00_FF00,
    0xFFFF_0000_FFFF_0000,
    0xFFFF_FFFF_0000_0000,
];

/// The Welter function of the coins of a bitboard row (bit `p` set: a coin on `p`).
///
/// ```
/// use hopnim::game::rules::welter::of_mask;
/// assert_eq!(of_mask(0b11), 0);        // xx at the right end: no move
/// assert_eq!(of_mask(0b1000), 3);      // one coin on 3: it moves to 0, 1 or 2
/// assert_eq!(of_mask(0b11_0000), 0);   // coins 4 and 5: (4 XOR 5) - 1 = 0
/// ```
pub const fn of_mask(mask: u64) -> u32 {
    Welter::grundy_of_mask(mask)
}

/// The Welter function of any distinct coins (positions of any size, any order).
///
/// ```
/// use hopnim::game::rules::welter::of_positions;
/// assert_eq!(of_positions(&[999_999]), 999_999);
/// assert_eq!(of_positions(&[0, 2, 3, 7, 8, 13]), 10);
/// ```
pub fn of_positions(positions: &[u32]) -> u32 {
    let mut value = positions.iter().fold(0, |value, &p| value ^ p);
    let coins = positions.len() as u32;
    let top = positions
        .iter()
        .max()
        .map_or(0, |&p| 32 - p.leading_zeros());
    // The residues of the classes holding an odd number of coins, modulo 2^k, for k
    // from `top` (every coin its own class) down.
    let mut odd: Vec<u32> = positions.to_vec();
    for k in (0..top).rev() {
        let modulus_mask = (1u32 << k) - 1;
        for residue in &mut odd {
            *residue &= modulus_mask;
        }
        odd.sort_unstable();
        odd = cancel_pairs(&odd);
        value ^= ((coins - odd.len() as u32) >> 1 & 1) << k;
    }
    value
}

/// A sorted list with equal neighbours removed two by two: the values that occur an
/// odd number of times.
fn cancel_pairs(sorted: &[u32]) -> Vec<u32> {
    let mut kept: Vec<u32> = Vec::with_capacity(sorted.len());
    for &value in sorted {
        if kept.last() == Some(&value) {
            kept.pop();
        } else {
            kept.push(value);
        }
    }
    kept
}

/// The counts of a row's coins in every residue class modulo `2^k`: enough to give the
/// value after any move in `O(k)` lookups ([`WelterCounts::after_move`]).
#[derive(Clone, Debug)]
pub struct WelterCounts {
    value: u32,
    /// `residues[k]`: every coin modulo `2^k`, sorted.
    residues: Vec<Vec<u32>>,
}

impl WelterCounts {
    /// The counts of these distinct coins.
    pub fn new(positions: &[u32]) -> WelterCounts {
        let top = positions
            .iter()
            .max()
            .map_or(0, |&p| 32 - p.leading_zeros());
        let residues = (0..=top)
            .map(|k| {
                let modulus_mask = if k >= 32 { u32::MAX } else { (1u32 << k) - 1 };
                let mut residues: Vec<u32> = positions.iter().map(|p| p & modulus_mask).collect();
                residues.sort_unstable();
                residues
            })
            .collect();
        WelterCounts {
            value: of_positions(positions),
            residues,
        }
    }

    /// The Welter function of the coins.
    pub const fn value(&self) -> u32 {
        self.value
    }

    /// The coins congruent to `residue` modulo `2^k`.
    fn count(&self, k: usize, residue: u32) -> u32 {
        let residues = &self.residues[k];
        let start = residues.partition_point(|&r| r < residue);
        let end = residues.partition_point(|&r| r <= residue);
        (end - start) as u32
    }

    /// The one number `to` that [`WelterCounts::after_move`]`(from, to)` maps to
    /// `value`: so the only landing, if it is a free number below `from`, that takes
    /// the coin on `from` to a row of that value. Found digit by digit from the lowest,
    /// since digit `k` of the value after depends on digit `k` of `to` (through the
    /// XOR of the coins) and on its lower digits alone (through the classes modulo
    /// `2^k`); a few dozen counts, where trying every landing takes one for each
    /// empty cell.
    ///
    /// ```
    /// use hopnim::game::rules::welter::WelterCounts;
    /// let counts = WelterCounts::new(&[1, 4, 5, 9]);
    /// // 9 -> 0 leaves a row of value 0, and nothing else does.
    /// assert_eq!(counts.landing_for(9, 0), 0);
    /// assert_eq!(counts.after_move(9, counts.landing_for(9, 6)), 6);
    /// ```
    pub fn landing_for(&self, from: u32, value: u32) -> u32 {
        // value = self.value ^ from ^ to ^ (the flips, digit k from to's lower digits).
        let wanted = self.value ^ from ^ value;
        let mut to = 0u32;
        for k in 0..u32::BITS {
            let flip = match self.residues.get(k as usize) {
                Some(_) => self.flips(k as usize, from, to),
                None => 0,
            };
            to |= ((wanted >> k & 1) ^ flip) << k;
        }
        to
    }

    /// Whether digit `k` of the correction flips when the coin on `from` moves to a
    /// number congruent to `to` modulo `2^k`.
    fn flips(&self, k: usize, from: u32, to: u32) -> u32 {
        let modulus_mask = if k >= 32 { u32::MAX } else { (1u32 << k) - 1 };
        let (from_class, to_class) = (from & modulus_mask, to & modulus_mask);
        let removed_from = self.count(k, from_class);
        let joined = self.count(k, to_class) - u32::from(from_class == to_class);
        u32::from(removed_from.is_multiple_of(2)) ^ (joined % 2)
    }

    /// The value after the coin on `from` moves to the free `to < from`.
    ///
    /// Removing a coin from a class of `c` coins changes the class's `⌊c/2⌋` by one
    /// exactly when `c` is even; adding one to a class of `c` when `c` is odd. So
    /// bit `k` of the correction flips for each of those cases.
    ///
    /// ```
    /// use hopnim::game::rules::welter::{WelterCounts, of_positions};
    /// let counts = WelterCounts::new(&[1, 4, 5, 9]);
    /// assert_eq!(counts.after_move(9, 0), of_positions(&[1, 4, 5, 0]));
    /// assert_eq!(counts.after_move(9, 0), 0);
    /// ```
    pub fn after_move(&self, from: u32, to: u32) -> u32 {
        let mut value = self.value ^ from ^ to;
        for k in 0..self.residues.len() {
            value ^= self.flips(k, from, to) << k;
        }
        value
    }
}

/// Whether a bitboard row is *fickle* in misère play: its partition is self-conjugate.
///
/// Drop the pieces packed against the right end and the empty cells left of the
/// leftmost piece; the row is fickle iff what is left (from its leftmost piece down to
/// its lowest empty cell) reversed and complemented is itself. A row with no move is
/// fickle. A fickle row's value is 0 or 1.
///
/// ```
/// use hopnim::game::rules::welter::is_fickle_mask;
/// assert!(is_fickle_mask(0b1100));     // xx..
/// assert!(is_fickle_mask(0b10_1010));  // x.x.x.
/// assert!(!is_fickle_mask(0b11_0000)); // xx....: value 0, yet firm
/// assert!(is_fickle_mask(0b111));      // no move
/// ```
pub const fn is_fickle_mask(mask: u64) -> bool {
    let lowest_empty = mask.trailing_ones();
    if lowest_empty >= 64 {
        return true;
    }
    let above = mask >> lowest_empty;
    if above == 0 {
        return true;
    }
    let len = 64 - above.leading_zeros();
    let reversed = above.reverse_bits() >> (64 - len);
    let complement = !above & full_bits(len);
    reversed == complement
}

/// The low `len` bits set.
const fn full_bits(len: u32) -> u64 {
    if len >= 64 { u64::MAX } else { (1 << len) - 1 }
}

/// [`is_fickle_mask`] for coins of any size, given sorted ascending and distinct.
///
/// ```
/// use hopnim::game::rules::welter::is_fickle_positions;
/// assert!(is_fickle_positions(&[2, 3]));
/// assert!(!is_fickle_positions(&[4, 5]));
/// assert!(is_fickle_positions(&[0, 1, 2]));
/// ```
pub fn is_fickle_positions(sorted: &[u32]) -> bool {
    // The coins packed on 0, 1, … are the first ones; the next number is free.
    let lowest_empty = sorted
        .iter()
        .zip(0u32..)
        .take_while(|&(&p, i)| p == i)
        .count();
    let above = &sorted[lowest_empty..];
    let Some(&top) = above.last() else {
        return true;
    };
    let lowest_empty = lowest_empty as u32;
    if top - lowest_empty + 1 != 2 * above.len() as u32 {
        return false;
    }
    let coins: HashSet<u32> = above.iter().copied().collect();
    above
        .iter()
        .all(|&p| !coins.contains(&(top + lowest_empty - p)))
}

/// Conway's mating of the coins: pairs that agree in the most last binary digits, and
/// the coin left over. The value is the XOR of `(a XOR b) - 1` over the pairs and of
/// the spinster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mating {
    /// The mated pairs, each smaller coin first, in increasing order.
    pub pairs: Vec<(u32, u32)>,
    /// The coin left unmated, when the count is odd.
    pub spinster: Option<u32>,
}

impl Mating {
    /// The Welter function read off the mating.
    ///
    /// ```
    /// use hopnim::game::rules::welter::{mating, of_positions};
    /// let coins = [0, 2, 3, 7, 8, 13];
    /// assert_eq!(mating(&coins).value(), of_positions(&coins));
    /// ```
    pub fn value(&self) -> u32 {
        let pairs = self
            .pairs
            .iter()
            .fold(0, |value, &(a, b)| value ^ ((a ^ b) - 1));
        pairs ^ self.spinster.unwrap_or(0)
    }
}

/// Mates the coins (distinct, any order): split them by their last binary digit, mate
/// inside each half, and mate what is left over of the two halves with each other.
pub fn mating(positions: &[u32]) -> Mating {
    let mut pairs = Vec::new();
    let spinster = mate(positions.to_vec(), 0, &mut pairs);
    pairs.sort_unstable();
    Mating { pairs, spinster }
}

/// Mates coins that all agree in their last `digit` digits; returns the one left.
fn mate(coins: Vec<u32>, digit: u32, pairs: &mut Vec<(u32, u32)>) -> Option<u32> {
    if coins.len() <= 1 || digit >= 32 {
        return coins.first().copied();
    }
    let (zeros, ones): (Vec<u32>, Vec<u32>) = coins.into_iter().partition(|c| c >> digit & 1 == 0);
    let left_zero = mate(zeros, digit + 1, pairs);
    let left_one = mate(ones, digit + 1, pairs);
    match (left_zero, left_one) {
        (Some(a), Some(b)) => {
            pairs.push((a.min(b), a.max(b)));
            None
        }
        (one, other) => one.or(other),
    }
}

/// Welter's game, described.
pub(crate) const SET: RuleSet = RuleSet {
    name: "welter",
    aliases: &["leaping"],
    game_name: "Welter's game (a piece lands on any empty cell to its right)",
    formula_name: "the Welter function",
    table: TableSource::Formula,
    picture: Picture {
        shape: Shape::Coins,
        pile: Unit::Pieces,
    },
    builder: RowBuilder {
        values: |width, m| {
            (m - 1..width)
                .map(|top| of_mask(packed_and_top(width, m, top).mask()))
                .filter(|&value| value < 64)
                .fold(0, |set, value| set | 1 << value)
        },
        // Packed coins 0..m-1 and one more coin: the first that gives `value`.
        build: |width, m, value, _, fits| {
            (m - 1..width)
                .map(|top| packed_and_top(width, m, top))
                .find(|row| of_mask(row.mask()) == value && fits(row))
        },
    },
    puzzle_pieces: [(2, 6), (2, 4), (1, 2), (1, 2), (2, 5)],
    fastest: FASTEST,
    words: Words {
        label: Message::RULES_WELTER_LABEL,
        summary: Message::RULES_WELTER_SUMMARY,
        column: Message::RULES_WELTER_COLUMN,
        introduction: Message::RULES_WELTER_INTRODUCTION,
        reduction: Message::RULES_WELTER_REDUCTION,
        firm: Message::RULES_WELTER_FIRM,
        all_fickle: Message::RULES_WELTER_ALL_FICKLE,
        firm_note: Message::RULES_WELTER_FIRM_NOTE,
        fickle_note: Message::RULES_WELTER_FICKLE_NOTE,
        move_story: |story| {
            phrase!(
                "rules-welter-move-story",
                from = story.coins.0,
                to = story.coins.1,
                row = story.row,
                before = story.pictures.0,
                after = story.pictures.1,
                values = story.values
            )
        },
        move_size: |count| phrase!("rules-welter-move-size", count = count),
        step: |count| phrase!("rules-welter-step", count = count),
    },
};

/// The Welter row of `m` pieces (`1..width`): coins `0..m-1` packed against the right
/// end and one more coin, `top` (`m - 1..width`).
fn packed_and_top(width: u32, m: u32, top: u32) -> Row {
    let packed = (1u64 << (m - 1)) - 1;
    Row::new(width, packed | 1 << top).expect("the coins fit the width")
}

/// Values the moves of one row in Welter's game: from the mask on a bitboard, from
/// the residue counts of the coins ([`WelterCounts`]) on a wider row.
struct WelterValuer {
    width: u32,
    row: WelterRow,
    moves: RuleMoves,
}

/// What a row's values after a move are read from.
enum WelterRow {
    /// A bitboard: the mask after the move, through the formula.
    Mask(u64),
    /// A wider row: its coins, smallest first, and their residue counts.
    Coins {
        positions: Vec<u32>,
        counts: WelterCounts,
    },
}

impl WelterValuer {
    fn new(row: &impl Staircase) -> WelterValuer {
        let valued = match row.bitboard() {
            Some(mask) => WelterRow::Mask(mask),
            None => {
                let positions = positions_of(row);
                let counts = WelterCounts::new(&positions);
                WelterRow::Coins { positions, counts }
            }
        };
        WelterValuer {
            width: row.width(),
            row: valued,
            moves: RuleMoves::of::<Welter>(row),
        }
    }

    /// Every move with the row's value after it and how much it lowers the
    /// remaining-moves bound.
    fn move_values(
        mut self,
        convention: Convention,
    ) -> impl Iterator<Item = ((u32, u32), Value, u32)> {
        std::iter::from_fn(move || {
            let mv = self.moves.next()?;
            // The piece's own empty cells to its right drop by those it passed and the
            // cell it fills, and each piece it jumps loses that cell: `to - from`.
            Some((
                (mv.from, mv.to),
                self.value_after(mv, convention),
                mv.to - mv.from,
            ))
        })
    }

    /// The moves that leave the row with one of `values` (its Grundy value after),
    /// pieces left to right, landings left to right, as [`WelterValuer::move_values`]
    /// gives them. A wide row aims at each piece's one landing per value
    /// ([`WelterCounts::landing_for`]); a bitboard tries its few moves.
    fn moves_leaving(self, convention: Convention, values: [Option<u32>; 2]) -> Vec<RowValuedMove> {
        let leaves = |value: Value| values.contains(&Some(value.nim_sum().value()));
        let WelterRow::Coins { positions, counts } = &self.row else {
            return self
                .move_values(convention)
                .filter(|&(_, value, _)| leaves(value))
                .map(|(mv, value, carried)| (mv, value, carried, None))
                .collect();
        };
        let width = self.width;
        let mut moves = Vec::new();
        // Coins largest first: pieces left to right.
        for &from in positions.iter().rev() {
            let mut landings: Vec<u32> = values
                .iter()
                .flatten()
                .map(|&value| counts.landing_for(from, value))
                .filter(|&to| to < from && positions.binary_search(&to).is_err())
                .collect();
            // Landings left to right: coins largest first.
            landings.sort_unstable_by(|a, b| b.cmp(a));
            landings.dedup();
            for to in landings {
                let mv = RowMove {
                    from: width - from,
                    to: width - to,
                };
                let value = self.value_after(mv, convention);
                if leaves(value) {
                    moves.push(((mv.from, mv.to), value, mv.to - mv.from, None));
                }
            }
        }
        moves
    }

    fn value_after(&self, mv: RowMove, convention: Convention) -> Value {
        let (from, to) = (self.width - mv.from, self.width - mv.to);
        let (positions, counts) = match &self.row {
            WelterRow::Mask(mask) => {
                // Welter's own formulas, without asking the variant's rule set.
                let after = mask ^ 1 << from ^ 1 << to;
                let firm = convention.is_misere() && Welter::is_firm_mask(after);
                return Value::of_row(Nimber(Welter::grundy_of_mask(after)), firm);
            }
            WelterRow::Coins { positions, counts } => (positions, counts),
        };
        let grundy = Nimber(counts.after_move(from, to));
        let firm = convention.is_misere() && {
            let mut after: Vec<u32> = positions
                .iter()
                .map(|&p| if p == from { to } else { p })
                .collect();
            after.sort_unstable();
            !is_fickle_positions(&after)
        };
        Value::of_row(grundy, firm)
    }
}

/// The fastest puzzles' plans of Welter's game, by level: within the remoteness
/// search's limits ([`SearchLimits`](crate::game::SearchLimits)). Its winning moves
/// came in odd numbers in every draw measured (the fastest and pairs of slower ones),
/// so its bands step by two.
const FASTEST: [FastestPlan; 5] = [
    (2, 8, 2, 4, 2, 3),
    (3, 8, 1, 3, 2, 3),
    (3, 10, 1, 3, 2, 3),
    (4, 8, 1, 3, 4, u32::MAX),
    (5, 8, 1, 3, 4, u32::MAX),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The pairwise form of the Welter function, straight from Conway's definition.
    fn by_pairs(coins: &[u32]) -> u32 {
        let mut value = coins.iter().fold(0, |v, &c| v ^ c);
        for (i, &x) in coins.iter().enumerate() {
            for &y in &coins[i + 1..] {
                let agree = (x ^ y).trailing_zeros();
                value ^= (2u64 << agree).wrapping_sub(1) as u32;
            }
        }
        value
    }

    fn coins_of(mask: u64) -> Vec<u32> {
        (0..64).filter(|&p| mask >> p & 1 == 1).collect()
    }

    #[test]
    fn the_three_forms_agree_on_every_row_up_to_width_14() {
        for mask in 0..1u64 << 14 {
            let coins = coins_of(mask);
            let value = by_pairs(&coins);
            assert_eq!(of_mask(mask), value, "{mask:b}");
            assert_eq!(of_positions(&coins), value, "{mask:b}");
            assert_eq!(mating(&coins).value(), value, "{mask:b}");
        }
    }

    #[test]
    fn wide_coins_agree_with_the_pairwise_form() {
        let mut rng = crate::random::Prng::new(7, 0);
        for _ in 0..500 {
            let count = rng.between(0, 12) as usize;
            let mut coins: Vec<u32> = (0..count).map(|_| rng.below(1 << 20) as u32).collect();
            coins.sort_unstable();
            coins.dedup();
            assert_eq!(of_positions(&coins), by_pairs(&coins), "{coins:?}");
            let counts = WelterCounts::new(&coins);
            for (i, &from) in coins.iter().enumerate() {
                let to = rng.below(u64::from(from).max(1)) as u32;
                if to >= from || coins.contains(&to) {
                    continue;
                }
                let mut after = coins.clone();
                after[i] = to;
                assert_eq!(
                    counts.after_move(from, to),
                    by_pairs(&after),
                    "{coins:?} {from}->{to}"
                );
            }
        }
    }

    #[test]
    fn the_landing_for_a_value_inverts_the_value_after_a_move() {
        let mut rng = crate::random::Prng::new(11, 0);
        for _ in 0..300 {
            let count = rng.between(1, 12) as usize;
            let top = 1u64 << rng.between(2, 20);
            let mut coins: Vec<u32> = (0..count).map(|_| rng.below(top) as u32).collect();
            coins.sort_unstable();
            coins.dedup();
            let counts = WelterCounts::new(&coins);
            for &from in &coins {
                // Every free landing below the coin: the inverse finds it again.
                for to in (0..from).filter(|to| !coins.contains(to)).take(200) {
                    let value = counts.after_move(from, to);
                    assert_eq!(
                        counts.landing_for(from, value),
                        to,
                        "{coins:?} {from}->{to}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_fickle_tests_agree() {
        for mask in 0..1u64 << 14 {
            assert_eq!(
                is_fickle_mask(mask),
                is_fickle_positions(&coins_of(mask)),
                "{mask:b}"
            );
        }
        assert!(is_fickle_mask(u64::MAX));
        assert!(!is_fickle_mask(1 << 63));
    }
}
