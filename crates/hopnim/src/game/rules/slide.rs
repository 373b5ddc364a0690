//! The sliding game: a piece moves right over empty cells only, never passing another
//! piece (POJ 1704 *Georgia and Bob*, with the wall on the right).
//!
//! # The staircase of gaps
//!
//! Number the pieces `1, 2, …, n` from the left and give the empty cells between piece
//! `i` and the next piece (or the right end, for piece `n`) to stair `i`. Sliding
//! piece `i` right by `k` takes `k` cells from the gap on its right (stair `i`) and
//! adds them to the gap on its left (stair `i - 1`; for the first piece that is the
//! space left of it, stair 0, which never matters). That is staircase Nim on the gaps,
//! so the row is worth the XOR of the gaps on the **odd** stairs: the gaps right of the
//! 1st, 3rd, 5th, … pieces from the left.
//!
//! The sliding game is also the hop game read backwards: complement a row and reverse
//! it, and a piece hopping over a block becomes a piece sliding over empty cells. So a
//! bitboard's value is the hop value of its reversed complement ([`of_mask`]).
//!
//! ```
//! use hopnim::{Row, game::rules::slide};
//! let row: Row = "x2x1x".parse()?;          // gaps 2, 1, 0 on stairs 1, 2, 3
//! assert_eq!(slide::stairs(&row).to_string(), "1:2* 2:1");
//! assert_eq!(slide::of_mask(row.mask()), 2);
//! # Ok::<(), hopnim::NotationError>(())
//! ```

use super::moves::columns_of;
use super::set::{FastestPlan, Picture, RowBuilder, RuleSet, Shape, TableSource, Unit, Words};
use crate::game::nimber::Nimber;
use crate::game::row::Row;
use crate::game::rules::rule::{Rule, bitboard_functions, winning_stair_moves};
use crate::game::rules::which::Rules;
use crate::game::staircase::{
    Block, Pile, StairMove, Staircase, Stairs, grundy_of_mask, has_big_odd_pile,
};
use crate::game::value::{Convention, RowValuedMove, Value, ValuedMove};
use crate::game::winning::{Layout, StairSource, StairWinners, stair_move_values};
use crate::phrase;
use crate::phrase::Message;

/// The sliding game: a piece slides right over empty cells, never passing a piece.
#[derive(Clone, Copy, Debug)]
pub struct Slide;

impl Slide {
    /// [`Rule::landings`]: the empty bits below the piece down to the next piece.
    ///
    /// ```
    /// use hopnim::game::rules::slide::Slide;
    /// // x.x.. : the piece on bit 4 stops at bit 3; the one on bit 2 reaches 1 and 0.
    /// assert_eq!(Slide::landings(0b10100, 4), 0b01000);
    /// assert_eq!(Slide::landings(0b10100, 2), 0b00011);
    /// ```
    #[inline(always)]
    pub const fn landings(mask: u64, bit: u32) -> u64 {
        let below = (1u64 << bit) - 1;
        let pieces_below = mask & below;
        if pieces_below == 0 {
            below
        } else {
            below & !((2u64 << (63 - pieces_below.leading_zeros())) - 1)
        }
    }

    /// [`Rule::grundy_of_mask`]: [`of_mask`].
    pub const fn grundy_of_mask(mask: u64) -> u32 {
        grundy_of_mask(reversed_complement(mask))
    }

    /// [`Rule::is_firm_mask`]: [`has_big_odd_gap`].
    pub const fn is_firm_mask(mask: u64) -> bool {
        has_big_odd_pile(reversed_complement(mask))
    }
}

impl Rule for Slide {
    const RULES: Rules = Rules::Slide;
    const SET: &'static RuleSet = &SET;
    const ONE_LANDING: bool = false;
    const PASSES_PIECES: bool = false;
    const CARRIES_BLOCKS: bool = false;
    const REMOTENESS_FORMULA: bool = true;
    const MISERE_PROVED_WIDTH: Option<u32> = None;

    bitboard_functions!(Slide);

    fn grundy_of_wide(row: &impl Staircase) -> Nimber {
        stairs(row).value()
    }

    fn is_firm_wide(row: &impl Staircase) -> bool {
        stairs(row).big_odd_piles() > 0
    }

    fn stairs_of(row: &impl Staircase) -> Option<Stairs> {
        Some(stairs(row))
    }

    /// One move for each empty cell: a piece reaches those of the run right after it.
    fn most_moves(row: &impl Staircase) -> u64 {
        u64::from(row.width()) - u64::from(row.piece_count())
    }

    fn piles_of_blocks(width: u32, blocks: &[Block], piles: &mut Vec<[u32; 2]>) -> bool {
        piles.extend(gaps_of_blocks(width, blocks).map(|pile| [pile.stair, pile.pieces]));
        true
    }

