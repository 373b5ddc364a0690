//! `hopnim analyze` as a whole binary: snapshots of every output mode on the sample,
//! the JSON shape, winning moves against the definition, wide boards, and errors.

use std::collections::HashMap;

use hopnim::proof::definition::grundy_by_definition;
use hopnim::{Board, Nimber, Staircase};
use predicates::prelude::*;
use serde_json::Value;

use crate::common;
use common::{hopnim, sample_path, stdout_of};

/// The standard output of a successful `hopnim analyze ARGS`.
fn analyze(args: &[&str], stdin: &[u8]) -> String {
    stdout_of("analyze", args, stdin)
}

/// Each line of JSON Lines output, parsed.
fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn the_table_of_the_sample() {
    let table = analyze(&[&sample_path(), "--color", "never"], b"");
    insta::assert_snapshot!(table);
}

#[test]
fn the_table_with_every_move() {
    let table = analyze(&[&sample_path(), "--moves", "--color", "never"], b"");
    insta::assert_snapshot!(table);
}

#[test]
fn the_narration_of_the_sample_and_of_a_richer_board() {
    let sample = analyze(&[&sample_path(), "--explain", "--color", "never"], b"");
    insta::assert_snapshot!("explain_sample", sample);
    let richer = analyze(
        &[
            "--board",
            "x.x.xx3/xx1x2x1x/x1xx2xxx",
            "--explain",
            "--color",
            "never",
        ],
        b"",
    );
    insta::assert_snapshot!("explain_richer", richer);
    let lost = analyze(
        &["--board", "xx2/xx2", "--explain", "--color", "never"],
        b"",
    );
    assert!(lost.contains("The move that keeps the game going longest is 1:2->3"));
}

#[test]
fn the_json_of_the_sample() {
    let json = analyze(&["--json", &sample_path()], b"");
    insta::assert_snapshot!("json_sample", json);
    let with_moves = analyze(&["--json", "--moves", &sample_path()], b"");
    insta::assert_snapshot!("json_sample_moves", with_moves);
}

#[test]
fn the_json_of_a_board_gives_rows_values_and_winning_moves_but_no_move_list_unasked() {
    let line = analyze(&["--json", "--board", "18x1/17x2"], b"");
    let value: Value = serde_json::from_str(&line).unwrap();
    assert_eq!(value["width"], 20);
    assert_eq!(value["rows"][0]["board"], "18x1");
    assert_eq!(value["rows"][0]["grundy"], 1);
    assert_eq!(value["rows"][1]["stairs"], serde_json::json!([[2, 1]]));
    assert_eq!(value["nim_sum"], 1);
    assert_eq!(value["first_player_wins"], true);
    assert_eq!(
        value["winning_moves"],
        serde_json::json!([{"row": 1, "from": 19, "to": 20}, {"row": 2, "from": 18, "to": 19}])
    );
    assert!(value.get("moves").is_none());
}

// That every JSON line validates against docs/analysis.schema.json is checked by
// e2e/schema.test.js (ajv), with the browser tests.

/// The moves of `board` whose result has nim-sum 0 by the definition, as `R:C->D`.
fn winning_moves_by_definition(board: &Board) -> Vec<String> {
    board
        .moves()
        .filter(|mv| {
            let after = board.play(mv.cell()).unwrap();
            let values = after.rows().iter().map(|&row| grundy_by_definition(row));
            values.sum::<Nimber>().is_zero()
        })
        .map(|mv| mv.to_string())
        .collect()
}

fn move_names(moves: &Value) -> Vec<String> {
    let moves = moves.as_array().unwrap();
    moves
        .iter()
        .map(|mv| format!("{}:{}->{}", mv["row"], mv["from"], mv["to"]))
        .collect()
}

