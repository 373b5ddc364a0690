//! The fast solver for a stream (a pipe, say): a reader thread fills the next block
//! while the calling thread scans the last one, in three buffers of constant size.
//!
//! The reader cuts each block after its last white space and carries the partial
//! token over to the start of the next block, so every block holds whole tokens. When
//! the scan steps aside, or reading fails, the reader is stopped and everything it
//! read is handed to the plain reader in order, followed by what the stream still
//! holds (or the read error the reader met), so the output is the plain reader's.

use std::io::{self, Read, Write};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

use super::detour::{SteppedAside, detour, place_after};
use super::scan::scan;
use crate::judge::error::SolveError;
use crate::judge::format::is_space;
use crate::judge::machine::Machine;
use crate::judge::spec::JudgeSpec;
use crate::judge::tokens::{KEPT_CONTEXT, Place};

/// Buffers in flight: one being scanned, one waiting, one being filled.
const BUFFERS: usize = 3;

/// The first block, read before any thread starts: most inputs typed or pasted by
/// hand end within it, and a larger one gets its reader thread soon.
const FIRST_BLOCK_BYTES: usize = 64 << 10;

/// What the reader thread sends, in the order of the stream.
enum Filled {
    /// `bytes[..whole]` holds whole tokens; `at_end` when the stream ended there.
    Block {
        bytes: Vec<u8>,
        whole: usize,
        at_end: bool,
    },
    /// A block's worth of bytes without white space: a token longer than a block,
    /// for the plain reader.
    Uncut(Vec<u8>),
    /// Reading failed after the blocks sent before.
    Failed(io::Error),
}

/// Solves a judge input read from `input` in blocks of `block_bytes`, in constant
/// memory, with a reader thread ahead of the scan once the input proves longer than
/// a block. Output and diagnostics are exactly the plain reader's.
pub(super) fn solve_read_in_blocks<R: Read + Send, W: Write>(
    mut input: R,
    spec: JudgeSpec,
    block_bytes: usize,
    output: W,
) -> Result<u64, SolveError> {
    let block_bytes = block_bytes.max(1);
    let (filled_tx, filled_rx) = sync_channel(BUFFERS);
    let (empty_tx, empty_rx) = sync_channel(BUFFERS);
    // The first block is read here: an input that ends within it needs no thread.
    let mut carry = Vec::new();
    let first = vec![0u8; block_bytes.min(FIRST_BLOCK_BYTES)];
    let goes_on = read_block(&mut input, first, &mut carry, &filled_tx);
    if goes_on {
        for _ in 1..BUFFERS {
            empty_tx
                .send(vec![0u8; block_bytes])
                .expect("the channel has room for every buffer");
        }
    }
    std::thread::scope(|scope| {
        let reader = if goes_on {
            Reader::Thread(
                scope.spawn(move || read_blocks(input, carry, filled_tx, empty_rx, block_bytes)),
            )
        } else {
            drop(filled_tx);
            Reader::Done(input, carry)
        };
        let mut scanner = Scanner {
            machine: Machine::new(spec.width.get(), spec.variant),
            place: Place::START,
            context: Vec::with_capacity(2 * KEPT_CONTEXT),
            written: 0,
            output,
        };
        match scanner.scan_blocks(&filled_rx, &empty_tx) {
            Ok(ended) => {
                // The reader ends once it finds no empty buffer (after a failed
                // write, that is once its current block is read).
                drop((filled_rx, empty_tx));
                reader.join();
                scanner.finish(ended)
            }
            Err(StepAside {
                bytes: mut ahead,
                mut failure,
            }) => {
                // Stop the reader: it ends once it finds no empty buffer.
                drop(empty_tx);
                for filled in filled_rx.iter() {
                    match filled {
                        Filled::Block { bytes, whole, .. } => ahead.extend(&bytes[..whole]),
                        Filled::Uncut(bytes) => ahead.extend(bytes),
                        Filled::Failed(e) => failure = Some(e),
                    }
                }
                let (input, carry) = reader.join();
                ahead.extend(carry);
                let rest = io::Cursor::new(ahead).chain(FailOnce(failure)).chain(input);
                let Scanner {
                    machine,
                    place,
                    context,
                    written,
                    output,
                } = scanner;
                detour(rest, place, &context, machine, output, written)
            }
        }
    })
}

/// The calling thread's side: the grammar, where it stands, and the answers.
struct Scanner<W> {
    machine: Machine,
    /// The place where the next block starts.
    place: Place,
    /// The last bytes before it, for error snippets.
    context: Vec<u8>,
    written: u64,
    output: W,
}

/// How the scan of the blocks ended, short of stepping aside.
enum Ended {
    /// The stream ended.
    AtEnd,
    /// Writing the answers failed.
    WriteFailed(io::Error),
}

