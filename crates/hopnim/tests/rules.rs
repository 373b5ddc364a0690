//! The three rule sets (hop, welter, slide) against their definition: what `solve`
//! answers through every judge reader, what the analysis says of every row and move,
//! and the wide rows' formulas, each held to the mex over the rule set's own moves.

use hopnim::game::{BoardWidth, Convention, Rules, Variant};
use hopnim::judge::reference::compare_all_readers;
use hopnim::judge::{JudgeInput, JudgeSpec, Source, input_text};
use hopnim::play::analysis::Analyser;
use hopnim::proof::definition::grundy_by_definition_in;
use hopnim::proof::misere::first_player_wins_misere_by_search_in;
use hopnim::{Board, Move, Nimber, Row, Staircase, WideRow};
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

/// A board of 1 to 3 rows of 9 to 64 cells, about half of them pieces.
fn wider_board() -> impl Strategy<Value = Board> {
    (9u32..=64).prop_flat_map(|width| {
        proptest::collection::vec(any::<u64>(), 1..=3).prop_map(move |masks| {
            let full = u64::MAX >> (64 - width);
            let rows = masks
                .iter()
                .map(|&m| Row::new(width, m & full).unwrap())
                .collect();
            Board::new(width, rows).unwrap()
        })
    })
}

fn rules() -> impl Strategy<Value = Rules> {
    prop::sample::select(Rules::ALL.to_vec())
}

