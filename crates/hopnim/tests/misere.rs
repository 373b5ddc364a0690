//! Misère play against its definition: the rule (misère Nim on the odd-stair piles of
//! all rows) and every move's value, held to a search of whole boards.

use hopnim::game::Variant;
use hopnim::play::analysis::Analyser;
use hopnim::proof::misere::first_player_wins_misere_by_search;
use hopnim::{Board, Row};
use proptest::prelude::*;

/// A board of width 1..=`max_width` with 0..=`max_rows` rows.
fn board(max_width: u32, max_rows: usize) -> impl Strategy<Value = Board> {
    (1..=max_width).prop_flat_map(move |width| {
        proptest::collection::vec(0..(1u64 << width), 0..=max_rows).prop_map(move |masks| {
            let rows = masks.iter().map(|&m| Row::new(width, m).unwrap()).collect();
            Board::new(width, rows).unwrap()
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_rule_is_the_definition(board in board(9, 3)) {
        let variant = Variant::MISERE;
        let by_rule = variant.first_player_wins(variant.value_of_board(board.rows()));
        prop_assert_eq!(by_rule, first_player_wins_misere_by_search(&board), "{}", board);
    }

    #[test]
    fn every_move_leaves_the_value_of_the_board_it_leaves(board in board(12, 5)) {
        let variant = Variant::MISERE;
        let total = variant.value_of_board(board.rows());
        for valued in variant.move_values(board.rows(), total) {
            let after = board.play(valued.mv.cell()).unwrap();
            prop_assert_eq!(valued.total_after, variant.value_of_board(after.rows()));
            prop_assert_eq!(valued.row_after, variant.value_of(&after.rows()[valued.mv.row - 1]));
        }
    }

    #[test]
    fn the_winning_moves_are_exactly_those_that_leave_the_opponent_lost(board in board(7, 3)) {
        let analyser = Analyser::new(board.width(), board.rows(), Variant::MISERE);
        let winning: Vec<_> = analyser.winning_moves().collect();
        let by_search: Vec<_> = board
            .moves()
            .filter(|mv| !first_player_wins_misere_by_search(&board.play(mv.cell()).unwrap()))
            .collect();
        prop_assert_eq!(winning, by_search, "{}", board);
    }
}
