//! The narration of one analysed test for a learner: what each row reduces to (the
//! stairs of its pieces for hop, of its gaps for slide, the mating of its coins for
//! Welter's game), why, the XOR, and why the winning move works (or which move lasts
//! longest). Front ends print its points as they like.

use super::analysis::{Analyser, RowAnalysis};
use super::engine::{self, Choice};
use crate::game::rules::{MoveStory, Shape, Unit, Word, columns_of, welter};
use crate::game::{AnyBoard, Remoteness, Staircase, Variant};
use crate::lang::Lang;
use crate::{Move, WideRow};

/// Rows narrated one by one; the rest are summed up (the table shows them all).
const ROWS_NARRATED: usize = 8;
/// Row values written out in the XOR; more are only counted.
const VALUES_SHOWN: usize = 12;

/// The points of the narration of `board` in `variant`, one sentence or a few each.
/// It reads the board row by row, so a test of millions of rows costs no more than
/// its board.
///
/// ```
/// use hopnim::{game::{AnyBoard, Variant}, play::explain::explain};
/// let board: AnyBoard = "18x1/17x2".parse()?;
/// let points = explain(&board, Variant::default());
/// assert!(points[1].starts_with("row 1: 18x1 has 1 piece on stair 1"));
/// assert!(points.iter().any(|point| point.contains("The winning move 1:19->20")));
/// assert!(points.last().unwrap().starts_with("how long: 3 more moves"));
/// # Ok::<(), hopnim::NotationError>(())
/// ```
pub fn explain(board: &AnyBoard, variant: Variant) -> Vec<String> {
    match board {
        AnyBoard::Narrow(board) => narrate(&Analyser::new(board.width(), board.rows(), variant)),
        AnyBoard::Wide(board) => narrate(&Analyser::new(board.width(), board.rows(), variant)),
    }
}

/// The narration of the test `analyser` reads.
fn narrate<R: Staircase>(analyser: &Analyser<'_, R>) -> Vec<String> {
    let set = analyser.variant().rules.set();
    let mut points = vec![set.say(Word::Introduction, Lang::En)];
    for (index, row) in analyser.rows().enumerate().take(ROWS_NARRATED) {
        let described = match set.picture.shape {
            Shape::Coins => describe_coins(&row),
            Shape::Stairs => describe_row(&row, set.picture.pile),
        };
        points.push(format!("row {}: {described}", index + 1));
    }
    let rows = analyser.board_rows().len();
    if rows > ROWS_NARRATED {
        let rest = rows - ROWS_NARRATED;
        points.push(format!(
            "the other {rest} {} are read the same way; the table above shows them",
            plural(rest as u64, "row", "rows")
        ));
    }
    points.push(set.say(Word::Reduction, Lang::En));
    points.push(describe_xor(analyser));
    if analyser.variant().is_misere() {
        points.push(describe_misere(analyser));
        points.push(describe_misere_plan(analyser));
    } else {
        points.push(describe_plan(analyser));
    }
    points.push(describe_remoteness(analyser));
    points
}

