//! What the whole-binary tests share: the `hopnim` binary, the HDU sample, and the
//! files of a package and of its sources.
#![allow(dead_code)] // each test file uses its part

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use assert_cmd::Command;

/// The `hopnim` binary of this build, in the C locale: what it writes for a person
/// is in English whatever the locale of the machine that runs the tests (a test may
/// set another).
pub fn hopnim() -> Command {
    Command::from_std(hopnim_process())
}

/// [`hopnim`] as the standard library runs it: for a test that spawns it and talks
/// to it while it runs.
pub fn hopnim_process() -> std::process::Command {
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"));
    for name in hopnim::lang::LOCALE_VARIABLES {
        command.env_remove(name);
    }
    command.env("LANG", "C.UTF-8");
    command
}

/// The path of the HDU sample input.
pub fn sample_path() -> String {
    format!(
        "{}/../../examples/hdu5724-sample.txt",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The standard output of `hopnim COMMAND ARGS` given `stdin`, which must succeed
/// and write nothing on standard error.
pub fn stdout_of(command: &str, args: &[&str], stdin: impl Into<Vec<u8>>) -> String {
    quiet_stdout(hopnim().arg(command).args(args), stdin)
}

/// The standard output of `command` given `stdin`, which must succeed and write
/// nothing on standard error.
pub fn quiet_stdout(command: &mut Command, stdin: impl Into<Vec<u8>>) -> String {
    let output = command.write_stdin(stdin).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{command:?}: {stderr}");
    assert!(stderr.is_empty(), "{command:?}: {stderr}");
    String::from_utf8(output.stdout).unwrap()
}

/// How a whole process ended, measured as a user meets it.
#[derive(Debug)]
pub struct Ended {
    /// The exit code, or `None` when a signal ended it.
    pub code: Option<i32>,
    /// Its standard error.
    pub stderr: String,
    /// Its peak resident memory, in MiB.
    pub peak_mib: f64,
    /// Whether it ran out of the time allowed (it was then killed).
    pub timed_out: bool,
}

/// Runs the `hopnim` binary with `args`, standard streams as given, for at most
/// `seconds`; measures its peak memory (Linux `wait4`).
pub fn run_measured(
    args: &[&str],
    stdin: std::process::Stdio,
    stdout: std::process::Stdio,
    seconds: f64,
) -> Ended {
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"));
    command.args(args).stdin(stdin).stdout(stdout);
    measure(command, seconds)
}

/// Runs `command` (its standard error is read here) for at most `seconds`; measures
/// its peak memory (Linux `wait4`).
#[allow(unsafe_code)] // wait4, see SAFETY below
#[allow(clippy::zombie_processes)] // reaped by wait4, which also measures it
pub fn measure(mut command: std::process::Command, seconds: f64) -> Ended {
    use std::io::Read;
    use std::time::{Duration, Instant};
    let mut child = command
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text);
        String::from_utf8_lossy(&text).into_owned()
    });
    let pid = child.id() as libc::pid_t;
    let deadline = Instant::now() + Duration::from_secs_f64(seconds);
    let mut timed_out = false;
    let (status, usage) = loop {
        let mut status = 0;
        // SAFETY: a zeroed rusage is a valid value for wait4 to fill in.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: `pid` is our child, not yet reaped; the pointers are to locals.
        let reaped = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if reaped == pid {
            break (status, usage);
        }
        if Instant::now() > deadline && !timed_out {
            timed_out = true;
            let _ = child.kill();
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    Ended {
        code,
        stderr: reader.join().unwrap(),
        peak_mib: usage.ru_maxrss as f64 / 1024.0,
        timed_out,
    }
}

/// Limits the size of the files `command` writes to `bytes` (RLIMIT_FSIZE), as a
/// shell's `ulimit -f` does, with SIGXFSZ at its default action (whatever this test
/// process inherited): a process that writes past the limit is killed by it, unless
/// it catches or ignores the signal.
pub fn limit_file_size(
    command: &mut std::process::Command,
    bytes: u64,
) -> &mut std::process::Command {
    // SAFETY (of the closure): signal(2) is async-signal-safe and allocates nothing.
    #[allow(unsafe_code)]
    let default_sigxfsz = || unsafe { libc::signal(libc::SIGXFSZ, libc::SIG_DFL) != libc::SIG_ERR };
    limit_in_child(command, libc::RLIMIT_FSIZE, bytes, default_sigxfsz)
}

/// Limits the address space of `command` to `bytes` (RLIMIT_AS, as `ulimit -v` sets
/// it).
pub fn limit_address_space(
    command: &mut std::process::Command,
    bytes: u64,
) -> &mut std::process::Command {
    limit_in_child(command, libc::RLIMIT_AS, bytes, || true)
}

/// Sets the limit `resource` of `command` to `bytes` in the child, between fork and
/// exec, then calls `then` (false: it failed).
#[allow(unsafe_code)] // setrlimit in the child, see SAFETY below
fn limit_in_child(
    command: &mut std::process::Command,
    resource: libc::__rlimit_resource_t,
    bytes: u64,
    then: fn() -> bool,
) -> &mut std::process::Command {
    use std::os::unix::process::CommandExt;
    // SAFETY: between fork and exec the closure makes async-signal-safe system calls
    // (setrlimit, and `then`'s) and allocates nothing.
    unsafe {
        command.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: bytes as libc::rlim_t,
                rlim_max: bytes as libc::rlim_t,
            };
            if libc::setrlimit(resource, &limit) != 0 || !then() {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        })
    }
}

