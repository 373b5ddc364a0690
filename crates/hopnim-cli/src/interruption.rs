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
//!
//! The list is also kept where it can be read without a lock and undone without
//! allocating ([`undo_without_allocating`]): by the allocator, when the system
//! refuses memory (`crate::out_of_memory`), on whichever thread asked for it, maybe
//! one holding the list.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// What an interruption undoes.
#[derive(Default)]
pub struct UndoList {
    /// The process groups of the runs under way (their first process's id).
    #[cfg_attr(not(unix), allow(dead_code))]
    groups: Vec<u32>,
    /// Files and folders being written, removed whole.
    unfinished: Vec<Unfinished>,
}

/// A file or folder being written, and its entry in the list read without a lock.
struct Unfinished {
    path: PathBuf,
    entry: Option<lock_free::Entry>,
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
    /// Starts `command`, which leads a process group of its own, and lists its group.
    /// The room to list it is made before it starts: memory refused then leaves no
    /// run under way, and memory refused later finds it in the copy read without a
    /// lock.
    pub fn spawn(&mut self, command: &mut Command) -> io::Result<Child> {
        self.groups.reserve(1);
        let child = command.spawn()?;
        lock_free::SLOTS.add_group(child.id());
        self.groups.push(child.id());
        Ok(child)
    }

    /// Strikes off the group of `child` (killed, or to be killed at once).
    pub fn remove_group(&mut self, child: &Child) {
        lock_free::SLOTS.remove_group(child.id());
        self.groups.retain(|&group| group != child.id());
    }

    /// Lists `path`, a file or folder about to be made, to be removed whole if
    /// `hopnim` is interrupted or refused memory. Whatever this allocates is
    /// allocated before the path is listed, so list it before making it: a refusal
    /// meanwhile leaves nothing behind.
    pub fn add_unfinished(&mut self, path: &Path) {
        let path = path.to_owned();
        self.unfinished.reserve(1);
        let entry = lock_free::SLOTS.add_path(&path);
        self.unfinished.push(Unfinished { path, entry });
    }

    /// Strikes off `path` (finished, moved, or removed).
    pub fn remove_unfinished(&mut self, path: &Path) {
        self.unfinished.retain_mut(|listed| {
            if listed.path != path {
                return true;
            }
            if let Some(entry) = listed.entry.take() {
                lock_free::SLOTS.remove_path(entry);
            }
            false
        });
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
        for mut listed in self.unfinished.drain(..) {
            remove_whole(&listed.path);
            if let Some(entry) = listed.entry.take() {
                lock_free::SLOTS.remove_path(entry);
            }
        }
    }
}

/// The stack of the thread that waits for the signals.
#[cfg(unix)]
const INTERRUPTION_STACK_BYTES: usize = 256 * 1024;

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
            // It removes folders and reads /proc: a small stack is enough, and leaves
            // more of a limited address space (`ulimit -v`) to the run.
            .stack_size(INTERRUPTION_STACK_BYTES)
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

/// Kills the groups of the runs under way and removes the unfinished files and
/// folders, from the copy of the list read without a lock, allocating nothing: for
/// the allocator when the system refuses memory, just before `hopnim` exits. Only a
/// Linux system is asked (the files are removed with its system calls alone);
/// elsewhere nothing is undone.
#[cfg_attr(not(unix), allow(dead_code))]
pub fn undo_without_allocating() {
    lock_free::SLOTS.undo();
}

/// The copy of the list read without a lock and undone without allocating: slots
/// that hold a group's id or a path's bytes (a C string made when it was listed).
/// Listing fills a free slot with an atomic exchange and striking off empties it;
/// the undoing takes each slot's content for good. Past [`lock_free::MOST`] runs or
/// paths at once, the others are not in the copy (the interruption still undoes
/// them).
#[allow(unsafe_code)] // C strings handed between threads as raw pointers, see SAFETY
mod lock_free {
    use std::path::Path;
    use std::sync::atomic::{AtomicPtr, AtomicU32, Ordering};

    /// How many groups, and how many paths, a copy holds at most.
    pub const MOST: usize = 256;

