//! The narration of one analysed test for a learner: the stairs of each row, why only
//! the odd stairs count, the XOR, and why the winning move works (or which move
//! lasts longest). Front ends print its points as they like.

use super::analysis::{Analyser, RowAnalysis};
use super::engine::{self, Choice};
use crate::game::{AnyBoard, Staircase, Variant};
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
/// assert!(points.last().unwrap().contains("The winning move 1:19->20"));
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
    let mut points = vec![
        "a piece stands on stair f when f empty cells lie to its right; the pieces on a \
         stair form its pile."
            .to_owned(),
    ];
    for (index, row) in analyser.rows().enumerate().take(ROWS_NARRATED) {
        points.push(format!("row {}: {}", index + 1, describe_row(&row)));
    }
    let rows = analyser.board_rows().len();
    if rows > ROWS_NARRATED {
        let rest = rows - ROWS_NARRATED;
        points.push(format!(
            "the other {rest} {} are read the same way; the table above shows their stairs",
            plural(rest as u64, "row", "rows")
        ));
    }
    points.push(
        "only odd stairs count: a move carries pieces from stair f down to stair f-1. When \
         the opponent moves pieces from an even stair onto an odd one, you can carry the \
         same pieces on down to the next even stair, and the odd stairs are as before; \
         stair 0 is the floor, where pieces are stuck. So the even stairs never decide the \
         game, and each row plays like Nim on its odd stairs (staircase Nim)."
            .to_owned(),
    );
    points.push(describe_xor(analyser));
    if analyser.variant().is_misere() {
        points.push(describe_misere(analyser));
        points.push(describe_misere_plan(analyser));
    } else {
        points.push(describe_plan(analyser));
    }
    points
}

/// Where misère play parts from normal play, and where this board stands.
fn describe_misere<R: Staircase>(analyser: &Analyser<'_, R>) -> String {
    let firm = analyser.total().firm_rows();
    let stands = if firm > 0 {
        format!(
            "here {firm} {} an odd pile of 2 or more, so the player to move wants a nim-sum \
             of 0, exactly as in normal play",
            if firm == 1 { "row holds" } else { "rows hold" }
        )
    } else {
        "here every odd pile is 0 or 1, so the player to move wants to leave a nim-sum of 1: \
         an odd number of piles of 1"
            .to_owned()
    };
    format!(
        "misère play: the player who cannot move wins. The odd stairs still decide, as in \
         misère Nim: while some odd pile holds 2 pieces or more, the winner plays as in normal \
         play; the end only changes the plan once every odd pile is 0 or 1, when the winner \
         leaves an odd number of piles of 1, so that the opponent makes the last move. So \
         the player to move loses when some odd pile holds 2 or more and the nim-sum is 0, or \
         every odd pile is 0 or 1 and the nim-sum is 1; {stands}."
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
                Some(true) => "a nim-sum of 0 with an odd pile of 2 or more still standing",
                _ => "every odd pile 0 or 1, an odd number of them 1",
            };
            format!(
                "the first player wins. The winning move {mv} {}, and leaves {leaves}: every \
                 reply can be answered the same way until the opponent makes the last move.",
                describe_move(analyser, mv)
            )
        }
        Choice::Longest(mv) => {
            let carried = carried(analyser, mv);
            format!(
                "the first player loses against best play. The move that keeps the game going \
                 longest is {mv}: it carries only {carried} {} down a stair, so it uses up the \
                 least of the {} moves the game can still last.",
                plural(u64::from(carried), "piece", "pieces"),
                analyser.max_remaining_moves()
            )
        }
    }
}

/// The stairs of a row and the value they give.
fn describe_row(row: &RowAnalysis) -> String {
    if row.stairs.is_empty() {
        return format!("{} has no pieces, so it is worth 0.", row.board);
    }
    let stairs: Vec<String> = row
        .stairs
        .iter()
        .map(|&[stair, pile]| {
            format!(
                "{pile} {} on stair {stair}",
                plural(u64::from(pile), "piece", "pieces")
            )
        })
        .collect();
    let odd: Vec<u32> = row
        .stairs
        .iter()
        .filter(|[stair, _]| stair % 2 == 1)
        .map(|&[_, pile]| pile)
        .collect();
    let value = match odd.as_slice() {
        [] => "no piece stands on an odd stair, so it is worth 0".to_owned(),
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
        Choice::Longest(mv) => {
            let carried = carried(analyser, mv);
            format!(
                "the nim-sum is 0, so the first player loses against best play: every move \
                 changes exactly one row's value, which leaves a non-zero nim-sum that the \
                 opponent can bring back to 0. The move that keeps the game going longest is \
                 {mv}: it carries only {carried} {} down a stair, so it uses up the least of \
                 the {} moves the game can still last.",
                plural(u64::from(carried), "piece", "pieces"),
                analyser.max_remaining_moves()
            )
        }
    }
}

/// What a move does to its row's stairs and value.
fn describe_move<R: Staircase>(analyser: &Analyser<'_, R>, mv: Move) -> String {
    let variant = analyser.variant();
    let row = &analyser.board_rows()[mv.row - 1];
    let wide = WideRow::new(
        row.width(),
        row.blocks().flat_map(|b| b.first..=b.last()).collect(),
    )
    .expect("the row's own pieces");
    let before = RowAnalysis::of(row, variant);
    let after = wide.play(mv.from).expect("the engine's move is legal");
    let after = RowAnalysis::of(&after, variant);
    let stair = row.stair_of(mv.from).expect("a piece moves");
    let carried = carried(analyser, mv);
    let odd_stairs = |row: &RowAnalysis| {
        let piles: Vec<String> = row
            .stairs
            .iter()
            .filter(|[stair, _]| stair % 2 == 1)
            .map(|&[stair, pile]| format!("{stair}:{pile}"))
            .collect();
        if piles.is_empty() {
            "none".to_owned()
        } else {
            piles.join(" ")
        }
    };
    format!(
        "carries {carried} {} from stair {stair} to stair {}: row {}'s odd stairs go from {} \
         to {}, its value from {} to {}",
        plural(u64::from(carried), "piece", "pieces"),
        stair - 1,
        mv.row,
        odd_stairs(&before),
        odd_stairs(&after),
        before.grundy,
        after.grundy
    )
}

/// How many pieces a move carries down a stair.
fn carried<R: Staircase>(analyser: &Analyser<'_, R>, mv: Move) -> u32 {
    let row = &analyser.board_rows()[mv.row - 1];
    row.stair_moves()
        .find(|stair_move| stair_move.from == mv.from)
        .map_or(0, |stair_move| stair_move.carried)
}

/// `one` or `many`, as `count` asks.
fn plural(count: u64, one: &'static str, many: &'static str) -> &'static str {
    if count == 1 { one } else { many }
}

fn join(values: &[u32], separator: &str) -> String {
    let texts: Vec<String> = values.iter().map(u32::to_string).collect();
    texts.join(separator)
}
