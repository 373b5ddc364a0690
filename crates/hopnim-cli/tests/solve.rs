//! `hopnim solve` as a whole binary: the sample, layouts, errors, exit codes.

use predicates::prelude::*;

use crate::common;
use common::{hopnim, sample_path};

#[test]
fn solves_the_hdu_sample_from_a_file() {
    hopnim()
        .args(["solve", &sample_path()])
        .assert()
        .success()
        .stdout("NO\nYES\n")
        .stderr("");
}

#[test]
fn reads_standard_input_when_file_is_absent_or_dash() {
    let sample = std::fs::read(sample_path()).unwrap();
    hopnim()
        .arg("solve")
        .write_stdin(sample.clone())
        .assert()
        .success()
        .stdout("NO\nYES\n");
    hopnim()
        .args(["solve", "-"])
        .write_stdin(sample)
        .assert()
        .success()
        .stdout("NO\nYES\n");
}

#[test]
fn unusual_layouts_give_the_same_answers() {
    for layout in [
        "2 1 2 19 20 2 1 19 1 18",
        "2\r\n1\r\n2 19 20\r\n2\r\n1 19\r\n1 18\r\n",
        "\n\n2\n\n1\n2\t20\t19\n2\n1     19\n1 18",
    ] {
        hopnim()
            .arg("solve")
            .write_stdin(layout)
            .assert()
            .success()
            .stdout("NO\nYES\n");
    }
}

#[test]
fn width_sets_the_board_width() {
    // One piece in column 1 of a 1-wide board is stuck; of a 2-wide board it moves.
    hopnim()
        .args(["solve", "--width", "1"])
        .write_stdin("1 1 1 1")
        .assert()
        .stdout("NO\n");
    hopnim()
        .args(["solve", "--width", "2"])
        .write_stdin("1 1 1 1")
        .assert()
        .stdout("YES\n");
    hopnim()
        .args(["solve", "--width", "64"])
        .write_stdin("1 1 1 64")
        .assert()
        .stdout("NO\n");
}

#[test]
fn an_invalid_input_is_located_and_earlier_answers_are_kept() {
    hopnim()
        .arg("solve")
        .write_stdin("2\n1\n2 19 20\n1\n1 21\n")
        .assert()
        .code(1)
        .stdout("NO\n")
        .stderr(concat!(
            "error: <stdin>:5:3: position 21 is outside the board (columns 1..=20) (test 2, row 1)\n",
            "  |\n",
            "5 | 1 21\n",
            "  |   ^^\n",
        ));
}

#[test]
fn a_bad_width_is_a_usage_error() {
    for width in ["0", "1000001", "x"] {
        hopnim()
            .args(["solve", "--width", width])
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(predicate::str::contains("width"));
    }
}

#[test]
fn a_missing_file_or_a_directory_gives_one_clean_line() {
    hopnim()
        .args(["solve", "no/such/file.txt"])
        .assert()
        .code(1)
        .stderr(predicate::str::starts_with(
            "error: cannot open no/such/file.txt",
        ));
    hopnim()
        .args(["solve", env!("CARGO_MANIFEST_DIR")])
        .assert()
        .code(1)
        .stderr(predicate::str::ends_with("it is a directory\n"));
}

/// A small deterministic generator, so the big input below is the same every run.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % bound
    }

    /// A random row of width 20: its mask, and its judge-format line (columns in
    /// increasing order).
    fn row_line(&mut self) -> (u64, String) {
        let mask = self.below(1 << 20);
        let columns: Vec<String> = (1..=20)
            .filter(|c| mask >> (20 - c) & 1 == 1)
            .map(|c: u64| c.to_string())
            .collect();
        (mask, format!("{} {}\n", columns.len(), columns.join(" ")))
    }
}

#[test]
fn an_input_at_the_hdu_limits_matches_the_definition_table() {
    let table = hopnim::proof::definition::table_by_definition(20).unwrap();
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut input = String::from("100\n");
    let mut expected = String::new();
    for _ in 0..100 {
        input.push_str("1000\n");
        let mut sum = 0u8;
        for _ in 0..1000 {
            let (mask, line) = rng.row_line();
            input.push_str(&line);
            sum ^= table.values()[mask as usize];
        }
        expected.push_str(if sum != 0 { "YES\n" } else { "NO\n" });
    }
    hopnim()
        .arg("solve")
        .write_stdin(input)
        .assert()
        .success()
        .stdout(expected);
}