    /// The process's copy of the list.
    pub static SLOTS: Slots = Slots::new();

    /// A copy of the list: its groups and its paths.
    pub struct Slots {
        /// The groups' ids (0: a free slot).
        groups: [AtomicU32; MOST],
        /// The paths, each a C string from `CString::into_raw` (null: a free slot).
        paths: [AtomicPtr<std::ffi::c_char>; MOST],
    }

    /// Where a path is in the copy: its slot and the string put there.
    pub struct Entry {
        slot: usize,
        /// The string's address (as a number: the list is sent between threads).
        string: usize,
    }

    impl Slots {
        /// A copy that lists nothing.
        pub const fn new() -> Slots {
            Slots {
                groups: [const { AtomicU32::new(0) }; MOST],
                paths: [const { AtomicPtr::new(std::ptr::null_mut()) }; MOST],
            }
        }

        /// Puts `group` in a free slot.
        pub fn add_group(&self, group: u32) {
            for slot in &self.groups {
                if slot
                    .compare_exchange(0, group, Ordering::SeqCst, Ordering::SeqCst)
                    .is_ok()
                {
                    return;
                }
            }
        }

        /// Empties the slot of `group`.
        pub fn remove_group(&self, group: u32) {
            for slot in &self.groups {
                if slot
                    .compare_exchange(group, 0, Ordering::SeqCst, Ordering::SeqCst)
                    .is_ok()
                {
                    return;
                }
            }
        }

        /// Puts `path` in a free slot, as a C string (not on a path with a NUL byte,
        /// which names no file).
        #[cfg(unix)]
        pub fn add_path(&self, path: &Path) -> Option<Entry> {
            use std::os::unix::ffi::OsStrExt;
            let string = std::ffi::CString::new(path.as_os_str().as_bytes())
                .ok()?
                .into_raw();
            for (slot, place) in self.paths.iter().enumerate() {
                if place
                    .compare_exchange(
                        std::ptr::null_mut(),
                        string,
                        Ordering::SeqCst,
                        Ordering::SeqCst,
                    )
                    .is_ok()
                {
                    return Some(Entry {
                        slot,
                        string: string as usize,
                    });
                }
            }
            // SAFETY: the string is from `into_raw` above and was put nowhere.
            drop(unsafe { std::ffi::CString::from_raw(string) });
            None
        }

        /// Without Unix paths there is nothing to copy.
        #[cfg(not(unix))]
        pub fn add_path(&self, _path: &Path) -> Option<Entry> {
            None
        }

        /// Empties the slot of `entry` and frees its string, unless the undoing took
        /// it.
        pub fn remove_path(&self, entry: Entry) {
            let string = entry.string as *mut std::ffi::c_char;
            if self.paths[entry.slot]
                .compare_exchange(
                    string,
                    std::ptr::null_mut(),
                    Ordering::SeqCst,
                    Ordering::SeqCst,
                )
                .is_ok()
            {
                // SAFETY: the string is from `into_raw` in `add_path`, and taken out
                // of its slot here: no one else reads or frees it.
                drop(unsafe { std::ffi::CString::from_raw(string) });
            }
        }

        /// Whether `group` is in a slot.
        #[cfg(test)]
        pub fn lists_group(&self, group: u32) -> bool {
            self.groups
                .iter()
                .any(|slot| slot.load(Ordering::SeqCst) == group)
        }

        /// Kills every group and removes every path, taking them out of their slots
        /// (the strings are never freed: the process is about to end).
        pub fn undo(&self) {
            #[cfg(unix)]
            for slot in &self.groups {
                let group = i32::try_from(slot.swap(0, Ordering::SeqCst))
                    .ok()
                    .and_then(rustix::process::Pid::from_raw);
                if let Some(group) = group.filter(|group| !group.is_init()) {
                    let _ =
                        rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
                }
            }
            for slot in &self.paths {
                let string = slot.swap(std::ptr::null_mut(), Ordering::SeqCst);
                if !string.is_null() {
                    // SAFETY: a string from `into_raw`, taken out of its slot: never
                    // freed from here on.
                    #[cfg(target_os = "linux")]
                    super::raw_removal::remove_whole(unsafe { std::ffi::CStr::from_ptr(string) });
                }
            }
        }
    }
}

