//! Opening the FILE argument (or standard input) and naming it in messages.

use std::fs::File;
use std::io;
use std::path::Path;

use anyhow::{Context, bail};
use hopnim::judge::Source;
use hopnim::phrase::Quoted;

/// Opens `path`, or standard input when it is absent or `-`; returns the source and
/// the name messages call it by (`<stdin>`, or the path as given, its control
/// characters escaped: [`Quoted::escaped`]).
pub fn open(path: Option<&Path>) -> anyhow::Result<(Source<'static>, String)> {
    match path {
        Some(path) if path != Path::new("-") => {
            let name = Quoted::escaped(&path.display().to_string());
            Ok((Source::File(open_file(path, &name)?), name))
        }
        _ => Ok((Source::stdin(), "<stdin>".to_owned())),
    }
}

/// Opens a file to read, with a message that names it.
pub fn open_file(path: &Path, name: &str) -> anyhow::Result<File> {
    let metadata = std::fs::metadata(path).with_context(|| format!("cannot open {name}"))?;
    if metadata.is_dir() {
        bail!("cannot read {name}: it is a directory");
    }
    File::open(path).with_context(|| format!("cannot open {name}"))
}

/// The source as a plain reader, whatever it is.
pub fn reader(source: Source<'static>) -> Box<dyn io::Read + Send> {
    match source {
        Source::Bytes(bytes) => Box::new(bytes),
        Source::File(file) => Box::new(file),
        Source::Stream(stream) => stream,
    }
}

/// Whether the error is a write to a closed pipe, which ends a run quietly.
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}
