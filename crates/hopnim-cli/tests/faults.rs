//! Fault injection on every command: standard output closed early, standard output on
//! a full disk or past the file-size limit (`ulimit -f`), endless standard input, and
//! absurd numbers. None may panic, hang, be killed, or take more than 256 MiB; each
//! ends with a clean exit code, and leaves no file it wrote half-written.

use crate::common;

use std::io::Read;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common::{Ended, file, limit_file_size, measure, run_measured};

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
        words("learn --export"),
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

/// `hopnim ARGS` with the files it writes limited to `bytes` (`ulimit -f`), standard
/// output to `stdout`.
fn limited(args: &[&str], bytes: u64, stdout: Stdio) -> Ended {
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"));
    command.args(args).stdin(Stdio::null()).stdout(stdout);
    limit_file_size(&mut command, bytes);
    measure(command, MAX_SECONDS)
}

#[test]
fn every_command_survives_the_file_size_limit() {
    // SIGXFSZ, whose default action kills, ended every command whose standard output
    // is a file at the limit (exit 153), silently, the file half written.
    let dir = tempfile::tempdir().unwrap();
    for args in commands() {
        let what = args.join(" ");
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let ended = limited(&args, 16, file(&out_of(&dir), true));
        assert_healthy(&what, &ended);
        // `check` writes its verdict on standard error, `stress` (whose --out cannot
        // be made) nothing on standard output.
        if !matches!(args[0], "check" | "stress") {
            assert_eq!(ended.code, Some(1), "{what}: {ended:?}");
            let stderr = &ended.stderr;
            assert!(
                stderr.starts_with("error: cannot write "),
                "{what}: {stderr}"
            );
            assert!(
                stderr.contains(" to standard output: File too large"),
                "{what}: {stderr}"
            );
            assert!(stderr.contains("ulimit -f"), "{what}: {stderr}");
        }
    }
    // The help, too.
    let ended = limited(&["--help"], 16, file(&out_of(&dir), true));
    assert_eq!(ended.code, Some(1), "{ended:?}");
    assert!(
        ended.stderr.starts_with("error: cannot write the help"),
        "{ended:?}"
    );
}

/// A new empty file in `dir`, for a standard output.
fn out_of(dir: &tempfile::TempDir) -> String {
    let out = dir.path().join("out.txt");
    std::fs::File::create(&out).unwrap();
    out.to_str().unwrap().to_owned()
}

#[test]
fn table_writes_its_file_whole_or_not_at_all() {
    // `table -o FILE` at the file-size limit died of SIGXFSZ, FILE half written.
    for format in ["bin", "csv"] {
        for before in [None, Some("keep\n")] {
            let root = tempfile::tempdir().unwrap();
            let out = root.path().join("table.out");
            if let Some(text) = before {
                std::fs::write(&out, text).unwrap();
            }
            let path = out.to_str().unwrap();
            let args = ["table", "--width", "20", "--format", format, "-o", path];
            let ended = limited(&args, 64 * 1024, Stdio::null());
            let what = format!("{format}, {before:?}: {ended:?}");
            assert_healthy(&what, &ended);
            assert_eq!(ended.code, Some(1), "{what}");
            assert!(
                ended
                    .stderr
                    .contains(&format!("cannot write the table to {path}: File too large")),
                "{what}"
            );
            // FILE is as it was: missing, or its old text; nothing beside it.
            match before {
                None => assert_eq!(paths_under(root.path()), Vec::<String>::new(), "{what}"),
                Some(text) => {
                    assert_eq!(paths_under(root.path()), ["table.out"], "{what}");
                    assert_eq!(std::fs::read_to_string(&out).unwrap(), text, "{what}");
                }
            }
        }
    }
    // A file it replaces keeps its permissions.
    use std::os::unix::fs::PermissionsExt;
    let root = tempfile::tempdir().unwrap();
    let out = root.path().join("table.bin");
    std::fs::write(&out, "keep\n").unwrap();
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o600)).unwrap();
    common::hopnim()
        .args(["table", "--width", "4", "-o"])
        .arg(&out)
        .assert()
        .success();
    assert_eq!(std::fs::read(&out).unwrap().len(), 16);
    let mode = std::fs::metadata(&out).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    assert_eq!(paths_under(root.path()), ["table.bin"]);
}

