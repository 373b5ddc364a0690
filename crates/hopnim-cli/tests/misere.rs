//! Misère play (`--misere`: the player who cannot move wins) through every command,
//! held to the definition: a search of each whole board.

mod common;

use common::{hopnim, sample_path, stdout_of};
use hopnim::game::Variant;
use hopnim::judge::{input_text, write_input};
use hopnim::proof::misere::first_player_wins_misere_by_search;
use hopnim::{Board, Row};
use predicates::prelude::*;
use proptest::prelude::*;
use serde_json::Value;

/// Small boards: width 1..=7, 0..=3 rows.
fn small_boards() -> impl Strategy<Value = Vec<Board>> {
    let board = (1u32..=7).prop_flat_map(|width| {
        proptest::collection::vec(0..(1u64 << width), 0..=3).prop_map(move |masks| {
            let rows = masks.iter().map(|&m| Row::new(width, m).unwrap()).collect();
            Board::new(width, rows).unwrap()
        })
    });
    proptest::collection::vec(board, 1..6)
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn solve_answers_as_the_definition_does(tests in small_boards()) {
        // Each board alone, at its own width.
        for board in &tests {
            let mut input = Vec::new();
            write_input(std::slice::from_ref(board), &mut input).unwrap();
            let width = board.width().to_string();
            let answer = stdout_of("solve", &["--misere", "--width", &width], input);
            let truth = first_player_wins_misere_by_search(board);
            prop_assert_eq!(answer, if truth { "YES\n" } else { "NO\n" }, "{}", board);
        }
    }

    #[test]
    fn analyze_gives_exactly_the_moves_that_leave_the_opponent_lost(tests in small_boards()) {
        for board in tests.iter().filter(|board| !board.rows().is_empty()) {
            let text = board.to_string();
            let json = stdout_of("analyze", &["--misere", "--json", "--moves", "--board", &text], "");
            let value: Value = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(&value["misere"], &Value::Bool(true));
            let truth = first_player_wins_misere_by_search(board);
            prop_assert_eq!(value["first_player_wins"].as_bool(), Some(truth), "{}", board);
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
            prop_assert_eq!(winning, by_search, "{}", board);
        }
    }
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
        assert!(transcript.ends_with("winner: engine\n"), "{transcript}");
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
