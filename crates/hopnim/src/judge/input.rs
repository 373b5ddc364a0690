//! The one entry point for judge input: where the bytes come from ([`Source`]) and
//! what is wanted of them ([`JudgeInput::solve`], [`JudgeInput::for_each_board`]).
//! Which reader runs (the fast scan in memory, the streamed scan, the plain reader
//! they step aside to) is decided here, and the answers and diagnostics are the same
//! whichever runs.

use std::fs::File;
use std::io::{self, Read, Seek, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use super::error::SolveError;
use super::fast;
use super::spec::JudgeSpec;
use crate::game::{AnyBoard, MAX_WIDTH};
use crate::judge::error::JudgeError;
use crate::judge::reader::JudgeReader;
use crate::phrase::{Phrase, Said};
use crate::threads::Threads;

/// Where a judge input comes from.
pub enum Source<'a> {
    /// Bytes in memory.
    Bytes(&'a [u8]),
    /// A file, read from its current offset: mapped into memory when it is a regular
    /// file, read as a stream otherwise (a pipe, a device, a file under `/proc`).
    File(File),
    /// Any stream, read as it comes.
    Stream(Box<dyn Read + Send + 'a>),
}

impl Source<'static> {
    /// Standard input: a [`Source::File`] when it is a regular file (`hopnim solve <
    /// input.txt`, as judges run solutions), a stream otherwise.
    pub fn stdin() -> Source<'static> {
        match stdin_file() {
            Some(file) => Source::File(file),
            None => Source::Stream(Box::new(io::stdin())),
        }
    }
}

/// Standard input as a file, when it is a regular one.
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

/// The file from its current offset on, mapped into memory, or `None` if it cannot be
/// (it is then read instead). A file that says it is empty is read: files such as
/// those under `/proc` say so and still have bytes.
#[allow(unsafe_code)]
fn map(file: &File) -> Option<memmap2::Mmap> {
    let metadata = file.metadata().ok()?;
    if !metadata.is_file() || metadata.len() == 0 {
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

/// Bytes in memory, whether borrowed or mapped.
enum InMemory<'a> {
    Borrowed(&'a [u8]),
    Mapped(memmap2::Mmap),
}

impl InMemory<'_> {
    fn bytes(&self) -> &[u8] {
        match self {
            InMemory::Borrowed(bytes) => bytes,
            InMemory::Mapped(map) => map,
        }
    }

    /// Solves the bytes, advising the system of the scan's reading if they are mapped.
    fn solve<W: Write>(
        &self,
        spec: JudgeSpec,
        threads: Threads,
        output: W,
    ) -> Result<u64, SolveError> {
        match self {
            InMemory::Borrowed(bytes) => {
                fast::solve_bytes(bytes, &fast::NoPaging, spec, threads, output)
            }
            // A small file is read as it is: its pages fault in and stay (see
            // [`PAGED_MAP_BYTES`]).
            InMemory::Mapped(map) if map.len() < PAGED_MAP_BYTES => {
                fast::solve_bytes(map, &fast::NoPaging, spec, threads, output)
            }
            InMemory::Mapped(map) => {
                let paging = MapPaging {
                    map,
                    released: AtomicUsize::new(0),
                };
                fast::solve_bytes(map, &paging, spec, threads, output)
            }
        }
    }
}

/// Files from this size on are read with [`MapPaging`]; smaller ones, which fit the
/// memory a large file is held to anyway, without advice. On the 2-core virtual
/// machine, the advice took the largest HDU input (2.8 MB) on both cores from 1.53 to
/// 1.78 ms (201 interleaved runs; on one thread 1.81 against 1.85), and reading it in
/// ahead without letting go cost nothing: our reading is that letting go of pages in
/// a process with threads on two cores flushes the other core's TLB by an interrupt,
/// which a virtual machine makes slow.
const PAGED_MAP_BYTES: usize = 64 << 20;

/// A mapped file's pages: read in ahead of the scan in one call a block (cheaper than
/// a fault every few pages), and let go of behind it, so that the process holds a few
/// blocks of the file, not the whole file.
struct MapPaging<'a> {
    /// Advised on Linux only.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    map: &'a memmap2::Mmap,
    /// The bytes before this are let go of.
    released: AtomicUsize,
}