#[test]
fn table_writes_a_file_it_may_write_in_a_folder_it_may_not_change() {
    // Nothing can be staged beside FILE there: FILE is written directly, as before.
    let Some(nobody) = as_nobody() else {
        println!("note: skipped: setpriv cannot run hopnim as 65534");
        return;
    };
    use std::os::unix::fs::PermissionsExt;
    let root = tempfile::tempdir().unwrap();
    std::fs::set_permissions(root.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let out = root.path().join("table.bin");
    std::fs::write(&out, "earlier\n").unwrap();
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o666)).unwrap();
    let output = std::process::Command::new(nobody[0])
        .args(&nobody[1..])
        .arg(assert_cmd::cargo::cargo_bin("hopnim"))
        .args(["table", "--width", "4", "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert_eq!(std::fs::read(&out).unwrap().len(), 16);
    assert_eq!(paths_under(root.path()), ["table.bin"]);
}

#[test]
fn play_records_into_a_file_it_may_write_in_a_folder_it_may_not_change() {
    // Nothing can be staged beside FILE there: `OutputFile` writes it over in place
    // after each move, and `play` asks it so (it tested FILE a second way of its own).
    let Some(nobody) = as_nobody() else {
        println!("note: skipped: setpriv cannot run hopnim as 65534");
        return;
    };
    use std::os::unix::fs::PermissionsExt;
    let root = tempfile::tempdir().unwrap();
    std::fs::set_permissions(root.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let out = root.path().join("game.txt");
    std::fs::write(&out, "an earlier game that was longer than this one\n").unwrap();
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o666)).unwrap();
    let input = root.path().join("moves");
    std::fs::write(&input, "1:1\n").unwrap();
    let output = std::process::Command::new(nobody[0])
        .args(&nobody[1..])
        .arg(assert_cmd::cargo::cargo_bin("hopnim"))
        .args(["play", "--interface", "lines", "--board", "x19", "--record"])
        .arg(&out)
        .stdin(std::fs::File::open(&input).unwrap())
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "x19 1:1->2 1:2->3 you=first\n"
    );
    assert_eq!(paths_under(root.path()), ["game.txt", "moves"]);
}

#[test]
fn stress_and_man_write_their_files_whole_or_not_at_all() {
    // At the file-size limit `stress` (its solution's 4 KiB of output in actual.txt)
    // and `man --out` died of SIGXFSZ and left their folder with a file half written.
    let root = tempfile::tempdir().unwrap();
    let failure = root.path().join("failure");
    let pages = root.path().join("pages");
    let failure_arg = failure.to_str().unwrap();
    let pages_arg = pages.to_str().unwrap();
    let runs: [&[&str]; 2] = [
        &[
            "stress",
            "--tests",
            "1",
            "--seed",
            "1",
            "--out",
            failure_arg,
            "--",
            "yes",
            "YES",
        ],
        &["man", "--out", pages_arg],
    ];
    for args in runs {
        let ended = limited(args, 2048, Stdio::null());
        let what = format!("{args:?}: {ended:?}");
        assert_healthy(&what, &ended);
        assert_eq!(ended.code, Some(1), "{what}");
        assert!(ended.stderr.contains("error: cannot write "), "{what}");
        assert!(ended.stderr.contains(": File too large"), "{what}");
        // The folder it made is gone, with all it held.
        assert_eq!(paths_under(root.path()), Vec::<String>::new(), "{what}");
    }
    // Into a folder that exists, the files of an earlier run stay as they were.
    std::fs::create_dir(&pages).unwrap();
    std::fs::write(pages.join("hopnim.1"), "earlier\n").unwrap();
    let ended = limited(&["man", "--out", pages_arg], 2048, Stdio::null());
    assert_eq!(ended.code, Some(1), "{ended:?}");
    assert_eq!(paths_under(root.path()), ["pages", "pages/hopnim.1"]);
    assert_eq!(
        std::fs::read_to_string(pages.join("hopnim.1")).unwrap(),
        "earlier\n"
    );
}

#[test]
fn a_solution_under_stress_meets_the_file_size_limit_as_anywhere_else() {
    // hopnim catches SIGXFSZ; the programs it runs get its default action back (exec
    // resets a caught signal; an ignored one would stay ignored): a solution that
    // writes past the limit is killed by it, as under a judge.
    let root = tempfile::tempdir().unwrap();
    let big = root.path().join("big");
    let failure = root.path().join("failure");
    let args = [
        "stress",
        "--tests",
        "1",
        "--seed",
        "1",
        "--out",
        failure.to_str().unwrap(),
        "--",
        "sh",
        "-c",
        "exec head -c 100000 /dev/zero > \"$0\"",
        big.to_str().unwrap(),
    ];
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"));
    command.args(args).stdin(Stdio::null());
    let output = limit_file_size(&mut command, 8192).output().unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(
        report.contains(&format!(
            "failure: crash (killed by signal {})",
            libc::SIGXFSZ
        )),
        "{report}"
    );
}

