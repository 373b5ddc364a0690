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

/// The control sequences of the attack on `review`: ESC `[2J` clears the screen,
/// ESC `]0;…` BEL sets the terminal's title, NUL and DEL for good measure.
const ATTACK: &str = "\x1b[2J\x1b]0;pwned\x07\0\x7f";

/// The attack as an argument can hold it (no NUL).
const ARGUMENT_ATTACK: &str = "\x1b[2J\x1b]0;pwned\x07\x7f\u{9b}";

/// The raw bytes a terminal acts on in `bytes`: C0 controls other than the line end,
/// DEL, and C1 controls (two bytes in UTF-8).
fn raw_controls(bytes: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(bytes);
    text.chars()
        .filter(|&c| (c.is_control() && c != '\n') || ('\u{80}'..='\u{9f}').contains(&c))
        .map(|c| format!("{c:?}"))
        .collect()
}

/// Runs `hopnim ARGS` with `stdin`, and checks that it fails and that neither its
/// standard error nor its standard output holds a raw control character, nor more
/// than `most` bytes (a word of a megabyte is not written back whole).
fn assert_refused_quoted(args: &[&str], stdin: &[u8], most: usize) -> String {
    let output = crate::common::hopnim()
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    assert_ne!(output.status.code(), Some(0), "{args:?} succeeded");
    for (stream, bytes) in [("stderr", &output.stderr), ("stdout", &output.stdout)] {
        assert_eq!(
            raw_controls(bytes),
            Vec::<String>::new(),
            "{args:?}: {stream}"
        );
        assert!(
            bytes.len() <= most,
            "{args:?}: {stream} of {} bytes",
            bytes.len()
        );
    }
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Found by an attack: `review` wrote a bad move back raw, so that its control
/// sequences cleared the screen and set the terminal's title; a move of a megabyte
/// was written back whole.
#[test]
fn review_quotes_a_bad_move_escaped_and_shortened() {
    let record = format!("18x1/17x2 1:19->20{ATTACK}\n");
    let stderr = assert_refused_quoted(&["review"], record.as_bytes(), 400);
    assert!(
        stderr.contains(r"move 1 (1:19->20\x1b[2J\x1b]0;pwned\x07\x00\x7f)"),
        "{stderr}"
    );
    let stderr = assert_refused_quoted(&["--lang", "zh-CN", "review"], record.as_bytes(), 400);
    assert!(stderr.contains(r"\x1b[2J"), "{stderr}");
    // A line may hold a mebibyte.
    let huge = format!("18x1/17x2 1:19->20{}\n", "9".repeat(1_000_000));
    let stderr = assert_refused_quoted(&["review"], huge.as_bytes(), 400);
    assert!(stderr.contains("… (1000008 characters)"), "{stderr}");
}

/// Found by an attack: `1:19->20z` was blamed on its `-` (character 15), where
/// reading the word as `R:C` failed, rather than on the `z`.
#[test]
fn review_blames_the_character_that_is_wrong() {
    let stderr = assert_refused_quoted(&["review"], b"18x1/17x2 1:19->20z\n", 400);
    assert_eq!(
        stderr,
        "error: <stdin>:1:19: move 1 (1:19->20z): unexpected 'z': expected the end after \
         R:C->D\n"
    );
}

/// The same attack on every other place an error quotes what was written: a judge
/// input (`solve`, `validate`), `--board`, a line of `play`, a flag's value, an
/// unknown argument or subcommand, in English and in Chinese.
#[test]
fn every_command_quotes_what_was_written_escaped() {
    let judge = format!("1\n1\n1 -{ATTACK}\n");
    for command in ["solve", "validate"] {
        assert_refused_quoted(&[command], judge.as_bytes(), 1000);
    }
    let long_token = format!("1\n1\n1 {}x\n", "7".repeat(1 << 20));
    assert_refused_quoted(&["solve"], long_token.as_bytes(), 1000);
    // A file that cannot be opened is named, escaped.
    let file = format!("in{ARGUMENT_ATTACK}.txt");
    for command in ["solve", "validate", "analyze", "review"] {
        let stderr = assert_refused_quoted(&[command, &file], b"", 1000);
        assert!(stderr.contains(r"in\x1b[2J"), "{stderr}");
    }
    let board = format!("18x1/17x2{ARGUMENT_ATTACK}");
    let value = format!("5{ARGUMENT_ATTACK}");
    let unknown = format!("--x{ARGUMENT_ATTACK}");
    for lang in ["en", "zh-CN"] {
        for args in [
            &["analyze", "--board", &board][..],
            &["play", "--board", &board],
            &["analyze", "--width", &value, "--board", "x1"],
            &["play", "--level", &value],
            &["puzzle", "--level", &value],
            &["puzzle", "--goal", &value],
            &["solve", "--threads", &value],
            &["table", "--format", &value, "--width", "4"],
            &["analyze", "--rules", &value, "--board", "x1"],
            &["analyze", &unknown],
            &[&value],
        ] {
            let args: Vec<&str> = ["--lang", lang].iter().chain(args).copied().collect();
            assert_refused_quoted(&args, b"", 1000);
        }
        let lang_value = format!("zh{ARGUMENT_ATTACK}");
        assert_refused_quoted(&["--lang", &lang_value, "analyze"], b"", 1000);
    }
    // A place to write that cannot be made is named, escaped: the runs' own errors.
    let folder = format!("no-such-folder{ARGUMENT_ATTACK}");
    let file = format!("{folder}/table.txt");
    let package = format!("{folder}/chess");
    for args in [
        &["table", "--width", "4", "-o", &file][..],
        &["package", "--format", "kattis", &package],
        &["stress", "--tests", "1", "--", &folder],
    ] {
        let stderr = assert_refused_quoted(args, b"", 1000);
        assert!(
            stderr.contains(r"no-such-folder\x1b[2J"),
            "{args:?}: {stderr}"
        );
    }
    // A word of 100 KB (an argument may not be much longer) is not written back whole.
    let long = "9".repeat(100_000);
    for args in [
        &["analyze", "--board", &long][..],
        &["play", "--level", &long],
        &["analyze", "--lang", &long],
        &[&long],
    ] {
        assert_refused_quoted(args, b"", 1000);
    }
}

/// A line of `play` that is no command is written back escaped, on the screen and in
/// the line protocol (standard output).
#[test]
fn play_quotes_a_bad_line_escaped() {
    let lines = format!("dance{ATTACK}\n1:0{ATTACK}\nquit\n");
    for lang in ["en", "zh-CN"] {
        let output = crate::common::hopnim()
            .args(["--lang", lang, "play", "--board", "18x1/17x2"])
            .write_stdin(lines.as_str())
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        assert_eq!(raw_controls(&output.stdout), Vec::<String>::new());
        assert_eq!(raw_controls(&output.stderr), Vec::<String>::new());
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert!(stdout.contains(r"dance\x1b[2J"), "{stdout}");
    }
}
