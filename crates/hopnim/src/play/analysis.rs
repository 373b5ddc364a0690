//! The analysis of a position for learners and scripts: each row's Grundy value and
//! stairs, the nim-sum, the winner, and the value of every move (DESIGN §3).
//!
//! Every move's value comes from the staircase in constant time: a move carries the
//! `k` rightmost pieces of its block from stair `f` down to stair `f - 1`, so only
//! those two piles change. The tests check the result against [`Board::winning_moves`]
//! and against the definition.

use serde::Serialize;

use crate::game::{notation_of_blocks, push_notation};
use crate::{Block, Board, Move, Nimber, Row, WideRow};

/// One analysed test (one board), in the JSON shape of DESIGN §3.
///
/// ```
/// use hopnim::play::analysis::Analysis;
/// let board: hopnim::Board = "18x1/17x2".parse().unwrap();
/// let analysis = Analysis::of_board(&board, false);
/// assert_eq!(analysis.nim_sum, 1);
/// assert!(analysis.first_player_wins);
/// assert_eq!(analysis.winning_moves.len(), 2);
/// let json = serde_json::to_string(&analysis).unwrap();
/// assert!(json.starts_with(r#"{"width":20,"rows":[{"board":"18x1","grundy":1,"stairs":[[1,1]]"#));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Analysis {
    /// The board width.
    pub width: u32,
    /// Each row, top to bottom.
    pub rows: Vec<RowAnalysis>,
    /// The XOR of the rows' Grundy values.
    pub nim_sum: u32,
    /// Whether the player to move wins with best play (the nim-sum is not 0).
    pub first_player_wins: bool,
    /// The moves that leave a nim-sum of 0; empty when the player to move loses.
    pub winning_moves: Vec<Move>,
    /// The most moves the game can still last: the sum over rows of
    /// [`RowAnalysis::remaining_moves`].
    pub max_remaining_moves: u64,
    /// Every legal move with its value, when asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Vec<MoveValue>>,
}

/// One analysed row.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct RowAnalysis {
    /// The row in canonical board notation.
    pub board: String,
    /// The row's Grundy value: the XOR of the piles on odd stairs.
    pub grundy: u32,
    /// The stairs that hold pieces, lowest first, as `[stair, pile]` pairs; the stair
    /// of a piece is the number of empty cells to its right.
    pub stairs: Vec<[u32; 2]>,
    /// The most moves this row can still take: the sum over pieces of the empty cells
    /// to their right.
    pub remaining_moves: u64,
}

/// A legal move and its value for the player who makes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct MoveValue {
    /// The 1-based row.
    pub row: usize,
    /// The column the piece leaves.
    pub from: u32,
    /// The column it lands on.
    pub to: u32,
    /// Whether the move wins: it leaves a nim-sum of 0.
    pub winning: bool,
    /// The row's Grundy value after the move.
    pub row_grundy_after: u32,
    /// The nim-sum after the move.
    pub nim_sum_after: u32,
    /// How many pieces the move carries down one stair, which is how much it lowers
    /// the remaining-moves bound.
    pub pieces_moved: u32,
}

impl MoveValue {
    /// The move itself.
    pub const fn to_move(self) -> Move {
        Move {
            row: self.row,
            from: self.from,
            to: self.to,
        }
    }
}

impl Analysis {
    /// Appends the analysis as one line of JSON, exactly as `serde_json::to_writer`
    /// writes it (the tests compare the two byte for byte), without the newline. Some
    /// times faster than serde, for inputs with millions of rows.
    ///
    /// ```
    /// use hopnim::play::analysis::Analysis;
    /// let analysis = Analysis::of_board(&"18x1/17x2".parse().unwrap(), true);
    /// let mut json = Vec::new();
    /// analysis.write_json(&mut json);
    /// assert_eq!(json, serde_json::to_vec(&analysis).unwrap());
    /// ```
    pub fn write_json(&self, out: &mut Vec<u8>) {
        json::open(out, self.width);
        for (index, row) in self.rows.iter().enumerate() {
            json::row(
                out,
                index,
                row.grundy,
                row.remaining_moves,
                row.stairs.iter().copied(),
                |out| {
                    out.extend_from_slice(row.board.as_bytes());
                },
            );
        }
        json::after_rows(out, Nimber(self.nim_sum));
        for (index, mv) in self.winning_moves.iter().enumerate() {
            json::winning_move(out, index, *mv);
        }
        json::after_winning_moves(out, self.max_remaining_moves, self.moves.is_some());
        for (index, value) in self.moves.iter().flatten().enumerate() {
            json::move_value(out, index, value);
        }
        json::close(out, self.moves.is_some());
    }

