//! Running the solution under test: one child process per input, with a time limit,
//! killed and reaped when it runs over.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::Context;
use hopnim::testdata::stress::{Run, RunStatus};
use wait_timeout::ChildExt;

/// How much of the child's standard error is kept for the report.
const KEPT_STDERR_BYTES: usize = 16 * 1024;

/// A command to run on inputs, with a time limit per run.
#[derive(Clone, Debug)]
pub struct Solution {
    program: OsString,
    args: Vec<OsString>,
    timeout: Duration,
}

/// A finished run and the start of what the child wrote on standard error.
pub struct Finished {
    /// How it ended and its standard output.
    pub run: Run,
    /// The first bytes of its standard error.
    pub stderr: Vec<u8>,
}

impl Solution {
    /// The command `command[0]` with arguments `command[1..]`.
    pub fn new(command: &[OsString], timeout: Duration) -> Solution {
        let (program, args) = command.split_first().expect("clap requires a command");
        Solution {
            program: program.clone(),
            args: args.to_vec(),
            timeout,
        }
    }

    /// The command line, for messages.
    pub fn display(&self) -> String {
        std::iter::once(&self.program)
            .chain(&self.args)
            .map(|a| a.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Runs the command with `input` on its standard input.
    ///
    /// The input is written from a thread, so a child that never reads cannot block
    /// the run; standard output and error are read from threads too. A child still
    /// running at the time limit is killed with its whole process group and reaped.
    pub fn run(&self, input: &[u8]) -> anyhow::Result<Finished> {
        let mut command = Command::new(&self.program);
        command
            .args(&self.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command
            .spawn()
            .with_context(|| format!("cannot run `{}`", self.display()))?;
        let started = Instant::now();

        let mut stdin = child.stdin.take().expect("stdin is piped");
        let input = input.to_vec();
        // A write error means the child closed its input early: not ours to report.
        thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
        let stdout = read_in_background(child.stdout.take().expect("stdout is piped"), usize::MAX);
        let stderr = read_in_background(
            child.stderr.take().expect("stderr is piped"),
            KEPT_STDERR_BYTES,
        );

        let exited = child
            .wait_timeout(self.timeout)
            .context("cannot wait for the solution")?;
        let Some(status) = exited else {
            kill_and_reap(&mut child);
            let grace = Duration::from_millis(100);
            return Ok(Finished {
                run: Run {
                    status: RunStatus::TimedOut,
                    stdout: stdout.recv_timeout(grace).unwrap_or_default(),
                },
                stderr: stderr.recv_timeout(grace).unwrap_or_default(),
            });
        };
        // The output is complete once every writer closed it; a process the child
        // left behind may hold it open past the limit.
        let left = self.timeout.saturating_sub(started.elapsed());
        let Ok(out) = stdout.recv_timeout(left) else {
            return Ok(Finished {
                run: Run {
                    status: RunStatus::TimedOut,
                    stdout: Vec::new(),
                },
                stderr: Vec::new(),
            });
        };
        let err = stderr
            .recv_timeout(Duration::from_millis(100))
            .unwrap_or_default();
        Ok(Finished {
            run: Run {
                status: status_of(status),
                stdout: out,
            },
            stderr: err,
        })
    }
}

/// Reads `source` to its end on a thread, keeping the first `keep` bytes; the
/// receiver gets them when the source closes.
fn read_in_background(
    mut source: impl Read + Send + 'static,
    keep: usize,
) -> mpsc::Receiver<Vec<u8>> {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buffer = [0u8; 8192];
        loop {
            match source.read(&mut buffer) {
                Ok(0) | Err(_) => break,
                Ok(count) => {
                    let room = keep.saturating_sub(kept.len()).min(count);
                    kept.extend_from_slice(&buffer[..room]);
                }
            }
        }
        let _ = sender.send(kept);
    });
    receiver
}

/// Kills the child and everything in its process group, then reaps the child so no
/// zombie is left. The group is killed before the reap, while its id cannot have been
/// reused.
fn kill_and_reap(child: &mut Child) {
    #[cfg(unix)]
    {
        let group = rustix::process::Pid::from_child(child);
        if !group.is_init() {
            let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

fn status_of(status: std::process::ExitStatus) -> RunStatus {
    if let Some(code) = status.code() {
        return RunStatus::Exited(code);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        RunStatus::Killed(status.signal())
    }
    #[cfg(not(unix))]
    {
        RunStatus::Killed(None)
    }
}
