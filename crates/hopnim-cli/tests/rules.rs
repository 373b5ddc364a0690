//! `--rules hop|welter|slide` through the commands: answers held to the definition,
//! each rule set's own picture of a row, moves with a landing cell, the refusal of a
//! game without a proof, and the stress tester naming the game a wrong solution
//! solves.

use crate::common;

use common::{hopnim, stdout_of};
use hopnim::game::Rules;
use hopnim::judge::input_text;
use hopnim::proof::definition::grundy_by_definition_in;
use hopnim::{Board, Nimber};
use predicates::prelude::*;
use serde_json::Value;

/// The library's own property tests hold each rule set to its definition on random
/// boards; these examples check that `--rules` reaches solve's and analyze's answers
/// and values: every board of up to 2 rows of width 3, and boards of 3 rows of
/// width 8.
#[test]
fn solve_and_analyze_answer_as_the_definition() {
    let wide: Vec<Board> = [
        "x.x.xx2/xx1x2x1/x2xxx2",
        "8/x7/7x",
        "xxxxxxxx/4xxxx/x1x1x1x1",
    ]
    .iter()
    .map(|notation| notation.parse().unwrap())
    .collect();
    for rules in Rules::ALL {
        for tests in [common::every_board_of_up_to_two_rows(3), wide.clone()] {
            let width = tests[0].width().to_string();
            let flags = ["--rules", rules.name(), "--width", &width];
            let expected: Vec<bool> = tests
                .iter()
                .map(|board| {
                    let sum: Nimber = board
                        .rows()
                        .iter()
                        .map(|&row| grundy_by_definition_in(rules, row))
                        .sum();
                    !sum.is_zero()
                })
                .collect();
            let answers = stdout_of("solve", &flags, input_text(&tests));
            let said: Vec<bool> = answers.lines().map(|line| line == "YES").collect();
            assert_eq!(said, expected, "{rules} {width}");
            let json = stdout_of(
                "analyze",
                &[&flags[..], &["--json"]].concat(),
                input_text(&tests),
            );
            assert_eq!(json.lines().count(), tests.len());
            for (line, (board, wins)) in json.lines().zip(tests.iter().zip(&expected)) {
                let analysis: Value = serde_json::from_str(line).unwrap();
                assert_eq!(
                    analysis["first_player_wins"].as_bool(),
                    Some(*wins),
                    "{rules} {board}"
                );
                let shown = analysis["rows"].as_array().unwrap();
                assert_eq!(shown.len(), board.rows().len());
                for (row, shown) in board.rows().iter().zip(shown) {
                    let grundy = u64::from(grundy_by_definition_in(rules, *row).value());
                    assert_eq!(shown["grundy"].as_u64(), Some(grundy), "{rules} {board}");
                }
            }
        }
    }
}

#[test]
fn each_rule_set_shows_its_own_picture_of_a_row() {
    let json = |rules: &str| -> Value {
        let text = stdout_of(
            "analyze",
            &["--rules", rules, "--json", "--board", "x2x1x"],
            "",
        );
        serde_json::from_str(&text).unwrap()
    };
    let hop = json("hop");
    assert!(hop.get("rules").is_none(), "{hop}");
    assert_eq!(
        hop["rows"][0]["stairs"],
        serde_json::json!([[0, 1], [1, 1], [3, 1]])
    );
    let welter = json("welter");
    assert_eq!(welter["rules"], "welter");
    assert_eq!(welter["rows"][0]["coins"], serde_json::json!([5, 2, 0]));
    assert!(welter["rows"][0].get("stairs").is_none(), "{welter}");
    // Coins 5, 2, 0: 0 and 2 mate for (0 xor 2) - 1 = 1, 5 is left: 1 xor 5 = 4.
    assert_eq!(welter["rows"][0]["grundy"], 4);
    let slide = json("slide");
    assert_eq!(slide["rules"], "slide");
    assert_eq!(
        slide["rows"][0]["stairs"],
        serde_json::json!([[1, 2], [2, 1]])
    );
    assert_eq!(slide["rows"][0]["grundy"], 2);
}

#[test]
fn explain_tells_each_reduction() {
    let explain = |rules: &str| {
        stdout_of(
            "analyze",
            &[
                "--rules",
                rules,
                "--explain",
                "--color",
                "never",
                "--board",
                "x2x1x",
            ],
            "",
        )
    };
    let welter = explain("welter");
    assert!(welter.contains("has the coins 5, 2, 0"), "{welter}");
    assert!(welter.contains("mate for (0 xor 2) - 1 = 1"), "{welter}");
    assert!(welter.contains("Welter function"), "{welter}");
    let slide = explain("slide");
    assert!(slide.contains("2 cells on stair 1"), "{slide}");
    assert!(slide.contains("staircase Nim on the gaps"), "{slide}");
}

#[test]
fn table_writes_every_rule_set_as_the_definition_does() {
    for rules in Rules::ALL {
        let csv = stdout_of(
            "table",
            &["--rules", rules.name(), "--width", "8", "--format", "csv"],
            "",
        );
        let table = hopnim::proof::definition::table_by_definition_in(rules, 8).unwrap();
        for (mask, line) in csv.lines().enumerate() {
            let value: u8 = line.rsplit(',').next().unwrap().parse().unwrap();
            assert_eq!(value, table.values()[mask], "{rules} {line}");
        }
    }
}

#[test]
fn play_takes_a_landing_cell_when_there_are_several() {
    let session = stdout_of(
        "play",
        &[
            "--rules",
            "welter",
            "--board",
            "x3",
            "--interface",
            "lines",
            "--first",
            "you",
        ],
        "1:1\n1:1->4\n",
    );
    assert!(
        session.contains("illegal move: the piece at 1:1 can land on 2, 3, 4 under the welter rules: say where, as 1:1->D"),
        "{session}"
    );
    assert!(session.contains("board: 3x"), "{session}");
    assert!(session.contains("winner: you"), "{session}");
}

#[test]
fn misere_welter_is_refused_beyond_its_proof() {
    hopnim()
        .args(["solve", "--rules", "welter", "--misere", "--width", "25"])
        .write_stdin("1\n1\n1 1\n")
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(
            "misère play under the welter rules is proved only for rows of up to 24 cells",
        ));
    assert_eq!(
        stdout_of(
            "solve",
            &["--rules", "welter", "--misere", "--width", "24"],
            "1\n1\n1 23\n"
        ),
        "NO\n"
    );
}

#[test]
fn stress_names_the_game_a_wrong_solution_solves() {
    let solution = env!("CARGO_BIN_EXE_hopnim");
    let out = tempfile::tempdir().unwrap();
    hopnim()
        .args(["stress", "--tests", "20", "--seed", "3", "--out"])
        .arg(out.path())
        .args(["--", solution, "solve", "--rules", "welter"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "note: the solution answers as Welter's game (a piece lands on any empty cell to its right) does",
        ))
        .stdout(predicate::str::contains("hopnim stress --rules welter checks it"))
        .stdout(predicate::str::contains("misère play of Welter").not());
}
