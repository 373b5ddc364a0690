//! `hopnim check` as a whole binary: testlib's verdicts and exit codes on outputs built
//! for each case.

use std::path::{Path, PathBuf};

use crate::common;
use common::hopnim;

/// Files in a temporary folder, removed at the end of the test.
struct Files(tempfile::TempDir);

impl Files {
    fn new() -> Files {
        let files = Files(tempfile::tempdir().unwrap());
        files.write("input.txt", "3\n1\n2 19 20\n2\n1 19\n1 18\n1\n1 1\n");
        files
    }

    fn write(&self, name: &str, text: &str) -> PathBuf {
        let path = self.0.path().join(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.path().join(name)
    }
}

fn verdict(files: &Files, output: &str, answer: Option<&str>) -> (i32, String) {
    let output_path = files.write("output.txt", output);
    let mut command = hopnim();
    command.args([
        "check",
        path_str(&files.path("input.txt")),
        path_str(&output_path),
    ]);
    if let Some(answer) = answer {
        command.arg(path_str(&files.write("answer.txt", answer)));
    }
    let result = command.output().unwrap();
    assert!(result.stdout.is_empty());
    (
        result.status.code().unwrap(),
        String::from_utf8(result.stderr).unwrap(),
    )
}

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

#[test]
fn right_outputs_are_ok() {
    let files = Files::new();
    for output in ["NO\nYES\nYES\n", "no yes Yes", "\r\nNo\r\nyES\r\nyes"] {
        assert_eq!(
            verdict(&files, output, None),
            (0, "ok 3 answers\n".to_owned())
        );
        assert_eq!(verdict(&files, output, Some("NO\nYES\nYES\n")).0, 0);
    }
}

#[test]
fn a_wrong_answer_names_the_first_wrong_test() {
    let files = Files::new();
    assert_eq!(
        verdict(&files, "NO\nYES\nNO\n", None),
        (
            1,
            "wrong answer test 3: expected YES, found NO\n".to_owned()
        )
    );
    assert_eq!(
        verdict(&files, "YES\nNO\nNO\n", Some("NO YES YES")),
        (
            1,
            "wrong answer test 1: expected NO, found YES\n".to_owned()
        )
    );
}

#[test]
fn bad_tokens_and_counts_are_presentation_errors() {
    let files = Files::new();
    for (output, message) in [
        ("NO\nYES\n", "the output ends after 2 answers, expected 3"),
        (
            "NO\nYES\nYES\nNO\n",
            "extra output after the 3 answers: `NO`",
        ),
        ("NO\nYES\nWIN\n", "test 3: expected YES or NO, found `WIN`"),
        ("NO YES 1", "test 3: expected YES or NO, found `1`"),
    ] {
        assert_eq!(
            verdict(&files, output, None),
            (2, format!("wrong output format {message}\n"))
        );
    }
}

#[test]
fn an_invalid_input_or_answer_is_a_failure() {
    let files = Files::new();
    assert_eq!(
        verdict(&files, "NO YES YES", Some("NO YES")),
        (
            3,
            "FAIL answer file: it ends after 2 answers, but the input has 3 tests\n".to_owned()
        )
    );
    assert_eq!(
        verdict(&files, "NO YES YES", Some("NO NO YES")).0,
        3,
        "an answer file that contradicts the game"
    );
    files.write("input.txt", "1\n1\n1 21\n");
    let (code, message) = verdict(&files, "NO", None);
    assert_eq!(code, 3);
    assert_eq!(
        message,
        "FAIL input: 3:3: position 21 is outside the board (columns 1..=20) (test 1, row 1)\n"
    );
    let missing = files.path("missing.txt");
    let result = hopnim()
        .args(["check", path_str(&missing), path_str(&missing)])
        .output()
        .unwrap();
    assert_eq!(result.status.code(), Some(3));
}

#[test]
fn an_unproved_game_is_a_usage_error_even_when_the_input_is_missing() {
    // Misère play of Welter's game is proved up to width 24 only: the flags are wrong
    // whatever the files, so check says so (64) rather than failing on the missing
    // file (3).
    let files = Files::new();
    let output = files.write("out", "YES\n");
    let missing = files.path("missing-input");
    let run = hopnim()
        .args(["check", path_str(&missing), path_str(&output)])
        .args(["--rules", "welter", "--misere", "--width", "30"])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(64), "{run:?}");
    assert!(
        String::from_utf8_lossy(&run.stderr).contains("welter"),
        "{run:?}"
    );
}
