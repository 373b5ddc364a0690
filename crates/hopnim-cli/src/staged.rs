//! Files and folders written whole or not at all. What a command writes under a name
//! the user gave (`package DIR`, `table -o FILE`, `stress --out DIR`, `man --out DIR`)
//! is written under a hidden name beside it, `.NAME.hopnim-PID-K`, and moved to its
//! place (rename(2)) only once it is complete. Until then it is listed as unfinished
//! with the [`interruption`]: an error (a full disk, the file-size limit) drops it and
//! an interruption (SIGINT, SIGTERM, SIGHUP) removes it, so no half-written file or
//! folder is left where the user looks, nor anything beside it.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};

use crate::interruption::{self, remove_whole};

/// A file or folder written under a hidden name beside its place: removed when
/// dropped or when `hopnim` is interrupted, unless it was moved into place.
pub struct Staged {
    path: PathBuf,
}

impl Staged {
    /// A new empty folder beside `target`, `.NAME.hopnim-PID-K` in its parent.
    pub fn folder_beside(target: &Path) -> anyhow::Result<Staged> {
        Staged::beside(target, |path| fs::create_dir(path)).map(|(staged, ())| staged)
    }

    /// A new empty file beside `target`, open for writing.
    pub fn file_beside(target: &Path) -> anyhow::Result<(Staged, File)> {
        Staged::beside(target, |path| {
            fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)
        })
    }

    /// Makes `.NAME.hopnim-PID-K` beside `target` with `create`, for the first K free,
    /// and lists it as unfinished. From here on an interruption removes it.
    fn beside<T>(
        target: &Path,
        mut create: impl FnMut(&Path) -> io::Result<T>,
    ) -> anyhow::Result<(Staged, T)> {
        let name = target
            .file_name()
            .ok_or_else(|| anyhow!("{} names no file or folder", target.display()))?;
        let parent = match target.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        interruption::watch()?;
        let pid = std::process::id();
        let mut undo = interruption::undo_list();
        for attempt in 0u32.. {
            let mut hidden = OsString::from(".");
            hidden.push(name);
            hidden.push(format!(".hopnim-{pid}-{attempt}"));
            let path = parent.join(hidden);
            // Listed before it is made: memory refused in between leaves nothing.
            undo.add_unfinished(&path);
            match create(&path) {
                Ok(made) => return Ok((Staged { path }, made)),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => {
                    undo.remove_unfinished(&path);
                }
                // Named as the user named it: the hidden name is in the same folder.
                Err(e) => {
                    undo.remove_unfinished(&path);
                    return Err(e).with_context(|| format!("cannot create {}", target.display()));
                }
            }
        }
        unreachable!("the loop returns")
    }

    /// Where it is written meanwhile.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Moves it, complete, to `target`: a file replaces a file, a folder replaces a
    /// missing or empty folder and takes its permissions (a file takes those of the
    /// file it replaces when it is made, see [`OutputFile`]).
    pub fn move_to(self, target: &Path) -> anyhow::Result<()> {
        if let Ok(replaced) = fs::symlink_metadata(target)
            && replaced.is_dir()
            && fs::symlink_metadata(&self.path).is_ok_and(|staged| staged.is_dir())
        {
            fs::set_permissions(&self.path, replaced.permissions()).with_context(|| {
                format!(
                    "cannot give {} the permissions of {}",
                    self.path.display(),
                    target.display()
                )
            })?;
        }
        let mut undo = interruption::undo_list();
        fs::rename(&self.path, target).with_context(|| {
            format!(
                "cannot move {} to {}",
                self.path.display(),
                target.display()
            )
        })?;
        undo.remove_unfinished(&self.path);
        drop(undo);
        std::mem::forget(self);
        Ok(())
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        let mut undo = interruption::undo_list();
        remove_whole(&self.path);
        undo.remove_unfinished(&self.path);
    }
}