#[test]
fn any_thread_count_gives_the_same_output_and_error() {
    // About 9 MB: over the 1 MiB from which a file is solved on several threads, in
    // several blocks; the error is at the very end.
    let mut rng = XorShift(7);
    let mut input = String::from("3000\n");
    for _ in 0..3000 {
        input.push_str("100\n");
        for _ in 0..100 {
            input.push_str(&rng.row_line().1);
        }
    }
    input.push_str("junk\n");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    std::fs::write(&path, &input).unwrap();
    let run = |threads: &str| {
        hopnim()
            .current_dir(dir.path())
            .args(["solve", "big.txt", "--threads", threads])
            .output()
            .unwrap()
    };
    let one = run("1");
    assert_eq!(one.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&one.stdout).lines().count(), 3000);
    for threads in ["2", "3", "0"] {
        let other = run(threads);
        assert_eq!(other.status.code(), one.status.code());
        assert_eq!(other.stdout, one.stdout, "{threads} threads");
        assert_eq!(other.stderr, one.stderr, "{threads} threads");
    }
    let piped = hopnim().arg("solve").write_stdin(input).output().unwrap();
    let redirected = solve_with_stdin(std::fs::File::open(&path).unwrap());
    for from_stdin in [piped, redirected] {
        assert_eq!(from_stdin.stdout, one.stdout);
        assert_eq!(
            String::from_utf8_lossy(&from_stdin.stderr).replace("<stdin>", "big.txt"),
            String::from_utf8_lossy(&one.stderr)
        );
    }
}

/// `hopnim solve` with standard input redirected from `file` (`hopnim solve < file`).
fn solve_with_stdin(file: std::fs::File) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_hopnim"))
        .arg("solve")
        .stdin(file)
        .output()
        .unwrap()
}

#[test]
fn standard_input_redirected_from_a_file_is_read_from_its_offset() {
    use std::io::{Seek, SeekFrom};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("two.txt");
    // A first line that a shell script read itself, then a judge input.
    std::fs::write(&path, "skipped line\n2\n1\n2 19 20\n2\n1 19\n1 21\n").unwrap();
    let mut file = std::fs::File::open(&path).unwrap();
    file.seek(SeekFrom::Start(13)).unwrap();
    let output = solve_with_stdin(file);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&output.stdout), "NO\n");
    assert!(
        String::from_utf8_lossy(&output.stderr).starts_with(
            "error: <stdin>:6:3: position 21 is outside the board (columns 1..=20) (test 2, row 2)"
        ),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// A file much larger than the memory `solve` may hold: the scan lets go of the pages
/// it has read, so resident memory stays a few blocks, when the file is valid and
/// when an error near its end sends the reading to the plain reader (which counts
/// the lines of everything before it).
#[test]
fn a_large_file_is_solved_in_bounded_memory_even_when_it_is_wrong_near_the_end() {
    use std::io::{Seek, Write};
    const LIMIT_MIB: f64 = 64.0;
    let dir = tempfile::tempdir().unwrap();
    let mut row_lines = String::new();
    for row in 0..1000u32 {
        let pieces: Vec<String> = (1..=20)
            .filter(|c| (row * 7 + c) % 3 != 0)
            .map(|c| c.to_string())
            .collect();
        row_lines.push_str(&format!("{} {}\n", pieces.len(), pieces.join(" ")));
    }
    // About 160 MB: 6,000 tests of 1,000 rows, written a test at a time (the child's
    // peak memory counts what this process holds when it starts it).
    let tests = 6000;
    let test = format!("1000\n{row_lines}");
    let valid = dir.path().join("valid.txt");
    let mut file = std::io::BufWriter::new(std::fs::File::create(&valid).unwrap());
    writeln!(file, "{tests}").unwrap();
    for _ in 0..tests {
        file.write_all(test.as_bytes()).unwrap();
    }
    file.flush().unwrap();
    drop(file);
    // The same with a stray byte in the last test.
    let wrong = dir.path().join("wrong.txt");
    std::fs::copy(&valid, &wrong).unwrap();
    let size = std::fs::metadata(&wrong).unwrap().len();
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .open(&wrong)
        .unwrap();
    file.seek(std::io::SeekFrom::Start(size - 3)).unwrap();
    file.write_all(b"x").unwrap();
    drop(file);
    for (path, code) in [(&valid, 0), (&wrong, 1)] {
        let ended = common::run_measured(
            &["solve", path.to_str().unwrap()],
            std::process::Stdio::null(),
            std::process::Stdio::null(),
            120.0,
        );
        assert_eq!(ended.code, Some(code), "{}", ended.stderr);
        assert!(
            ended.peak_mib < LIMIT_MIB,
            "{}: {:.1} MiB resident",
            path.display(),
            ended.peak_mib
        );
    }
}
