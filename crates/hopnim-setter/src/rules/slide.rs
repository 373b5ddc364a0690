//! The sliding rules: the problem "Sliding Chess", and the wrong ideas of its
//! normal-play problem.

use hopnim::game::rules::slide;
use hopnim::game::{Row, Staircase};

use super::{Problem, RulesFacts, WrongIdea, default_answers, per_test};

/// What the setter knows of the sliding rules.
pub(super) const FACTS: RulesFacts = RulesFacts {
    problem: Problem {
        title: "Sliding Chess",
        title_zh: "滑动棋",
        source_note: ", sliding rules",
        uuid_tail: 5,
    },
    normal_ideas: &SLIDE_IDEAS,
    misere_ideas: &[],
};

const SLIDE_IDEAS: [WrongIdea; 3] = [
    WrongIdea {
        name: "hop_rules.cpp",
        mistake: "hop's staircase: the XOR of the piles on the odd stairs",
        answers: default_answers,
    },
    WrongIdea {
        name: "pairs_from_right.cpp",
        mistake: "the gaps paired from the right end: pieces m, m-2, … instead of 1, 3, …",
        answers: |tests| {
            per_test(tests, |board| {
                board.rows().iter().fold(0, |x, row| {
                    let pieces = row.piece_count();
                    gaps(row)
                        .into_iter()
                        .filter(|&(piece, _)| (pieces - piece).is_multiple_of(2))
                        .fold(x, |x, (_, gap)| x ^ gap)
                }) != 0
            })
        },
    },
    WrongIdea {
        name: "all_gaps.cpp",
        mistake: "the XOR of every gap",
        answers: |tests| {
            per_test(tests, |board| {
                board
                    .rows()
                    .iter()
                    .flat_map(gaps)
                    .fold(0, |x, (_, gap)| x ^ gap)
                    != 0
            })
        },
    },
];

/// The gaps of a row in the sliding game: `(i, cells)` for the `i`-th piece from the
/// left (from 1) and the empty cells right of it, where there are any.
fn gaps(row: &Row) -> Vec<(u32, u32)> {
    let stairs = slide::stairs(row);
    stairs
        .piles()
        .iter()
        .map(|pile| (pile.stair, pile.pieces))
        .collect()
}
