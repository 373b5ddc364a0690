//! Regression tests of the hardening round: each one is named after a fault found by
//! attacking every command as a hostile user or a careless script would, and runs
//! the whole process the way the fault showed itself.

use crate::common;

use std::io::Write;
use std::process::Stdio;
use std::time::{Duration, Instant};

use common::{Server, file, hopnim, limit_file_size, run_measured, sample_path};
use predicates::prelude::*;

/// Processes whose command line holds `marker`.
fn processes_with(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let path = entry.path().join("cmdline");
        if let Ok(bytes) = std::fs::read(&path) {
            let line = String::from_utf8_lossy(&bytes).replace('\0', " ");
            if line.contains(marker) {
                found.push(line);
            }
        }
    }
    found
}

#[test]
fn stress_stops_a_flooding_solution_at_the_output_limit_in_bounded_memory() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("failure");
    let args = [
        "stress",
        "--tests",
        "1",
        "--seed",
        "1",
        "--timeout",
        "20",
        "--out",
        out.to_str().unwrap(),
        "--",
        "yes",
    ];
    let stdout = dir.path().join("report.txt");
    std::fs::File::create(&stdout).unwrap();
    let ended = run_measured(
        &args,
        Stdio::null(),
        file(stdout.to_str().unwrap(), true),
        60.0,
    );
    assert_eq!(ended.code, Some(1), "{ended:?}");
    assert!(ended.peak_mib < 64.0, "{ended:?}");
    let report = std::fs::read_to_string(&stdout).unwrap();
    assert!(report.contains("output limit exceeded"), "{report}");
    assert!(
        report.len() < 16 * 1024,
        "the report is {} bytes",
        report.len()
    );
    let actual = std::fs::metadata(out.join("actual.txt")).unwrap().len();
    assert!(actual <= 4096 + 64, "actual.txt holds {actual} bytes");
}

#[test]
fn stress_leaves_no_process_behind_even_one_that_calls_setsid() {
    for (marker, script) in [
        (
            "987.6541",
            "cat >/dev/null; echo NO; sleep 987.6541 & exit 0",
        ),
        (
            "987.6542",
            "cat >/dev/null; setsid sleep 987.6542 >/dev/null 2>&1 & echo NO",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        hopnim()
            .args(["stress", "--tests", "3", "--seed", "2", "--timeout", "0.5"])
            .arg("--out")
            .arg(dir.path())
            .args(["--", "sh", "-c", script])
            .timeout(Duration::from_secs(120))
            .assert()
            .code(1);
        // Killed processes may take a moment to leave /proc.
        let start = Instant::now();
        while !processes_with(marker).is_empty() && start.elapsed() < Duration::from_secs(2) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(processes_with(marker), Vec::<String>::new(), "{script}");
    }
}

#[test]
fn play_refuses_an_endless_line_in_bounded_memory() {
    let ended = run_measured(
        &["play", "--interface", "lines", "--board", "18x1/17x2"],
        file("/dev/zero", false),
        Stdio::null(),
        20.0,
    );
    assert!(!ended.timed_out);
    assert_eq!(ended.code, Some(1));
    assert_eq!(
        ended.stderr,
        "error: a command line is longer than 1024 bytes\n"
    );
    assert!(ended.peak_mib < 64.0, "{ended:?}");
}

#[test]
fn output_errors_are_errors_not_panics() {
    let sample = sample_path();
    // A full disk: a message and exit 1.
    let full = run_measured(
        &["validate", &sample],
        Stdio::null(),
        file("/dev/full", true),
        20.0,
    );
    assert_eq!(full.code, Some(1), "{full:?}");
    assert!(
        full.stderr.starts_with("error: cannot write the overview"),
        "{full:?}"
    );
    // A closed pipe: a quiet end.
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
        .args(["validate", &sample])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    // A diagnostic that cannot be shown: the exit code still says.
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "1\n1\n1 21\n").unwrap();
    let ended = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
        .args(["solve", bad.to_str().unwrap()])
        .stderr(file("/dev/full", true))
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert_eq!(ended.code(), Some(1));
    // check's verdict that cannot be shown is the checker's failure.
    let answers = dir.path().join("out.txt");
    std::fs::write(&answers, "NO\nYES\n").unwrap();
    let ended = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
        .args(["check", &sample, answers.to_str().unwrap()])
        .stderr(file("/dev/full", true))
        .status()
        .unwrap();
    assert_eq!(ended.code(), Some(3));
}

