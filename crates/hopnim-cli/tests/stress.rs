//! `hopnim stress` as a whole binary: deliberately wrong solutions (Python 3 scripts
//! under `tests/fixtures/`) are caught and shrunk to one test of one row.

use std::path::Path;

use predicates::prelude::*;

use crate::common;
use common::hopnim;

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs stress on small boards (width 8) against a fixture, expecting a failure;
/// returns the files it wrote.
fn caught(script: &str, timeout: &str) -> (String, String, String, String) {
    let out = tempfile::tempdir().unwrap();
    let result = hopnim()
        .args(["stress", "--seed", "1", "--tests", "20", "--width", "8"])
        .args([
            "--max-tests",
            "3",
            "--max-rows",
            "3",
            "--timeout",
            timeout,
            "--out",
        ])
        .arg(out.path())
        .args(["--", "python3", &fixture(script), "8"])
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .unwrap();
    assert_eq!(result.status.code(), Some(1), "{result:?}");
    let read = |name: &str| std::fs::read_to_string(out.path().join(name)).unwrap();
    (
        String::from_utf8(result.stdout).unwrap(),
        read("input.txt"),
        read("expected.txt"),
        read("actual.txt"),
    )
}

fn assert_one_test_one_row(input: &str) {
    let lines: Vec<&str> = input.lines().collect();
    assert_eq!(lines.len(), 3, "{input}");
    assert_eq!(&lines[..2], ["1", "1"], "{input}");
}

#[test]
#[ignore = "long (8 s of CPU, 68 Python runs; `xoring_all_stairs_is_caught_and_shrunk` shrinks the same way): CI runs it, `cargo nextest run --run-ignored only`"]
fn a_piece_that_lands_anywhere_is_caught_and_shrunk() {
    let (report, input, expected, actual) = caught("lands_anywhere.py", "20");
    assert_one_test_one_row(&input);
    // One piece on column 2 of 8: six cells to go, an even stair: NO. Landing
    // anywhere makes it a Nim heap of 6: YES.
    assert_eq!(input, "1\n1\n1 2\n");
    assert_eq!((expected.as_str(), actual.as_str()), ("NO\n", "YES\n"));
    assert!(report.starts_with("failure: wrong answer"), "{report}");
    assert!(
        report.contains("1 test(s), 1 row(s), 1 piece(s)"),
        "{report}"
    );
    assert!(report.contains("! NO       | YES"), "{report}");
}

#[test]
fn xoring_all_stairs_is_caught_and_shrunk() {
    let (report, input, expected, actual) = caught("xor_all_stairs.py", "20");
    assert_one_test_one_row(&input);
    // One piece on an even stair counts for the wrong theory only.
    assert_eq!(input, "1\n1\n1 2\n");
    assert_eq!((expected.as_str(), actual.as_str()), ("NO\n", "YES\n"));
    assert!(report.contains("wrong answer"), "{report}");
}

#[test]
fn a_solution_that_hangs_is_killed_and_shrunk() {
    let (report, input, expected, actual) = caught("hangs_on_column_one.py", "1.5");
    assert_one_test_one_row(&input);
    assert_eq!(input, "1\n1\n1 1\n");
    assert_eq!((expected.as_str(), actual.as_str()), ("YES\n", ""));
    assert!(report.starts_with("failure: timeout"), "{report}");
}

#[test]
fn a_crash_is_caught_and_shrunk() {
    let (report, input, _, _) = caught("crashes_on_empty_row.py", "20");
    assert_eq!(input, "1\n1\n0\n");
    assert!(
        report.starts_with("failure: crash (killed by signal 9)"),
        "{report}"
    );
}

#[test]
fn a_right_solution_passes_and_writes_nothing() {
    let out = tempfile::tempdir().unwrap();
    let failure_dir = out.path().join("failure");
    hopnim()
        .args(["stress", "--seed", "5", "--tests", "25", "--out"])
        .arg(&failure_dir)
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_hopnim"))
        .arg("solve")
        .assert()
        .success()
        .stdout("stress: all 25 inputs passed (seed 5)\n");
    assert!(!Path::new(&failure_dir).exists());
}

#[test]
fn a_silent_solution_is_a_presentation_error() {
    let out = tempfile::tempdir().unwrap();
    hopnim()
        .args([
            "stress",
            "--seed",
            "2",
            "--tests",
            "3",
            "--timeout",
            "20",
            "--out",
        ])
        .arg(out.path())
        .args(["--", "true"])
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with("failure: presentation error"))
        .stdout(predicate::str::contains("1 test(s), 1 row(s), 0 piece(s)"));
}

#[test]
fn a_command_that_cannot_run_is_an_error() {
    hopnim()
        .args(["stress", "--tests", "1", "--", "/nonexistent/solution"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "cannot run `/nonexistent/solution`",
        ));
    hopnim().args(["stress", "--tests", "1"]).assert().code(2);
    hopnim()
        .args([
            "stress",
            "--max-tests",
            "100000",
            "--max-rows",
            "1000",
            "--",
            "true",
        ])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("too much data"));
}