/// Whether the player to move wins `board` in `variant`, by the definition alone: the
/// nim-sum of the rows' mex values in normal play, a search of the whole board in
/// misère play.
fn wins_by_definition(board: &Board, variant: Variant) -> bool {
    match variant.convention {
        Convention::Normal => !board
            .rows()
            .iter()
            .map(|&row| grundy_by_definition_in(variant.rules, row))
            .sum::<Nimber>()
            .is_zero(),
        Convention::Misere => first_player_wins_misere_by_search_in(variant.rules, board),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn solve_answers_as_the_definition_does(
        tests in proptest::collection::vec(board(8, 3), 1..6),
        rules in rules(),
        misere in any::<bool>(),
    ) {
        let variant = Variant::new(rules, misere);
        let width = tests[0].width();
        let tests: Vec<Board> = tests
            .into_iter()
            .map(|board| Board::new(width, board.rows().iter().map(|row| {
                Row::new(width, row.mask() & ((1 << width) - 1)).unwrap()
            }).collect()).unwrap())
            .collect();
        let input = input_text(&tests);
        let spec = JudgeSpec::new(BoardWidth::new(u64::from(width)).unwrap(), variant).unwrap();
        let mut out = Vec::new();
        JudgeInput::new(Source::Bytes(input.as_bytes()), spec).solve(&mut out).unwrap();
        let expected: String = tests
            .iter()
            .map(|board| if wins_by_definition(board, variant) { "YES\n" } else { "NO\n" })
            .collect();
        prop_assert_eq!(String::from_utf8(out).unwrap(), expected);
        // Every reader (plain, fast, parallel, streamed) answers alike.
        prop_assert_eq!(compare_all_readers(input.as_bytes(), spec, 7), Ok(()));
    }

    #[test]
    fn the_analysis_values_every_move_as_the_definition_does(
        board in board(9, 3),
        rules in rules(),
    ) {
        let variant = Variant::new(rules, false);
        let analyser = Analyser::new(board.width(), board.rows(), variant);
        let analysis = analyser.analysis(true);
        // The JSON written directly is serde's, byte for byte.
        let mut direct = Vec::new();
        analyser.write_json(true, &mut direct);
        prop_assert_eq!(&direct, &serde_json::to_vec(&analysis).unwrap());
        prop_assert_eq!(analysis.first_player_wins, wins_by_definition(&board, variant));
        for (row, analysed) in board.rows().iter().zip(&analysis.rows) {
            prop_assert_eq!(analysed.grundy, grundy_by_definition_in(rules, *row).value());
        }
        let moves = analysis.moves.unwrap();
        let listed: Vec<_> = moves.iter().map(|m| m.to_move()).collect();
        let legal: Vec<_> = board
            .rows()
            .iter()
            .enumerate()
            .flat_map(|(index, row)| {
                rules.moves_of(row).map(move |m| Move { row: index + 1, from: m.from, to: m.to })
            })
            .collect();
        prop_assert_eq!(listed, legal);
        for value in &moves {
            let after = board.play_move(value.to_move(), rules).unwrap();
            let row_after = after.rows()[value.row - 1];
            prop_assert_eq!(value.row_grundy_after, grundy_by_definition_in(rules, row_after).value());
            prop_assert_eq!(value.winning, !wins_by_definition(&after, variant), "{}", value.to_move());
            let drop = board.rows()[value.row - 1].remaining_moves_bound() - row_after.remaining_moves_bound();
            prop_assert_eq!(u64::from(value.pieces_moved), drop);
            // The stair a move carries down from, counted on the row itself: hop, the
            // empty cells right of the piece; slide, the piece's place from the left.
            let row = board.rows()[value.row - 1];
            let cells: Vec<bool> = (1..=board.width()).map(|c| row.is_occupied(c)).collect();
            let stair = match rules {
                Rules::Hop => Some(cells[value.from as usize..].iter().filter(|&&p| !p).count() as u32),
                Rules::Slide => Some(cells[..value.from as usize].iter().filter(|&&p| p).count() as u32),
                Rules::Welter => None,
            };
            prop_assert_eq!(value.stair, stair, "{}", value.to_move());
        }
    }

    #[test]
    fn misere_winning_moves_are_those_the_search_finds(board in board(6, 3), rules in rules()) {
        let variant = Variant::new(rules, true);
        let analyser = Analyser::new(board.width(), board.rows(), variant);
        let winning: Vec<_> = analyser.winning_moves().collect();
        let by_search: Vec<_> = analyser
            .moves()
            .map(|value| value.to_move())
            .filter(|&mv| !first_player_wins_misere_by_search_in(rules, &board.play_move(mv, rules).unwrap()))
            .collect();
        prop_assert_eq!(winning, by_search, "{}", board);
    }

    #[test]
    fn wide_rows_are_valued_as_bitboards(mask in 0u64..1 << 16, rules in rules(), misere in any::<bool>()) {
        let variant = Variant::new(rules, misere);
        let row = Row::new(16, mask).unwrap();
        let wide = WideRow::from(row);
        prop_assert_eq!(variant.value_of(&wide), variant.value_of(&row));
        let board = Board::new(16, vec![row]).unwrap();
        let narrow: Vec<_> = variant.move_values(board.rows(), variant.value_of(&row)).collect();
        let wide_rows = [wide];
        let wide_moves: Vec<_> = variant.move_values(&wide_rows, variant.value_of(&row)).collect();
        prop_assert_eq!(narrow, wide_moves);
    }
}

/// A wide board (wider than a bitboard): 1 to 3 rows of 65 to 400 cells, each with
/// up to 12 pieces.
fn wide_rows() -> impl Strategy<Value = (u32, Vec<WideRow>)> {
    (65u32..=400).prop_flat_map(|width| {
        let row = proptest::collection::btree_set(1..=width, 0..=12)
            .prop_map(move |columns| WideRow::new(width, columns.into_iter().collect()).unwrap());
        (Just(width), proptest::collection::vec(row, 1..=3))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The winning moves aimed at (a Welter row's landing per value) are exactly the
    /// moves that win among every move, in the same order.
    #[test]
    fn winning_moves_are_those_among_every_move_that_win(
        (_width, rows) in wide_rows(),
        rules in rules(),
        misere in any::<bool>(),
    ) {
        let variant = Variant::new(rules, misere);
        let total = variant.value_of_board(&rows);
        let among_every_move: Vec<_> = if variant.first_player_wins(total) {
            variant
                .move_values(&rows, total)
                .filter(|valued| !variant.first_player_wins(valued.total_after))
                .collect()
        } else {
            Vec::new()
        };
        let aimed: Vec<_> = variant.winning_move_values(&rows, total).collect();
        prop_assert_eq!(&aimed, &among_every_move);
        let mut pushed = Vec::new();
        variant.for_each_winning_move(&rows, total, |valued| pushed.push(valued));
        prop_assert_eq!(pushed, among_every_move);
    }

    /// The same on bitboards, where the staircase games find each stair's winning
    /// moves from the nim-sum: rows of up to 64 cells, crowded or sparse, so that
    /// misère boards with every row fickle come up as well as firm ones.
    #[test]
    fn narrow_winning_moves_are_those_among_every_move_that_win(
        board in prop_oneof![board(8, 4), wider_board()],
        variant in prop::sample::select(Variant::ALL.to_vec()),
    ) {
        let rows = board.rows();
        let total = variant.value_of_board(rows);
        let among_every_move: Vec<_> = if variant.first_player_wins(total) {
            variant
                .move_values(rows, total)
                .filter(|valued| !variant.first_player_wins(valued.total_after))
                .collect()
        } else {
            Vec::new()
        };
        let aimed: Vec<_> = variant.winning_move_values(rows, total).collect();
        prop_assert_eq!(&aimed, &among_every_move, "{}", board);
        let mut pushed = Vec::new();
        variant.for_each_winning_move(rows, total, |valued| pushed.push(valued));
        prop_assert_eq!(pushed, among_every_move, "{}", board);
    }
}