#[test]
fn absurd_thread_counts_are_usage_errors_in_every_command() {
    let sample = sample_path();
    for args in [
        vec!["solve", "-j", "100000", sample.as_str()],
        vec!["analyze", "-j", "100000", sample.as_str()],
        vec!["verify", "--max-width", "24", "-j", "5000"],
        vec!["table", "--width", "4", "-j", "5000"],
    ] {
        hopnim()
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "is out of range (1..=256, or 0 for all cores)",
            ));
    }
}

#[test]
fn an_endless_invalid_token_ends_validate_and_check_at_once() {
    let sample = sample_path();
    let validate = run_measured(
        &["validate", "/dev/zero"],
        Stdio::null(),
        Stdio::null(),
        10.0,
    );
    assert!(!validate.timed_out);
    assert_eq!(validate.code, Some(1));
    assert!(validate.stderr.contains("/dev/zero:1:1:"), "{validate:?}");
    let check = run_measured(
        &["check", &sample, "/dev/zero"],
        Stdio::null(),
        Stdio::null(),
        10.0,
    );
    assert!(!check.timed_out);
    assert_eq!(check.code, Some(2), "{check:?}");
    assert!(check.stderr.contains("expected YES or NO"), "{check:?}");
    assert!(check.peak_mib < 32.0, "{check:?}");
}

/// A test of `rows` rows, each `1 20`, as a judge input.
fn one_test_of(rows: usize) -> Vec<u8> {
    let mut text = format!("1\n{rows}\n").into_bytes();
    text.extend_from_slice(&b"1 20\n".repeat(rows));
    text
}

#[test]
#[ignore = "long (5 s of CPU): CI runs it, `cargo nextest run --run-ignored only`"]
fn analyze_of_one_huge_test_stays_in_bounded_memory() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("huge.txt");
    std::fs::write(&input, one_test_of(2_000_000)).unwrap();
    for extra in [&["--json"][..], &["--json", "--moves"], &[]] {
        let mut args = vec!["analyze", input.to_str().unwrap()];
        args.extend_from_slice(extra);
        let ended = run_measured(&args, Stdio::null(), Stdio::null(), 120.0);
        assert_eq!(ended.code, Some(0), "{ended:?}");
        // The board is 16 bytes a row (32 MB); its text (150 to 400 MB) is never held.
        assert!(ended.peak_mib < 128.0, "{extra:?}: {ended:?}");
    }
}

/// Found by removing one byte from the largest HDU input: where the space removed
/// was on a line that a block of the one-thread scan starts in the middle of, the
/// plain reader it stepped aside to showed that line cut at the block's start, while
/// two threads (whose blocks start at line starts) showed all of it.
#[test]
fn one_byte_removed_gives_the_same_diagnostic_for_any_thread_count_and_source() {
    let dir = tempfile::tempdir().unwrap();
    let valid = hopnim()
        .args(["gen", "--seed", "3", "--family", "max"])
        .output()
        .unwrap()
        .stdout;
    // The space between two numbers first met from each sixteenth of the input on.
    let sixteenth = (valid.len() / 16).max(64 * 1024);
    let spaces = (1..16).filter_map(|k| {
        (k * sixteenth..valid.len() - 1).find(|&i| {
            valid[i] == b' ' && valid[i - 1].is_ascii_digit() && valid[i + 1].is_ascii_digit()
        })
    });
    for at in spaces {
        let mut damaged = valid.clone();
        damaged.remove(at);
        let path = dir.path().join("damaged.txt");
        std::fs::write(&path, &damaged).unwrap();
        let run = |threads: &str, piped: bool| {
            let mut command = hopnim();
            command.args(["solve", "-j", threads]);
            if piped {
                command.write_stdin(damaged.clone());
            } else {
                command.arg(&path);
            }
            let output = command.output().unwrap();
            let stderr = String::from_utf8(output.stderr).unwrap();
            (
                output.stdout,
                stderr.replace(path.to_str().unwrap(), "<stdin>"),
            )
        };
        let one = run("1", false);
        assert!(one.1.len() < 400, "a bounded snippet: {}", one.1);
        for (threads, piped) in [("2", false), ("1", true)] {
            assert_eq!(
                run(threads, piped),
                one,
                "-j {threads}, piped {piped}, at {at}"
            );
        }
    }
}

