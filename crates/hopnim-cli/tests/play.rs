//! `hopnim play` over its line protocol: whole games against random play, the answers
//! to bad commands, undo, hints, values, and the end of input.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command as Process, Stdio};

use hopnim::Board;
use hopnim::random::Prng;
use predicates::prelude::*;

use crate::common;
use common::{hopnim, stdout_of};

/// The output lines of `hopnim play ARGS` given `input`, which must succeed.
fn play(args: &[&str], input: &str) -> Vec<String> {
    let output = stdout_of("play", args, input);
    output.lines().map(str::to_owned).collect()
}

/// Plays a whole game through the protocol, answering each position with a random
/// legal move; returns the winner's name and the position the game started from.
fn random_game(seed: u64, first: &str) -> (String, Board) {
    random_game_at(seed, first, "perfect")
}

/// [`random_game`] against the engine of `level`.
fn random_game_at(seed: u64, first: &str, level: &str) -> (String, Board) {
    let mut child = Process::new(assert_cmd::cargo::cargo_bin("hopnim"))
        .args(["play", "--seed", &seed.to_string(), "--first", first])
        .args(["--level", level])
        .args(["--rows", &(1 + seed % 5).to_string()])
        .args(["--width", &(4 + seed % 17).to_string()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut to_engine = child.stdin.take().unwrap();
    let from_engine = BufReader::new(child.stdout.take().unwrap());
    let mut rng = Prng::new(seed, 77);
    let mut start = None;
    let mut your_turn = first == "you";
    let mut winner = None;
    for line in from_engine.lines() {
        let line = line.unwrap();
        if let Some(name) = line.strip_prefix("winner: ") {
            winner = Some(name.to_owned());
            break;
        }
        if line.starts_with("engine moves ") {
            your_turn = true;
            continue;
        }
        let Some(notation) = line.strip_prefix("board: ") else {
            continue;
        };
        let board: Board = notation.parse().unwrap();
        start.get_or_insert_with(|| board.clone());
        let moves: Vec<_> = board.moves().collect();
        if your_turn && !moves.is_empty() {
            let mv = moves[rng.below(moves.len() as u64) as usize];
            writeln!(to_engine, "{}", mv.cell()).unwrap();
            your_turn = false;
        }
    }
    drop(to_engine);
    assert!(child.wait().unwrap().success());
    (winner.expect("a winner line"), start.unwrap())
}

#[test]
fn the_engine_wins_every_game_that_starts_lost_for_random_play() {
    let mut lost_starts = 0;
    for seed in 0..30 {
        for first in ["you", "engine"] {
            let (winner, start) = random_game(seed, first);
            let lost_for_you = start.first_player_wins() == (first == "engine");
            if lost_for_you {
                assert_eq!(winner, "engine", "seed {seed}, {first} first, {start}");
                lost_starts += 1;
            }
        }
    }
    assert!(lost_starts >= 20, "{lost_starts}");
}

#[test]
fn the_engine_moves_are_announced_by_the_cell_they_leave() {
    let lines = play(&["--board", "18x1/17x2", "--first", "engine"], "");
    assert_eq!(
        lines,
        ["board: 18x1/17x2", "engine moves 1:19", "board: 19x/17x2"]
    );
}

#[test]
fn bad_commands_get_one_line_and_the_game_goes_on() {
    let input = "1:1\ndance\n1:19->18\n1:20\n3:1\n\n2:18\n";
    let lines = play(&["--board", "18x1/17x2"], input);
    assert_eq!(
        lines,
        [
            "board: 18x1/17x2",
            "illegal move: there is no piece at 1:1",
            "unknown command: dance (type help)",
            "illegal move: the piece at 1:19 cannot land on 18 under the hop rules (it can land on 20)",
            "illegal move: there is no piece at 1:20",
            "illegal move: there is no row 3 (the board has 2 rows)",
            "board: 18x1/18x1",
            "engine moves 1:19",
            "board: 19x/18x1",
        ]
    );
}

#[test]
fn a_stuck_piece_is_an_illegal_move() {
    let lines = play(&["--board", "x16xxx"], "1:19\n");
    assert_eq!(
        lines[1],
        "illegal move: the piece at 1:19 is stuck: no empty cell to its right"
    );
}

#[test]
fn undo_restores_the_exact_position() {
    let lines = play(&["--board", "x3x2/xx1x3/3x3"], "1:1\nundo\nundo\n");
    assert_eq!(lines[0], "board: x3x2/xx1x3/3x3");
    let undone = lines
        .iter()
        .position(|l| l.starts_with("undone: "))
        .unwrap();
    assert!(lines[undone].starts_with("undone: 1:1->2 "), "{lines:?}");
    assert_eq!(lines[undone + 1], "board: x3x2/xx1x3/3x3");
    assert_eq!(lines[undone + 2], "cannot undo: you have not moved yet");
}

#[test]
fn hints_and_values() {
    let lines = play(&["--board", "18x1/17x2", "--hints"], "values\nvalues\n");
    assert_eq!(
        lines,
        [
            "board: 18x1/17x2",
            "hint: 1:19->20 wins in 3 moves",
            "board: 18x1/17x2",
            "values: 1 0 (nim-sum 1)",
            "hint: 1:19->20 wins in 3 moves",
            "board: 18x1/17x2",
            "hint: 1:19->20 wins in 3 moves",
        ]
    );
    let lost = play(&["--board", "xx2/xx2"], "hint\n");
    assert_eq!(
        lost[1],
        "hint: every move loses against best play; 1:2->3 lasts longest (lost in 8 moves)"
    );
}

/// Found by the page as a trainer's tryout: with `--hints`, `hint` printed the hint
/// twice (its answer, then `--hints`' own before the prompt), and so did a command
/// that changed nothing. `--hints` gives one with each showing of the board.
#[test]
fn with_hints_a_hint_asked_for_is_given_once() {
    let lines = play(&["--board", "18x1/17x2", "--hints"], "hint\ndance\n");
    assert_eq!(
        lines,
        [
            "board: 18x1/17x2",
            "hint: 1:19->20 wins in 3 moves",
            "hint: 1:19->20 wins in 3 moves",
            "unknown command: dance (type help)",
        ]
    );
    // On the screen too, in either language.
    for (lang, hint) in [
        ("en", "hint: 1:19->20 wins in 3 moves"),
        ("zh-CN", "提示：1:19->20 是胜着"),
    ] {
        let screen = stdout_of(
            "play",
            &[
                "--lang",
                lang,
                "--board",
                "18x1/17x2",
                "--hints",
                "--interface",
                "screen",
                "--color",
                "never",
            ],
            "hint\n",
        );
        assert_eq!(screen.matches(hint).count(), 2, "{screen}");
    }
}

#[test]
fn the_game_ends_with_a_winner_line_and_the_accuracy_of_each_player_who_moved() {
    let lines = play(&["--board", "2x1"], "1:3\n");
    assert_eq!(
        lines,
        [
            "board: 2x1",
            "board: 3x",
            "winner: you",
            "accuracy: you 100"
        ]
    );
    // You throw the win away (1:1->2 leaves 1xx1, a won position); the engine then
    // wins fastest.
    let lines = play(&["--board", "x1x1"], "1:1\n1:2\n1:3\n");
    assert_eq!(
        &lines[lines.len() - 2..],
        ["accuracy: you 0", "accuracy: engine 100"]
    );
    let lines = play(&["--board", "3x"], "");
    assert_eq!(lines, ["board: 3x", "winner: engine"]);
}

#[test]
fn the_end_of_input_or_quit_ends_quietly() {
    assert_eq!(play(&["--board", "18x1/17x2"], ""), ["board: 18x1/17x2"]);
    assert_eq!(
        play(&["--board", "18x1/17x2"], "quit\n1:19\n"),
        ["board: 18x1/17x2"]
    );
}

#[test]
fn record_writes_the_game_for_review() {
    let files = tempfile::tempdir().unwrap();
    let path = files.path().join("game.txt");
    let path = path.to_str().unwrap();
    play(
        &["--board", "18x1/17x2", "--record", path],
        "1:19\nundo\n2:18\n",
    );
    let record = std::fs::read_to_string(path).unwrap();
    assert_eq!(record, "18x1/17x2 2:18->19 1:19->20 you=first\n");
    let review = stdout_of("review", &["--json", path], "");
    assert_eq!(review.lines().count(), 3);
    // A record that cannot be written is an error.
    hopnim()
        .args([
            "play",
            "--board",
            "2x1",
            "--record",
            files.path().to_str().unwrap(),
        ])
        .write_stdin("1:3\n")
        .assert()
        .code(1)
        .stderr(predicate::str::contains("cannot write the record"));
}

/// The names in `folder`.
fn names_in(folder: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn the_record_is_written_however_the_session_ends() {
    // It was written only when the session ended without an error: a line too long
    // (exit 1) or input that cannot be read left no record.
    let files = tempfile::tempdir().unwrap();
    let path = files.path().join("game.txt");
    // Each input a file: a folder is one that cannot be read.
    let input = |name: &str, text: &str| {
        let input = files.path().join(name);
        std::fs::write(&input, text).unwrap();
        input
    };
    for (input, code, record) in [
        (
            input("long", &format!("1:1\n{}", "a".repeat(2000))),
            1,
            "x19 1:1->2 1:2->3 you=first\n",
        ),
        (files.path().to_owned(), 1, "x19 you=first\n"),
        (input("end", "1:1\n"), 0, "x19 1:1->2 1:2->3 you=first\n"),
        (
            input("quit", "1:1\nundo\nquit\n1:1\n"),
            0,
            "x19 you=first\n",
        ),
    ] {
        let _ = std::fs::remove_file(&path);
        let output = Process::new(assert_cmd::cargo::cargo_bin("hopnim"))
            .args(["play", "--interface", "lines", "--board", "x19", "--record"])
            .arg(&path)
            .stdin(std::fs::File::open(&input).unwrap())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(code), "{output:?}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), record);
        let mut names = names_in(files.path());
        names.retain(|name| !["long", "end", "quit"].contains(&name.as_str()));
        assert_eq!(names, ["game.txt"]);
    }
}

#[test]
fn the_record_is_written_when_a_signal_ends_the_session() {
    // SIGINT, SIGTERM and SIGHUP ended the session by their default action, before
    // the record was written.
    use std::os::unix::process::ExitStatusExt;
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        let files = tempfile::tempdir().unwrap();
        let path = files.path().join("game.txt");
        let mut child = Process::new(assert_cmd::cargo::cargo_bin("hopnim"))
            .args(["play", "--interface", "lines", "--board", "x19", "--record"])
            .arg(&path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut to_engine = child.stdin.take().unwrap();
        let mut from_engine = BufReader::new(child.stdout.take().unwrap()).lines();
        writeln!(to_engine, "1:1").unwrap();
        // The engine's reply shown: the game is waiting for the next move.
        while from_engine.next().unwrap().unwrap() != "board: 2x17" {}
        common::send_signal(child.id() as i32, signal);
        let status = child.wait().unwrap();
        assert_eq!(status.signal(), Some(signal));
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "x19 1:1->2 1:2->3 you=first\n"
        );
        assert_eq!(names_in(files.path()), ["game.txt"]);
    }
}

#[test]
fn a_record_to_standard_output_in_a_file_follows_the_game() {
    // /dev/stdout is no regular file: written once, after the game's lines.
    let files = tempfile::tempdir().unwrap();
    let out = files.path().join("out.txt");
    let status = Process::new(assert_cmd::cargo::cargo_bin("hopnim"))
        .args([
            "play",
            "--interface",
            "lines",
            "--board",
            "x19",
            "--record",
            "/dev/stdout",
        ])
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create(&out).unwrap())
        .spawn()
        .and_then(|mut child| {
            child.stdin.take().unwrap().write_all(b"1:1\n")?;
            child.wait()
        })
        .unwrap();
    assert!(status.success());
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "board: x19\nboard: 1x18\nengine moves 1:2\nboard: 2x17\nx19 1:1->2 1:2->3 you=first\n"
    );
}