    /// Appends the JSON of `Analysis::of_board(board, with_moves)` without building
    /// the analysis: byte for byte the same (the tests compare the two), and several
    /// times faster, for the millions of rows a judge input may hold.
    ///
    /// ```
    /// use hopnim::play::analysis::Analysis;
    /// let board = "18x1/17x2".parse().unwrap();
    /// let mut json = Vec::new();
    /// Analysis::write_board_json(&board, true, &mut json);
    /// assert_eq!(json, serde_json::to_vec(&Analysis::of_board(&board, true)).unwrap());
    /// ```
    pub fn write_board_json(board: &Board, with_moves: bool, out: &mut Vec<u8>) {
        let width = board.width();
        json::open(out, width);
        let mut nim_sum = Nimber::ZERO;
        let mut max_remaining_moves = 0;
        for (index, &row) in board.rows().iter().enumerate() {
            // At most 32 blocks fit in 64 cells; the stairs go lowest first.
            let mut blocks = [Block {
                first: 0,
                len: 0,
                stair: 0,
            }; 32];
            let mut count = 0;
            for block in row.blocks() {
                blocks[count] = block;
                count += 1;
            }
            let blocks = &blocks[..count];
            let (grundy, remaining) = staircase_sums(blocks.iter().copied());
            nim_sum += Nimber(grundy);
            max_remaining_moves += remaining;
            let stairs = blocks.iter().rev().map(|block| [block.stair, block.len]);
            json::row(out, index, grundy, remaining, stairs, |out| {
                push_notation(out, width, blocks.iter().copied());
            });
        }
        json::after_rows(out, nim_sum);
        let mut winning = 0;
        let rows_to_walk = if nim_sum.is_zero() {
            0
        } else {
            board.rows().len()
        };
        for_each_move_value(&board.rows()[..rows_to_walk], nim_sum, |value| {
            if value.winning {
                json::winning_move(out, winning, value.to_move());
                winning += 1;
            }
        });
        json::after_winning_moves(out, max_remaining_moves, with_moves);
        if with_moves {
            let mut index = 0;
            for_each_move_value(board.rows(), nim_sum, |value| {
                json::move_value(out, index, &value);
                index += 1;
            });
        }
        json::close(out, with_moves);
    }

    /// Analyses a bitboard board; `with_moves` also lists every legal move.
    pub fn of_board(board: &Board, with_moves: bool) -> Analysis {
        analyse(board.width(), board.rows(), with_moves)
    }

    /// Analyses rows of one width, of any width.
    ///
    /// ```
    /// use hopnim::{WideRow, play::analysis::Analysis};
    /// let rows = [WideRow::new(1_000_000, vec![999_999]).unwrap()];
    /// let analysis = Analysis::of_rows(1_000_000, &rows, true);
    /// assert_eq!(analysis.rows[0].board, "999998x1");
    /// assert_eq!(analysis.winning_moves[0].to_string(), "1:999999->1000000");
    /// ```
    pub fn of_rows(width: u32, rows: &[WideRow], with_moves: bool) -> Analysis {
        analyse(width, rows, with_moves)
    }
}

/// A row as the analysis reads it: its blocks, left to right. Bitboard rows and wide
/// rows both are, so a board is analysed without converting its rows.
trait Staircase {
    /// The row's width.
    fn width(&self) -> u32;
    /// The blocks of adjacent pieces, left to right.
    fn blocks(&self) -> impl Iterator<Item = Block>;
}

impl Staircase for WideRow {
    fn width(&self) -> u32 {
        WideRow::width(self)
    }
    fn blocks(&self) -> impl Iterator<Item = Block> {
        WideRow::blocks(self)
    }
}