#[test]
fn a_long_line_shows_a_bounded_snippet() {
    let mut input = b"1\n1\n20".to_vec();
    for column in 1..=19 {
        input.extend_from_slice(format!(" {column}").as_bytes());
    }
    input.extend_from_slice(format!("{} 21\n", " ".repeat(50_000)).as_bytes());
    let output = hopnim().arg("solve").write_stdin(input).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("position 21 is outside the board"),
        "{stderr}"
    );
    assert!(stderr.len() < 400, "{stderr}");
}

#[test]
fn check_usage_errors_exit_64_which_is_no_verdict() {
    hopnim().arg("check").assert().code(64);
    hopnim()
        .args(["check", "--width", "0", "a", "b"])
        .assert()
        .code(64);
}

#[test]
fn play_names_a_move_to_a_cell_that_does_not_exist_illegal_and_survives_bad_bytes() {
    hopnim()
        .args(["play", "--interface", "lines", "--board", "18x1/17x2"])
        .write_stdin(b"1:0\n0:1\n\xff\xfe\nquit\n".to_vec())
        .assert()
        .success()
        .stdout(
            "board: 18x1/17x2\n\
             illegal move: 1:0: a column number must be a number from 1\n\
             illegal move: 0:1: a row number must be a number from 1\n\
             unknown command: \u{fffd}\u{fffd} (type help)\n",
        );
}

#[test]
fn a_long_shrink_says_how_far_it_is_when_stderr_is_not_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    // Exits 3 on any piece at column 15 or more, so that shrinking moves a piece down
    // one column a run (about 36 runs); each run takes a tenth of a second.
    let script = "sleep 0.1; if grep -qE '(^| )(1[5-9]|20)( |$)'; then exit 3; fi; echo MAYBE";
    let output = hopnim()
        .args(["stress", "--tests", "20", "--seed", "4", "--timeout", "5"])
        .args(["--max-tests", "3", "--max-rows", "3", "--pieces", "1..=3"])
        .arg("--out")
        .arg(dir.path())
        .args(["--", "sh", "-c", script])
        .timeout(Duration::from_secs(120))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("stress: shrinking: "), "{stderr}");
}

#[test]
fn serve_stops_on_ctrl_c_while_a_client_holds_half_a_request() {
    let mut server = Server::start(&["--addr", "127.0.0.1:0"]);
    let mut client = std::net::TcpStream::connect(&server.address).unwrap();
    client
        .write_all(b"GET /api/analyze?board=x HTTP/1.1\r\nHo")
        .unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let started = Instant::now();
    server.interrupt();
    let status = server.process.wait().unwrap();
    assert!(status.success(), "{status:?}");
    assert!(
        started.elapsed() < Duration::from_secs(8),
        "{:?}",
        started.elapsed()
    );
}

// --- Rows whose notation is longer than a format width can be (65,535). ---

/// A judge input of width `width`: test 1 a small row, test 2 the row of `pieces`.
fn small_then_huge(pieces: &[u32]) -> Vec<u8> {
    let positions: Vec<String> = pieces.iter().map(u32::to_string).collect();
    format!("2\n1\n1 1\n1\n{} {}\n", pieces.len(), positions.join(" ")).into_bytes()
}