/// The library's own property tests hold the winning moves to the definition on
/// random boards; these examples hold the binary's JSON to it, one case of each kind:
/// no move at all, moves but none winning, one row's winning move, winning moves in
/// every row, and widths from 1 to 10.
#[test]
fn winning_moves_are_exactly_the_moves_to_nim_sum_zero_by_the_definition() {
    let examples = [
        "x",
        "xx",
        "x1/x1",
        "x9",
        "x.x.xx3/xx1x2x1x",
        "x2xxx2/xx3x1x/x2x1x2",
        "xx1x3/x2x1x1/xx1x1x1",
    ];
    let (mut no_move, mut lost_with_moves, mut won_in_every_row) = (false, false, false);
    for notation in examples {
        let board: Board = notation.parse().unwrap();
        let line = analyze(&["--json", "--moves", "--board", notation], b"");
        let value: Value = serde_json::from_str(&line).unwrap();
        let expected = winning_moves_by_definition(&board);
        assert_eq!(move_names(&value["winning_moves"]), expected, "{notation}");
        let all = value["moves"].as_array().unwrap();
        let marked: Vec<String> = all
            .iter()
            .filter(|mv| mv["winning"] == true)
            .map(|mv| format!("{}:{}->{}", mv["row"], mv["from"], mv["to"]))
            .collect();
        assert_eq!(marked, expected, "{notation}");
        assert_eq!(all.len(), board.moves().count(), "{notation}");
        assert_eq!(
            value["first_player_wins"],
            !expected.is_empty(),
            "{notation}"
        );
        no_move |= all.is_empty();
        lost_with_moves |= !all.is_empty() && expected.is_empty();
        won_in_every_row |= board.rows().len() > 1
            && (1..=board.rows().len())
                .all(|row| expected.iter().any(|mv| mv.starts_with(&format!("{row}:"))));
    }
    assert!(no_move && lost_with_moves && won_in_every_row);
}