/// A file written to a path the user named. A missing path or a regular file is
/// [`Staged`] and replaced whole by [`OutputFile::finish`] (keeping the replaced
/// file's permissions); anything else (a symbolic link, `/dev/null`, a named pipe) is
/// not hopnim's to replace and is written directly, and so is a file that may be
/// written in a folder that may not (where nothing can be staged).
pub struct OutputFile {
    target: PathBuf,
    staged: Option<Staged>,
    /// A regular file written in place (nothing could be staged beside it).
    in_place: bool,
    file: File,
}

impl OutputFile {
    /// Opens the file that will be `target`.
    pub fn create(target: &Path) -> anyhow::Result<OutputFile> {
        let replaced = match fs::symlink_metadata(target) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => None,
            Ok(metadata) if metadata.is_file() => Some(metadata.permissions()),
            _ => return OutputFile::direct(target, false),
        };
        let (staged, file) = match Staged::file_beside(target) {
            Ok(staged) => staged,
            Err(e) if replaced.is_some() && is_permission_denied(&e) => {
                return OutputFile::direct(target, true);
            }
            Err(e) => return Err(e),
        };
        if let Some(permissions) = replaced {
            fs::set_permissions(staged.path(), permissions).with_context(|| {
                format!(
                    "cannot give {} the permissions of {}",
                    staged.path().display(),
                    target.display()
                )
            })?;
        }
        Ok(OutputFile {
            target: target.to_owned(),
            staged: Some(staged),
            in_place: false,
            file,
        })
    }

    /// `target` opened as it is, to be written directly; `in_place` when it is a
    /// regular file.
    fn direct(target: &Path, in_place: bool) -> anyhow::Result<OutputFile> {
        let file =
            File::create(target).with_context(|| format!("cannot create {}", target.display()))?;
        Ok(OutputFile {
            target: target.to_owned(),
            staged: None,
            in_place,
            file,
        })
    }

    /// Whether what is written replaces the target's content whole, however often an
    /// `OutputFile` is made for it: a file staged and moved onto it, or a regular file
    /// written in place (emptied as it is opened). Not so for a symbolic link, a pipe
    /// or a device, opened as they are.
    pub fn replaces_whole(&self) -> bool {
        self.staged.is_some() || self.in_place
    }

    /// The path the user named.
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Ends the writing: a staged file is moved to its place.
    pub fn finish(self) -> anyhow::Result<()> {
        let OutputFile {
            target,
            staged,
            file,
            ..
        } = self;
        drop(file);
        match staged {
            Some(staged) => staged.move_to(&target),
            None => Ok(()),
        }
    }
}

/// Moves in the file being written (the staged file, or the target itself).
impl io::Seek for OutputFile {
    fn seek(&mut self, position: io::SeekFrom) -> io::Result<u64> {
        self.file.seek(position)
    }
}

impl Write for OutputFile {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.file.write(bytes)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

/// Writes each of `files` (a name and its bytes) into the folder `dir`, made if
/// missing: all of them, each whole, or none (a folder it made is removed again).
pub fn write_files<N: AsRef<Path>, B: AsRef<[u8]>>(
    dir: &Path,
    files: impl IntoIterator<Item = (N, B)>,
) -> anyhow::Result<()> {
    let existed = dir.is_dir();
    fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let written: anyhow::Result<Vec<OutputFile>> = files
        .into_iter()
        .map(|(name, bytes)| {
            let mut file = OutputFile::create(&dir.join(name))?;
            file.write_all(bytes.as_ref())
                .with_context(|| format!("cannot write {}", file.target().display()))?;
            Ok(file)
        })
        .collect();
    match written {
        Ok(files) => files.into_iter().try_for_each(OutputFile::finish),
        Err(e) => {
            if !existed {
                let _ = fs::remove_dir(dir);
            }
            Err(e)
        }
    }
}

/// Whether `error` comes of a permission refused.
fn is_permission_denied(error: &anyhow::Error) -> bool {
    error
        .downcast_ref::<io::Error>()
        .is_some_and(|e| e.kind() == io::ErrorKind::PermissionDenied)
}