/// How long the game lasts under best play, and why.
fn describe_remoteness<R: Staircase>(analyser: &Analyser<'_, R>) -> String {
    let bound = analyser.max_remaining_moves();
    let Some(remoteness) = analyser.remoteness() else {
        return format!(
            "how long: at most {bound} more {}, the bound; the exact length under best play \
             is searched only for small boards, and this one is past that.",
            plural(bound, "move", "moves")
        );
    };
    let lasts = format!("{remoteness} more {}", plural(remoteness, "move", "moves"));
    let variant = analyser.variant();
    let unit = variant.rules.set().picture.pile;
    if Remoteness::by_formula_of(variant, analyser.board_rows()).is_none() {
        return format!(
            "how long: {lasts} when the winner hurries and the loser delays (the bound is \
             {bound}), found by searching every position that can follow: no formula for it \
             is known in this game."
        );
    }
    match engine::choose_in(analyser) {
        Choice::NoMove => "how long: the game is over.".to_owned(),
        Choice::Longest(_) => format!(
            "how long: {lasts}, the whole bound. The loser carries one {} down one stair at a \
             time, always choosing a step after which every winning reply also carries just \
             one (such a step always exists), so every move lowers the bound by exactly 1.",
            one(unit)
        ),
        Choice::Winning(mv) => {
            let carried = u64::from(mv.to - mv.from).min(bound);
            let carried = analyser
                .moves()
                .find(|value| value.to_move() == mv)
                .map_or(carried, |value| u64::from(value.pieces_moved));
            format!(
                "how long: {lasts}. The winner hurries: {mv} is the winning move that carries \
                 the most {} down a stair ({carried}), leaving a lost position whose bound is \
                 {}; from a lost position the loser can always make the game last its whole \
                 bound, so 1 + {} = {remoteness}.",
                unit.noun(Lang::En),
                bound - carried,
                bound - carried
            )
        }
    }
}

/// Where misère play parts from normal play, and where this board stands.
fn describe_misere<R: Staircase>(analyser: &Analyser<'_, R>) -> String {
    let set = analyser.variant().rules.set();
    let (firm, all_fickle) = (
        set.say(Word::Firm, Lang::En),
        set.say(Word::AllFickle, Lang::En),
    );
    let firm_rows = analyser.total().firm_rows();
    let stands = if firm_rows > 0 {
        format!(
            "here {firm_rows} {} firm, so the player to move wants a nim-sum of 0, exactly as \
             in normal play",
            if firm_rows == 1 { "row is" } else { "rows are" }
        )
    } else {
        format!(
            "here {all_fickle}, so the player to move wants to leave a nim-sum of 1, which \
             makes the opponent move last"
        )
    };
    format!(
        "misère play: the player who cannot move wins. Call a row firm when {firm}. As in \
         misère Nim, while some row is firm the winner plays as in normal play; the end only \
         changes the plan once {all_fickle}, when the winner leaves a nim-sum of 1, so that \
         the opponent makes the last move. So the player to move loses when a row is firm \
         and the nim-sum is 0, or {all_fickle} and the nim-sum is 1; {stands}."
    )
}

/// What the player to move should do in misère play, and why it works.
fn describe_misere_plan<R: Staircase>(analyser: &Analyser<'_, R>) -> String {
    let variant = analyser.variant();
    match engine::choose_in(analyser) {
        Choice::NoMove => {
            "no piece can move, so the player to move has won: in misère play the player \
             who cannot move wins."
                .to_owned()
        }
        Choice::Winning(mv) => {
            let leaves = variant
                .move_values(analyser.board_rows(), analyser.total())
                .find(|valued| valued.mv == mv)
                .map(|valued| valued.total_after.firm_rows() > 0);
            let leaves = match leaves {
                Some(true) => "a nim-sum of 0 with a firm row still standing".to_owned(),
                _ => format!(
                    "a nim-sum of 1 where {}",
                    variant.rules.set().say(Word::AllFickle, Lang::En)
                ),
            };
            format!(
                "the first player wins. The winning move {mv} {}, and leaves {leaves}: every \
                 reply can be answered the same way until the opponent makes the last move.",
                describe_move(analyser, mv)
            )
        }
        Choice::Longest(mv) => format!(
            "the first player loses against best play. The move that keeps the game going \
             longest is {mv}: {}, so it uses up the least of the {} moves the game can still \
             last.",
            analyser
                .variant()
                .rules
                .set()
                .move_size(mv.to - mv.from, Lang::En),
            analyser.max_remaining_moves()
        ),
    }
}

