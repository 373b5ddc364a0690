//! Board and move notation round-trip through `Display` and `FromStr`.

use hopnim::game::notation::reference::compare_with_parsers;
use hopnim::{Board, Cell, Move, Row};
use proptest::prelude::*;

fn board() -> impl Strategy<Value = Board> {
    (1u32..=64).prop_flat_map(|width| {
        let full = if width == 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
        prop::collection::vec(any::<u64>(), 1..=6).prop_map(move |masks| {
            let rows = masks
                .into_iter()
                .map(|m| Row::new(width, m & full).unwrap())
                .collect();
            Board::new(width, rows).unwrap()
        })
    })
}

/// Writes a row cell by cell, splitting runs of empty cells at random and writing
/// each piece of a run as a number or as dots (never two numbers in a row, which
/// would read as one).
fn spelled_out(row: Row, choices: &[u8]) -> String {
    let mut text = String::new();
    let mut run = 0u32;
    let flush = |text: &mut String, run: &mut u32, style: u8| {
        if *run == 0 {
            return;
        }
        let after_number = text.ends_with(|c: char| c.is_ascii_digit());
        if style.is_multiple_of(2) && !after_number {
            text.push_str(&run.to_string());
        } else {
            text.push_str(&".".repeat(*run as usize));
        }
        *run = 0;
    };
    for column in 1..=row.width() {
        let style = choices[column as usize % choices.len()];
        if row.is_occupied(column) {
            flush(&mut text, &mut run, style);
            text.push('x');
        } else {
            run += 1;
            if style.is_multiple_of(5) {
                flush(&mut text, &mut run, style);
            }
        }
    }
    flush(&mut text, &mut run, choices[0]);
    text
}

proptest! {
    #[test]
    fn board_notation_round_trips(board in board()) {
        let text = board.to_string();
        prop_assert_eq!(text.parse::<Board>().unwrap(), board);
    }

    #[test]
    fn any_spelling_parses_to_the_same_board(
        board in board(),
        choices in prop::collection::vec(any::<u8>(), 1..10)
    ) {
        let text: Vec<String> = board.rows().iter().map(|&r| spelled_out(r, &choices)).collect();
        let parsed: Board = text.join("/").parse().unwrap();
        prop_assert_eq!(parsed, board);
    }

    #[test]
    fn move_notation_round_trips(row in 1usize..100_000, from in 1u32..=64, to in 1u32..=64) {
        let mv = Move { row, from, to };
        prop_assert_eq!(mv.to_string().parse::<Move>().unwrap(), mv);
        let cell = mv.cell();
        prop_assert_eq!(cell.to_string().parse::<Cell>().unwrap(), cell);
    }

    #[test]
    fn any_text_parses_as_the_reference_says(text in "\\PC{0,40}") {
        prop_assert_eq!(compare_with_parsers(&text), Ok(()));
    }

    #[test]
    fn notation_like_text_parses_as_the_reference_says(text in "[x.0-9/:>-]{0,80}") {
        prop_assert_eq!(compare_with_parsers(&text), Ok(()));
    }
}
