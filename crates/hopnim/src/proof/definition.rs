//! The slow twin: Grundy values straight from the definition, `mex` over the moves.
//!
//! Nothing here uses the staircase theory. These functions are deliberately plain and
//! slow; they are the reference that every fast path (the staircase formula, tables,
//! winning moves, the streaming solver) is tested against.

use std::collections::HashMap;

use super::table::{GrundyTable, TableError, table_values};
use crate::game::Rules;
use crate::game::{Board, Nimber, Row};

/// The smallest value not in `seen`, a set of small values as a bit set.
const fn mex(seen: u128) -> u32 {
    (!seen).trailing_zeros()
}

/// The Grundy value of one row by the definition: `mex { grundy(row after m) }` over its
/// legal moves, memoised over the rows reached.
///
/// Slow by design (it explores every row reachable from this one); use it for rows of
/// small width or with few pieces. For all rows of one width, [`table_by_definition`]
/// is the better reference.
///
/// ```
/// use hopnim::{proof::definition::grundy_by_definition, Nimber};
/// assert_eq!(grundy_by_definition("18x1".parse().unwrap()), Nimber(1));
/// assert_eq!(grundy_by_definition("17x2".parse().unwrap()), Nimber(0));
/// ```
pub fn grundy_by_definition(row: Row) -> Nimber {
    grundy_by_definition_in(Rules::default(), row)
}

/// [`grundy_by_definition`] under any rule set: `mex` over the moves that
/// [`Rules::options_of_mask`] lists.
///
/// ```
/// use hopnim::{proof::definition::grundy_by_definition_in, Nimber};
/// // x..x. in Welter's game: coins 4 and 1.
/// assert_eq!(grundy_by_definition_in("welter".parse()?, "x2x1".parse()?), Nimber(4));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grundy_by_definition_in(rules: Rules, row: Row) -> Nimber {
    let mut memo = HashMap::new();
    Nimber(memoised_grundy(rules, row.mask(), &mut memo))
}

fn memoised_grundy(rules: Rules, mask: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if let Some(&value) = memo.get(&mask) {
        return value;
    }
    let mut seen = 0u128;
    for next in rules.options_of_mask(mask) {
        seen |= 1u128 << memoised_grundy(rules, next, memo);
    }
    let value = mex(seen);
    memo.insert(mask, value);
    value
}

/// The Grundy value of every row of one width (`1..=32`), computed by the definition
/// in a single bottom-up sweep: the slow twin of [`GrundyTable::build`].
///
/// A move takes a piece from mask bit `b` to a lower bit, so it always makes the mask
/// smaller: sweeping the masks upwards finds every move's result already computed.
/// Takes `2^width` bytes.
///
/// ```
/// use hopnim::{proof::definition::table_by_definition, Nimber, Row};
/// let table = table_by_definition(4)?;
/// let row: Row = "x1x1".parse()?;
/// assert_eq!(table.grundy(row.mask()), Nimber(1)); // one piece on stair 1
/// assert_eq!(table.values().len(), 16);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn table_by_definition(width: u32) -> Result<GrundyTable, TableError> {
    table_by_definition_in(Rules::default(), width)
}

/// [`table_by_definition`] under any rule set.
///
/// ```
/// use hopnim::proof::definition::table_by_definition_in;
/// let table = table_by_definition_in("slide".parse()?, 3)?;
/// assert_eq!(table.values(), &[0, 0, 1, 0, 2, 1, 0, 0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn table_by_definition_in(rules: Rules, width: u32) -> Result<GrundyTable, TableError> {
    let mut values = table_values(width)?;
    for mask in 0..values.len() {
        let mut seen = 0u128;
        for next in rules.options_of_mask(mask as u64) {
            seen |= 1u128 << values[next as usize];
        }
        values[mask] = mex(seen) as u8;
    }
    Ok(GrundyTable::from_values(width, values))
}