/// The Grundy value of a row of any width by the definition (mex over moves),
/// memoised on the columns of its pieces. Only practical when the pieces start near
/// the right end, since pieces only move right.
fn wide_grundy_by_definition(
    width: u32,
    columns: &[u32],
    memo: &mut HashMap<Vec<u32>, u32>,
) -> u32 {
    if let Some(&value) = memo.get(columns) {
        return value;
    }
    let mut options = Vec::new();
    for (index, &column) in columns.iter().enumerate() {
        let mut landing = column + 1;
        while columns.contains(&landing) {
            landing += 1;
        }
        if landing <= width {
            let mut after = columns.to_vec();
            after[index] = landing;
            after.sort_unstable();
            options.push(wide_grundy_by_definition(width, &after, memo));
        }
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(columns.to_vec(), value);
    value
}

/// How many threads `hopnim analyze ARGS` has once it waits for standard input: it
/// starts its workers before it reads, so they are all there, counted in `/proc`.
#[cfg(target_os = "linux")]
fn threads_waiting_for_input(args: &[&str]) -> usize {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let mut child = Command::new(env!("CARGO_BIN_EXE_hopnim"))
        .arg("analyze")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let process = format!("/proc/{}", child.id());
    // Where the thread that reads sleeps once it waits for input: in a read of the
    // pipe.
    let deadline = Instant::now() + Duration::from_secs(60);
    let reads_the_pipe = || {
        let Ok(tasks) = std::fs::read_dir(format!("{process}/task")) else {
            return false;
        };
        tasks.flatten().any(|task| {
            std::fs::read_to_string(task.path().join("wchan")).is_ok_and(|w| w.contains("pipe"))
        })
    };
    let waiting = loop {
        if reads_the_pipe() {
            break true;
        }
        if Instant::now() > deadline {
            break false;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let threads = std::fs::read_dir(format!("{process}/task"))
        .unwrap()
        .count();
    let _ = child.kill();
    child.wait().unwrap();
    assert!(waiting, "analyze {args:?} never waited for its input");
    threads
}

/// `-j 0` (and no `-j`) starts a worker on every core the process may run on, as
/// many as `-j CORES` and `CORES - 1` more than `-j 1`. (On a machine of one core the
/// counts cannot differ.) The flag is the same type in every command.
#[test]
#[cfg(target_os = "linux")]
fn zero_threads_means_all_cores() {
    let cores = std::thread::available_parallelism().unwrap().get();
    let all = threads_waiting_for_input(&["-j", "0"]);
    assert_eq!(all, threads_waiting_for_input(&[]));
    assert_eq!(all, threads_waiting_for_input(&["-j", &cores.to_string()]));
    assert_eq!(all, threads_waiting_for_input(&["-j", "1"]) + cores - 1);
}

#[test]
fn wide_boards_agree_with_the_definition_and_with_solve() {
    const WIDTH: u32 = 1_000_000;
    // Rows whose pieces sit in the last 14 cells, where the definition is cheap, in
    // a deterministic spread of shapes.
    let mut rows: Vec<Vec<u32>> = Vec::new();
    for shape in 0u32..40 {
        let columns: Vec<u32> = (0..14)
            .filter(|bit| (shape.wrapping_mul(2_654_435_761) >> bit) & 1 == 1)
            .map(|bit| WIDTH - 13 + bit)
            .take(6)
            .collect();
        rows.push(columns);
    }
    rows.push(vec![1, 2, 500_000, WIDTH]);
    let mut input = format!("{}\n", rows.len());
    for columns in &rows {
        input.push_str(&format!("1\n{}", columns.len()));
        for column in columns {
            input.push_str(&format!(" {column}"));
        }
        input.push('\n');
    }
    let lines = json_lines(&analyze(
        &["--json", "--width", "1000000"],
        input.as_bytes(),
    ));
    assert_eq!(lines.len(), rows.len());
    let mut memo = HashMap::new();
    let mut answers = String::new();
    for (columns, line) in rows.iter().zip(&lines) {
        let got = line["rows"][0]["grundy"].as_u64().unwrap() as u32;
        assert_eq!(
            got,
            hopnim::WideRow::new(WIDTH, columns.clone())
                .unwrap()
                .grundy()
                .value(),
            "{columns:?}"
        );
        if columns.iter().all(|&c| c > WIDTH - 14) {
            let mut sorted = columns.clone();
            sorted.sort_unstable();
            assert_eq!(
                got,
                wide_grundy_by_definition(WIDTH, &sorted, &mut memo),
                "{columns:?}"
            );
        }
        answers.push_str(if line["first_player_wins"] == true {
            "YES\n"
        } else {
            "NO\n"
        });
    }
    hopnim()
        .args(["solve", "--width", "1000000"])
        .write_stdin(input)
        .assert()
        .success()
        .stdout(answers);
    // The far-apart row: stairs 999_997 (two pieces), 500_000 and 0.
    assert_eq!(
        lines.last().unwrap()["rows"][0]["stairs"],
        serde_json::json!([[0, 1], [499_999, 1], [999_996, 2]])
    );
}

#[test]
fn a_wide_board_in_notation() {
    let line = analyze(&["--json", "--board", "999998x1/x999999"], b"");
    let value: Value = serde_json::from_str(&line).unwrap();
    assert_eq!(value["width"], 1_000_000);
    assert_eq!(value["rows"][0]["grundy"], 1);
    assert_eq!(value["rows"][1]["grundy"], 1);
    assert_eq!(value["nim_sum"], 0);
}

#[test]
fn bad_notation_is_located() {
    hopnim()
        .args(["analyze", "--board", "18x1/17y2"])
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains(
            "error: --board: character 8 (row 2): unexpected 'y'",
        ))
        .stderr(predicate::str::contains(
            "--board | 18x1/17y2\n        |        ^",
        ));
}

#[test]
fn tests_before_an_invalid_one_are_kept() {
    let output = hopnim()
        .args(["analyze", "--json"])
        .write_stdin("2\n1\n2 19 20\n1\n1 21\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        json_lines(&String::from_utf8(output.stdout).unwrap()).len(),
        1
    );
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.starts_with("error: <stdin>:5:3: position 21 is outside the board"),
        "{stderr}"
    );
}

#[test]
fn conflicting_flags_are_usage_errors() {
    for args in [
        &["--json", "--explain"][..],
        &["--board", "x", "--width", "30"],
        &["--board", "x", "file.txt"],
        &["--width", "1000001"],
    ] {
        hopnim().arg("analyze").args(args).assert().code(2);
    }
}

#[test]
fn colour_follows_the_flag_and_no_color() {
    let coloured = hopnim()
        .args(["analyze", "--board", "18x1", "--color", "always"])
        .output()
        .unwrap();
    assert!(
        String::from_utf8(coloured.stdout)
            .unwrap()
            .contains('\u{1b}')
    );
    // Not a terminal: no colour by default, whatever NO_COLOR says.
    let plain = analyze(&["--board", "18x1"], b"");
    assert!(!plain.contains('\u{1b}'));
}

#[test]
fn a_file_and_standard_input_give_the_same_analysis_and_error() {
    // The fast read of a file steps aside at the error; the plain reader of standard
    // input reads it all. Both must print the same tests and the same diagnostic.
    let mut input = String::from("40\n");
    for test in 0..39 {
        input.push_str(&format!("2\n2 {} 20\n1 {}\n", test % 19 + 1, test % 20 + 1));
    }
    input.push_str("1\n1 21\n");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("in.txt"), &input).unwrap();
    let from_file = hopnim()
        .current_dir(dir.path())
        .args(["analyze", "--json", "in.txt"])
        .output()
        .unwrap();
    let from_stdin = hopnim()
        .args(["analyze", "--json"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(from_file.status.code(), Some(1));
    assert_eq!(from_stdin.status.code(), Some(1));
    assert_eq!(
        json_lines(&String::from_utf8(from_file.stdout.clone()).unwrap()).len(),
        39
    );
    assert_eq!(from_file.stdout, from_stdin.stdout);
    assert_eq!(
        String::from_utf8_lossy(&from_stdin.stderr).replace("<stdin>", "in.txt"),
        String::from_utf8_lossy(&from_file.stderr)
    );
}

/// Issue 40: 200 searched tests (Welter's `xxxx47`) printed nothing for 48.8 s, then
/// everything, and `| head -1` did not end it early: a batch was sized by what it
/// lists, not by what it costs, and held back till full. Here the input stays open
/// after four such tests: the first answer must come out while more input may follow,
/// and closing standard output after it ends the run.
#[test]
fn searched_tests_are_answered_one_batch_at_a_time_while_input_may_follow() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_hopnim"))
        .args([
            "analyze", "--width", "51", "--rules", "welter", "--json", "-j", "2",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"200\n").unwrap();
    for _ in 0..4 {
        input.write_all(b"1\n4 1 2 3 4\n").unwrap();
    }
    input.flush().unwrap();
    let answers = child.stdout.take().unwrap();
    let (first, came) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut answers = BufReader::new(answers);
        let mut line = String::new();
        answers.read_line(&mut line).unwrap();
        let _ = first.send(line);
        // Reading no more: the next batch cannot be written.
        drop(answers);
    });
    let first = came
        .recv_timeout(std::time::Duration::from_secs(120))
        .expect("no answer while the input stays open");
    let first: Value = serde_json::from_str(&first).unwrap();
    assert_eq!(first["remoteness"], 93);
    reader.join().unwrap();
    // More tests come; their answers cannot be written, and the run ends quietly.
    while input.write_all(b"1\n4 1 2 3 4\n").is_ok() {}
    drop(input);
    let output = child.wait_with_output().unwrap();
    assert!(output.status.code().is_some(), "{:?}", output.status);
}
