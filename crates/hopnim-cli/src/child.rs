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
use hopnim::setter::stress::{Run, RunStatus};
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

    /// The command line, for messages.
    pub fn display(&self) -> String {
        std::iter::once(&self.program)
            .chain(&self.args)
            .map(|a| a.to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join(" ")
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
        let mut child = command
            .spawn()
            .with_context(|| format!("cannot run `{}`", self.display()))?;
        undo.add_group(&child);
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
    orphans::end_all();
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

pub mod interruption {
    //! What an interrupted `hopnim` undoes before it exits: the undo list holds the
    //! process group of each run under way, and each file or folder being written
    //! that is not finished. On SIGINT, SIGTERM or SIGHUP a thread takes the list,
    //! kills the groups (and, on Linux, every process a run left behind), removes the
    //! unfinished files and folders and ends `hopnim` by the signal itself, as its
    //! default action would have: a shell sees a process killed by SIGINT (and says
    //! 130, 143 or 129), so a script or loop around `hopnim` stops as it would for any
    //! interrupted command.
    //!
    //! Whoever changes what the list names holds it meanwhile ([`undo_list`]): a run
    //! is started and listed at once, a file or folder is moved into place and struck
    //! off at once (see [`crate::staged`]). So when the interruption holds it, nothing
    //! is half started, half moved or half ended, and nothing can start after it
    //! (whoever asks for the list waits for the exit).

    use std::path::{Path, PathBuf};
    use std::process::Child;
    use std::sync::{Mutex, MutexGuard, PoisonError};

    /// What an interruption undoes.
    #[derive(Default)]
    pub struct UndoList {
        /// The process groups of the runs under way (their first process's id).
        #[cfg_attr(not(unix), allow(dead_code))]
        groups: Vec<u32>,
        /// Files and folders being written, removed whole.
        unfinished: Vec<PathBuf>,
    }

    static UNDO: Mutex<UndoList> = Mutex::new(UndoList {
        groups: Vec::new(),
        unfinished: Vec::new(),
    });

    /// The undo list, held until the guard is dropped: while it is held, no
    /// interruption acts.
    pub fn undo_list() -> MutexGuard<'static, UndoList> {
        UNDO.lock().unwrap_or_else(PoisonError::into_inner)
    }

    impl UndoList {
        /// Lists the group of `child`, which leads it.
        pub fn add_group(&mut self, child: &Child) {
            self.groups.push(child.id());
        }

        /// Strikes off the group of `child` (killed, or to be killed at once).
        pub fn remove_group(&mut self, child: &Child) {
            self.groups.retain(|&group| group != child.id());
        }

        /// Lists `path`, a file or folder being written, to be removed whole if
        /// `hopnim` is interrupted.
        pub fn add_unfinished(&mut self, path: &Path) {
            self.unfinished.push(path.to_owned());
        }

        /// Strikes off `path` (finished, moved, or removed).
        pub fn remove_unfinished(&mut self, path: &Path) {
            self.unfinished.retain(|listed| listed != path);
        }

        /// Kills the groups and what they left behind, removes what is unfinished. The runs'
        /// own first processes are killed, not reaped: the thread running each one
        /// reaps it, and then waits for the list, held until the exit.
        fn undo(&mut self) {
            #[cfg(unix)]
            for &group in &self.groups {
                let group = i32::try_from(group)
                    .ok()
                    .and_then(rustix::process::Pid::from_raw);
                if let Some(group) = group.filter(|group| !group.is_init()) {
                    let _ =
                        rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
                }
            }
            #[cfg(target_os = "linux")]
            super::orphans::end_all_but(&self.groups);
            for path in self.unfinished.drain(..) {
                crate::staged::remove_whole(&path);
            }
        }
    }

    /// From the first call on, SIGINT, SIGTERM and SIGHUP undo what the list names
    /// and end `hopnim` by that signal. Later calls do nothing.
    #[cfg(unix)]
    pub fn watch() -> anyhow::Result<()> {
        use std::sync::OnceLock;

        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        use signal_hook::iterator::Signals;

        static WATCHING: OnceLock<Result<(), String>> = OnceLock::new();
        let watching = WATCHING.get_or_init(|| {
            let mut signals = Signals::new([SIGINT, SIGTERM, SIGHUP])
                .map_err(|e| format!("cannot watch for signals: {e}"))?;
            std::thread::Builder::new()
                .name("interruption".to_owned())
                .spawn(move || {
                    if let Some(signal) = signals.forever().next() {
                        // Held until the exit: nothing starts, and nothing that is
                        // listed is taken off, in the meantime.
                        let mut undo = undo_list();
                        undo.undo();
                        // The default action of the three ends the process; should it
                        // not, the process aborts rather than go on undone.
                        let _ = signal_hook::low_level::emulate_default_handler(signal);
                        std::process::abort();
                    }
                })
                .map(drop)
                .map_err(|e| format!("cannot watch for signals: {e}"))
        });
        watching.clone().map_err(anyhow::Error::msg)
    }

    /// Without Unix signals there is nothing to watch.
    #[cfg(not(unix))]
    pub fn watch() -> anyhow::Result<()> {
        Ok(())
    }
}

/// Processes orphaned by a run, which the subreaper flag brings back to this process.
#[cfg(target_os = "linux")]
mod orphans {
    use rustix::process::{
        Pid, Signal, WaitId, WaitIdOptions, WaitOptions, getpid, kill_process, waitid, waitpid,
    };

    /// Kills and reaps every child of this process, until none is left (killing one
    /// may orphan its own children, who come back here in turn).
    pub fn end_all() {
        end_all_but(&[]);
    }

    /// Kills every child of this process and reaps those not in `spared`, until
    /// only those are left. A spared child is waited for but left to be reaped by
    /// the thread that runs it (waiting for a child that another thread reaped fails,
    /// and `wait_timeout` panics on it); once it has exited, what it orphaned has
    /// come back here, and is killed in turn.
    pub fn end_all_but(spared: &[u32]) {
        let is_spared = |child: &Pid| {
            u32::try_from(child.as_raw_nonzero().get()).is_ok_and(|pid| spared.contains(&pid))
        };
        let mut exited: Vec<Pid> = Vec::new();
        for _ in 0..16 {
            let children = children();
            if children.iter().all(|child| exited.contains(child)) {
                return;
            }
            for &child in &children {
                let _ = kill_process(child, Signal::KILL);
            }
            for child in children {
                if is_spared(&child) {
                    let _ = waitid(
                        WaitId::Pid(child),
                        WaitIdOptions::EXITED | WaitIdOptions::NOWAIT,
                    );
                    exited.push(child);
                } else {
                    let _ = waitpid(Some(child), WaitOptions::empty());
                }
            }
        }
    }

    /// The processes whose parent is this one.
    fn children() -> Vec<Pid> {
        let me = getpid().as_raw_nonzero().get();
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return Vec::new();
        };
        entries
            .flatten()
            .filter_map(|entry| entry.file_name().to_str()?.parse::<i32>().ok())
            .filter(|&pid| parent_of(pid) == Some(me))
            .filter_map(Pid::from_raw)
            .collect()
    }

    /// The parent of `pid`, from `/proc/PID/stat` (the field after the name, which
    /// ends at the last `)`).
    fn parent_of(pid: i32) -> Option<i32> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        let after_name = &stat[stat.rfind(')')? + 1..];
        after_name.split_whitespace().nth(1)?.parse().ok()
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