/// The stairs of a row and the value they give; a pile counts `unit`.
fn describe_row(row: &RowAnalysis, unit: Unit) -> String {
    let piles = row.stairs.as_deref().unwrap_or_default();
    if piles.is_empty() {
        return format!("{} has nothing on any stair, so it is worth 0.", row.board);
    }
    let stairs: Vec<String> = piles
        .iter()
        .map(|&[stair, pile]| format!("{} on stair {stair}", unit.count(u64::from(pile), Lang::En)))
        .collect();
    let odd: Vec<u32> = piles
        .iter()
        .filter(|[stair, _]| stair % 2 == 1)
        .map(|&[_, pile]| pile)
        .collect();
    let value = match odd.as_slice() {
        [] if unit == Unit::PIECES => {
            "no piece stands on an odd stair, so it is worth 0".to_owned()
        }
        [] => format!("no odd stair holds a {}, so it is worth 0", one(unit)),
        [pile] => format!("the odd stairs hold {pile}, so it is worth {pile}"),
        piles => format!(
            "the odd stairs hold {}, so it is worth {} = {}",
            join(piles, ", "),
            join(piles, " xor "),
            row.grundy
        ),
    };
    format!("{} has {}; {value}.", row.board, stairs.join(", "))
}

/// The coins of a Welter row and how their mating gives its value.
fn describe_coins(row: &RowAnalysis) -> String {
    let coins = row.coins.as_deref().unwrap_or_default();
    if coins.is_empty() {
        return format!("{} has no pieces, so it is worth 0.", row.board);
    }
    let mating = welter::mating(coins);
    let mut parts: Vec<String> = mating
        .pairs
        .iter()
        .map(|&(a, b)| {
            let digits = (a ^ b).trailing_zeros();
            format!(
                "{a} and {b} (alike in their last {digits} binary {}) mate for ({a} xor {b}) - 1 = {}",
                plural(u64::from(digits), "digit", "digits"),
                (a ^ b) - 1
            )
        })
        .collect();
    if let Some(spinster) = mating.spinster {
        parts.push(format!("{spinster} is left alone and counts {spinster}"));
    }
    let terms: Vec<u32> = mating
        .pairs
        .iter()
        .map(|&(a, b)| (a ^ b) - 1)
        .chain(mating.spinster)
        .collect();
    let value = match terms.as_slice() {
        [_] => format!("so it is worth {}", row.grundy),
        terms => format!("so it is worth {} = {}", join(terms, " xor "), row.grundy),
    };
    format!(
        "{} has the coins {}; {}; {value}.",
        row.board,
        join(coins, ", "),
        parts.join("; ")
    )
}

/// The XOR of the rows' values, in decimal and binary when there are few.
fn describe_xor<R: Staircase>(analyser: &Analyser<'_, R>) -> String {
    let variant = analyser.variant();
    let mut values = analyser
        .board_rows()
        .iter()
        .map(|row| variant.value_of(row).nim_sum().value())
        .filter(|&value| value != 0);
    // Only the first values are shown: there may be millions.
    let shown: Vec<u32> = values.by_ref().take(VALUES_SHOWN + 1).collect();
    let count = shown.len() + values.count();
    let nim_sum = analyser.nim_sum();
    match count {
        0 => "every row is worth 0, so the board's nim-sum (the XOR of the rows' values) is 0."
            .to_owned(),
        1 => format!(
            "one row is worth {nim_sum} and the others 0, so the board's nim-sum (the XOR of \
             the rows' values) is {nim_sum}."
        ),
        count if count <= VALUES_SHOWN => {
            let bits = shown
                .iter()
                .chain([&nim_sum])
                .map(|v| v.max(&1).ilog2() + 1)
                .max();
            let bits = bits.unwrap_or(1) as usize;
            let binary: Vec<String> = shown.iter().map(|v| format!("{v:0bits$b}")).collect();
            format!(
                "the board's nim-sum is the XOR of the rows' values: {} = {nim_sum}; in binary \
                 {} = {nim_sum:0bits$b}, each bit set where an odd number of values have it.",
                join(&shown, " xor "),
                binary.join(" xor ")
            )
        }
        count => {
            format!("the board's nim-sum is the XOR of the {count} non-zero row values: {nim_sum}.")
        }
    }
}

