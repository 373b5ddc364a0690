//! The tokenizer of the judge format: unsigned decimal numbers separated by ASCII
//! white space, read from any `Read` through a fixed buffer, with line and column.

use std::io::{self, Read};

use super::error::{Expected, JudgeErrorKind, Location, Snippet};
use super::format::is_space;
use crate::phrase::Quoted;

/// How many bytes of a bad token an error message shows.
const SHOWN_TOKEN_BYTES: usize = 32;

/// The buffer size: memory stays at this whatever the input.
const BUFFER_BYTES: usize = 64 * 1024;

/// How many bytes before the read position a refill keeps, so that an error can show
/// the line it is on.
pub(crate) const KEPT_CONTEXT: usize = 96;

/// The most bytes of a line an error snippet shows before the offending token. The
/// buffer always holds them (an offending token starts at most `SHOWN_TOKEN_BYTES +
/// 20` bytes before the read position, and a refill keeps `KEPT_CONTEXT`), so the
/// snippet is the same however the input was cut into reads or blocks.
const SNIPPET_BEFORE: usize = 40;

/// The most bytes of a line an error snippet shows from the offending token on.
const SNIPPET_AFTER: usize = 64;

const _: () = assert!(SNIPPET_BEFORE + SHOWN_TOKEN_BYTES + 21 <= KEPT_CONTEXT);

/// A place in the input to resume reading at: the byte offset, its line, and the
/// offset where that line starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Place {
    pub(crate) offset: u64,
    pub(crate) line: u64,
    pub(crate) line_start: u64,
}

impl Place {
    /// The start of an input: offset 0, line 1.
    pub(crate) const START: Place = Place {
        offset: 0,
        line: 1,
        line_start: 0,
    };
}

/// Reads tokens from `R` through a fixed buffer, tracking line and column.
pub(crate) struct Tokenizer<R> {
    input: R,
    buffer: Box<[u8]>,
    /// Unread bytes are `buffer[next..filled]`.
    next: usize,
    filled: usize,
    /// Absolute offset of `buffer[0]` in the input.
    buffer_offset: u64,
    line: u64,
    /// Absolute offset of the first byte of the current line.
    line_start: u64,
    at_end: bool,
}

impl<R: Read> Tokenizer<R> {
    /// A tokenizer for the rest of an input that starts at `place`; `context` holds
    /// the bytes just before it (up to [`KEPT_CONTEXT`] of them, fewer at the start),
    /// for error snippets.
    pub(crate) fn resume(input: R, place: Place, context: &[u8]) -> Self {
        let context = &context[context.len().saturating_sub(KEPT_CONTEXT)..];
        let mut buffer = vec![0; KEPT_CONTEXT + BUFFER_BYTES].into_boxed_slice();
        buffer[..context.len()].copy_from_slice(context);
        Tokenizer {
            input,
            buffer,
            next: context.len(),
            filled: context.len(),
            buffer_offset: place.offset - context.len() as u64,
            line: place.line,
            line_start: place.line_start,
            at_end: false,
        }
    }

    /// The location of the next unread byte.
    pub(crate) fn location(&self) -> Location {
        let offset = self.buffer_offset + self.next as u64;
        Location {
            line: self.line,
            column: offset - self.line_start + 1,
        }
    }

    /// The next byte without consuming it; `None` at the end of the input.
    fn peek(&mut self) -> io::Result<Option<u8>> {
        if self.next == self.filled {
            if self.at_end {
                return Ok(None);
            }
            self.refill()?;
            if self.next == self.filled {
                return Ok(None);
            }
        }
        Ok(Some(self.buffer[self.next]))
    }

