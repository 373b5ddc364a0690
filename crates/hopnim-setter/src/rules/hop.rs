//! Hop's rules (HDU 5724): the problem "Chess", and the wrong ideas of its normal
//! and misère problems.

use hopnim::game::{Board, CLASSIC_WIDTH, Row, Rules, Staircase, Variant};
use hopnim::judge::answers;

use super::{Problem, RulesFacts, WrongIdea, default_answers, per_test};

/// What the setter knows of hop's rules.
pub(super) const FACTS: RulesFacts = RulesFacts {
    problem: Problem {
        title: "Chess",
        title_zh: "高手过招",
        source_note: "",
        uuid_tail: 1,
    },
    normal_ideas: &NORMAL_IDEAS,
    misere_ideas: &MISERE_IDEAS,
};

const NORMAL_IDEAS: [WrongIdea; 7] = [
    WrongIdea {
        name: "any_empty_cell.cpp",
        mistake: "a piece may land on any empty cell to its right (Welter's game)",
        answers: |tests| answers(tests, Variant::new(Rules::Welter, false)),
    },
    WrongIdea {
        name: "slide_only.cpp",
        mistake: "a piece only slides over empty cells, never jumps (the sliding game)",
        answers: |tests| answers(tests, Variant::new(Rules::Slide, false)),
    },
    WrongIdea {
        name: "even_stairs.cpp",
        mistake: "the XOR of the piles on the even stairs instead of the odd ones",
        answers: |tests| {
            per_test(tests, |board| {
                stairs_xor(board, |stair| stair.is_multiple_of(2)) != 0
            })
        },
    },
    WrongIdea {
        name: "every_stair.cpp",
        mistake: "the XOR of the piles on every stair",
        answers: |tests| per_test(tests, |board| stairs_xor(board, |_| true) != 0),
    },
    WrongIdea {
        name: "wrong_end.cpp",
        mistake: "positions read from the wrong end (column 21 - p)",
        answers: |tests| per_test(tests, |board| mirrored(board).first_player_wins()),
    },
    WrongIdea {
        name: "mex_wrong.cpp",
        mistake: "the Grundy table takes the largest option plus one instead of the mex",
        answers: |tests| {
            per_test(tests, |board| {
                board
                    .rows()
                    .iter()
                    .fold(0, |sum, row| sum ^ max_plus_one(*row))
                    != 0
            })
        },
    },
    WrongIdea {
        name: "no_reset.py",
        mistake: "the nim-sum is not reset between tests",
        answers: |tests| {
            let mut carried = 0;
            tests
                .iter()
                .map(|board| {
                    carried ^= board.nim_sum().value();
                    carried != 0
                })
                .collect()
        },
    },
];

const MISERE_IDEAS: [WrongIdea; 3] = [
    WrongIdea {
        name: "normal_play.cpp",
        mistake: "the normal-play answer: the player who cannot move loses",
        answers: default_answers,
    },
    WrongIdea {
        name: "misere_on_values.cpp",
        mistake: "misère Nim on the rows' values: a row counts as firm when its value is 2 or more",
        answers: |tests| {
            per_test(tests, |board| {
                let values: Vec<u32> = board
                    .rows()
                    .iter()
                    .map(|row| row.grundy().value())
                    .collect();
                misere_nim(
                    values.iter().fold(0, |x, v| x ^ v),
                    values.iter().any(|&v| v >= 2),
                )
            })
        },
    },
    WrongIdea {
        name: "even_stairs.cpp",
        mistake: "the misère rule on the even stairs instead of the odd ones",
        answers: |tests| {
            per_test(tests, |board| {
                let even = |stair: u32| stair.is_multiple_of(2);
                let firm = board.rows().iter().any(|row| {
                    row.stairs()
                        .piles()
                        .iter()
                        .any(|p| even(p.stair) && p.pieces >= 2)
                });
                misere_nim(stairs_xor(board, even), firm)
            })
        },
    },
];

/// Misère Nim's answer: the player to move wins iff (a firm heap and a nim-sum not 0)
/// or (no firm heap and a nim-sum of 0).
fn misere_nim(nim_sum: u32, firm: bool) -> bool {
    if firm { nim_sum != 0 } else { nim_sum == 0 }
}

/// The XOR of the piles on the stairs `counts` picks, over the board's rows.
fn stairs_xor(board: &Board, counts: impl Fn(u32) -> bool) -> u32 {
    board
        .rows()
        .iter()
        .flat_map(|row| row.stairs().piles().to_vec())
        .filter(|pile| counts(pile.stair))
        .fold(0, |x, pile| x ^ pile.pieces)
}

/// The board with every row read from the other end.
fn mirrored(board: &Board) -> Board {
    let width = board.width();
    let rows = board
        .rows()
        .iter()
        .map(|row| {
            let mask = row.mask().reverse_bits() >> (64 - width);
            Row::new(width, mask).expect("a mirrored row fits")
        })
        .collect();
    Board::new(width, rows).expect("rows of the board's width")
}

/// A row's "Grundy value" when the mex is taken wrongly, as the largest option plus
/// one (0 without options), over the real moves: a table of every row of the classic
/// width, built once (a move only lowers the mask, so increasing order works).
pub(crate) fn max_plus_one(row: Row) -> u32 {
    static TABLE: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut table = vec![0u8; 1 << CLASSIC_WIDTH];
        for mask in 0..table.len() as u64 {
            let best = Rules::default()
                .options_of_mask(mask)
                .map(|option| table[option as usize] + 1)
                .max()
                .unwrap_or(0);
            table[mask as usize] = best;
        }
        table
    });
    u32::from(table[row.mask() as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use hopnim::proof::definition::grundy_by_definition_in;

    fn boards(texts: &[&str]) -> Vec<Board> {
        texts.iter().map(|t| t.parse().unwrap()).collect()
    }

    #[test]
    fn the_models_are_wrong_where_their_mistake_matters() {
        // 18x1: one piece on stair 1. Even stairs see nothing; every stair sees 1.
        let tests = boards(&["18x1"]);
        let by_name = |name: &str| {
            let idea = NORMAL_IDEAS.iter().find(|i| i.name == name).unwrap();
            (idea.answers)(&tests)
        };
        assert_eq!(by_name("even_stairs.cpp"), [false]);
        assert_eq!(by_name("every_stair.cpp"), [true]);
        // Mirrored, 18x1 is 1x18: one piece on stair 18, which is even: a loss.
        assert_eq!(by_name("wrong_end.cpp"), [false]);
        // Two winning tests: the carried nim-sum cancels on the second.
        let twice = boards(&["18x1", "18x1"]);
        let no_reset = NORMAL_IDEAS
            .iter()
            .find(|i| i.name == "no_reset.py")
            .unwrap();
        assert_eq!((no_reset.answers)(&twice), [true, false]);
    }

    #[test]
    fn the_mex_model_differs_from_the_definition() {
        let row: Row = "17x2".parse().unwrap(); // stair 2: worth 0, but it lasts 2 moves
        assert_ne!(
            max_plus_one(row),
            grundy_by_definition_in(Rules::Hop, row).value()
        );
    }
}