/// What the player to move should do, and why it works.
fn describe_plan<R: Staircase>(analyser: &Analyser<'_, R>) -> String {
    match engine::choose_in(analyser) {
        Choice::NoMove => "no piece can move, so the player to move has already lost.".to_owned(),
        Choice::Winning(mv) => {
            let others = analyser.winning_moves().count() - 1;
            let more = match others {
                0 => String::new(),
                n => format!(" (it is one of {} winning moves)", n + 1),
            };
            format!(
                "the nim-sum is not 0, so the first player wins. The winning move {mv}{more} {}, \
                 and the nim-sum becomes 0. Every reply then changes one row's value and makes \
                 the nim-sum non-zero again, and the first player can always bring it back to 0, \
                 until the opponent cannot move.",
                describe_move(analyser, mv)
            )
        }
        Choice::Longest(mv) => format!(
            "the nim-sum is 0, so the first player loses against best play: every move \
             changes exactly one row's value, which leaves a non-zero nim-sum that the \
             opponent can bring back to 0. The move that keeps the game going longest is \
             {mv}: {}, so it uses up the least of the {} moves the game can still last.",
            analyser
                .variant()
                .rules
                .set()
                .move_size(mv.to - mv.from, Lang::En),
            analyser.max_remaining_moves()
        ),
    }
}

/// What a move does to its row's stairs (or coins) and value.
fn describe_move<R: Staircase>(analyser: &Analyser<'_, R>, mv: Move) -> String {
    let variant = analyser.variant();
    let row = &analyser.board_rows()[mv.row - 1];
    let columns = columns_of(row);
    // The piece's number from the left, and the row after the move.
    let piece = columns.partition_point(|&c| c <= mv.from);
    let mut after: Vec<u32> = columns
        .iter()
        .map(|&column| if column == mv.from { mv.to } else { column })
        .collect();
    after.sort_unstable();
    let after = WideRow::new(row.width(), after).expect("the engine's move is legal");
    let before = RowAnalysis::of(row, variant);
    let after = RowAnalysis::of(&after, variant);
    let values = format!("its value from {} to {}", before.grundy, after.grundy);
    let picture = |row: &RowAnalysis| match &row.coins {
        Some(coins) => join(coins, ", "),
        None => odd_stairs(row),
    };
    let (before, after) = (picture(&before), picture(&after));
    let coin = |column: u32| row.width() - column;
    variant.rules.set().move_story(
        &MoveStory {
            row: mv.row,
            piece,
            stair: row.stair_of(mv.from).expect("a piece moves"),
            cells: mv.to - mv.from,
            coins: (coin(mv.from), coin(mv.to)),
            pictures: (&before, &after),
            values: &values,
        },
        Lang::En,
    )
}

/// The noun of one of `unit`.
fn one(unit: Unit) -> &'static str {
    if unit == Unit::PIECES {
        "piece"
    } else {
        "cell"
    }
}

/// A row's odd stairs as `stair:pile` pairs, or `none`.
fn odd_stairs(row: &RowAnalysis) -> String {
    let piles: Vec<String> = row
        .stairs
        .iter()
        .flatten()
        .filter(|[stair, _]| stair % 2 == 1)
        .map(|&[stair, pile]| format!("{stair}:{pile}"))
        .collect();
    if piles.is_empty() {
        "none".to_owned()
    } else {
        piles.join(" ")
    }
}

/// `one` or `many`, as `count` asks.
fn plural(count: u64, one: &'static str, many: &'static str) -> &'static str {
    if count == 1 { one } else { many }
}

fn join(values: &[u32], separator: &str) -> String {
    let texts: Vec<String> = values.iter().map(u32::to_string).collect();
    texts.join(separator)
}
