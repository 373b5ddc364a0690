//! Running the solution under test: one child process per input, in a process group
//! of its own, with a time limit and an output limit. After every run nothing it
//! started is left: its group is killed, and on Linux, where `hopnim` is the child
//! subreaper, so is every process it left behind that moved to another group.
//!
//! Nor when `hopnim` is interrupted: on SIGINT (Ctrl-C), SIGTERM or SIGHUP,
//! [`interruption`] kills the group of the run under way and everything it left
//! behind, removes the files and folders registered as unfinished, and ends
//! `hopnim` by that signal, as if it had not been caught. A child in a group of its
//! own gets no Ctrl-C from the terminal: without this it would outlive `hopnim`. On
//! Linux a run's first process is also killed when `hopnim` dies of SIGKILL, which
//! nothing can catch.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::Context;
use hopnim::phrase::Quoted;
use hopnim_setter::stress::{Run, RunStatus};

use crate::interruption;
use wait_timeout::ChildExt;

/// How much of the child's standard error is kept for the report.
const KEPT_STDERR_BYTES: usize = 16 * 1024;

/// How often a run checks whether the child wrote too much.
const POLL: Duration = Duration::from_millis(5);

/// How long a run waits for the pipes of a child that was killed to close.
const GRACE: Duration = Duration::from_millis(100);

/// A command to run on inputs, with a time limit per run.
#[derive(Clone, Debug)]
pub struct Solution {
    program: OsString,
    args: Vec<OsString>,
    timeout: Duration,
}

/// A finished run and the start of what the child wrote on standard error.
pub struct Finished {
    /// How it ended and its standard output (at most the output limit).
    pub run: Run,
    /// The first bytes of its standard error.
    pub stderr: Vec<u8>,
}

impl Solution {
    /// The command `command[0]` with arguments `command[1..]`. On Linux this process
    /// becomes the subreaper of everything the runs start, so that a process that
    /// leaves the run's group (with `setsid`) and is orphaned comes back to it.
    ///
    /// From here on an interruption ends the runs (see [`interruption::watch`]).
    pub fn new(command: &[OsString], timeout: Duration) -> anyhow::Result<Solution> {
        let (program, args) = command.split_first().expect("clap requires a command");
        #[cfg(target_os = "linux")]
        let _ = rustix::process::set_child_subreaper(Some(rustix::process::getpid()));
        interruption::watch()?;
        Ok(Solution {
            program: program.clone(),
            args: args.to_vec(),
            timeout,
        })
    }

