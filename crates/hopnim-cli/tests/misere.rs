//! Misère play (`--misere`: the player who cannot move wins) through every command,
//! held to the definition: a search of each whole board.

use crate::common;

use common::{hopnim, sample_path, stdout_of};
use hopnim::Board;
use hopnim::game::Variant;
use hopnim::judge::input_text;
use hopnim::proof::misere::first_player_wins_misere_by_search;
use predicates::prelude::*;
use serde_json::Value;

/// Example boards, grouped by width: every board of up to 2 rows of widths 1 to 3,
/// and at width 7 a board with no row, one with no move, boards with an odd pile of 2
/// or more and without, and one whose misère winning moves are not those of normal
/// play. (The library's own property tests hold misère play to the search on random
/// boards; these check that the binary answers as the library does.)
fn example_boards() -> Vec<Vec<Board>> {
    let mut groups: Vec<Vec<Board>> = (1..=3).map(common::every_board_of_up_to_two_rows).collect();
    let mut width_7 = vec![Board::new(7, vec![]).unwrap()];
    for notation in [
        "5xx",
        "xx2xx1",
        "x6/x6",
        "x1x1x2/1x1x1x1/3xxxx",
        "xx1x3/x2x1x1/xx1x1x1",
    ] {
        width_7.push(notation.parse().unwrap());
    }
    groups.push(width_7);
    groups
}

#[test]
fn the_sample_in_misere_play() {
    // 18xx: no move, so the player to move has won; 18x1/17x2: every odd pile is 0 or
    // 1 and the nim-sum 1, so the player to move loses.
    hopnim()
        .args(["solve", "--misere", &sample_path()])
        .assert()
        .success()
        .stdout("YES\nNO\n");
}

#[test]
fn solve_answers_as_the_definition_does() {
    for tests in example_boards() {
        let width = tests[0].width().to_string();
        let answers = stdout_of(
            "solve",
            &["--misere", "--width", &width],
            input_text(&tests),
        );
        assert_eq!(answers.lines().count(), tests.len());
        for (board, answer) in tests.iter().zip(answers.lines()) {
            let truth = first_player_wins_misere_by_search(board);
            assert_eq!(answer, if truth { "YES" } else { "NO" }, "{board}");
        }
    }
}

#[test]
fn analyze_gives_exactly_the_moves_that_leave_the_opponent_lost() {
    let mut differs_from_normal_play = false;
    for tests in example_boards() {
        let width = tests[0].width().to_string();
        let json = stdout_of(
            "analyze",
            &["--misere", "--json", "--moves", "--width", &width],
            input_text(&tests),
        );
        assert_eq!(json.lines().count(), tests.len());
        for (board, line) in tests.iter().zip(json.lines()) {
            let value: Value = serde_json::from_str(line).unwrap();
            assert_eq!(value["misere"], Value::Bool(true));
            let truth = first_player_wins_misere_by_search(board);
            assert_eq!(value["first_player_wins"].as_bool(), Some(truth), "{board}");
            let winning: Vec<String> = value["winning_moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|mv| format!("{}:{}->{}", mv["row"], mv["from"], mv["to"]))
                .collect();
            let by_search: Vec<String> = board
                .moves()
                .filter(|mv| !first_player_wins_misere_by_search(&board.play(mv.cell()).unwrap()))
                .map(|mv| mv.to_string())
                .collect();
            assert_eq!(winning, by_search, "{board}");
            let normal: Vec<String> = board
                .winning_moves()
                .iter()
                .map(|mv| mv.to_string())
                .collect();
            differs_from_normal_play |= !by_search.is_empty() && by_search != normal;
        }
    }
    assert!(differs_from_normal_play);
}

#[test]
fn analyze_explains_where_misere_parts_from_normal_play() {
    let text = stdout_of(
        "analyze",
        &[
            "--misere",
            "--explain",
            "--color",
            "never",
            "--board",
            "xx2xx1",
        ],
        "",
    );
    assert!(text.contains("misère play"), "{text}");
    assert!(
        text.contains("an odd pile of 2 or more: the first player loses"),
        "{text}"
    );
    assert!(text.contains("every odd pile is 0 or 1"), "{text}");
}

#[test]
fn gen_makes_the_answers_asked_for_in_misere_play() {
    let data = stdout_of(
        "gen",
        &[
            "--seed",
            "3",
            "--tests",
            "40",
            "--rows",
            "3",
            "--width",
            "8",
            "--answers",
            "mixed",
            "--misere",
        ],
        "",
    );
    let answers = stdout_of("solve", &["--misere", "--width", "8"], data.clone());
    assert_eq!(answers.matches("YES").count(), 20, "{answers}");
    let tests: Vec<Board> = hopnim::judge::JudgeReader::new(
        data.as_bytes(),
        hopnim::judge::JudgeSpec::of_width(8).unwrap(),
    )
    .boards()
    .map(|board| match board.unwrap() {
        hopnim::AnyBoard::Narrow(board) => board,
        hopnim::AnyBoard::Wide(_) => unreachable!("width 8"),
    })
    .collect();
    for (board, line) in tests.iter().zip(answers.lines()) {
        assert_eq!(
            first_player_wins_misere_by_search(board),
            line == "YES",
            "{board}"
        );
    }
    for answers in ["yes", "no"] {
        let data = stdout_of(
            "gen",
            &[
                "--seed",
                "9",
                "--tests",
                "10",
                "--rows",
                "2",
                "--answers",
                answers,
                "--misere",
            ],
            "",
        );
        let solved = stdout_of("solve", &["--misere"], data);
        let want = if answers == "yes" { "YES\n" } else { "NO\n" };
        assert_eq!(solved, want.repeat(10));
    }
}

#[test]
fn check_computes_misere_answers() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("out.txt");
    std::fs::write(&output, "YES\nNO\n").unwrap();
    let check = |extra: &[&str]| {
        hopnim()
            .arg("check")
            .args(extra)
            .arg(sample_path())
            .arg(&output)
            .assert()
    };
    check(&["--misere"]).code(0);
    check(&[])
        .code(1)
        .stderr(predicate::str::contains("test 1: expected NO, found YES"));
}

