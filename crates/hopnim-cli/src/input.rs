//! Opening the FILE argument (or standard input) and naming it in messages.

use std::fs::File;
use std::io::{self, Read};
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
    /// Standard input, a pipe, a device: read as it comes.
    Stream(Box<dyn Read>),
}

impl Input {
    /// The input as a plain reader, whatever its source.
    pub fn into_reader(self) -> Box<dyn Read> {
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
    Input {
        source: Source::Stream(Box::new(io::stdin().lock())),
        name: "<stdin>".to_owned(),
    }
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

/// The file mapped into memory, or `None` if it cannot be (it is then read instead).
#[allow(unsafe_code)]
pub fn map(file: &File) -> Option<memmap2::Mmap> {
    // SAFETY: the map is only read. Like every tool that maps its input (ripgrep,
    // for one), this trusts that no one truncates the file while it is being read;
    // a file changed meanwhile may give answers for a mix of old and new contents.
    let map = unsafe { memmap2::Mmap::map(file) }.ok()?;
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