    /// The command line, for messages: its control characters escaped, as every
    /// message quotes what the user wrote.
    pub fn display(&self) -> String {
        let line = std::iter::once(&self.program)
            .chain(&self.args)
            .map(|a| a.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(" ");
        Quoted::escaped(&line)
    }

    /// Runs the command with `input` on its standard input, keeping at most
    /// `output_limit` bytes of its standard output: one more byte stops the run.
    ///
    /// The input is written from a thread, so a child that never reads cannot block
    /// the run; standard output and error are read from threads too.
    pub fn run(&self, input: &[u8], output_limit: u64) -> anyhow::Result<Finished> {
        let mut command = Command::new(&self.program);
        command
            .args(&self.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        #[cfg(target_os = "linux")]
        kill_when_orphaned(&mut command);
        // Started and registered at once: an interruption kills it, or waits for the
        // run to be registered and then kills it.
        let mut undo = interruption::undo_list();
        let mut child = undo
            .spawn(&mut command)
            .with_context(|| format!("cannot run `{}`", self.display()))?;
        drop(undo);
        let started = Instant::now();

        let mut stdin = child.stdin.take().expect("stdin is piped");
        let input = input.to_vec();
        // A write error means the child closed its input early: not ours to report.
        thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
        let over = Arc::new(AtomicBool::new(false));
        let keep = usize::try_from(output_limit).unwrap_or(usize::MAX);
        let stdout = read_in_background(
            child.stdout.take().expect("stdout is piped"),
            keep,
            Some(Arc::clone(&over)),
        );
        let stderr = read_in_background(
            child.stderr.take().expect("stderr is piped"),
            KEPT_STDERR_BYTES,
            None,
        );

        let status = self.wait(&mut child, started, &over);
        let status = match status {
            // The reader raises the flag before it closes the pipe: a child that died
            // of the closed pipe wrote too much.
            Ok(_) if over.load(Ordering::Acquire) => Ok((RunStatus::OutputLimitExceeded, None)),
            Ok(Some(status)) => {
                // The output is complete once every writer closed it; a process the
                // child left behind may hold it open past the limit.
                let left = self.timeout.saturating_sub(started.elapsed());
                match stdout.recv_timeout(left) {
                    Ok(out) => Ok((status_of(status), Some(out))),
                    Err(_) => Ok((RunStatus::TimedOut, None)),
                }
            }
            Ok(None) => Ok((RunStatus::TimedOut, None)),
            Err(e) => Err(e),
        };
        end_everything(&mut child);
        let (status, out) = status?;
        let out = out.unwrap_or_else(|| stdout.recv_timeout(GRACE).unwrap_or_default());
        Ok(Finished {
            run: Run {
                status,
                stdout: out,
            },
            stderr: stderr.recv_timeout(GRACE).unwrap_or_default(),
        })
    }

    /// Waits for the child to exit: its status, or `None` when it ran out of time or
    /// wrote too much.
    fn wait(
        &self,
        child: &mut Child,
        started: Instant,
        over: &AtomicBool,
    ) -> anyhow::Result<Option<std::process::ExitStatus>> {
        loop {
            let left = self.timeout.saturating_sub(started.elapsed());
            if left.is_zero() || over.load(Ordering::Acquire) {
                return Ok(None);
            }
            let exited = child
                .wait_timeout(left.min(POLL))
                .context("cannot wait for the solution")?;
            if exited.is_some() {
                return Ok(exited);
            }
        }
    }
}

/// Reads `source` to its end on a thread, keeping the first `keep` bytes; the
/// receiver gets them when the source closes. With `over`, one byte more than `keep`
/// raises the flag and ends the reading (the source is closed).
fn read_in_background(
    mut source: impl Read + Send + 'static,
    keep: usize,
    over: Option<Arc<AtomicBool>>,
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
                    if room < count
                        && let Some(over) = &over
                    {
                        over.store(true, Ordering::Release);
                        break;
                    }
                }
            }
        }
        let _ = sender.send(kept);
    });
    receiver
}

/// Kills the child's whole process group and the child, reaps the child, and then
/// every process the run left behind that came back to this one.
fn end_everything(child: &mut Child) {
    {
        // Killed and struck off at once, before the child is reaped: the group an
        // interruption kills is always one whose id has not been reused.
        let mut undo = interruption::undo_list();
        #[cfg(unix)]
        {
            // The child is not reaped yet, or its group outlives it: either way its
            // id still names the group and cannot have been reused.
            let group = rustix::process::Pid::from_child(child);
            if !group.is_init() {
                let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
            }
        }
        undo.remove_group(child);
    }
    let _ = child.kill();
    let _ = child.wait();
    #[cfg(target_os = "linux")]
    crate::orphans::end_all();
}

/// Asks Linux to kill the child with SIGKILL when the thread that started it dies:
/// when `hopnim` is killed by a signal nothing can catch (SIGKILL), its run's first
/// process does not live on. Runs are started by the main thread, whose end is the
/// process's. (Processes the child starts are not covered: an interruption that
/// `hopnim` sees ends them, see [`interruption`].)
#[cfg(target_os = "linux")]
fn kill_when_orphaned(command: &mut Command) {
    use rustix::process::{Signal, getpid, getppid, set_parent_process_death_signal};
    let parent = getpid();
    // SAFETY: the closure runs in the forked child before `exec`, where only
    // async-signal-safe calls are allowed: it makes two system calls (prctl, getppid)
    // and allocates nothing, not even its error.
    #[allow(unsafe_code)]
    unsafe {
        std::os::unix::process::CommandExt::pre_exec(command, move || {
            set_parent_process_death_signal(Some(Signal::KILL))?;
            // `hopnim` died before the request was made: the child must not start.
            if getppid() != Some(parent) {
                return Err(rustix::io::Errno::SRCH.into());
            }
            Ok(())
        });
    }
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