impl Staircase for Row {
    fn width(&self) -> u32 {
        Row::width(*self)
    }
    fn blocks(&self) -> impl Iterator<Item = Block> {
        Row::blocks(*self)
    }
}

/// Analyses rows of one width.
fn analyse<R: Staircase>(width: u32, rows: &[R], with_moves: bool) -> Analysis {
    let mut analysed = Vec::with_capacity(rows.len());
    let mut nim_sum = Nimber::ZERO;
    let mut max_remaining_moves = 0;
    for row in rows {
        let analysis = RowAnalysis::of_staircase(row);
        nim_sum += Nimber(analysis.grundy);
        max_remaining_moves += analysis.remaining_moves;
        analysed.push(analysis);
    }
    let mut winning_moves = Vec::new();
    let mut moves = with_moves.then(Vec::new);
    // With a nim-sum of 0 no move wins: only a full list needs the moves.
    let rows_to_walk = if with_moves || !nim_sum.is_zero() {
        rows.len()
    } else {
        0
    };
    for_each_move_value(&rows[..rows_to_walk], nim_sum, |value| {
        if value.winning {
            winning_moves.push(value.to_move());
        }
        if let Some(moves) = moves.as_mut() {
            moves.push(value);
        }
    });
    Analysis {
        width,
        rows: analysed,
        nim_sum: nim_sum.value(),
        first_player_wins: !nim_sum.is_zero(),
        winning_moves,
        max_remaining_moves,
        moves,
    }
}

impl RowAnalysis {
    /// Analyses one row.
    ///
    /// ```
    /// let row = hopnim::WideRow::from("x1xx2x".parse::<hopnim::Row>().unwrap());
    /// let analysis = hopnim::play::analysis::RowAnalysis::of(&row);
    /// assert_eq!(analysis.stairs, vec![[0, 1], [2, 2], [3, 1]]);
    /// assert_eq!(analysis.grundy, 1);
    /// assert_eq!(analysis.remaining_moves, 7);
    /// ```
    pub fn of(row: &WideRow) -> RowAnalysis {
        RowAnalysis::of_staircase(row)
    }

    fn of_staircase<R: Staircase>(row: &R) -> RowAnalysis {
        let mut stairs: Vec<[u32; 2]> = row.blocks().map(|b| [b.stair, b.len]).collect();
        stairs.reverse();
        let (grundy, remaining_moves) = staircase_sums(row.blocks());
        RowAnalysis {
            board: notation_of_blocks(row.width(), row.blocks()),
            grundy,
            stairs,
            remaining_moves,
        }
    }
}

/// The row's Grundy value and remaining-moves bound from its blocks, in one pass:
/// the same sums as `WideRow::grundy` and `WideRow::remaining_moves_bound`, which the
/// tests compare.
fn staircase_sums(blocks: impl Iterator<Item = Block>) -> (u32, u64) {
    let mut grundy = 0;
    let mut remaining_moves = 0;
    for block in blocks {
        if block.stair % 2 == 1 {
            grundy ^= block.len;
        }
        remaining_moves += u64::from(block.len) * u64::from(block.stair);
    }
    (grundy, remaining_moves)
}

/// Calls `visit` with the value of every legal move of `rows` (the first rows of a
/// board whose nim-sum is `nim_sum`), top row first, pieces left to right.
fn for_each_move_value<R: Staircase>(
    rows: &[R],
    nim_sum: Nimber,
    mut visit: impl FnMut(MoveValue),
) {
    for (index, row) in rows.iter().enumerate() {
        let grundy = Nimber(staircase_sums(row.blocks()).0);
        for_each_move(row, |row_move| {
            let row_grundy_after = grundy + row_move.grundy_change;
            let nim_sum_after = nim_sum + row_move.grundy_change;
            visit(MoveValue {
                row: index + 1,
                from: row_move.from,
                to: row_move.to,
                winning: nim_sum_after.is_zero(),
                row_grundy_after: row_grundy_after.value(),
                nim_sum_after: nim_sum_after.value(),
                pieces_moved: row_move.pieces_moved,
            });
        });
    }
}