/// Whether the player to move wins `board`, by searching the whole game tree of the
/// board (not its rows one by one), memoised over positions. This checks
/// Sprague–Grundy itself; it is exponential, for tiny boards only.
///
/// ```
/// use hopnim::proof::definition::first_player_wins_by_search;
/// assert!(!first_player_wins_by_search(&"18xx".parse().unwrap()));
/// assert!(first_player_wins_by_search(&"18x1/17x2".parse().unwrap()));
/// ```
pub fn first_player_wins_by_search(board: &Board) -> bool {
    let mut memo = HashMap::new();
    wins(board, &mut memo)
}

fn wins(board: &Board, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let key: Vec<u64> = board.rows().iter().map(|r| r.mask()).collect();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = board.moves().any(|m| {
        let next = board.play(m.cell()).expect("a listed move is legal");
        !wins(&next, memo)
    });
    memo.insert(key, result);
    result
}

/// For the `rules` fuzz target: a small board read from `data` (the first byte picks
/// the rule set and a width of 1 to 12, each next pair of bytes a row), and every fast
/// value of it held to the definition: each row's formula on its bitboard and on its
/// wide form, and the value every move leaves (of its row and of the board). `Err`
/// describes the first difference.
///
/// ```
/// assert_eq!(hopnim::proof::definition::compare_rules_with_definition(&[4, 0b1011, 0, 0b110, 0]), Ok(()));
/// ```
pub fn compare_rules_with_definition(data: &[u8]) -> Result<(), String> {
    use crate::game::{Variant, WideRow};
    let Some((&knob, rest)) = data.split_first() else {
        return Ok(());
    };
    let rules = Rules::ALL[usize::from(knob % 3)];
    let width = u32::from(knob / 3 % 12) + 1;
    let rows: Vec<Row> = rest
        .chunks(2)
        .take(4)
        .map(|pair| {
            let mask = u64::from(pair[0]) | u64::from(pair.get(1).copied().unwrap_or(0)) << 8;
            Row::new(width, mask & ((1 << width) - 1)).expect("the mask fits the width")
        })
        .collect();
    let board = Board::new(width, rows).expect("rows of the board's width");
    let variant = Variant {
        rules,
        ..Variant::default()
    };
    let by_definition = |row: Row| grundy_by_definition_in(rules, row);
    for &row in board.rows() {
        let expected = by_definition(row);
        let wide = variant.value_of(&WideRow::from(row)).nim_sum();
        if rules.grundy_of(&row) != expected || wide != expected {
            return Err(format!(
                "{rules} row {row}: definition {expected}, formula {}, wide {wide}",
                rules.grundy_of(&row)
            ));
        }
    }
    let total = variant.value_of_board(board.rows());
    for valued in variant.move_values(board.rows(), total) {
        let after = board
            .play_move(valued.mv, rules)
            .map_err(|e| format!("{rules} {board}: move {} is not legal: {e}", valued.mv))?;
        let row_after = by_definition(after.rows()[valued.mv.row - 1]);
        let total_after: Nimber = after.rows().iter().map(|&row| by_definition(row)).sum();
        if valued.row_after.nim_sum() != row_after || valued.total_after.nim_sum() != total_after {
            return Err(format!(
                "{rules} {board}: move {} leaves row value {} and nim-sum {}, the definition says {row_after} and {total_after}",
                valued.mv,
                valued.row_after.nim_sum(),
                valued.total_after.nim_sum()
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_is_the_least_missing_value() {
        assert_eq!(mex(0), 0);
        assert_eq!(mex(0b1011), 2);
        assert_eq!(mex(u128::MAX >> 1), 127);
    }

    #[test]
    fn the_table_agrees_with_the_memoised_recursion() {
        let table = table_by_definition(8).unwrap();
        for mask in 0..256u64 {
            let row = Row::new(8, mask).unwrap();
            assert_eq!(table.grundy(mask), grundy_by_definition(row), "{row}");
        }
    }
}