#[test]
fn a_record_that_cannot_be_written_is_refused_before_the_game() {
    // It was found out when the game was over.
    let files = tempfile::tempdir().unwrap();
    let path = files.path().join("missing").join("game.txt");
    hopnim()
        .args(["play", "--board", "x19", "--record"])
        .arg(&path)
        .write_stdin("1:1\n")
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::starts_with(format!(
            "error: cannot write the record to {}",
            path.display()
        )));
}

#[test]
fn a_seed_gives_the_same_start_and_is_printed() {
    let first = play(&["--seed", "42", "--rows", "5"], "");
    assert_eq!(first[0], "seed: 42");
    assert_eq!(first, play(&["--seed", "42", "--rows", "5"], ""));
    assert_ne!(first[1], play(&["--seed", "43", "--rows", "5"], "")[1]);
    let board: Board = first[1].strip_prefix("board: ").unwrap().parse().unwrap();
    assert_eq!(board.rows().len(), 5);
    assert_eq!(board.width(), 20);
    // Without --seed a seed is chosen and printed, so the game can be replayed.
    let fresh = play(&[], "");
    assert!(fresh[0].starts_with("seed: "));
}

#[test]
fn every_level_plays_whole_games_to_a_winner() {
    for level in ["1", "2", "3", "4", "5"] {
        for seed in 0..4 {
            let (winner, _) = random_game_at(seed, "engine", level);
            assert!(["you", "engine"].contains(&winner.as_str()), "{level}");
        }
    }
}