/// The scan hands over to the plain reader: the bytes from the start of the block it
/// could not take, or the read error met after the blocks it took.
struct StepAside {
    bytes: Vec<u8>,
    failure: Option<io::Error>,
}

impl<W: Write> Scanner<W> {
    /// Scans every block the reader sends, handing each buffer back. `Err` says
    /// where the plain reader goes on (the machine is left as it was there).
    fn scan_blocks(
        &mut self,
        filled: &Receiver<Filled>,
        empty: &SyncSender<Vec<u8>>,
    ) -> Result<Ended, StepAside> {
        let mut answers = Vec::with_capacity(64 * 1024);
        for block in filled.iter() {
            let (bytes, whole, at_end) = match block {
                Filled::Block {
                    bytes,
                    whole,
                    at_end,
                } => (bytes, whole, at_end),
                Filled::Uncut(bytes) => {
                    return Err(StepAside {
                        bytes,
                        failure: None,
                    });
                }
                // The plain reader reads what came before the failure, then fails.
                Filled::Failed(e) => {
                    return Err(StepAside {
                        bytes: Vec::new(),
                        failure: Some(e),
                    });
                }
            };
            let snapshot = self.machine.clone();
            answers.clear();
            match scan(&bytes[..whole], &mut self.machine, &mut answers) {
                Ok(count) => {
                    if let Err(e) = self.output.write_all(&answers) {
                        return Ok(Ended::WriteFailed(e));
                    }
                    self.written += count;
                }
                Err(SteppedAside) => {
                    self.machine = snapshot;
                    return Err(StepAside {
                        bytes: bytes[..whole].to_vec(),
                        failure: None,
                    });
                }
            }
            self.place = place_after(&bytes[..whole], self.place);
            keep_context(&mut self.context, &bytes[..whole]);
            if at_end {
                return Ok(Ended::AtEnd);
            }
            // The reader may have stopped already; the buffer is then dropped.
            let _ = empty.send(bytes);
        }
        Ok(Ended::AtEnd)
    }

    /// The result once the blocks are scanned: an input that ends too early gets the
    /// plain reader's diagnostic.
    fn finish(mut self, ended: Ended) -> Result<u64, SolveError> {
        match ended {
            Ended::WriteFailed(e) => Err(SolveError::Write(e)),
            Ended::AtEnd if !self.machine.is_done() => detour(
                io::empty(),
                self.place,
                &self.context,
                self.machine,
                self.output,
                self.written,
            ),
            Ended::AtEnd => {
                self.output.flush().map_err(SolveError::Write)?;
                Ok(self.written)
            }
        }
    }
}

/// Keeps the last [`KEPT_CONTEXT`] bytes of what `context` held and then `bytes`.
fn keep_context(context: &mut Vec<u8>, bytes: &[u8]) {
    let from_bytes = &bytes[bytes.len().saturating_sub(KEPT_CONTEXT)..];
    let keep = (KEPT_CONTEXT - from_bytes.len()).min(context.len());
    context.drain(..context.len() - keep);
    context.extend_from_slice(from_bytes);
}

/// Where the reader is: a thread, or done with the stream after the first block.
enum Reader<'scope, R> {
    Thread(std::thread::ScopedJoinHandle<'scope, (R, Vec<u8>)>),
    Done(R, Vec<u8>),
}

impl<R> Reader<'_, R> {
    /// The stream and the bytes read past the last block sent, once the reader is
    /// done.
    fn join(self) -> (R, Vec<u8>) {
        match self {
            Reader::Thread(handle) => handle.join().expect("the reader thread does not panic"),
            Reader::Done(input, carry) => (input, carry),
        }
    }
}

/// The reader thread: fills empty buffers from `input`, each of `block_bytes` (the
/// first block's, smaller, grows to it: the token carried over from a whole block may
/// be longer than the first block), and sends them. Returns the stream and the bytes
/// it read past the last block it sent.
fn read_blocks<R: Read>(
    mut input: R,
    mut carry: Vec<u8>,
    filled: SyncSender<Filled>,
    empty: Receiver<Vec<u8>>,
    block_bytes: usize,
) -> (R, Vec<u8>) {
    while let Ok(mut bytes) = empty.recv() {
        bytes.resize(block_bytes, 0);
        if !read_block(&mut input, bytes, &mut carry, &filled) {
            break;
        }
    }
    (input, carry)
}

