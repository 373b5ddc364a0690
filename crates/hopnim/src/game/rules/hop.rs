//! The hop rules of HDU 5724: a piece moves to the first empty cell on its right, over
//! the block of pieces next to it. A row is staircase Nim on its pieces (a piece
//! stands on stair `f` when `f` empty cells lie to its right), worth the XOR of the
//! piles on the odd stairs; the formula itself lives with the staircase
//! ([`Staircase`](crate::Staircase)). This file holds what else the rule set says of
//! itself: its [`RuleSet`].

use super::set::{Picture, Problem, RowBuilder, RuleSet, Shape, TableSource, Unit, Words};
use crate::game::Row;
use crate::phrase;
use crate::phrase::Message;
use crate::random::Prng;

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
    problem: Problem {
        title: "Chess",
        title_zh: "高手过招",
        source_note: "",
        uuid_tail: 1,
    },
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