#[test]
fn table_interrupted_leaves_no_file() {
    use std::os::unix::process::ExitStatusExt;
    for signal in SIGNALS {
        let root = tempfile::tempdir().unwrap();
        let out = root.path().join("table.bin");
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
            .args(["table", "--width", "27", "-o"])
            .arg(&out)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Interrupted as soon as its file is there.
        signal_once_written(&mut child, root.path(), signal);
        let status = wait_bounded(&mut child).unwrap_or_else(|| panic!("{signal}: hung"));
        let left = paths_under(root.path());
        // Either nothing is left, or (the table was finished before the signal came)
        // the whole table and nothing beside it.
        if status.code() == Some(0) {
            assert_eq!(left, ["table.bin"], "{signal}");
            assert_eq!(std::fs::metadata(&out).unwrap().len(), 1 << 27, "{signal}");
        } else {
            assert_eq!(status.signal(), Some(signal), "{signal}: {status:?}");
            assert_eq!(left, Vec::<String>::new(), "{signal}");
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
        // Bounds whose product overflows, or whose memory is past the budget.
        "verify --misere --max-rows 9223372036854775808 --max-width 2".to_owned(),
        "verify --misere --max-rows 2 --max-width 32".to_owned(),
        "verify --misere --max-rows 8 --max-width 8".to_owned(),
        "verify --max-width 32".to_owned(),
        "table --width 32 -o /dev/null".to_owned(),
        "table --width 20 --max-memory lots -o /dev/null".to_owned(),
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

// --- Signals to every command that starts children. ---

/// The ids of the processes whose command line starts with `start`.
fn pids_starting_with(start: &str) -> Vec<i32> {
    common::pids_whose_command_line(|line| line.starts_with(start))
}

/// Waits for `child` to end, for at most [`MAX_SECONDS`]; kills it after that.
fn wait_bounded(child: &mut std::process::Child) -> Option<std::process::ExitStatus> {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        if start.elapsed().as_secs_f64() > MAX_SECONDS {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The signals that end a command: each must end it as an uncaught one does, by the
/// signal itself (a shell says 130, 143 and 129), once it has undone its work.
const SIGNALS: [i32; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

/// Every command that starts child processes (only `stress` does), each with a
/// solution that runs `sleep MARKER` in its own way: plainly, with a process that
/// leaves the run's group with `setsid`, and only while the first failure shrinks.
fn commands_with_children(marker: &str, dir: &std::path::Path) -> Vec<Vec<String>> {
    let flag = dir.join("failed-once");
    let scripts = [
        format!("exec sleep {marker}"),
        format!("setsid sleep {marker} >/dev/null 2>&1 & exec sleep {marker}"),
        format!(
            "cat >/dev/null; if [ -e {0} ]; then exec sleep {marker}; fi; touch {0}; echo NO",
            flag.display()
        ),
    ];
    scripts
        .into_iter()
        .map(|script| {
            let out = dir.join("failure");
            let line = format!(
                "stress --seed 3 --tests 50 --timeout 60 --out {}",
                out.display()
            );
            let mut args: Vec<String> = line.split(' ').map(str::to_owned).collect();
            args.extend(["--".to_owned(), "sh".to_owned(), "-c".to_owned(), script]);
            args
        })
        .collect()
}

#[test]
fn every_command_that_starts_children_ends_them_on_a_signal() {
    use std::os::unix::process::ExitStatusExt;
    let mut round = 0;
    for signal in SIGNALS {
        for index in 0..commands_with_children("", std::path::Path::new("")).len() {
            round += 1;
            let marker = format!("986.{round:04}");
            let dir = tempfile::tempdir().unwrap();
            let args = commands_with_children(&marker, dir.path()).swap_remove(index);
            let what = format!("signal {signal} to {}", args.join(" "));
            let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
                .args(&args)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            let sleeping = format!("sleep {marker}");
            let start = Instant::now();
            while pids_starting_with(&sleeping).is_empty() {
                assert!(
                    start.elapsed().as_secs_f64() < MAX_SECONDS,
                    "{what}: the solution never slept"
                );
                std::thread::sleep(Duration::from_millis(10));
            }
            common::send_signal(child.id() as i32, signal);
            let status = wait_bounded(&mut child);
            let mut stderr = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut stderr)
                .unwrap();
            // Killed processes may take a moment to leave /proc.
            let start = Instant::now();
            while !pids_starting_with(&sleeping).is_empty()
                && start.elapsed() < Duration::from_secs(2)
            {
                std::thread::sleep(Duration::from_millis(10));
            }
            let left = pids_starting_with(&sleeping);
            for &pid in &left {
                common::send_signal(pid, libc::SIGKILL);
            }
            assert_eq!(left, Vec::<i32>::new(), "{what}: the solution lives on");
            let status = status.unwrap_or_else(|| panic!("{what}: hung"));
            assert_eq!(
                status.signal(),
                Some(signal),
                "{what}: {status:?}, {stderr}"
            );
            assert!(!stderr.contains("panicked"), "{what}: {stderr}");
        }
    }
}

// --- `package` and hostile folders. ---

/// Every path under `dir`, relative to it (symbolic links not followed). A folder that
/// goes away while it is read (a process at work beside it moves or removes it) is
/// left out.
fn paths_under(dir: &std::path::Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_owned()];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            if entry.file_type().is_ok_and(|kind| kind.is_dir()) {
                folders.push(entry.path());
            }
            found.push(
                entry
                    .path()
                    .strip_prefix(dir)
                    .unwrap()
                    .display()
                    .to_string(),
            );
        }
    }
    found.sort();
    found
}

/// `setpriv` arguments that run a command as the unprivileged user 65534, when that
/// can run the `hopnim` binary here.
fn as_nobody() -> Option<[&'static str; 4]> {
    let args = [
        "setpriv",
        "--reuid=65534",
        "--regid=65534",
        "--clear-groups",
    ];
    std::process::Command::new(args[0])
        .args(&args[1..])
        .arg(assert_cmd::cargo::cargo_bin("hopnim"))
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
        .then_some(args)
}

#[test]
fn package_refuses_every_folder_it_should_not_write_into() {
    let root = tempfile::tempdir().unwrap();
    let outside = root.path().join("outside");
    std::fs::create_dir(&outside).unwrap();
    let hostile = root.path().join("hostile");
    std::fs::create_dir(&hostile).unwrap();
    let at = |name: &str| hostile.join(name);
    // A symbolic link to an empty folder, one to nothing, a folder holding a symbolic
    // link, a file, a named pipe.
    std::os::unix::fs::symlink(&outside, at("link")).unwrap();
    std::os::unix::fs::symlink(root.path().join("nowhere"), at("dangling")).unwrap();
    std::fs::create_dir(at("linked")).unwrap();
    std::os::unix::fs::symlink(&outside, at("linked/data")).unwrap();
    std::fs::write(at("file"), "keep").unwrap();
    assert!(
        std::process::Command::new("mkfifo")
            .arg(at("pipe"))
            .status()
            .unwrap()
            .success()
    );
    let before = paths_under(root.path());
    for name in ["link", "dangling", "linked", "file", "pipe"] {
        let dir = at(name);
        let args = ["package", dir.to_str().unwrap()];
        let ended = run_measured(&args, Stdio::null(), Stdio::null(), MAX_SECONDS);
        assert_healthy(name, &ended);
        assert_eq!(ended.code, Some(1), "{name}: {ended:?}");
        assert_eq!(paths_under(root.path()), before, "{name}: {ended:?}");
    }
    assert!(!root.path().join("nowhere").exists());
    // A folder that cannot be listed (chmod 333), for a user who owns it all; root
    // can list any folder.
    let Some(nobody) = as_nobody() else {
        println!("note: the unlistable folder is skipped: setpriv cannot run hopnim as 65534");
        return;
    };
    let d = at("unlistable");
    std::fs::create_dir(&d).unwrap();
    std::fs::write(d.join("problem.yaml"), "keep\n").unwrap();
    std::os::unix::fs::symlink(&outside, d.join("data")).unwrap();
    for path in [root.path(), &hostile, &d, &d.join("problem.yaml"), &outside] {
        std::os::unix::fs::chown(path, Some(65534), Some(65534)).unwrap();
    }
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&d, std::fs::Permissions::from_mode(0o333)).unwrap();
    let before = paths_under(root.path());
    let output = std::process::Command::new(nobody[0])
        .args(&nobody[1..])
        .arg(assert_cmd::cargo::cargo_bin("hopnim"))
        .arg("package")
        .arg(&d)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(paths_under(root.path()), before, "{stderr}");
    assert_eq!(
        std::fs::read_to_string(d.join("problem.yaml")).unwrap(),
        "keep\n"
    );
}

#[test]
fn package_interrupted_leaves_nothing_partial() {
    interrupted_leaves_nothing_partial(&["kattis".to_owned()]);
}

#[test]
#[ignore = "long (7 s of CPU): CI runs it, `cargo nextest run --run-ignored only`"]
fn package_interrupted_leaves_nothing_partial_in_every_other_format() {
    let formats = common::package_formats();
    assert_eq!(formats[0], "kattis", "{formats:?}");
    interrupted_leaves_nothing_partial(&formats[1..]);
}

/// `package --format FORMAT` interrupted by each signal as soon as it has written
/// something, for each of `formats`: nothing is left, or the whole package.
fn interrupted_leaves_nothing_partial(formats: &[String]) {
    use std::os::unix::process::ExitStatusExt;
    for format in formats {
        // What the whole package of this format holds, written uninterrupted.
        let whole_root = tempfile::tempdir().unwrap();
        common::hopnim()
            .args(["package", "--format", format])
            .arg(whole_root.path().join("chess"))
            .assert()
            .success();
        let whole = paths_under(whole_root.path());
        for signal in SIGNALS {
            let root = tempfile::tempdir().unwrap();
            let dir = root.path().join("chess");
            let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
                .args(["package", "--format", format])
                .arg(&dir)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            // Interrupted as soon as it has written something.
            signal_once_written(&mut child, root.path(), signal);
            let status =
                wait_bounded(&mut child).unwrap_or_else(|| panic!("{format}, {signal}: hung"));
            let mut stderr = String::new();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut stderr)
                .unwrap();
            let left = paths_under(root.path());
            if status.code() != Some(0) {
                assert_eq!(
                    status.signal(),
                    Some(signal),
                    "{format}, {signal}: {status:?}, {stderr}"
                );
            }
            // Either nothing is left, or (the package was moved into place before the
            // signal came) the whole package and nothing beside it.
            if !left.is_empty() {
                assert_eq!(left, whole, "{format}, {signal}");
            }
            // It can be written again.
            if !dir.exists() {
                common::hopnim()
                    .args(["package", "--format", format])
                    .arg(&dir)
                    .assert()
                    .success();
            }
        }
    }
}

