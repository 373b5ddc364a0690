//! The hop rules of HDU 5724: a piece moves to the first empty cell on its right, over
//! the block of pieces next to it. A row is staircase Nim on its pieces (a piece
//! stands on stair `f` when `f` empty cells lie to its right), worth the XOR of the
//! piles on the odd stairs; the formula itself lives with the staircase
//! ([`Staircase`]). This file holds the rule set whole: [`Hop`], its
//! [`Rule`].

use super::set::{FastestPlan, Picture, RowBuilder, RuleSet, Shape, TableSource, Unit, Words};
use crate::game::nimber::Nimber;
use crate::game::row::Row;
use crate::game::rules::rule::{Rule, bitboard_functions, winning_stair_moves};
use crate::game::rules::which::Rules;
use crate::game::staircase::{Block, Staircase, Stairs, grundy_of_mask, has_big_odd_pile};
use crate::game::value::{Convention, RowValuedMove, Value, ValuedMove};
use crate::game::winning::{Layout, StairSource, StairWinners, stair_move_values};
use crate::phrase;
use crate::phrase::Message;
use crate::random::Prng;

/// The hop rules: a piece moves to the first empty cell on its right.
#[derive(Clone, Copy, Debug)]
pub struct Hop;

impl Hop {
    /// [`Rule::landings`]: the highest empty bit below the piece, if any.
    ///
    /// ```
    /// use hopnim::game::rules::hop::Hop;
    /// // x.x.. : the piece on bit 4 lands on bit 3.
    /// assert_eq!(Hop::landings(0b10100, 4), 0b01000);
    /// ```
    #[inline(always)]
    pub const fn landings(mask: u64, bit: u32) -> u64 {
        let empty_below = !mask & ((1u64 << bit) - 1);
        if empty_below == 0 {
            0
        } else {
            1 << (63 - empty_below.leading_zeros())
        }
    }

    /// [`Rule::grundy_of_mask`]: the XOR of the odd-stair piles.
    #[inline(always)]
    pub const fn grundy_of_mask(mask: u64) -> u32 {
        grundy_of_mask(mask)
    }

    /// [`Rule::is_firm_mask`]: some odd-stair pile holds two pieces or more.
    #[inline(always)]
    pub const fn is_firm_mask(mask: u64) -> bool {
        has_big_odd_pile(mask)
    }
}

impl Rule for Hop {
    const RULES: Rules = Rules::Hop;
    const SET: &'static RuleSet = &SET;
    const ONE_LANDING: bool = true;
    const PASSES_PIECES: bool = true;
    const CARRIES_BLOCKS: bool = true;
    const REMOTENESS_FORMULA: bool = true;
    const MISERE_PROVED_WIDTH: Option<u32> = None;

    bitboard_functions!(Hop);

    fn grundy_of_wide(row: &impl Staircase) -> Nimber {
        row.grundy()
    }

    fn is_firm_wide(row: &impl Staircase) -> bool {
        row.big_odd_piles() > 0
    }

    fn stairs_of(row: &impl Staircase) -> Option<Stairs> {
        Some(row.stairs())
    }

    /// One move a piece.
    fn most_moves(row: &impl Staircase) -> u64 {
        u64::from(row.piece_count())
    }

    fn piles_of_blocks(_: u32, blocks: &[Block], piles: &mut Vec<[u32; 2]>) -> bool {
        // The blocks from the right: stairs lowest first.
        piles.extend(blocks.iter().rev().map(|block| [block.stair, block.len]));
        true
    }

    fn stair_sources(
        _: u32,
        blocks: impl Iterator<Item = Block>,
        found: impl FnMut(StairSource),
    ) -> bool {
        stair_sources(blocks, found);
        true
    }