#[test]
fn analyze_writes_rows_of_65536_and_1000000_cells_in_the_table_moves_and_explanation() {
    // Row 2: a piece at 1 that can move to 2, and pieces that cannot move filling the
    // right end; its notation is longer than 65,535 characters.
    let cases = [
        (65_536u32, format!("x1{}", "x".repeat(65_534))),
        (1_000_000, format!("x934463{}", "x".repeat(65_536))),
    ];
    for (width, notation) in cases {
        let pieces: Vec<u32> = std::iter::once(1)
            .chain(width - notation.matches('x').count() as u32 + 2..=width)
            .collect();
        let input = small_then_huge(&pieces);
        for extra in [
            &[][..],
            &["--moves"],
            &["--explain"],
            &["--moves", "--explain"],
        ] {
            let output = hopnim()
                .args(["analyze", "--color", "never", "--width", &width.to_string()])
                .args(extra)
                .write_stdin(input.clone())
                .timeout(Duration::from_secs(120))
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(0), "{width} {extra:?}: {stderr}");
            assert_eq!(stderr, "", "{width} {extra:?}");
            let stdout = String::from_utf8(output.stdout).unwrap();
            // The test before the huge one is there, whole.
            let small = format!("x{}", width - 1);
            let first = format!(
                "test 1: width {width}, 1 row\n  row  {:<column$}  grundy  stairs (stair:pile, \
                 * odd: counted)\n    1  {small:<column$}       1  {}:1*\n",
                "board",
                width - 1,
                column = small.len(),
            );
            assert!(stdout.starts_with(&first), "{width} {extra:?}");
            // The board column is as wide as the huge row's notation.
            let heading = format!(
                "\ntest 2: width {width}, 1 row\n  row  board{}  grundy  stairs",
                " ".repeat(notation.len() - "board".len())
            );
            assert!(stdout.contains(&heading), "{width} {extra:?}");
            let row = format!("\n    1  {notation}       1 ");
            assert!(stdout.contains(&row), "{width} {extra:?}");
            assert!(
                stdout.contains("  winning moves: 1:1->2\n"),
                "{width} {extra:?}"
            );
            if extra.contains(&"--moves") {
                assert_eq!(
                    stdout
                        .matches("\n    1:1->2  wins   row 1 value 1 -> 0, nim-sum -> 0")
                        .count(),
                    2,
                    "{width} {extra:?}"
                );
            }
            if extra.contains(&"--explain") {
                assert_eq!(stdout.matches("\n  why:\n").count(), 2, "{width} {extra:?}");
            }
        }
    }
}

// --- Interrupting a command that runs a solution. ---

/// The ids of the processes whose command line holds `marker`.
fn pids_with(marker: &str) -> Vec<i32> {
    common::pids_whose_command_line(|line| line.contains(marker))
}

