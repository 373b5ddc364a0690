//! `hopnim review`: game records in, each move's class and each player's accuracy out,
//! as text or JSON Lines; bad records refused with the line, the character and the
//! move.

use predicates::prelude::*;

use crate::common;
use common::{hopnim, stdout_of};

/// A misère game of hop: a good move, then a hasty one.
const MISERE_GAME: &str = "3xx1/xx4 1:5->6 2:1->3\n";

#[test]
fn each_move_gets_its_class_remoteness_and_the_best_moves_then_each_player_s_accuracy() {
    let text = stdout_of("review", &["--misere"], MISERE_GAME);
    assert_eq!(
        text,
        "game 1: 3xx1/xx4\n\
         1. first: 1:5->6, good, remoteness 8 -> 9; best: 2:1->3\n\
         2. second: 2:1->3, hasty, remoteness 9 -> 6; best: 1:4->5, 2:2->3\n\
         first player: accuracy 50%, 1 move: 0 best, 1 good, 0 hasty, 0 blunders\n\
         second player: accuracy 50%, 1 move: 0 best, 0 good, 1 hasty, 0 blunders\n"
    );
}

#[test]
fn json_is_an_object_per_move_then_a_summary() {
    let json = stdout_of("review", &["--misere", "--json"], MISERE_GAME);
    let objects: Vec<serde_json::Value> = json
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(objects.len(), 3);
    assert_eq!(objects[0]["class"], "good");
    assert_eq!(objects[0]["player"], "first");
    assert_eq!(objects[0]["remoteness_before"], 8);
    assert_eq!(objects[0]["remoteness_after"], 9);
    assert_eq!(
        objects[0]["best_moves"],
        serde_json::json!([{"row": 2, "from": 1, "to": 3}])
    );
    assert_eq!(objects[1]["class"], "hasty");
    assert_eq!(objects[2]["summary"]["first"]["accuracy"], 50.0);
    assert_eq!(objects[2]["summary"]["second"]["hasty"], 1);
}

#[test]
fn one_record_a_line_from_a_file_blank_lines_skipped() {
    let files = tempfile::tempdir().unwrap();
    let path = files.path().join("games.txt");
    std::fs::write(&path, "18x1/17x2 1:19\n\n  \r\nx1 1:1->2\r\n").unwrap();
    let text = stdout_of("review", &[path.to_str().unwrap()], "");
    assert!(text.starts_with("game 1: 18x1/17x2\n1. first: 1:19->20, best, remoteness 3 -> 2\n"));
    assert!(text.contains("\n\ngame 2: x1\n1. first: 1:1->2, best, remoteness 1 -> 0\n"));
    let json = stdout_of("review", &["--json", path.to_str().unwrap()], "");
    assert_eq!(json.matches("\"summary\"").count(), 2);
    // A game without moves: its board, and no player's line.
    assert_eq!(stdout_of("review", &[], "x1\n"), "game 1: x1\n");
    assert_eq!(stdout_of("review", &[], ""), "");
}

#[test]
fn welter_s_game_is_reviewed_by_its_search() {
    let text = stdout_of("review", &["--rules", "welter"], "x3 1:1->3 1:3\n");
    assert_eq!(
        text,
        "game 1: x3\n\
         1. first: 1:1->3, blunder, remoteness 1 -> 1; best: 1:1->4\n\
         2. second: 1:3->4, best, remoteness 1 -> 0\n\
         first player: accuracy 0%, 1 move: 0 best, 0 good, 0 hasty, 1 blunder\n\
         second player: accuracy 100%, 1 move: 1 best, 0 good, 0 hasty, 0 blunders\n"
    );
}

#[test]
fn a_bad_record_names_the_line_the_character_and_the_move() {
    let cases = [
        (
            "18x1/17x2 1:19->20\nx1 1:1->2 1:1\n",
            "error: <stdin>:2:11: move 2 (1:1): there is no piece at 1:1\n",
        ),
        (
            "x1 1:1-2\n",
            "error: <stdin>:1:7: move 1 (1:1-2): unexpected '-': expected '->'\n",
        ),
        (
            "18x1/17y2 1:19\n",
            "error: <stdin>:1:8: the starting board, row 2: unexpected 'y': expected 'x', '.', a digit or '/'\n",
        ),
        (
            "x3 1:1\n",
            "error: <stdin>:1:4: move 1 (1:1): the piece at 1:1 can land on 2, 3, 4 under the welter rules: say where, as 1:1->D\n",
        ),
    ];
    for (input, error) in cases {
        let rules = if input.starts_with("x3") {
            "welter"
        } else {
            "hop"
        };
        hopnim()
            .args(["review", "--rules", rules])
            .write_stdin(input)
            .assert()
            .code(1)
            .stderr(error);
    }
    // The games before the bad one are reviewed.
    hopnim()
        .arg("review")
        .write_stdin("x1 1:1\nx1 1:2\n")
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with("game 1: x1\n"));
    hopnim()
        .args(["--lang", "zh-CN", "review"])
        .write_stdin("x1 1:1->2 1:1\n")
        .assert()
        .code(1)
        .stderr("错误：<stdin>:1:11: 第 2 步（1:1）：1:1 上没有棋子\n");
    hopnim()
        .args(["review", "no-such-file"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("cannot open no-such-file"));
}