/// The pieces of the JSON of an analysis, in the order `serde_json` writes the
/// fields of [`Analysis`]; both writers of the JSON use them.
mod json {
    use super::{Move, MoveValue, Nimber};
    use crate::decimal::push_decimal;

    /// `{"width":W,"rows":[`
    pub(super) fn open(out: &mut Vec<u8>, width: u32) {
        out.extend_from_slice(b"{\"width\":");
        push_decimal(out, width.into());
        out.extend_from_slice(b",\"rows\":[");
    }

    /// One row, the `index`-th (from 0); `board` writes its notation, which holds
    /// only 'x' and digits: nothing to escape.
    pub(super) fn row(
        out: &mut Vec<u8>,
        index: usize,
        grundy: u32,
        remaining_moves: u64,
        stairs: impl Iterator<Item = [u32; 2]>,
        board: impl FnOnce(&mut Vec<u8>),
    ) {
        if index > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"{\"board\":\"");
        board(out);
        out.extend_from_slice(b"\",\"grundy\":");
        push_decimal(out, grundy.into());
        out.extend_from_slice(b",\"stairs\":[");
        for (index, [stair, pile]) in stairs.enumerate() {
            if index > 0 {
                out.push(b',');
            }
            out.push(b'[');
            push_decimal(out, stair.into());
            out.push(b',');
            push_decimal(out, pile.into());
            out.push(b']');
        }
        out.extend_from_slice(b"],\"remaining_moves\":");
        push_decimal(out, remaining_moves);
        out.push(b'}');
    }

    /// The nim-sum and the winner, and the start of the winning moves.
    pub(super) fn after_rows(out: &mut Vec<u8>, nim_sum: Nimber) {
        out.extend_from_slice(b"],\"nim_sum\":");
        push_decimal(out, nim_sum.value().into());
        out.extend_from_slice(if nim_sum.is_zero() {
            b",\"first_player_wins\":false"
        } else {
            b",\"first_player_wins\":true"
        });
        out.extend_from_slice(b",\"winning_moves\":[");
    }

    /// The `index`-th winning move (from 0).
    pub(super) fn winning_move(out: &mut Vec<u8>, index: usize, mv: Move) {
        move_head(out, index, mv);
        out.push(b'}');
    }

    /// The bound, and the start of the moves if they are listed.
    pub(super) fn after_winning_moves(out: &mut Vec<u8>, max_remaining_moves: u64, moves: bool) {
        out.extend_from_slice(b"],\"max_remaining_moves\":");
        push_decimal(out, max_remaining_moves);
        if moves {
            out.extend_from_slice(b",\"moves\":[");
        }
    }

    /// The `index`-th move of the list (from 0).
    pub(super) fn move_value(out: &mut Vec<u8>, index: usize, value: &MoveValue) {
        move_head(out, index, value.to_move());
        out.extend_from_slice(if value.winning {
            b",\"winning\":true"
        } else {
            b",\"winning\":false"
        });
        out.extend_from_slice(b",\"row_grundy_after\":");
        push_decimal(out, value.row_grundy_after.into());
        out.extend_from_slice(b",\"nim_sum_after\":");
        push_decimal(out, value.nim_sum_after.into());
        out.extend_from_slice(b",\"pieces_moved\":");
        push_decimal(out, value.pieces_moved.into());
        out.push(b'}');
    }

    /// The end of the moves if they are listed, and of the object.
    pub(super) fn close(out: &mut Vec<u8>, moves: bool) {
        if moves {
            out.push(b']');
        }
        out.push(b'}');
    }

    /// `,{"row":R,"from":C,"to":D` (the caller closes the object).
    fn move_head(out: &mut Vec<u8>, index: usize, mv: Move) {
        if index > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"{\"row\":");
        push_decimal(out, mv.row as u64);
        out.extend_from_slice(b",\"from\":");
        push_decimal(out, mv.from.into());
        out.extend_from_slice(b",\"to\":");
        push_decimal(out, mv.to.into());
    }
}

/// A move inside one row and what it does to the row's value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct RowMoveEffect {
    from: u32,
    to: u32,
    /// The row's Grundy value after the move is the value before plus (XOR) this.
    grundy_change: Nimber,
    pieces_moved: u32,
}

