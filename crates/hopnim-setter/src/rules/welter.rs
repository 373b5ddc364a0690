//! Welter's rules: the problem "Leaping Chess", and the wrong ideas of its
//! normal-play problem.

use hopnim::game::rules::{coins_of, welter};

use super::{Problem, RulesFacts, WrongIdea, default_answers, per_test};

/// What the setter knows of Welter's rules.
pub(super) const FACTS: RulesFacts = RulesFacts {
    problem: Problem {
        title: "Leaping Chess",
        title_zh: "飞跃棋",
        source_note: ", Welter's rules",
        uuid_tail: 4,
    },
    normal_ideas: &WELTER_IDEAS,
    misere_ideas: &[],
};

const WELTER_IDEAS: [WrongIdea; 3] = [
    WrongIdea {
        name: "hop_rules.cpp",
        mistake: "hop's staircase: the XOR of the piles on the odd stairs",
        answers: default_answers,
    },
    WrongIdea {
        name: "plain_nim.cpp",
        mistake: "the coins read as Nim heaps: the XOR of the coins",
        answers: |tests| {
            per_test(tests, |board| {
                board
                    .rows()
                    .iter()
                    .flat_map(coins_of)
                    .fold(0, |x, coin| x ^ coin)
                    != 0
            })
        },
    },
    WrongIdea {
        name: "mate_plus_one.cpp",
        mistake: "a mated pair a, b counted as a xor b instead of (a xor b) - 1",
        answers: |tests| {
            per_test(tests, |board| {
                board.rows().iter().fold(0, |x, row| {
                    let mating = welter::mating(&coins_of(row));
                    let pairs = mating.pairs.iter().fold(0, |v, &(a, b)| v ^ a ^ b);
                    x ^ pairs ^ mating.spinster.unwrap_or(0)
                }) != 0
            })
        },
    },
];