    fn stair_sources(
        width: u32,
        blocks: impl Iterator<Item = Block>,
        found: impl FnMut(StairSource),
    ) -> bool {
        stair_sources(width, blocks, found);
        true
    }

    fn row_move_values(
        convention: Convention,
        row: &impl Staircase,
        before: Value,
    ) -> impl Iterator<Item = RowValuedMove> {
        // The odd gaps of 2 or more matter in misère play only.
        let big_piles = if convention.is_misere() {
            stairs(row).big_odd_piles()
        } else {
            0
        };
        stair_move_values(convention, stair_moves(row), before, big_piles)
    }

    fn row_winning_moves(
        convention: Convention,
        index: usize,
        row: &impl Staircase,
        before: Value,
        total: Value,
        found: impl FnMut(ValuedMove),
    ) {
        let winners = StairWinners::new(convention, index, before, total);
        winning_stair_moves::<Self, _>(winners, row.width(), || row.blocks(), found);
    }
}

/// Calls `found` with each gap of a slide row that holds cells, left to right: the
/// gap right of the `i`-th piece from the left is on stair `i`, and only the last
/// piece of a block has one.
fn stair_sources(
    width: u32,
    blocks: impl Iterator<Item = Block>,
    mut found: impl FnMut(StairSource),
) {
    let mut blocks = blocks.peekable();
    // Pieces counted so far, and the gap right of the last one (stair 0's pile, the
    // space left of the first piece, never matters and counts as 0).
    let mut pieces = 0;
    let mut gap_left = 0;
    while let Some(block) = blocks.next() {
        let next = blocks.peek().map_or(width + 1, |next| next.first);
        let gap = next - block.last() - 1;
        pieces += block.len;
        // Inside a block the gaps are 0: the pile below the last piece's gap is the
        // gap left of the block only for a block of one piece.
        let pile_below = if block.len == 1 { gap_left } else { 0 };
        if gap > 0 {
            found(StairSource {
                stair: pieces,
                pile: gap,
                pile_below,
                layout: Layout::Slide { from: block.last() },
            });
        }
        gap_left = gap;
    }
}

/// The row read backwards: the complement of its bits up to its leftmost piece,
/// reversed. Cells left of the leftmost piece do not matter, in either game.
const fn reversed_complement(mask: u64) -> u64 {
    if mask == 0 {
        return 0;
    }
    let len = 64 - mask.leading_zeros();
    let complement = !mask & if len >= 64 { u64::MAX } else { (1 << len) - 1 };
    complement.reverse_bits() >> (64 - len)
}

/// The value of a bitboard row in the sliding game: the XOR of its odd-stair gaps.
///
/// ```
/// use hopnim::game::rules::slide::of_mask;
/// assert_eq!(of_mask(0b1000), 3);     // one piece, three empty cells to slide over
/// assert_eq!(of_mask(0b1001), 2);     // x..x: the gap of 2 right of the first piece
/// assert_eq!(of_mask(0b11), 0);
/// ```
pub const fn of_mask(mask: u64) -> u32 {
    Slide::grundy_of_mask(mask)
}

/// Whether some odd-stair gap holds two cells or more: the row is firm in misère
/// play.
///
/// ```
/// use hopnim::game::rules::slide::has_big_odd_gap;
/// assert!(!has_big_odd_gap(0b10));    // x.
/// assert!(has_big_odd_gap(0b100));    // x..
/// ```
pub const fn has_big_odd_gap(mask: u64) -> bool {
    Slide::is_firm_mask(mask)
}

/// The gaps of a row on their stairs, lowest stair first, only those that hold cells.
pub fn stairs(row: &impl Staircase) -> Stairs {
    let columns = columns_of(row);
    let piles = gaps(&columns, row.width())
        .filter(|pile| pile.pieces > 0)
        .collect();
    Stairs::from_piles(piles)
}

/// The gaps that hold cells, with their stairs, lowest first, of the row of `width`
/// cells whose blocks, left to right, are `blocks`: only the last piece of a block has
/// empty cells to its right. The same piles as [`stairs`].
pub(crate) fn gaps_of_blocks(width: u32, blocks: &[Block]) -> impl Iterator<Item = Pile> + '_ {
    let mut pieces = 0;
    blocks.iter().enumerate().filter_map(move |(index, block)| {
        pieces += block.len;
        let next = blocks.get(index + 1).map_or(width + 1, |next| next.first);
        let gap = next - block.last() - 1;
        (gap > 0).then_some(Pile {
            stair: pieces,
            pieces: gap,
        })
    })
}

/// Every gap with its stair, stair 1 first: the cells right of the `i`-th piece.
fn gaps(columns: &[u32], width: u32) -> impl Iterator<Item = Pile> + '_ {
    columns.iter().enumerate().map(move |(index, &column)| {
        let next = columns.get(index + 1).copied().unwrap_or(width + 1);
        Pile {
            stair: index as u32 + 1,
            pieces: next - column - 1,
        }
    })
}

