//! Every invalid input in `tests/data/bad/` gets exit code 1, one located diagnostic
//! (snapshotted), and the answers of the tests before it.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use hopnim::judge::{JudgeSpec, answer};

fn bad_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bad")
}

/// One line of `cases.tsv`.
struct Case {
    file: String,
    line: u64,
    column: u64,
    exit_code: i32,
    fragment: String,
}

fn cases() -> Vec<Case> {
    let table = std::fs::read_to_string(bad_dir().join("cases.tsv")).unwrap();
    table
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let fields: Vec<&str> = l.split('\t').collect();
            assert_eq!(fields.len(), 5, "bad line in cases.tsv: {l}");
            Case {
                file: fields[0].to_owned(),
                line: fields[1].parse().unwrap(),
                column: fields[2].parse().unwrap(),
                exit_code: fields[3].parse().unwrap(),
                fragment: fields[4].to_owned(),
            }
        })
        .collect()
}

/// The answers the slow reference gives for the tests before the first error.
fn answers_before_the_error(input: &[u8]) -> String {
    let read = hopnim::judge::reference::read_all(input, JudgeSpec::default());
    assert!(read.error.is_some(), "the case is not invalid");
    read.values
        .iter()
        .map(|&value| {
            format!(
                "{}\n",
                answer(JudgeSpec::default().variant().first_player_wins(value))
            )
        })
        .collect()
}

#[test]
fn every_bad_input_is_located_and_keeps_earlier_answers() {
    let cases = cases();
    assert!(cases.len() >= 20);
    for case in cases {
        let input = std::fs::read(bad_dir().join(&case.file)).unwrap();
        let output = Command::cargo_bin("hopnim")
            .unwrap()
            .current_dir(bad_dir())
            .args(["solve", &case.file])
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert_eq!(
            output.status.code(),
            Some(case.exit_code),
            "{}: {stderr}",
            case.file
        );
        let prefix = format!("error: {}:{}:{}: ", case.file, case.line, case.column);
        let headline = stderr.lines().next().unwrap_or_default();
        assert!(headline.starts_with(&prefix), "{}: {headline}", case.file);
        assert!(
            headline.contains(&case.fragment),
            "{}: {headline}",
            case.file
        );
        assert!(!stderr.contains("panicked"), "{}", case.file);
        assert_eq!(stdout, answers_before_the_error(&input), "{}", case.file);
        insta::assert_snapshot!(case.file.trim_end_matches(".txt"), stderr);
    }
}
