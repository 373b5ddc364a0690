//! Opening the FILE argument (or standard input) and naming it in messages.

use std::fs::File;
use std::io::{self, Read, Seek};
use std::path::Path;

use anyhow::{Context, bail};

/// An opened input and the name messages call it by.
pub struct Input {
    /// Where the bytes come from.
    pub source: Source,
    /// `<stdin>` or the path as given.
    pub name: String,
}

/// The bytes of an input: a regular file (which can be mapped into memory whole) or a
/// stream.
pub enum Source {
    /// A regular file.
    File(File),
    /// Standard input, a pipe, a device: read as it comes (by another thread, maybe).
    Stream(Box<dyn Read + Send>),
}

impl Input {
    /// The input as a plain reader, whatever its source.
    pub fn into_reader(self) -> Box<dyn Read + Send> {
        match self.source {
            Source::File(file) => Box::new(file),
            Source::Stream(reader) => reader,
        }
    }
}

/// Opens `path`, or standard input when it is absent or `-`.
pub fn open(path: Option<&Path>) -> anyhow::Result<Input> {
    match path {
        None => Ok(stdin()),
        Some(p) if p == Path::new("-") => Ok(stdin()),
        Some(p) => open_file(p),
    }
}

fn stdin() -> Input {
    let source = match stdin_file() {
        Some(file) => Source::File(file),
        None => Source::Stream(Box::new(io::stdin())),
    };
    Input {
        source,
        name: "<stdin>".to_owned(),
    }
}

/// Standard input as a file when it is a regular one (`hopnim solve < input.txt`, as
/// judges run solutions): it is then mapped like a FILE argument, from where its
/// offset stands.
#[cfg(unix)]
fn stdin_file() -> Option<File> {
    use std::os::fd::AsFd;
    let file = File::from(io::stdin().as_fd().try_clone_to_owned().ok()?);
    file.metadata().ok()?.is_file().then_some(file)
}

#[cfg(not(unix))]
fn stdin_file() -> Option<File> {
    None
}

fn open_file(path: &Path) -> anyhow::Result<Input> {
    let name = path.display().to_string();
    let metadata = std::fs::metadata(path).with_context(|| format!("cannot open {name}"))?;
    if metadata.is_dir() {
        bail!("cannot read {name}: it is a directory");
    }
    let file = File::open(path).with_context(|| format!("cannot open {name}"))?;
    let source = if metadata.is_file() {
        Source::File(file)
    } else {
        Source::Stream(Box::new(file))
    };
    Ok(Input { source, name })
}

/// The file from its current offset on, mapped into memory, or `None` if it cannot be
/// (it is then read instead). A file that says it is empty is read: files such as
/// those under `/proc` say so and still have bytes.
#[allow(unsafe_code)]
pub fn map(file: &File) -> Option<memmap2::Mmap> {
    if file.metadata().ok()?.len() == 0 {
        return None;
    }
    let offset = (&mut &*file).stream_position().ok()?;
    // SAFETY: the map is only read. Like every tool that maps its input (ripgrep,
    // for one), this trusts that no one truncates the file while it is being read;
    // a file changed meanwhile may give answers for a mix of old and new contents.
    let map = unsafe { memmap2::MmapOptions::new().offset(offset).map(file) }.ok()?;
    #[cfg(unix)]
    let _ = map.advise(memmap2::Advice::Sequential);
    Some(map)
}

/// Whether the error is a write to a closed pipe, which ends a run quietly.
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}