#[test]
fn a_level_and_seed_give_the_same_game_in_the_same_protocol() {
    let board = "x4x3x2/1x3xx5/xx3x6";
    let game = |level: &str, seed: &str| {
        let mut args = vec!["--board", board, "--first", "engine", "--level", level];
        if !seed.is_empty() {
            args.extend(["--seed", seed]);
        }
        play(&args, "hint\n")
    };
    let weak = game("1", "5");
    assert_eq!(weak, game("1", "5"));
    assert_eq!(weak[0], "seed: 5");
    assert!(weak[1..].iter().all(|line| {
        ["board: ", "engine moves ", "hint: "]
            .iter()
            .any(|label| line.starts_with(label))
    }));
    // Some seed makes level 1 play another move than the perfect engine.
    let perfect = game("perfect", "");
    assert_eq!(
        perfect,
        play(&["--board", board, "--first", "engine"], "hint\n")
    );
    assert!(
        perfect[0].starts_with("board: "),
        "no seed line: {perfect:?}"
    );
    assert!((0..20).any(|seed| game("1", &seed.to_string())[2] != perfect[1]));
    // Without --seed, a level below perfect picks a seed and prints it.
    assert!(play(&["--board", board, "--level", "3"], "")[0].starts_with("seed: "));
}

#[test]
fn bad_positions_and_flags_are_refused() {
    hopnim()
        .args(["play", "--board", "18x1/17y2"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "error: --board: character 8 (row 2): unexpected 'y'",
        ));
    for args in [
        &["--board", "18x1", "--rows", "3"][..],
        &["--rows", "0"],
        &["--width", "65"],
        &["--first", "nobody"],
        &["--level", "0"],
        &["--level", "6"],
        &["--level", "Perfect"],
        &["--level", ""],
    ] {
        hopnim().arg("play").args(args).assert().code(2);
    }
    // A one-cell row has no move: the range of --width says so before anything runs.
    hopnim()
        .args(["play", "--width", "1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("width 1 is out of range (2..=64)"));
    hopnim()
        .args(["play", "--level", "best"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "`best` is not an engine level (1 to 5, or perfect)",
        ));
}