impl fast::Paging for MapPaging<'_> {
    fn will_read(&self, start: usize, end: usize) {
        // Advice only: a system without it faults the pages in as they are read.
        #[cfg(target_os = "linux")]
        let _ = self
            .map
            .advise_range(memmap2::Advice::PopulateRead, start, end - start);
        #[cfg(not(target_os = "linux"))]
        let _ = (start, end);
    }

    fn read_before(&self, end: usize) {
        let start = self.released.fetch_max(end, Ordering::Relaxed);
        if end > start {
            self.read_again(start, end);
        }
    }

    fn read_again(&self, start: usize, end: usize) {
        // SAFETY: the map is private and read only, and no byte of it is ever written,
        // so a page let go of is read again from the file, as it was: the bytes borrowed
        // from the map do not change (as long as the file does not, which mapping it
        // trusts already).
        #[cfg(unix)]
        #[allow(unsafe_code)]
        let _ = unsafe {
            self.map
                .unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, start, end - start)
        };
        #[cfg(not(unix))]
        let _ = (start, end);
    }
}

/// A judge input to solve or to read board by board.
///
/// ```
/// use hopnim::judge::{JudgeInput, JudgeSpec, Source};
/// let input = b"2\n1\n2 19 20\n2\n1 19\n1 18\n";
/// let mut boards = Vec::new();
/// let read = JudgeInput::new(Source::Bytes(input), JudgeSpec::default())
///     .for_each_board(|board| {
///         boards.push(board.to_string());
///         Ok::<(), std::convert::Infallible>(())
///     });
/// assert_eq!(read.unwrap(), 2);
/// assert_eq!(boards, ["18xx", "18x1/17x2"]);
/// ```
pub struct JudgeInput<'a> {
    source: Source<'a>,
    spec: JudgeSpec,
    threads: Threads,
}

impl<'a> JudgeInput<'a> {
    /// The input in `source`, holding boards and a game as `spec` says; all cores.
    pub fn new(source: Source<'a>, spec: JudgeSpec) -> JudgeInput<'a> {
        JudgeInput {
            source,
            spec,
            threads: Threads::ALL,
        }
    }

    /// The same input, read on `threads` threads (the results do not change).
    pub fn with_threads(self, threads: Threads) -> JudgeInput<'a> {
        JudgeInput { threads, ..self }
    }

    /// The source as bytes in memory, or as a stream when it cannot be.
    fn into_memory_or_stream(self) -> Result<InMemory<'a>, Box<dyn Read + Send + 'a>> {
        match self.source {
            Source::Bytes(bytes) => Ok(InMemory::Borrowed(bytes)),
            Source::File(file) => match map(&file) {
                Some(map) => Ok(InMemory::Mapped(map)),
                None => Err(Box::new(file)),
            },
            Source::Stream(stream) => Err(stream),
        }
    }

    /// Writes `YES` or `NO` for every test to `output`, in order, until the input ends
    /// or turns out invalid; the answers before an error are written first. Returns
    /// the number of answers. Memory stays bounded for any input.
    pub fn solve<W: Write>(self, output: W) -> Result<u64, SolveError> {
        let (spec, threads) = (self.spec, self.threads);
        match self.into_memory_or_stream() {
            Ok(memory) => memory.solve(spec, threads, output),
            Err(stream) => fast::solve_read(stream, spec, output),
        }
    }

    /// Calls `visit` with every test as a board, in order, until the input ends, turns
    /// out invalid, or `visit` fails; returns the number of boards visited. A board
    /// holds its rows, so memory grows with the largest test.
    pub fn for_each_board<E>(
        self,
        mut visit: impl FnMut(AnyBoard) -> Result<(), E>,
    ) -> Result<u64, BoardsError<E>> {
        let (spec, threads) = (self.spec, self.threads);
        match self.into_memory_or_stream() {
            Ok(memory) => boards_in_memory(memory.bytes(), spec, threads, &mut visit),
            Err(stream) => visit_plain(JudgeReader::new(stream, spec), 0, &mut visit),
        }
    }
}