    fn row_move_values(
        convention: Convention,
        row: &impl Staircase,
        before: Value,
    ) -> impl Iterator<Item = RowValuedMove> {
        // The odd piles of 2 or more matter in misère play only.
        let big_piles = if convention.is_misere() {
            row.big_odd_piles()
        } else {
            0
        };
        stair_move_values(convention, row.stair_moves(), before, big_piles)
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

/// Calls `found` with each stair of a hop row that can move, left to right: each
/// block off stair 0.
fn stair_sources(blocks: impl Iterator<Item = Block>, mut found: impl FnMut(StairSource)) {
    let mut blocks = blocks.peekable();
    while let Some(block) = blocks.next() {
        // Pieces on stair 0 have no empty cell to their right: stuck.
        if block.stair == 0 {
            continue;
        }
        // The pile one stair down is the next block, if one cell lies between.
        let pile_below = blocks
            .peek()
            .filter(|next| next.stair + 1 == block.stair)
            .map_or(0, |next| next.len);
        found(StairSource {
            stair: block.stair,
            pile: block.len,
            pile_below,
            layout: Layout::Hop { last: block.last() },
        });
    }
}

/// The hop rules, described.
pub(crate) const SET: RuleSet = RuleSet {
    name: "hop",
    aliases: &[],
    game_name: "the hop game (a piece lands on the first empty cell to its right)",
    formula_name: "the staircase formula",
    table: TableSource::Definition,
    picture: Picture {
        shape: Shape::Stairs,
        pile: Unit::Pieces,
    },
    builder: RowBuilder {
        values: |_, m| below(m + 1),
        build: build_row,
    },
    puzzle_pieces: [(2, 6), (2, 6), (1, 3), (1, 4), (5, 10)],
    fastest: FASTEST,
    words: Words {
        label: Message::RULES_HOP_LABEL,
        summary: Message::RULES_HOP_SUMMARY,
        column: Message::RULES_HOP_COLUMN,
        introduction: Message::RULES_HOP_INTRODUCTION,
        reduction: Message::RULES_HOP_REDUCTION,
        firm: Message::RULES_HOP_FIRM,
        all_fickle: Message::RULES_HOP_ALL_FICKLE,
        firm_note: Message::RULES_HOP_FIRM_NOTE,
        fickle_note: Message::RULES_HOP_FICKLE_NOTE,
        move_story: |story| {
            phrase!(
                "rules-hop-move-story",
                cells = story.cells,
                stair = story.stair,
                below = story.stair.saturating_sub(1),
                row = story.row,
                before = story.pictures.0,
                after = story.pictures.1,
                values = story.values
            )
        },
        move_size: |count| phrase!("rules-hop-move-size", count = count),
        step: |count| phrase!("rules-hop-step", count = count),
    },
};

/// The fastest puzzles' plans of hop, by level.
const FASTEST: [FastestPlan; 5] = [
    (3, 8, 2, 5, 1, 1),
    (3, 12, 2, 6, 1, 2),
    (4, 16, 2, 6, 2, 3),
    (5, 20, 2, 8, 3, 4),
    (6, 20, 3, 10, 4, u32::MAX),
];

/// The bit set of the values `0..count`.
pub(super) const fn below(count: u32) -> u64 {
    if count >= 64 {
        u64::MAX
    } else {
        (1u64 << count) - 1
    }
}

/// A row of `m` pieces worth `value` (at most `m`): `value` pieces on stair 1, the
/// rest split at random between stairs 0 and 2.
fn build_row(
    width: u32,
    m: u32,
    value: u32,
    rng: &mut Prng,
    _: &dyn Fn(&Row) -> bool,
) -> Option<Row> {
    let rest = m.checked_sub(value)?;
    let on_stair_two = if width - m >= 2 {
        rng.between(0, u64::from(rest)) as u32
    } else {
        0
    };
    Some(row_of_piles(
        width,
        &[rest - on_stair_two, value, on_stair_two],
    ))
}

/// The row whose stairs hold `piles` (stair 0 first): blocks laid from the right end,
/// one empty cell between consecutive stairs, the remaining empty cells on the left.
///
/// ```
/// use hopnim::{Staircase, game::rules::hop::row_of_piles};
/// let row = row_of_piles(10, &[2, 3, 0, 1]);
/// assert_eq!(row.to_string(), "1x2xxx1xx");
/// assert_eq!(row.stairs().to_string(), "0:2 1:3* 3:1*");
/// ```
///
/// # Panics
/// If the piles do not fit the width.
pub fn row_of_piles(width: u32, piles: &[u32]) -> Row {
    let top = piles.iter().rposition(|&pile| pile > 0).unwrap_or(0);
    let mut column = width + 1;
    let mut columns = Vec::new();
    for (stair, &pile) in piles.iter().enumerate().take(top + 1) {
        if stair > 0 {
            column -= 1; // the empty cell below this stair
        }
        for _ in 0..pile {
            column -= 1;
            columns.push(column);
        }
    }
    Row::from_columns(width, columns).expect("the piles fit the width")
}