/// Removal of a file or folder with Linux's system calls alone: the folder read with
/// getdents64 into a buffer on the stack, each entry removed by its name relative to
/// the folder's descriptor (unlinkat), so nothing is allocated.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)] // system calls, see SAFETY
mod raw_removal {
    use std::ffi::CStr;

    /// How deep a folder is emptied at most: a package is four levels deep (hydro's
    /// `hydro/submissions/wrong_answer/FILE`). Each level takes a frame and a
    /// [`BUFFER_BYTES`] buffer on the stack of whichever thread was refused memory:
    /// some 12 KiB in all.
    const MOST_DEPTH: u32 = 8;

    /// The bytes of a folder's entries read at once: at least one entry of the
    /// longest name (19 bytes and 256 of the name).
    const BUFFER_BYTES: usize = 1024;

    /// Removes `path`, a file or a folder and all it holds, if it can.
    pub fn remove_whole(path: &CStr) {
        remove_at(libc::AT_FDCWD, path, 0);
    }

    /// Removes `name` in the folder `folder` (a descriptor), whole; whether it could.
    fn remove_at(folder: libc::c_int, name: &CStr, depth: u32) -> bool {
        // SAFETY: system calls on a NUL-terminated name and a descriptor of ours.
        unsafe {
            if libc::unlinkat(folder, name.as_ptr(), 0) == 0 {
                return true;
            }
            if depth > MOST_DEPTH {
                return false;
            }
            let inner = libc::openat(
                folder,
                name.as_ptr(),
                libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW | libc::O_CLOEXEC,
            );
            if inner < 0 {
                return false;
            }
            // Read from the start again after each pass, until a pass removes
            // nothing: what is removed while a folder is read may move the rest.
            loop {
                let removed = empty_once(inner, depth);
                if removed == 0 || libc::lseek(inner, 0, libc::SEEK_SET) != 0 {
                    break;
                }
            }
            libc::close(inner);
            libc::unlinkat(folder, name.as_ptr(), libc::AT_REMOVEDIR) == 0
        }
    }