#[test]
fn stress_ends_its_solution_on_ctrl_c_sigterm_and_sighup() {
    use std::os::unix::process::ExitStatusExt;
    for (signal, marker) in [
        (libc::SIGINT, "987.6571"),
        (libc::SIGTERM, "987.6572"),
        (libc::SIGHUP, "987.6573"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut stress = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
            .args(["stress", "--seed", "3", "--tests", "50", "--timeout", "60"])
            .arg("--out")
            .arg(dir.path())
            .args(["--", "sleep", marker])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let hopnim_pid = stress.id() as i32;
        let solution = |pids: Vec<i32>| pids.into_iter().filter(|&pid| pid != hopnim_pid);
        let start = Instant::now();
        while solution(pids_with(marker)).next().is_none() {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the solution never started"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        common::send_signal(hopnim_pid, signal);
        let start = Instant::now();
        let status = loop {
            if let Some(status) = stress.try_wait().unwrap() {
                break Some(status);
            }
            if start.elapsed() > Duration::from_secs(30) {
                let _ = stress.kill();
                let _ = stress.wait();
                break None;
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        // Killed processes may take a moment to leave /proc.
        let start = Instant::now();
        while !pids_with(marker).is_empty() && start.elapsed() < Duration::from_secs(2) {
            std::thread::sleep(Duration::from_millis(20));
        }
        let left = pids_with(marker);
        for &pid in &left {
            common::send_signal(pid, libc::SIGKILL);
        }
        assert_eq!(
            left,
            Vec::<i32>::new(),
            "signal {signal}: the solution lives on"
        );
        let status = status.unwrap_or_else(|| panic!("signal {signal}: hopnim did not stop"));
        // Ended by the signal itself, as an uncaught one ends a process (a shell says
        // 128 + its number).
        assert_eq!(status.signal(), Some(signal), "signal {signal}: {status:?}");
    }
}

// --- `package` and folders it must not write into. ---

/// Whether the tests can run `hopnim` as the unprivileged user 65534 (they run as
/// root, to whom every folder can be listed): `setpriv` is there, and the binary can
/// be run by that user.
fn can_run_as_nobody() -> bool {
    std::process::Command::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(assert_cmd::cargo::cargo_bin("hopnim"))
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// Every file under `dir`, as paths relative to it (symbolic links not followed).
fn files_under(dir: &std::path::Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_owned()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap().flatten() {
            let path = entry.path();
            if entry.file_type().unwrap().is_dir() {
                folders.push(path.clone());
            }
            found.push(path.strip_prefix(dir).unwrap().display().to_string());
        }
    }
    found.sort();
    found
}

#[test]
fn package_refuses_a_symbolic_link_a_file_a_full_folder_and_one_it_cannot_list() {
    let root = tempfile::tempdir().unwrap();
    let outside = root.path().join("outside");
    std::fs::create_dir(&outside).unwrap();
    // DIR a symbolic link to an empty folder.
    let link = root.path().join("link");
    std::os::unix::fs::symlink(&outside, &link).unwrap();
    // DIR with a symbolic link in it.
    let full = root.path().join("full");
    std::fs::create_dir(&full).unwrap();
    std::os::unix::fs::symlink(&outside, full.join("data")).unwrap();
    // DIR a file.
    let file = root.path().join("file");
    std::fs::write(&file, "keep").unwrap();
    for (dir, message) in [
        (link.clone(), "link is a symbolic link"),
        (root.path().join("link/"), "link is a symbolic link"),
        (full, "full is not empty"),
        (file.clone(), "file is not a folder"),
    ] {
        hopnim()
            .arg("package")
            .arg(&dir)
            .assert()
            .code(1)
            .stderr(predicate::str::contains(message));
        assert_eq!(files_under(&outside), Vec::<String>::new(), "{dir:?}");
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep");
    assert!(link.is_symlink());
    // Nothing was left beside them either.
    assert_eq!(
        files_under(root.path()),
        ["file", "full", "full/data", "link", "outside"]
    );
}

#[test]
fn package_refuses_a_folder_it_cannot_list_as_an_unprivileged_user() {
    if !can_run_as_nobody() {
        println!("note: skipped, `setpriv` cannot run hopnim as user 65534 here");
        return;
    }
    // As in the report: `mkdir d; echo keep > d/problem.yaml; ln -s "$PWD/outside"
    // d/data; chmod 333 d; hopnim package d`, by a user who owns all of it.
    let root = tempfile::tempdir().unwrap();
    let d = root.path().join("d");
    let outside = root.path().join("outside");
    std::fs::create_dir(&d).unwrap();
    std::fs::create_dir(&outside).unwrap();
    std::fs::write(d.join("problem.yaml"), "keep\n").unwrap();
    std::os::unix::fs::symlink(&outside, d.join("data")).unwrap();
    for path in [root.path(), &d, &d.join("problem.yaml"), &outside] {
        std::os::unix::fs::chown(path, Some(65534), Some(65534)).unwrap();
    }
    std::os::unix::fs::lchown(d.join("data"), Some(65534), Some(65534)).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&d, std::fs::Permissions::from_mode(0o333)).unwrap();
    let output = std::process::Command::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(assert_cmd::cargo::cargo_bin("hopnim"))
        .arg("package")
        .arg(&d)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("cannot list"), "{stderr}");
    assert!(stderr.contains("Permission denied"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(d.join("problem.yaml")).unwrap(),
        "keep\n"
    );
    assert_eq!(files_under(&outside), Vec::<String>::new());
    assert_eq!(
        files_under(root.path()),
        ["d", "d/data", "d/problem.yaml", "outside"]
    );
}

#[test]
fn a_package_that_cannot_be_written_whole_leaves_nothing_and_a_rerun_works() {
    cannot_be_written_whole(&["kattis".to_owned()]);
}

#[test]
#[ignore = "long (6 s of CPU): CI runs it, `cargo nextest run --run-ignored only`"]
fn a_package_that_cannot_be_written_whole_leaves_nothing_in_every_other_format() {
    let formats = common::package_formats();
    assert!(formats.len() >= 5, "{formats:?}");
    cannot_be_written_whole(&formats[1..]);
}

/// Under `ulimit -f` (SIGXFSZ at its default action, which killed `package` with exit
/// 153 and left `.chess.hopnim-PID-0/` beside DIR), in each of `formats`, DIR new or an
/// empty folder: an error naming the file, nothing left, and a rerun writes it.
fn cannot_be_written_whole(formats: &[String]) {
    for format in formats {
        for exists in [false, true] {
            let root = tempfile::tempdir().unwrap();
            let dir = root.path().join("chess");
            if exists {
                std::fs::create_dir(&dir).unwrap();
            }
            // The statements fit in 64 KiB, the largest data files do not.
            let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"));
            command.args(["package", "--format", format]).arg(&dir);
            let output = limit_file_size(&mut command, 64 * 1024).output().unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            let what = format!("{format}, exists {exists}: {:?}, {stderr}", output.status);
            assert_eq!(output.status.code(), Some(1), "{what}");
            assert!(stderr.contains("File too large"), "{what}");
            assert!(stderr.contains("ulimit -f"), "{what}");
            // The error names the file as it would be in DIR.
            assert!(stderr.contains("cannot write "), "{what}");
            assert!(!stderr.contains(".hopnim-"), "{what}");
            // DIR is as it was, and nothing is left beside it.
            let expected: &[&str] = if exists { &["chess"] } else { &[] };
            assert_eq!(files_under(root.path()), expected, "{what}");
            // A rerun writes the package.
            hopnim()
                .args(["package", "--format", format])
                .arg(&dir)
                .assert()
                .success();
            assert!(files_under(&dir).len() > 20, "{what}");
        }
    }
}

/// A zip that reaches the file-size limit after every file of its folder fitted: the
/// same one-line error as a folder's file, naming the zip (the zip library it was
/// written with said "i/o error: " and the error twice, after a line of its own from
/// its writer's drop).
#[test]
fn a_zip_past_the_file_size_limit_says_so_in_one_line_naming_the_zip() {
    let whole = tempfile::tempdir().unwrap();
    let dir = whole.path().join("chess");
    hopnim()
        .args(["package", "--format", "hydro"])
        .arg(&dir)
        .assert()
        .success();
    let zip = std::fs::metadata(dir.join("chess.zip")).unwrap().len();
    let folder = common::files_under(&dir.join("chess"));
    let largest = folder.values().map(|text| text.len() as u64).max().unwrap();
    let limit = (largest + zip) / 2;
    assert!(largest < limit && limit < zip);

    let root = tempfile::tempdir().unwrap();
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"));
    command
        .args(["package", "--format", "hydro"])
        .arg(root.path().join("chess"));
    let output = limit_file_size(&mut command, limit).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("cannot write "), "{stderr}");
    assert!(
        stderr.contains("chess.zip: File too large (os error 27); "),
        "{stderr}"
    );
    assert!(!stderr.contains("i/o error"), "{stderr}");
}

/// A judge input of one test of one row of Welter's game, its pieces on columns
/// `1..=pieces` of a wide board: a few bytes whose moves are many.
fn packed_welter_row(dir: &std::path::Path, pieces: u32) -> String {
    let columns: Vec<String> = (1..=pieces).map(|c| c.to_string()).collect();
    let path = dir.join(format!("welter-{pieces}.txt"));
    std::fs::write(&path, format!("1\n1\n{pieces} {}\n", columns.join(" "))).unwrap();
    path.to_str().unwrap().to_owned()
}

#[test]
#[ignore = "long (3 s of CPU): CI runs it, `cargo nextest run --run-ignored only`"]
fn a_tiny_input_with_a_huge_analysis_is_written_in_bounded_memory() {
    // 20 pieces at width 20,000: 400,000 moves, 35 MB of table and 50 MB of JSON,
    // all of which one test's text held (10 pieces at width 10^6: 873 MB).
    let dir = tempfile::tempdir().unwrap();
    let input = packed_welter_row(dir.path(), 20);
    for form in [&["--moves"][..], &["--json", "--moves"]] {
        let mut args = vec!["analyze", "--rules", "welter", "--width", "20000", &input];
        args.extend_from_slice(form);
        let ended = run_measured(&args, Stdio::null(), Stdio::null(), 120.0);
        assert_eq!(ended.code, Some(0), "{form:?}: {ended:?}");
        assert!(ended.peak_mib < 32.0, "{form:?}: {ended:?}");
    }
}

#[test]
fn welter_winning_moves_on_a_wide_row_are_aimed_at_not_searched_cell_by_cell() {
    // 31 pieces at width 10^6: every move of every piece was valued, 31 million of
    // them (9.8 s in a release build); now each piece's landing is solved for.
    let dir = tempfile::tempdir().unwrap();
    let input = packed_welter_row(dir.path(), 31);
    let out = dir.path().join("analysis.json");
    std::fs::File::create(&out).unwrap();
    let args = [
        "analyze", "--rules", "welter", "--width", "1000000", "--json", &input,
    ];
    let ended = run_measured(
        &args,
        Stdio::null(),
        file(out.to_str().unwrap(), true),
        60.0,
    );
    assert!(!ended.timed_out, "{ended:?}");
    assert_eq!(ended.code, Some(0), "{ended:?}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    // The value of the coins 999,969..=999,999 is 999,999: each coin has one landing
    // that leaves 0, and the one that moves coin 999,999 to 0 is the first.
    let winning = json["winning_moves"].as_array().unwrap();
    assert_eq!(winning.len(), 31, "{json}");
    assert_eq!(
        winning[0],
        serde_json::json!({"row": 1, "from": 1, "to": 1000000})
    );
}

// --- Memory the system refuses (`ulimit -v`). ---

/// `hopnim ARGS` (in the C locale) with its address space limited to `mib` MiB
/// (RLIMIT_AS, as `ulimit -v` sets it).
fn under_address_limit(args: &[&std::ffi::OsStr], mib: u64) -> std::process::Output {
    under_address_limit_in_kib(args, mib << 10)
}

/// `under_address_limit` with the limit in KiB, for a finer search.
fn under_address_limit_in_kib(args: &[&std::ffi::OsStr], kib: u64) -> std::process::Output {
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"));
    for name in hopnim::lang::LOCALE_VARIABLES {
        command.env_remove(name);
    }
    command
        .env("LANG", "C.UTF-8")
        .args(args)
        .stdin(Stdio::null());
    common::limit_address_space(&mut command, kib << 10)
        .output()
        .unwrap()
}

/// The smallest limit, in MiB, under which `hopnim --version` runs: below it the
/// system cannot even load the program (this build's size decides where).
fn smallest_address_limit_that_runs_hopnim() -> u64 {
    (4..256)
        .find(|&mib| {
            under_address_limit(&["--version".as_ref()], mib)
                .status
                .success()
        })
        .expect("hopnim --version runs in 256 MiB")
}

/// Checks how a run under an address limit ended: exit 0, or exit 1 with one line on
/// standard error (never a signal such as SIGABRT's 134); returns that line.
fn exit_0_or_1(output: &std::process::Output, what: &str) -> Option<String> {
    use std::os::unix::process::ExitStatusExt;
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.signal(), None, "{what}: {stderr}");
    match output.status.code() {
        Some(0) => None,
        Some(1) => {
            assert!(
                stderr.starts_with("error: ") || stderr.starts_with("错误："),
                "{what}: {stderr}"
            );
            assert_eq!(stderr.lines().count(), 1, "{what}: {stderr}");
            Some(stderr)
        }
        code => panic!("{what}: exit {code:?}: {stderr}"),
    }
}

#[test]
fn package_under_an_address_limit_exits_0_or_1_and_leaves_nothing_beside_dir() {
    // Under `ulimit -v` of 18 to 26 MB every format aborted (exit 134, "memory
    // allocation of 2802052 bytes failed" and a backtrace), and hydro and luogu left a
    // 2.9 MB `.chess.hopnim-PID-0` folder beside DIR.
    let floor = smallest_address_limit_that_runs_hopnim();
    let mut out_of_memory = 0;
    for format in common::package_formats() {
        let mut written = 0;
        for mib in (floor..floor + 40).step_by(2) {
            let root = tempfile::tempdir().unwrap();
            let dir = root.path().join("chess");
            let args = [
                "package".as_ref(),
                "--format".as_ref(),
                format.as_ref(),
                dir.as_os_str(),
            ];
            let output = under_address_limit(&args, mib);
            let what = format!("package --format {format} under {mib} MiB");
            let left: Vec<String> = std::fs::read_dir(root.path())
                .unwrap()
                .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            match exit_0_or_1(&output, &what) {
                None => {
                    assert_eq!(left, ["chess"], "{what}");
                    written += 1;
                }
                Some(error) => {
                    assert_eq!(left, Vec::<String>::new(), "{what}: {error}");
                    if error.starts_with("error: out of memory: hopnim could not allocate ") {
                        assert!(error.ends_with(" bytes (ulimit -v?)\n"), "{what}: {error}");
                        out_of_memory += 1;
                    }
                }
            }
            // Past the limits where it fails, the package is written (twice, to be sure).
            if written == 2 {
                break;
            }
        }
        assert_eq!(written, 2, "package --format {format} never written");
    }
    assert!(out_of_memory > 0, "no limit met the allocator");
}

#[test]
fn review_of_a_big_record_under_an_address_limit_exits_0_or_1_in_the_learner_s_language() {
    // A position of 60000 rows of two cells and four moves, which the review holds
    // in some 10 MB beside what the program takes to start (the review of a long
    // game of few rows is streamed, in little more than that).
    let rows = 60_000;
    let mut record = vec!["x."; rows].join("/");
    for row in 1..=4 {
        record.push_str(&format!(" {row}:1->2"));
    }
    let records = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(records.path(), format!("{record}\n")).unwrap();
    let floor = smallest_address_limit_that_runs_hopnim();
    let mut reviewed = false;
    let mut out_of_memory = false;
    // The review streams: it needs about a MiB more than the start does, so the
    // limits go up in steps of 128 KiB from the smallest that runs hopnim.
    let floor = ((floor - 1) << 10..floor << 10)
        .step_by(128)
        .find(|&kib| {
            under_address_limit_in_kib(&["--version".as_ref()], kib)
                .status
                .success()
        })
        .unwrap_or(floor << 10);
    for kib in (floor..floor + (60 << 10)).step_by(128) {
        let args = [
            "--lang".as_ref(),
            "zh-CN".as_ref(),
            "review".as_ref(),
            records.path().as_os_str(),
        ];
        let output = under_address_limit_in_kib(&args, kib);
        match exit_0_or_1(&output, &format!("review under {kib} KiB")) {
            None => {
                reviewed = true;
                break;
            }
            Some(error) => {
                out_of_memory |= error.starts_with("错误：内存不足：hopnim 无法分配 ");
            }
        }
    }
    assert!(reviewed, "the review never ended");
    assert!(out_of_memory, "no limit met the allocator");
}
