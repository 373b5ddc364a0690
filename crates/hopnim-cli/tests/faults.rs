//! Fault injection on every command: standard output closed early, standard output on
//! a full disk, endless standard input, and absurd numbers. None may panic, hang, or
//! take more than 256 MiB; each ends with a clean exit code.

mod common;

use std::io::Read;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common::{Ended, file, run_measured};

/// The most memory any run may take.
const MAX_MIB: f64 = 256.0;

/// The longest any run may take, in seconds.
const MAX_SECONDS: f64 = 60.0;

/// Files the commands read: the largest HDU input and a contestant's answers to it.
struct Inputs {
    _dir: tempfile::TempDir,
    big: String,
    answers: String,
}

fn inputs() -> &'static Inputs {
    static INPUTS: OnceLock<Inputs> = OnceLock::new();
    INPUTS.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let big = dir.path().join("big.txt");
        let data = common::hopnim()
            .args(["gen", "--seed", "7", "--family", "max"])
            .output()
            .unwrap()
            .stdout;
        std::fs::write(&big, &data).unwrap();
        let answers = dir.path().join("answers.txt");
        let solved = common::hopnim().arg("solve").arg(&big).output().unwrap();
        std::fs::write(&answers, solved.stdout).unwrap();
        let path = |p: PathBuf| p.to_str().unwrap().to_owned();
        Inputs {
            big: path(big),
            answers: path(answers),
            _dir: dir,
        }
    })
}

/// Every command, with arguments that make it write a lot to standard output.
fn commands() -> Vec<Vec<String>> {
    let Inputs { big, answers, .. } = inputs();
    let words = |line: &str| line.split(' ').map(str::to_owned).collect::<Vec<_>>();
    vec![
        words(&format!("solve {big}")),
        words(&format!("analyze --json --moves {big}")),
        words("play --interface lines --rows 40 --width 64 --seed 3"),
        words("gen --seed 1 --family max"),
        words(&format!("validate {big}")),
        words(&format!("check {big} {answers}")),
        words("stress --tests 2 --seed 1 --out /dev/null/none -- cat"),
        words("verify --max-width 18"),
        words("table --width 20"),
        words("puzzle --seed 1 --level 5 --answer"),
    ]
}

/// A run ended as a healthy process does: an exit code (no signal, no panic), in time,
/// in bounded memory.
fn assert_healthy(what: &str, ended: &Ended) {
    assert!(!ended.timed_out, "{what}: hung ({ended:?})");
    let code = ended
        .code
        .unwrap_or_else(|| panic!("{what}: killed by a signal ({ended:?})"));
    assert!(
        matches!(code, 0..=3 | 64),
        "{what}: exit code {code} ({ended:?})"
    );
    assert!(!ended.stderr.contains("panicked"), "{what}: {ended:?}");
    assert!(ended.peak_mib <= MAX_MIB, "{what}: {ended:?}");
}

fn run(args: &[String], stdin: Stdio, stdout: Stdio) -> Ended {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run_measured(&args, stdin, stdout, MAX_SECONDS)
}

#[test]
fn every_command_survives_a_closed_stdout() {
    for args in commands() {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Read a little, then close the pipe with output still to come.
        let mut first = [0u8; 16];
        let _ = child.stdout.as_mut().unwrap().read(&mut first);
        drop(child.stdout.take());
        let started = Instant::now();
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        let status = child.wait().unwrap();
        let what = args.join(" ");
        assert!(
            started.elapsed().as_secs_f64() < MAX_SECONDS,
            "{what}: hung"
        );
        let code = status
            .code()
            .unwrap_or_else(|| panic!("{what}: {status:?}"));
        assert!(matches!(code, 0..=3), "{what}: exit {code}, {stderr}");
        assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    }
}

#[test]
fn every_command_survives_a_full_disk() {
    for args in commands() {
        let ended = run(&args, Stdio::null(), file("/dev/full", true));
        let what = args.join(" ");
        assert_healthy(&what, &ended);
        if !args[0].starts_with("check") {
            assert_eq!(ended.code, Some(1), "{what}: {ended:?}");
            assert!(ended.stderr.contains("error: "), "{what}: {ended:?}");
        }
    }
}

#[test]
fn every_command_survives_endless_input() {
    let mut commands = commands();
    // The commands that read standard input read it here.
    commands.extend([
        vec!["solve".to_owned()],
        vec!["analyze".to_owned()],
        vec!["validate".to_owned()],
        vec![
            "play".to_owned(),
            "--interface".to_owned(),
            "lines".to_owned(),
        ],
    ]);
    for args in commands {
        let ended = run(&args, file("/dev/zero", false), Stdio::null());
        assert_healthy(&args.join(" "), &ended);
    }
}

#[test]
fn every_command_refuses_absurd_numbers() {
    let Inputs { big, answers, .. } = inputs();
    let huge = "18446744073709551616";
    for line in [
        format!("solve -j 1000000 {big}"),
        format!("solve --width {huge} {big}"),
        format!("analyze -j 1000000 {big}"),
        format!("analyze --width 0 {big}"),
        "play --rows 100000".to_owned(),
        "play --width 100000".to_owned(),
        "gen --seed 1 --tests 18446744073709551615 --rows 18446744073709551615".to_owned(),
        format!("gen --seed {huge} --tests 1 --rows 1"),
        format!("validate --limits none --width 100000 {big}"),
        format!("check --width 0 {big} {answers}"),
        "stress --timeout 1e308 -- cat".to_owned(),
        "stress --max-tests 18446744073709551615 --max-rows 18446744073709551615 -- cat".to_owned(),
        "verify --max-width 1000 -j 1000000".to_owned(),
        "table --width 1000 -j 1000000".to_owned(),
        "serve --addr 999.1.1.1:80".to_owned(),
        "puzzle --level 1000000".to_owned(),
        format!("puzzle --seed {huge}"),
    ] {
        let args: Vec<String> = line.split(' ').map(str::to_owned).collect();
        let ended = run(&args, Stdio::null(), Stdio::null());
        assert_healthy(&line, &ended);
        assert_ne!(ended.code, Some(0), "{line}: {ended:?}");
    }
}

#[test]
fn serve_survives_a_full_stderr_and_stops_on_ctrl_c() {
    let mut server = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
        .args(["serve", "--addr", "127.0.0.1:0", "--log"])
        .stderr(file("/dev/full", true))
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    // SAFETY: the pid is our child's, which has not been reaped.
    #[allow(unsafe_code)]
    unsafe {
        libc::kill(server.id() as libc::pid_t, libc::SIGINT);
    }
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(10) {
        if let Some(status) = server.try_wait().unwrap() {
            assert!(status.success(), "{status:?}");
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = server.kill();
    let _ = server.wait();
    panic!("serve did not stop on SIGINT");
}