/// Why [`JudgeInput::for_each_board`] stopped early. It says so in any language
/// when the visitor's error does ([`BoardsError::phrase`]).
#[derive(Debug, thiserror::Error)]
pub enum BoardsError<E> {
    /// The input is invalid (or could not be read).
    #[error(transparent)]
    Input(#[from] JudgeError),
    /// The visitor failed.
    #[error("{0}")]
    Visit(E),
}

impl<E: Said> BoardsError<E> {
    /// What is wrong, to be said in any language
    /// ([`Lang::say`](crate::lang::Lang::say)): the input's error or the visitor's.
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            BoardsError::Input(error) => error.phrase(),
            BoardsError::Visit(error) => error.phrase(),
        }
    }
}

impl<E: Said> Said for BoardsError<E> {
    fn phrase(&self) -> Phrase<'_> {
        BoardsError::phrase(self)
    }
}

/// Tests sent from the scanning thread at a time, at most.
const BOARDS_PER_BATCH: usize = 1024;

/// Rows past which the scanning thread sends the tests it holds, fewer than
/// [`BOARDS_PER_BATCH`]: large tests reach the visitor while the scan goes on, rather
/// than all at its end.
const ROWS_PER_BATCH: usize = 4096;

/// Batches the scanning thread may send ahead of the visitor: about 256 Ki rows of
/// the classic board, 4 MiB. With 2 batches it waited for the visitor while the
/// visitor's threads rendered, and `analyze --json` on the largest HDU input took 7%
/// more time on two cores.
const BATCHES_AHEAD: usize = 64;

/// The boards of an input in memory: the fast scan (on a thread of its own when there
/// are two, so that visiting overlaps reading) for widths up to 64, the plain reader
/// for the rest and wherever the scan steps aside.
fn boards_in_memory<E>(
    bytes: &[u8],
    spec: JudgeSpec,
    threads: Threads,
    visit: &mut impl FnMut(AnyBoard) -> Result<(), E>,
) -> Result<u64, BoardsError<E>> {
    if spec.width.get() > MAX_WIDTH {
        return visit_plain(JudgeReader::new(bytes, spec), 0, visit);
    }
    let mut visited = 0;
    let scanned = if threads.count() > 1 {
        std::thread::scope(|scope| {
            let (sender, receiver) = mpsc::sync_channel::<Vec<AnyBoard>>(BATCHES_AHEAD);
            let scanner = scope.spawn(move || {
                let mut batch = Vec::with_capacity(BOARDS_PER_BATCH);
                let mut rows = 0;
                let scanned = fast::for_each_board(bytes, spec, |board| {
                    rows += board.rows().len();
                    batch.push(AnyBoard::Narrow(board));
                    if batch.len() == BOARDS_PER_BATCH || rows >= ROWS_PER_BATCH {
                        // A closed channel means the visitor failed: its error is
                        // reported, the rest of the scan is wasted but harmless.
                        let _ = sender.send(std::mem::take(&mut batch));
                        rows = 0;
                    }
                });
                let _ = sender.send(batch);
                scanned
            });
            for board in receiver.into_iter().flatten() {
                visit(board).map_err(BoardsError::Visit)?;
                visited += 1;
            }
            Ok::<_, BoardsError<E>>(scanner.join().expect("the scanner does not panic"))
        })?
    } else {
        let mut failure = None;
        let scanned = fast::for_each_board(bytes, spec, |board| {
            if failure.is_none() {
                match visit(AnyBoard::Narrow(board)) {
                    Ok(()) => visited += 1,
                    Err(e) => failure = Some(e),
                }
            }
        });
        if let Some(e) = failure {
            return Err(BoardsError::Visit(e));
        }
        scanned
    };
    match scanned {
        Ok(()) => Ok(visited),
        // The scan stepped aside after `visited` tests: the plain reader reads the
        // input again and goes on from the next test, with its exact diagnostic.
        Err(_) => visit_plain(JudgeReader::new(bytes, spec), visited, visit),
    }
}

/// Visits the boards of the plain reader after the first `skip`.
fn visit_plain<R: Read, E>(
    reader: JudgeReader<R>,
    skip: u64,
    visit: &mut impl FnMut(AnyBoard) -> Result<(), E>,
) -> Result<u64, BoardsError<E>> {
    let mut visited = skip;
    for board in reader
        .boards()
        .skip(usize::try_from(skip).unwrap_or(usize::MAX))
    {
        visit(board?).map_err(BoardsError::Visit)?;
        visited += 1;
    }
    Ok(visited)
}
