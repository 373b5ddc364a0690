//! The tokenizer of the judge format: unsigned decimal numbers separated by ASCII
//! white space, read from any `Read` through a fixed buffer, with line and column.

use std::io::{self, Read};

use super::error::{Expected, JudgeErrorKind, Position};

/// How many bytes of a bad token an error message shows.
const SHOWN_TOKEN_BYTES: usize = 32;

/// The buffer size: memory stays at this whatever the input.
const BUFFER_BYTES: usize = 64 * 1024;

/// The judge format's white space: space, `\t`, `\n`, `\v`, `\f`, `\r` (as C's
/// `isspace`).
pub(crate) const fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
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
    pub(crate) fn new(input: R) -> Self {
        Tokenizer {
            input,
            buffer: vec![0; BUFFER_BYTES].into_boxed_slice(),
            next: 0,
            filled: 0,
            buffer_offset: 0,
            line: 1,
            line_start: 0,
            at_end: false,
        }
    }

    /// The position of the next unread byte.
    pub(crate) fn position(&self) -> Position {
        let offset = self.buffer_offset + self.next as u64;
        Position {
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

    fn refill(&mut self) -> io::Result<()> {
        self.buffer_offset += self.filled as u64;
        self.next = 0;
        self.filled = 0;
        loop {
            match self.input.read(&mut self.buffer) {
                Ok(0) => {
                    self.at_end = true;
                    return Ok(());
                }
                Ok(count) => {
                    self.filled = count;
                    return Ok(());
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// Skips white space; returns the position of the next token, or `None` at the end
    /// of the input.
    pub(crate) fn skip_space(&mut self) -> io::Result<Option<Position>> {
        loop {
            while self.next < self.filled {
                let byte = self.buffer[self.next];
                if !is_space(byte) {
                    return Ok(Some(self.position()));
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

    pub(crate) fn into_string(self) -> String {
        let mut text: String = self
            .bytes
            .iter()
            .map(|&b| {
                if b.is_ascii_graphic() {
                    (b as char).to_string()
                } else {
                    format!("\\x{b:02x}")
                }
            })
            .collect();
        if self.cut {
            text.push('…');
        }
        text
    }
}