/// Every move of a row in the sliding game, read on its staircase of gaps: pieces
/// left to right, each by 1, 2, … cells. A move's `carried` is the cells it slides.
///
/// ```
/// use hopnim::{Row, game::rules::slide};
/// let row: Row = "x2x".parse()?;
/// let moves: Vec<(u32, u32)> = slide::stair_moves(&row).map(|m| (m.from, m.to)).collect();
/// assert_eq!(moves, [(1, 2), (1, 3)]);
/// # Ok::<(), hopnim::NotationError>(())
/// ```
pub fn stair_moves(row: &impl Staircase) -> impl Iterator<Item = StairMove> {
    let columns = columns_of(row);
    let gaps: Vec<Pile> = gaps(&columns, row.width()).collect();
    (0..columns.len()).flat_map(move |index| {
        let from = columns[index];
        let gap = gaps[index];
        let pile_below = index.checked_sub(1).map_or(0, |below| gaps[below].pieces);
        (1..=gap.pieces).map(move |cells| StairMove {
            from,
            to: from + cells,
            stair: gap.stair,
            carried: cells,
            pile: gap.pieces,
            pile_below,
        })
    })
}

/// The sliding game, described.
pub(crate) const SET: RuleSet = RuleSet {
    name: "slide",
    aliases: &["sliding"],
    game_name: "the sliding game (a piece slides over empty cells only)",
    formula_name: "the gap staircase formula",
    table: TableSource::Formula,
    picture: Picture {
        shape: Shape::Stairs,
        pile: Unit::Cells,
    },
    builder: RowBuilder {
        values: |width, m| super::hop::below(width - m + 1),
        // The first piece `value` cells left of the others, packed at the right end:
        // the gap on stair 1 is `value`, every other gap 0.
        build: |width, m, value, _, _| (value <= width - m).then(|| gap_row(width, m, value)),
    },
    puzzle_pieces: [(2, 6), (2, 6), (1, 3), (1, 2), (2, 6)],
    fastest: FASTEST,
    words: Words {
        label: Message::RULES_SLIDE_LABEL,
        summary: Message::RULES_SLIDE_SUMMARY,
        column: Message::RULES_SLIDE_COLUMN,
        introduction: Message::RULES_SLIDE_INTRODUCTION,
        reduction: Message::RULES_SLIDE_REDUCTION,
        firm: Message::RULES_SLIDE_FIRM,
        all_fickle: Message::RULES_SLIDE_ALL_FICKLE,
        firm_note: Message::RULES_SLIDE_FIRM_NOTE,
        fickle_note: Message::RULES_SLIDE_FICKLE_NOTE,
        move_story: |story| {
            phrase!(
                "rules-slide-move-story",
                piece = story.piece,
                cells = story.cells,
                gap_below = story.piece.saturating_sub(1),
                row = story.row,
                before = story.pictures.0,
                after = story.pictures.1,
                values = story.values
            )
        },
        move_size: |count| phrase!("rules-slide-move-size", count = count),
        step: |count| phrase!("rules-slide-step", count = count),
    },
};

/// The fastest puzzles' plans of slide, by level.
const FASTEST: [FastestPlan; 5] = [
    (3, 8, 1, 3, 1, 1),
    (3, 12, 1, 4, 1, 2),
    (4, 16, 2, 6, 2, 3),
    (5, 20, 2, 8, 3, 4),
    (6, 20, 3, 10, 4, u32::MAX),
];

/// The row of `m` pieces (`1..width`) whose first piece stands `gap` cells left of the
/// other `m - 1`, which are packed against the right end.
fn gap_row(width: u32, m: u32, gap: u32) -> Row {
    let first = width - m + 1 - gap;
    let columns: Vec<u32> = std::iter::once(first)
        .chain(width - m + 2..=width)
        .collect();
    Row::from_columns(width, columns).expect("the pieces fit the width")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::row::Row;
    use crate::game::wide_row::WideRow;

    #[test]
    fn the_gap_staircase_is_the_reversed_hop_staircase() {
        for width in 1..=12 {
            for mask in 0..1u64 << width {
                let row = Row::new(width, mask).unwrap();
                let stairs = stairs(&row);
                assert_eq!(stairs.value().value(), of_mask(mask), "{row}");
                let big = stairs.odd_piles().any(|pile| pile.pieces >= 2);
                assert_eq!(big, has_big_odd_gap(mask), "{row}");
                assert_eq!(stairs, super::stairs(&WideRow::from(row)), "{row}");
                let blocks: Vec<Block> = row.blocks().collect();
                let gaps: Vec<Pile> = gaps_of_blocks(width, &blocks).collect();
                assert_eq!(gaps, stairs.piles(), "{row}");
            }
        }
    }
}