/// Calls `visit` with every legal move of `row`, pieces left to right.
fn for_each_move<R: Staircase>(row: &R, mut visit: impl FnMut(RowMoveEffect)) {
    let mut blocks = row.blocks().peekable();
    while let Some(block) = blocks.next() {
        if block.stair == 0 {
            continue;
        }
        // The pile one stair down: the next block, if exactly one cell lies between.
        let pile_below = blocks
            .peek()
            .filter(|next| next.stair + 1 == block.stair)
            .map_or(0, |next| next.len);
        for offset in 0..block.len {
            let pieces_moved = block.len - offset;
            let change = if block.stair % 2 == 1 {
                block.len ^ (block.len - pieces_moved)
            } else {
                pile_below ^ (pile_below + pieces_moved)
            };
            visit(RowMoveEffect {
                from: block.first + offset,
                to: block.last() + 1,
                grundy_change: Nimber(change),
                pieces_moved,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::proof::definition::grundy_by_definition;
    use crate::{Row, grundy};
    use proptest::prelude::*;

    fn board_strategy() -> impl Strategy<Value = Board> {
        (1u32..=12).prop_flat_map(|width| {
            proptest::collection::vec(0..(1u64 << width), 0..5).prop_map(move |masks| {
                let rows = masks.iter().map(|&m| Row::new(width, m).unwrap()).collect();
                Board::new(width, rows).unwrap()
            })
        })
    }

    proptest! {
        #[test]
        fn winning_moves_are_exactly_those_leaving_nim_sum_zero_by_the_definition(
            board in board_strategy()
        ) {
            let analysis = Analysis::of_board(&board, true);
            for (with_moves, json_of) in [(true, &analysis), (false, &Analysis::of_board(&board, false))] {
                let expected = serde_json::to_vec(json_of).unwrap();
                let mut json = Vec::new();
                json_of.write_json(&mut json);
                prop_assert_eq!(&json, &expected);
                let mut direct = Vec::new();
                Analysis::write_board_json(&board, with_moves, &mut direct);
                prop_assert_eq!(&direct, &expected);
            }
            let by_definition: Vec<Move> = board
                .moves()
                .filter(|mv| {
                    let after = board.play(mv.cell()).unwrap();
                    after.rows().iter().map(|&r| grundy_by_definition(r)).sum::<Nimber>().is_zero()
                })
                .collect();
            prop_assert_eq!(&analysis.winning_moves, &by_definition);
            prop_assert_eq!(&analysis.winning_moves, &board.winning_moves());
            let moves = analysis.moves.unwrap();
            prop_assert_eq!(moves.iter().map(|m| m.to_move()).collect::<Vec<_>>(),
                            board.moves().collect::<Vec<_>>());
            for value in moves {
                let after = board.play(value.to_move().cell()).unwrap();
                let row_after = after.rows()[value.row - 1];
                prop_assert_eq!(value.row_grundy_after, grundy_by_definition(row_after).value());
                prop_assert_eq!(value.nim_sum_after, after.nim_sum().value());
                let drop = board.rows()[value.row - 1].remaining_moves_bound()
                    - row_after.remaining_moves_bound();
                prop_assert_eq!(value.pieces_moved, drop);
            }
        }
    }

    #[test]
    fn row_values_and_stairs_match_the_bitboard_formulas() {
        for mask in 0..(1u64 << 10) {
            let row = Row::new(10, mask).unwrap();
            let wide = WideRow::from(row);
            let analysis = RowAnalysis::of(&wide);
            assert_eq!(analysis.grundy, grundy(row).value());
            assert_eq!(analysis.grundy, wide.grundy().value());
            assert_eq!(analysis.remaining_moves, wide.remaining_moves_bound());
            let piles = crate::stairs(row);
            let nonzero: Vec<[u32; 2]> = piles
                .piles()
                .iter()
                .enumerate()
                .filter(|&(_, &pile)| pile > 0)
                .map(|(stair, &pile)| [stair as u32, pile])
                .collect();
            assert_eq!(analysis.stairs, nonzero, "{row}");
        }
    }
}
