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

use std::fs;
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
                let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
            }
        }
        #[cfg(target_os = "linux")]
        crate::orphans::end_all_but(&self.groups);
        for path in self.unfinished.drain(..) {
            remove_whole(&path);
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

/// Removes `path`, a file or a folder and all it holds, if it can.
pub fn remove_whole(path: &Path) {
    let _ = match fs::symlink_metadata(path) {
        Ok(metadata) if metadata.is_dir() => fs::remove_dir_all(path),
        _ => fs::remove_file(path),
    };
}