#[test]
fn stress_judges_in_misere_play() {
    let dir = tempfile::tempdir().unwrap();
    // The normal-play solver is wrong in misère play, and caught.
    hopnim()
        .args([
            "stress", "--misere", "--seed", "2", "--tests", "30", "--out",
        ])
        .arg(dir.path().join("normal"))
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_hopnim"))
        .arg("solve")
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with("failure: wrong answer"));
    // The misère solver passes.
    hopnim()
        .args([
            "stress", "--misere", "--seed", "2", "--tests", "30", "--out",
        ])
        .arg(dir.path().join("misere"))
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_hopnim"))
        .args(["solve", "--misere"])
        .assert()
        .success();
}

#[test]
fn play_announces_misere_and_the_engine_wins_lost_starts() {
    // Lost for the first player in misère play (every odd pile 0 or 1, nim-sum 1): you
    // move first and the engine wins, whatever you play.
    for your_move in ["1:19", "2:18"] {
        let transcript = stdout_of(
            "play",
            &["--misere", "--board", "18x1/17x2", "--interface", "lines"],
            format!("{your_move}\n2:19\n"),
        );
        assert!(transcript.starts_with("game: misère play: the player who cannot move wins\n"));
        assert!(
            transcript.contains("\nwinner: engine\naccuracy: you "),
            "{transcript}"
        );
    }
}

#[test]
fn verify_checks_the_misere_rule_and_counts_the_boards() {
    hopnim()
        .args(["verify", "--misere", "--max-width", "6", "--max-rows", "3"])
        .assert()
        .success()
        .stdout(
            "misère play under the hop rules, every row of up to 6 cells: 64 rows, 44 fickle: the local conditions hold, so the misère rule holds on every board of such rows\n\
             misère play, boards of up to 3 rows of width 6: 34220 boards, 7966 lost for the player to move\n\
             checked 34220 boards: the misère rule equals the definition on every one\n",
        );
}

#[test]
fn misere_play_changes_no_judge_format() {
    let tests: Vec<Board> = vec!["18xx".parse().unwrap(), "x2/x2".parse().unwrap()];
    let input = input_text(&tests);
    let answers = hopnim::judge::answers(&tests, Variant::MISERE);
    assert_eq!(answers, vec![true, true]);
    assert_eq!(stdout_of("solve", &["--misere"], input), "YES\nYES\n");
}

#[test]
fn play_s_values_in_misere_play_count_the_firm_rows_that_decide_with_the_nim_sum() {
    // Regression: misère play showed normal play's line alone, `(nim-sum 1)`, which
    // does not say who wins there.
    let transcript = stdout_of(
        "play",
        &["--misere", "--board", "xx2/x3/1x2", "--interface", "lines"],
        "values\n".to_owned(),
    );
    assert!(
        transcript.contains("values: 0 1 0 (nim-sum 1, firm rows 0)\n"),
        "{transcript}"
    );
    let normal = stdout_of(
        "play",
        &["--board", "xx2/x3/1x2", "--interface", "lines"],
        "values\n".to_owned(),
    );
    assert!(normal.contains("values: 0 1 0 (nim-sum 1)\n"), "{normal}");
}

/// Regression: a board won as it stands (no move left in misère play) said
/// `the first player wins`, then `winning moves: none`.
#[test]
fn a_board_won_as_it_stands_needs_no_winning_move() {
    for (lang, line) in [
        (
            "en",
            "winning moves: none needed: the first player cannot move, and so wins",
        ),
        ("zh-CN", "必胜着法：无（先手已无棋可走，直接获胜）"),
    ] {
        let args = ["--misere", "--board", "19x/19x", "--lang", lang];
        let out = stdout_of("analyze", &args, "");
        assert!(out.contains(line), "{out}");
    }
    let normal = stdout_of("analyze", &["--board", "19x/19x"], "");
    assert!(normal.contains("winning moves: none\n"), "{normal}");
}