/// Fills `bytes` with `carry` and what follows it in `input`, and sends the block cut
/// after its last white space, leaving the rest in `carry`. Says whether the stream
/// goes on (and the scan still takes blocks).
fn read_block<R: Read>(
    input: &mut R,
    mut bytes: Vec<u8>,
    carry: &mut Vec<u8>,
    filled: &SyncSender<Filled>,
) -> bool {
    bytes[..carry.len()].copy_from_slice(carry);
    let mut len = carry.len();
    carry.clear();
    let at_end = match fill(input, &mut bytes, &mut len) {
        Ok(at_end) => at_end,
        Err(e) => {
            carry.extend(&bytes[..len]);
            let _ = filled.send(Filled::Failed(e));
            return false;
        }
    };
    let whole = if at_end {
        len
    } else {
        match bytes[..len].iter().rposition(|&b| is_space(b)) {
            Some(index) => index + 1,
            None => {
                bytes.truncate(len);
                let _ = filled.send(Filled::Uncut(bytes));
                return false;
            }
        }
    };
    carry.extend(&bytes[whole..len]);
    let sent = filled.send(Filled::Block {
        bytes,
        whole,
        at_end,
    });
    sent.is_ok() && !at_end
}

/// Reads until `buffer` is full or the input ends; says whether it ended.
fn fill<R: Read>(input: &mut R, buffer: &mut [u8], filled: &mut usize) -> io::Result<bool> {
    while *filled < buffer.len() {
        match input.read(&mut buffer[*filled..]) {
            Ok(0) => return Ok(true),
            Ok(count) => *filled += count,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(false)
}

/// A reader that fails once with the error it holds (if any), then ends.
struct FailOnce(Option<io::Error>);

impl Read for FailOnce {
    fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
        self.0.take().map_or(Ok(0), Err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::reader::JudgeReader;

    /// Gives `rest` a few bytes at a time, then fails.
    struct FailsAtTheEnd<'a> {
        rest: &'a [u8],
    }

    impl Read for FailsAtTheEnd<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.rest.is_empty() {
                return Err(io::Error::other("the disk is on fire"));
            }
            let count = buf.len().min(self.rest.len()).min(7);
            buf[..count].copy_from_slice(&self.rest[..count]);
            self.rest = &self.rest[count..];
            Ok(count)
        }
    }

    fn run(solver: impl FnOnce(&mut Vec<u8>) -> Result<u64, SolveError>) -> (String, String) {
        let mut out = Vec::new();
        let error = match solver(&mut out) {
            Ok(_) => String::new(),
            Err(e) => e.to_string(),
        };
        (String::from_utf8(out).unwrap(), error)
    }

    /// A stream that fails after some tests: the answers before the failure are
    /// written, then the failure is the error, exactly as the plain reader does,
    /// whether or not the scan stepped aside (a stray byte) before it, and whatever
    /// the block size.
    #[test]
    fn a_read_error_follows_the_answers_read_before_it() {
        let valid = "5\n1\n2 19 20\n1\n1 19\n2\n1 1\n1 2\n1\n3 1 2 3\n1\n";
        let stray = "5\n1\n2 19 20\n1\n1 19\n2\n1 1\n1 2\n1\n3 1 2 3\n1\n#";
        for input in [valid, stray] {
            let plain = run(|out| {
                let reader = JudgeReader::new(
                    FailsAtTheEnd {
                        rest: input.as_bytes(),
                    },
                    JudgeSpec::default(),
                );
                reader.write_answers(out)
            });
            for block_bytes in [2, 5, 16, 1 << 20] {
                let streamed = run(|out| {
                    let stream = FailsAtTheEnd {
                        rest: input.as_bytes(),
                    };
                    solve_read_in_blocks(stream, JudgeSpec::default(), block_bytes, out)
                });
                assert_eq!(streamed, plain, "{input:?}, blocks of {block_bytes}");
                assert!(streamed.1.contains("the disk is on fire"), "{streamed:?}");
            }
        }
    }

    /// Found while reading this path: the first block's buffer, smaller than the
    /// others, came back to the reader and was filled again at its own size, so a
    /// token carried over from a whole block that was longer than it panicked the
    /// reader thread (`hopnim solve` of a pipe aborted).
    #[test]
    fn a_long_token_carried_into_the_first_block_s_buffer_is_read_whole() {
        let block_bytes = 4 * FIRST_BLOCK_BYTES;
        for tail in [FIRST_BLOCK_BYTES / 2, FIRST_BLOCK_BYTES * 2] {
            let spaces = FIRST_BLOCK_BYTES + 2 * block_bytes - tail;
            let mut input = b"1\n".to_vec();
            input.resize(input.len() + spaces, b' ');
            input.resize(input.len() + 3 * FIRST_BLOCK_BYTES, b'7');
            input.push(b'\n');
            let plain = run(|out| {
                JudgeReader::new(input.as_slice(), JudgeSpec::default()).write_answers(out)
            });
            let streamed = run(|out| {
                solve_read_in_blocks(input.as_slice(), JudgeSpec::default(), block_bytes, out)
            });
            assert_eq!(streamed, plain, "a token of {tail} bytes carried");
            assert!(plain.1.contains("too large"), "{plain:?}");
        }
    }
}