    /// Removes each entry of the folder `folder` that one read of it lists; how many
    /// it removed.
    fn empty_once(folder: libc::c_int, depth: u32) -> usize {
        #[repr(C, align(8))]
        struct Buffer([u8; BUFFER_BYTES]);
        let mut buffer = Buffer([0; BUFFER_BYTES]);
        let mut removed = 0;
        loop {
            // SAFETY: the kernel writes at most the buffer's length into it.
            let read = unsafe {
                libc::syscall(
                    libc::SYS_getdents64,
                    folder,
                    buffer.0.as_mut_ptr(),
                    buffer.0.len(),
                )
            };
            let Ok(read) = usize::try_from(read) else {
                return removed;
            };
            if read == 0 {
                return removed;
            }
            // Each record: d_ino (8 bytes), d_off (8), d_reclen (2), d_type (1),
            // d_name (NUL-terminated).
            let mut at = 0;
            while at + 19 < read {
                let length =
                    usize::from(u16::from_ne_bytes([buffer.0[at + 16], buffer.0[at + 17]]));
                if length == 0 || at + length > read {
                    return removed;
                }
                if let Ok(name) = CStr::from_bytes_until_nul(&buffer.0[at + 19..at + length])
                    && name.to_bytes() != b"."
                    && name.to_bytes() != b".."
                    && remove_at(folder, name, depth + 1)
                {
                    removed += 1;
                }
                at += length;
            }
        }
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;

    use std::process::Command;

    use super::{lock_free, raw_removal};

    fn c_string(path: &Path) -> CString {
        CString::new(path.as_os_str().as_bytes()).unwrap()
    }

    #[test]
    fn a_folder_is_removed_whole_without_following_its_links() {
        let root = tempfile::tempdir().unwrap();
        let outside = root.path().join("outside");
        std::fs::create_dir(&outside).unwrap();
        std::fs::write(outside.join("keep"), "keep").unwrap();
        let staged = root.path().join(".chess.hopnim-1-0");
        let deep = staged.join("a/b/c");
        std::fs::create_dir_all(&deep).unwrap();
        // More names than one read of the folder lists.
        for n in 0..300 {
            std::fs::write(
                staged.join(format!("data-{n:03}-with-a-long-name.in")),
                "1\n",
            )
            .unwrap();
        }
        std::fs::write(deep.join("x"), "").unwrap();
        std::os::unix::fs::symlink(&outside, staged.join("a/link")).unwrap();
        raw_removal::remove_whole(&c_string(&staged));
        assert!(!staged.exists());
        assert_eq!(
            std::fs::read_to_string(outside.join("keep")).unwrap(),
            "keep"
        );
        // A file, and a name that is not there.
        let file = root.path().join("file");
        std::fs::write(&file, "").unwrap();
        raw_removal::remove_whole(&c_string(&file));
        raw_removal::remove_whole(&c_string(&file));
        assert!(!file.exists());
    }

    /// Found by a review: each level of a folder took 2 KiB and a frame of the stack
    /// of whichever thread was refused memory, down to 33 levels (some 70 KB). A
    /// thread of 64 KiB removes a folder as deep as a package, and stops, whole,
    /// at a folder deeper than it empties.
    #[test]
    fn a_folder_is_removed_on_a_small_stack() {
        let root = tempfile::tempdir().unwrap();
        let shallow = root.path().join("shallow");
        std::fs::create_dir_all(shallow.join("a/b/c/d/e/f/g")).unwrap();
        std::fs::write(shallow.join("a/b/c/d/e/f/g/file"), "").unwrap();
        let deep = root.path().join("deep");
        let deepest = (0..40).fold(deep.clone(), |path, level| path.join(format!("{level}")));
        std::fs::create_dir_all(&deepest).unwrap();
        let paths = [c_string(&shallow), c_string(&deep)];
        std::thread::Builder::new()
            .stack_size(64 * 1024)
            .spawn(move || {
                paths
                    .iter()
                    .for_each(|path| raw_removal::remove_whole(path))
            })
            .unwrap()
            .join()
            .unwrap();
        assert!(!shallow.exists());
        assert!(deepest.exists());
    }

    #[test]
    fn the_copy_undoes_what_is_listed_not_what_is_struck_off() {
        let root = tempfile::tempdir().unwrap();
        let listed = root.path().join("listed");
        let struck_off = root.path().join("struck-off");
        for path in [&listed, &struck_off] {
            std::fs::create_dir(path).unwrap();
            std::fs::write(path.join("file"), "").unwrap();
        }
        // A copy of its own: the process's lists what other tests are writing.
        let slots = lock_free::Slots::new();
        let _kept = slots.add_path(&listed).unwrap();
        slots.remove_path(slots.add_path(&struck_off).unwrap());
        let other = lock_free::Slots::new();
        let _elsewhere = other.add_path(&struck_off).unwrap();
        slots.undo();
        assert!(!listed.exists());
        assert!(struck_off.join("file").exists());
    }

    /// Found by a review: the group was listed in the copy after the run started,
    /// and the room to list it made only then; memory refused in between left a run
    /// that the undoing did not know of.
    #[test]
    fn a_run_is_listed_in_both_lists_as_it_starts_and_not_when_it_cannot() {
        use std::os::unix::process::CommandExt;
        let mut undo = super::undo_list();
        let mut command = Command::new("true");
        command.process_group(0);
        let mut child = undo.spawn(&mut command).unwrap();
        assert!(undo.groups.contains(&child.id()));
        assert!(lock_free::SLOTS.lists_group(child.id()));
        undo.remove_group(&child);
        assert!(!lock_free::SLOTS.lists_group(child.id()));
        let listed = undo.groups.len();
        assert!(undo.spawn(&mut Command::new("/no/such/program")).is_err());
        assert_eq!(undo.groups.len(), listed);
        drop(undo);
        child.wait().unwrap();
    }
}
