//! The staircase theory checked against the definition: exhaustively on small widths,
//! and by property tests on boards.

use hopnim::proof::definition::{
    first_player_wins_by_search, grundy_by_definition, table_by_definition,
};
use hopnim::{Board, Nimber, Row, Staircase, WideRow};
use proptest::prelude::*;

#[test]
fn staircase_formula_equals_the_definition_on_every_row_up_to_width_16() {
    for width in 1..=16 {
        let table = table_by_definition(width).unwrap();
        for mask in 0..(1u64 << width) {
            let row = Row::new(width, mask).unwrap();
            assert_eq!(row.grundy(), table.grundy(mask), "width {width}, row {row}");
            assert_eq!(
                row.stairs().value(),
                row.grundy(),
                "width {width}, row {row}"
            );
            assert_eq!(
                Staircase::grundy(&WideRow::from(row)),
                row.grundy(),
                "{row}"
            );
        }
    }
}

/// A random row of the given width.
fn row_of(width: u32) -> impl Strategy<Value = Row> {
    let full = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    any::<u64>().prop_map(move |bits| Row::new(width, bits & full).unwrap())
}

/// A random board: width 1..=12, 0..=5 rows.
fn small_board() -> impl Strategy<Value = Board> {
    (1u32..=12).prop_flat_map(|width| {
        prop::collection::vec(row_of(width), 0..=5)
            .prop_map(move |rows| Board::new(width, rows).unwrap())
    })
}

/// The nim-sum of a board with each row valued by the definition.
fn nim_sum_by_definition(board: &Board) -> Nimber {
    board.rows().iter().map(|&r| grundy_by_definition(r)).sum()
}

/// A random board that has a winning move: its nim-sum by the definition is not 0.
fn board_with_a_winning_move() -> impl Strategy<Value = Board> {
    small_board().prop_filter("the first player loses", |board| {
        !nim_sum_by_definition(board).is_zero()
    })
}

proptest! {
    #[test]
    fn a_winning_move_always_leaves_nim_sum_zero(board in board_with_a_winning_move()) {
        let winning = board.winning_moves();
        prop_assert!(!winning.is_empty(), "no winning move from {}", board);
        for mv in winning {
            let after = board.play(mv.cell()).unwrap();
            prop_assert_eq!(nim_sum_by_definition(&after), Nimber::ZERO, "{} after {}", after, mv);
        }
    }

    #[test]
    fn winning_moves_are_exactly_the_moves_to_nim_sum_zero(board in small_board()) {
        let expected: Vec<_> = board
            .moves()
            .filter(|mv| nim_sum_by_definition(&board.play(mv.cell()).unwrap()).is_zero())
            .collect();
        prop_assert_eq!(board.winning_moves(), expected);
    }

    #[test]
    fn every_move_from_nim_sum_zero_leaves_it_non_zero(board in small_board()) {
        prop_assume!(board.nim_sum().is_zero());
        for mv in board.moves() {
            let after = board.play(mv.cell()).unwrap();
            prop_assert!(!nim_sum_by_definition(&after).is_zero(), "{} after {}", after, mv);
        }
    }

    #[test]
    fn the_nim_sum_decides_the_whole_game_tree(
        board in (1u32..=6).prop_flat_map(|w| prop::collection::vec(row_of(w), 1..=3)
            .prop_map(move |rows| Board::new(w, rows).unwrap()))
    ) {
        prop_assert_eq!(board.first_player_wins(), first_player_wins_by_search(&board));
    }

    #[test]
    fn wide_rows_with_few_pieces_agree_with_the_definition(
        row in (17u32..=64).prop_flat_map(|w| (Just(w), prop::collection::btree_set(1..=w, 0..=3)))
            .prop_map(|(w, cols)| Row::from_columns(w, cols).unwrap())
    ) {
        prop_assert_eq!(row.grundy(), grundy_by_definition(row));
    }

    #[test]
    fn wide_rows_crowded_at_the_right_agree_with_the_definition(
        row in (17u32..=64).prop_flat_map(|w| (Just(w), prop::collection::btree_set(w - 11..=w, 0..=12)))
            .prop_map(|(w, cols)| Row::from_columns(w, cols).unwrap())
    ) {
        prop_assert_eq!(row.grundy(), grundy_by_definition(row));
    }

    /// The staircase core's account of every move (where it lands, how many pieces
    /// it carries, what it does to the value) against playing it and valuing the
    /// row after by the definition, on both kinds of row.
    #[test]
    fn every_stair_move_is_the_move_the_rules_make(row in (1u32..=14).prop_flat_map(row_of)) {
        let wide = WideRow::from(row);
        let moves: Vec<_> = row.stair_moves().collect();
        prop_assert_eq!(&moves, &wide.stair_moves().collect::<Vec<_>>());
        prop_assert_eq!(moves.len(), row.moves().count());
        for (stair_move, row_move) in moves.iter().zip(row.moves()) {
            prop_assert_eq!((stair_move.from, stair_move.to), (row_move.from, row_move.to));
            let after = row.play(stair_move.from).unwrap();
            prop_assert_eq!(grundy_by_definition(after), row.grundy() + stair_move.grundy_change());
            prop_assert_eq!(
                row.remaining_moves_bound() - after.remaining_moves_bound(),
                u64::from(stair_move.carried)
            );
            prop_assert_eq!(row.stair_of(stair_move.from), Some(stair_move.stair));
            prop_assert_eq!(wide.play(stair_move.from), Some(WideRow::from(after)));
        }
    }
}