#[test]
fn endless_input_a_closed_pipe_and_a_full_disk() {
    // A line without an end is refused once it passes the limit.
    hopnim()
        .arg("review")
        .write_stdin(vec![b'x'; 2 << 20])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "<stdin>:1: the line is longer than",
        ));
    // Many games, their review read in part: the rest is not waited for.
    let games = "18x1/17x2 1:19->20 2:18->19\n".repeat(20_000);
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "{} review | head -1",
            assert_cmd::cargo::cargo_bin("hopnim").display()
        ))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            let mut stdin = child.stdin.take().unwrap();
            // The writer stops when hopnim has gone.
            let _ = stdin.write_all(games.as_bytes());
            drop(stdin);
            child.wait_with_output()
        })
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "game 1: 18x1/17x2\n"
    );
    if std::path::Path::new("/dev/full").exists() {
        let output = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
            .args(["review", "-"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child.stdin.take().unwrap().write_all(b"x1 1:1\n")?;
                child.wait_with_output()
            })
            .unwrap();
        assert_eq!(output.status.code(), Some(1));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("cannot write the review"), "{stderr}");
    }
}

#[test]
fn a_game_no_proof_covers_is_bad_usage() {
    hopnim()
        .args(["review", "--rules", "welter", "--misere"])
        .write_stdin("x29 1:1->2\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "proved only for rows of up to 24 cells",
        ));
}

#[test]
fn the_learners_walk_plays_records_and_reviews_as_docs_learners_md_shows() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.txt");
    let moves = "2:6->8\n2:7->9\n1:3->4\n1:6->7\n1:7->8\n1:8->9\n2:2->3\n2:4->5\n2:6->7\n";
    let played = hopnim()
        .args([
            "play",
            "--board",
            "x4x3/1x3xx2",
            "--level",
            "2",
            "--seed",
            "7",
            "--record",
        ])
        .arg(&record)
        .write_stdin(moves)
        .assert()
        .success();
    let transcript = String::from_utf8(played.get_output().stdout.clone()).unwrap();
    assert!(
        transcript
            .ends_with("board: 7xx/6xxx\nwinner: you\naccuracy: you 88.9\naccuracy: engine 87.5\n"),
        "{transcript}"
    );
    let reviewed = hopnim().arg("review").arg(&record).assert().success();
    let review = String::from_utf8(reviewed.get_output().stdout.clone()).unwrap();
    let lines: Vec<&str> = review.lines().collect();
    assert_eq!(
        lines[..4],
        [
            "game 1: x4x3/1x3xx2",
            "1. you: 2:6->8, blunder, remoteness 19 -> 17; best: 1:1->2, 1:6->7, 2:2->3, 2:7->8",
            "2. engine: 1:1->2, blunder, remoteness 17 -> 15; best: 2:8->9",
            "3. you: 2:7->9, best, remoteness 15 -> 14",
        ]
    );
    assert_eq!(
        lines[lines.len() - 2..],
        [
            "you (first player): accuracy 88.9%, 9 moves: 8 best, 0 good, 0 hasty, 1 blunder",
            "the engine (second player): accuracy 87.5%, 8 moves: 7 best, 0 good, 0 hasty, 1 blunder",
        ]
    );
}