/// A file for standard output or input, opened as `path`.
pub fn file(path: &str, write: bool) -> std::process::Stdio {
    std::fs::OpenOptions::new()
        .read(!write)
        .write(write)
        .open(path)
        .unwrap()
        .into()
}

/// A `hopnim serve` started for a test: killed when dropped, whatever the test did.
pub struct Server {
    /// The process.
    pub process: std::process::Child,
    /// `HOST:PORT` it listens on.
    pub address: String,
}

impl Server {
    /// Starts `hopnim serve` with `args` and reads the address from its first line.
    pub fn start(args: &[&str]) -> Server {
        use std::io::BufRead;
        let mut process = std::process::Command::new(assert_cmd::cargo::cargo_bin("hopnim"))
            .arg("serve")
            .args(args)
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut banner = String::new();
        std::io::BufReader::new(process.stderr.take().unwrap())
            .read_line(&mut banner)
            .unwrap();
        let address = banner
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .unwrap_or_else(|| {
                let _ = process.kill();
                panic!("no address in {banner:?}")
            })
            .to_owned();
        Server { process, address }
    }

    /// Sends SIGINT, as Ctrl-C does.
    #[allow(unsafe_code)] // kill(2) on our own child
    pub fn interrupt(&self) {
        // SAFETY: the pid is our child's, which has not been reaped.
        unsafe {
            libc::kill(self.process.id() as libc::pid_t, libc::SIGINT);
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

/// The ids of the processes whose command line (its arguments joined by spaces)
/// `matches`.
pub fn pids_whose_command_line(matches: impl Fn(&str) -> bool) -> Vec<i32> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse().ok()) else {
            continue;
        };
        if let Ok(bytes) = std::fs::read(entry.path().join("cmdline"))
            && matches(&String::from_utf8_lossy(&bytes).replace('\0', " "))
        {
            found.push(pid);
        }
    }
    found
}

/// Sends `signal` to the process `pid`.
#[allow(unsafe_code)] // kill(2)
pub fn send_signal(pid: i32, signal: i32) {
    // SAFETY: kill(2) takes plain integers; the pid is a process the test started.
    unsafe {
        libc::kill(pid, signal);
    }
}

/// Every board of up to 2 rows of `width` cells (rows in either order).
pub fn every_board_of_up_to_two_rows(width: u32) -> Vec<hopnim::Board> {
    use hopnim::{Board, Row};
    let rows: Vec<Row> = (0..1u64 << width)
        .map(|mask| Row::new(width, mask).unwrap())
        .collect();
    let mut boards = vec![Board::new(width, vec![]).unwrap()];
    for &first in &rows {
        boards.push(Board::new(width, vec![first]).unwrap());
        for &second in &rows {
            boards.push(Board::new(width, vec![first, second]).unwrap());
        }
    }
    boards
}

/// Every file under `folder`, by its path inside it (`/` between folders), with its
/// text.
pub fn files_under(folder: &Path) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    let mut folders = vec![folder.to_owned()];
    while let Some(next) = folders.pop() {
        for entry in std::fs::read_dir(&next).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let inside = path.strip_prefix(folder).unwrap();
                let parts: Vec<&str> = inside.iter().map(|p| p.to_str().unwrap()).collect();
                found.insert(parts.join("/"), std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    found
}

/// The package sources, as the binary builds them in: every file of the setter
/// crate's `package/` but its README.md.
pub fn package_sources() -> BTreeMap<String, String> {
    let mut files = files_under(&package_folder());
    assert!(files.remove("README.md").is_some());
    files
}

/// The setter crate's `package/` folder, where the package sources are.
pub fn package_folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../hopnim-setter/package")
}

/// Checks that the package written in `dir` holds the submissions of the sources'
/// `submissions/FOLDER/`, each byte for byte, and no other.
pub fn assert_submissions_are_the_sources(dir: &Path, folder: &str) {
    let prefix = format!("submissions/{folder}/");
    let expected: BTreeMap<String, String> = package_sources()
        .into_iter()
        .filter_map(|(path, text)| Some((path.strip_prefix(&prefix)?.to_owned(), text)))
        .collect();
    assert!(!expected.is_empty(), "{folder}");
    assert_eq!(files_under(&dir.join("submissions")), expected, "{folder}");
}

/// The package formats, as `hopnim package --help` lists them.
pub fn package_formats() -> Vec<String> {
    let output = hopnim().args(["package", "--help"]).output().unwrap();
    let help = String::from_utf8(output.stdout).unwrap();
    let (_, after) = help
        .split_once("--format <FORMAT>")
        .expect("package --help describes --format");
    let (_, values) = after
        .split_once("[possible values: ")
        .expect("--format lists its values");
    let (values, _) = values.split_once(']').unwrap();
    values.split(", ").map(str::to_owned).collect()
}