// --- Rows longer than a format width can be, in every output form of analyze. ---

#[test]
fn analyze_survives_a_row_of_65536_cells_in_every_output_form() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("huge.txt");
    let positions: Vec<String> = (1..=65_536).map(|p: u32| p.to_string()).collect();
    // A small test first: its output must not be lost.
    let text = format!("2\n1\n1 1\n1\n65536 {}\n", positions.join(" "));
    std::fs::write(&input, text).unwrap();
    let row = "x".repeat(65_536);
    for extra in [
        &[][..],
        &["--moves"],
        &["--explain"],
        &["--moves", "--explain"],
        &["--json"],
        &["--json", "--moves"],
    ] {
        let mut args = vec!["analyze", "--width", "65536", input.to_str().unwrap()];
        args.extend_from_slice(extra);
        let what = args.join(" ");
        let out = dir.path().join("out.txt");
        std::fs::File::create(&out).unwrap();
        let ended = run_measured(
            &args,
            Stdio::null(),
            file(out.to_str().unwrap(), true),
            MAX_SECONDS,
        );
        assert_healthy(&what, &ended);
        assert_eq!(ended.code, Some(0), "{what}: {ended:?}");
        let written = std::fs::read_to_string(&out).unwrap();
        if extra.contains(&"--json") {
            let lines: Vec<serde_json::Value> = written
                .lines()
                .map(|line| serde_json::from_str(line).unwrap())
                .collect();
            assert_eq!(lines.len(), 2, "{what}");
            assert_eq!(lines[0]["rows"][0]["board"], "x65535", "{what}");
            assert_eq!(lines[1]["rows"][0]["board"], row.as_str(), "{what}");
        } else {
            assert!(
                written.starts_with("test 1: width 65536, 1 row\n"),
                "{what}"
            );
            assert!(written.contains("\ntest 2: width 65536, 1 row\n"), "{what}");
            assert!(
                written.contains(&format!("\n    1  {row}       0 ")),
                "{what}"
            );
        }
    }
}

/// Sends `signal` to `child` as soon as something is written under `root` (or it has
/// ended).
fn signal_once_written(child: &mut std::process::Child, root: &std::path::Path, signal: i32) {
    let start = Instant::now();
    while paths_under(root).is_empty() && child.try_wait().unwrap().is_none() {
        assert!(
            start.elapsed().as_secs_f64() < MAX_SECONDS,
            "nothing written"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    common::send_signal(child.id() as i32, signal);
}