/// Found by the page as a trainer's review: `review` said first/second of a game
/// `play --record` wrote, which knew who you were. The record ends saying which side
/// you played, and the review names you and the engine, in either language; a record
/// without it is reviewed as before.
#[test]
fn a_record_of_play_says_which_side_you_played_and_review_names_you_and_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.txt");
    hopnim()
        .args([
            "play",
            "--board",
            "18x1/17x2",
            "--first",
            "engine",
            "--record",
        ])
        .arg(&record)
        .write_stdin("2:18\n")
        .assert()
        .success();
    let written = std::fs::read_to_string(&record).unwrap();
    assert_eq!(written, "18x1/17x2 1:19->20 2:18->19 2:19->20 you=second\n");
    let review =
        |lang: &str, text: &str| stdout_of("review", &["--lang", lang], text.as_bytes().to_vec());
    assert_eq!(
        review("en", &written),
        "game 1: 18x1/17x2\n\
         1. engine: 1:19->20, best, remoteness 3 -> 2\n\
         2. you: 2:18->19, best, remoteness 2 -> 1\n\
         3. engine: 2:19->20, best, remoteness 1 -> 0\n\
         the engine (first player): accuracy 100%, 2 moves: 2 best, 0 good, 0 hasty, 0 blunders\n\
         you (second player): accuracy 100%, 1 move: 1 best, 0 good, 0 hasty, 0 blunders\n"
    );
    assert_eq!(
        review("zh-CN", &written),
        "第 1 局：18x1/17x2\n\
         第 1 步（引擎）：1:19->20，最佳，剩余步数 3 -> 2\n\
         第 2 步（你）：2:18->19，最佳，剩余步数 2 -> 1\n\
         第 3 步（引擎）：2:19->20，最佳，剩余步数 1 -> 0\n\
         引擎（先手）：准确率 100%，共 2 步：最佳 2、好棋 0、过急 0、失误 0\n\
         你（后手）：准确率 100%，共 1 步：最佳 1、好棋 0、过急 0、失误 0\n"
    );
    let json = stdout_of("review", &["--json"], written.as_bytes().to_vec());
    assert!(
        json.contains(r#""player":"first","by":"engine","#),
        "{json}"
    );
    assert!(json.ends_with(",\"you\":\"second\"}\n"), "{json}");
    // Without `you=`, as every record before: first and second, and no `by`.
    let old = written.replace(" you=second", "");
    assert!(review("en", &old).contains("\n1. first: 1:19->20, best,"));
    let json = stdout_of("review", &["--json"], old.as_bytes().to_vec());
    assert!(
        !json.contains("\"by\"") && !json.contains("\"you\""),
        "{json}"
    );
    // `you=` anywhere else is refused, named, in either language.
    hopnim()
        .args(["review"])
        .write_stdin("18x1/17x2 you=second 1:19->20\n")
        .assert()
        .code(1)
        .stderr(
            "error: <stdin>:1:11: you=second: the side you played is the record's last word, \
             you=first or you=second\n",
        );
}

/// The record of a game on `rows` rows `x1` (width 2), each row's piece moved once, top
/// row first: `rows` moves on a board of `rows` rows, 5 × `rows`² entries to review.
fn one_move_a_row(rows: usize) -> String {
    let board = vec!["x1"; rows].join("/");
    let moves: Vec<String> = (1..=rows).map(|row| format!("{row}:1")).collect();
    format!("{board} {}\n", moves.join(" "))
}

#[test]
fn a_game_too_big_to_review_is_refused_naming_the_limit_under_a_memory_limit() {
    // 165 KB: every board of the game was held (16,000 boards of 16,000 rows, 5 GB),
    // and under `ulimit -v` the allocation that failed aborted hopnim (exit 134).
    let record = one_move_a_row(16_000);
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v 1048576 && exec {} review",
            assert_cmd::cargo::cargo_bin("hopnim").display()
        ))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(record.as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: <stdin>:1: the game is too big to review: 16000 moves, each on a position \
         of 80000 entries (its rows, 3 a piece, its moves), are 1280000000 entries, over \
         the limit of 33554432\n"
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    // A game within the limit is reviewed, one position at a time.
    let reviewed = stdout_of("review", &[], one_move_a_row(300));
    assert!(reviewed.ends_with(
        "300. second: 300:1->2, best, remoteness 1 -> 0\n\
         first player: accuracy 100%, 150 moves: 150 best, 0 good, 0 hasty, 0 blunders\n\
         second player: accuracy 100%, 150 moves: 150 best, 0 good, 0 hasty, 0 blunders\n"
    ));
}

#[test]
fn a_move_lists_32_best_moves_and_counts_the_rest() {
    // 36 rows: a hasty move, of 36 best moves (each listed, in JSON too).
    let board = [vec!["1x1"; 34], vec!["xx1"; 2]].concat().join("/");
    let record = format!("{board} 35:1\n");
    let text = stdout_of("review", &[], record.as_str());
    let line = text.lines().nth(1).unwrap();
    assert!(
        line.starts_with("1. first: 35:1->3, hasty, remoteness 38 -> 35; best: 1:2->3, 2:2->3,"),
        "{line}"
    );
    assert!(line.ends_with(", 31:2->3, 32:2->3 and 4 more"), "{line}");
    let json = stdout_of("review", &["--json"], record.as_str());
    let first: serde_json::Value = serde_json::from_str(json.lines().next().unwrap()).unwrap();
    assert_eq!(first["best_moves"].as_array().unwrap().len(), 32);
    assert_eq!(
        first["best_moves"][31],
        serde_json::json!({"row": 32, "from": 2, "to": 3})
    );
    assert_eq!(first["best_move_count"], 36);
    // Where every best move is listed, there is no count.
    let json = stdout_of("review", &["--misere", "--json"], MISERE_GAME);
    assert!(!json.contains("best_move_count"), "{json}");
}