    /// Reads more input after the unread bytes, first moving the last
    /// [`KEPT_CONTEXT`] bytes of the current line to the front of the buffer.
    fn refill(&mut self) -> io::Result<()> {
        let line_start_in_buffer = self.line_start.saturating_sub(self.buffer_offset) as usize;
        let keep_from = self
            .next
            .saturating_sub(KEPT_CONTEXT)
            .max(line_start_in_buffer.min(self.next));
        self.buffer.copy_within(keep_from..self.filled, 0);
        self.buffer_offset += keep_from as u64;
        self.next -= keep_from;
        self.filled -= keep_from;
        loop {
            match self.input.read(&mut self.buffer[self.filled..]) {
                Ok(0) => {
                    self.at_end = true;
                    return Ok(());
                }
                Ok(count) => {
                    self.filled += count;
                    return Ok(());
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// Skips white space; returns the position of the next token, or `None` at the end
    /// of the input.
    pub(crate) fn skip_space(&mut self) -> io::Result<Option<Location>> {
        loop {
            while self.next < self.filled {
                let byte = self.buffer[self.next];
                if !is_space(byte) {
                    return Ok(Some(self.location()));
                }
                self.next += 1;
                if byte == b'\n' {
                    self.line += 1;
                    self.line_start = self.buffer_offset + self.next as u64;
                }
            }
            if self.peek()?.is_none() {
                return Ok(None);
            }
        }
    }

    /// Reads the number that starts at the next byte (white space already skipped).
    pub(crate) fn read_number(&mut self, expected: Expected) -> Result<u64, JudgeErrorKind> {
        let mut value: u64 = 0;
        let mut shown = ShownToken::default();
        while let Some(byte) = self.peek()? {
            if is_space(byte) {
                break;
            }
            if !byte.is_ascii_digit() {
                return Err(self.bad_token(byte, shown, expected)?);
            }
            shown.push(byte);
            self.next += 1;
            value = match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(byte - b'0')))
            {
                Some(v) => v,
                None => {
                    self.take_token_into(&mut shown)?;
                    return Err(JudgeErrorKind::TooLarge {
                        expected,
                        token: shown.into_string(),
                    });
                }
            };
        }
        Ok(value)
    }

    /// The error for a token that holds `byte`, not a digit.
    fn bad_token(
        &mut self,
        byte: u8,
        mut shown: ShownToken,
        expected: Expected,
    ) -> io::Result<JudgeErrorKind> {
        if !byte.is_ascii_graphic() {
            return Ok(JudgeErrorKind::BadByte { byte });
        }
        self.take_token_into(&mut shown)?;
        Ok(JudgeErrorKind::NotANumber {
            expected,
            token: shown.into_string(),
        })
    }

    /// Consumes the rest of the token into `shown`, stopping after a few bytes beyond
    /// what is shown, so a huge token costs no more than a short one.
    fn take_token_into(&mut self, shown: &mut ShownToken) -> io::Result<()> {
        while let Some(byte) = self.peek()? {
            if is_space(byte) || shown.is_full() {
                break;
            }
            shown.push(byte);
            self.next += 1;
        }
        Ok(())
    }

    /// The line around `at` (a position on the current line), for an error message:
    /// up to [`SNIPPET_BEFORE`] bytes before it and [`SNIPPET_AFTER`] bytes from it,
    /// within the line; it marks the token at `at`, or only its first byte when
    /// `one_byte`. Reads on, so call it only once the input is abandoned. `None` when
    /// the line is empty.
    pub(crate) fn snippet(&mut self, at: Location, one_byte: bool) -> Option<Box<Snippet>> {
        let at_offset = self.line_start + at.column - 1;
        let first_kept = self
            .buffer_offset
            .max(self.line_start)
            .max(at_offset.saturating_sub(SNIPPET_BEFORE as u64));
        if at_offset < first_kept {
            return None;
        }
        let start = (first_kept - self.buffer_offset) as usize;
        let mut line = self.buffer[start..self.next].to_vec();
        let mark = (at_offset - first_kept) as usize;
        while line.len() < mark + SNIPPET_AFTER {
            match self.peek() {
                Ok(Some(byte)) if byte != b'\n' && byte != b'\r' => {
                    line.push(byte);
                    self.next += 1;
                }
                _ => break,
            }
        }
        let cut_before = first_kept > self.line_start;
        Snippet::new(&line, mark, one_byte, cut_before).map(Box::new)
    }

    /// The text of the token at the next byte, for an error about extra data.
    pub(crate) fn read_any_token(&mut self) -> io::Result<String> {
        let mut shown = ShownToken::default();
        self.take_token_into(&mut shown)?;
        Ok(shown.into_string())
    }
}

/// The first bytes of a token, for error messages; marks a longer token with `…`.
#[derive(Default)]
pub(crate) struct ShownToken {
    bytes: Vec<u8>,
    cut: bool,
}

impl ShownToken {
    pub(crate) fn push(&mut self, byte: u8) {
        if self.bytes.len() < SHOWN_TOKEN_BYTES {
            self.bytes.push(byte);
        } else {
            self.cut = true;
        }
    }

    pub(crate) fn is_full(&self) -> bool {
        self.cut
    }

    /// The token as a message quotes it ([`Quoted::from_bytes`]).
    pub(crate) fn into_string(self) -> String {
        Quoted::from_bytes(&self.bytes, self.cut).to_string()
    }
}
