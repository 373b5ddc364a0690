//! Memory stays bounded on hostile inputs, and a closed stdout ends a run quietly.
//! (Its own test binary, so the peak memory of children is this file's alone.)

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

fn hopnim() -> Command {
    Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
}

/// The largest peak resident set size of any waited-for child, in KiB.
#[allow(unsafe_code)] // one FFI call, see SAFETY below
fn peak_child_rss_kib() -> i64 {
    // SAFETY: getrusage only writes the struct it is given.
    unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        assert_eq!(libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage), 0);
        usage.ru_maxrss
    }
}

#[test]
fn a_single_50_mb_token_fails_fast_in_little_memory() {
    const SIZE: usize = 50 * 1024 * 1024;
    for (byte, fragment) in [
        (b'7', "too large"),
        (b'q', "expected the number of tests T"),
    ] {
        let mut file = tempfile::NamedTempFile::new().unwrap();
        file.write_all(&vec![byte; SIZE]).unwrap();
        let output = hopnim().arg("solve").arg(file.path()).output().unwrap();
        assert_eq!(output.status.code(), Some(1));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(fragment), "{stderr}");
        assert!(
            stderr.len() < 1000,
            "the message shows only the token's start"
        );
    }
    let peak = peak_child_rss_kib();
    assert!(peak <= 64 * 1024, "peak RSS {peak} KiB");
}

#[test]
fn a_closed_stdout_ends_quietly() {
    let mut input = String::from("200000\n");
    input.push_str(&"1\n1 1\n".repeat(200_000));
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(input.as_bytes()).unwrap();
    let mut child = hopnim()
        .arg("solve")
        .arg(file.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first, "YES\n");
    // The reader is dropped: the pipe is closed with output still to come.
    let output = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert!(output.status.success(), "{:?}", output.status);
}
