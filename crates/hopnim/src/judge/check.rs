//! The checker: a verdict on a contestant's output, with testlib's verdicts and exit
//! codes (0 OK, 1 WA, 2 PE, 3 FAIL).
//!
//! The output must hold one `YES` or `NO` per test, in any letter case, separated by
//! any white space. A missing or extra token, or a token that is neither word, is a
//! presentation error; the first answer that differs from the truth is a wrong answer,
//! named by its test. An invalid input or answer file is the jury's failure (FAIL).
//!
//! ```
//! use hopnim::judge::{JudgeSpec, check::{check, VerdictKind}};
//! let input = "2\n1\n2 19 20\n2\n1 19\n1 18\n";
//! let ok = check(input.as_bytes(), "no  Yes".as_bytes(), None::<&[u8]>, JudgeSpec::default());
//! assert_eq!(ok.kind, VerdictKind::Ok);
//! let wrong = check(input.as_bytes(), "NO\nNO\n".as_bytes(), None::<&[u8]>, JudgeSpec::default());
//! assert_eq!(wrong.kind, VerdictKind::WrongAnswer);
//! assert_eq!(wrong.to_string(), "wrong answer test 2: expected YES, found NO");
//! assert_eq!(wrong.kind.exit_code(), 1);
//! ```

use std::fmt;
use std::io::{self, BufRead, BufReader, Read};

use crate::judge::format::{answer, is_space};
use crate::judge::reader::JudgeReader;
use crate::judge::spec::JudgeSpec;
use crate::judge::tokens::ShownToken;

/// testlib's verdicts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VerdictKind {
    /// The output is right.
    Ok,
    /// An answer is wrong.
    WrongAnswer,
    /// The output is not a list of `T` answers.
    PresentationError,
    /// The jury's files are wrong, or could not be read.
    Fail,
}

impl VerdictKind {
    /// testlib's exit code: 0 OK, 1 WA, 2 PE, 3 FAIL.
    pub const fn exit_code(self) -> u8 {
        match self {
            VerdictKind::Ok => 0,
            VerdictKind::WrongAnswer => 1,
            VerdictKind::PresentationError => 2,
            VerdictKind::Fail => 3,
        }
    }

    /// testlib's word for the verdict, which starts its message.
    pub const fn label(self) -> &'static str {
        match self {
            VerdictKind::Ok => "ok",
            VerdictKind::WrongAnswer => "wrong answer",
            VerdictKind::PresentationError => "wrong output format",
            VerdictKind::Fail => "FAIL",
        }
    }
}

/// A verdict and what it is about.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Verdict {
    /// The verdict.
    pub kind: VerdictKind,
    /// What was found, e.g. `test 2: expected YES, found NO`.
    pub message: String,
}

impl Verdict {
    fn new(kind: VerdictKind, message: impl Into<String>) -> Verdict {
        Verdict {
            kind,
            message: message.into(),
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind.label(), self.message)
    }
}

/// The most output bytes a judged output may have for `tests` answers: far more than
/// any answer needs (each answer is a word of at most 3 letters), so that an output
/// beyond it is judged without being read to its end.
///
/// ```
/// assert_eq!(hopnim::judge::check::output_limit(2), 4096 + 2 * 64);
/// ```
pub const fn output_limit(tests: usize) -> u64 {
    4096 + 64 * tests as u64
}

/// Checks `output` against the judge `input` (boards and game of `spec`). With an
/// `answer` file, that file must list the true answers, else the verdict is FAIL;
/// without one, the answers are computed.
pub fn check<I: Read, O: Read, A: Read>(
    input: I,
    output: O,
    answer_file: Option<A>,
    spec: JudgeSpec,
) -> Verdict {
    let expected = match true_answers(input, spec) {
        Ok(expected) => expected,
        Err(message) => return Verdict::new(VerdictKind::Fail, format!("input: {message}")),
    };
    if let Some(answer_file) = answer_file
        && let Err(message) = check_answer_file(&expected, answer_file)
    {
        return Verdict::new(VerdictKind::Fail, format!("answer file: {message}"));
    }
    check_output(&expected, output)
}

/// The true answer of every test of a judge input.
fn true_answers<I: Read>(input: I, spec: JudgeSpec) -> Result<Vec<bool>, String> {
    JudgeReader::new(input, spec)
        .answers()
        .map(|wins| wins.map_err(|e| e.to_string()))
        .collect()
}

/// Checks that the jury's answer file lists exactly the true answers.
fn check_answer_file<A: Read>(expected: &[bool], answer_file: A) -> Result<(), String> {
    let limit = output_limit(expected.len());
    let mut words = Words::new(answer_file.take(limit + 1), limit);
    for (index, &truth) in expected.iter().enumerate() {
        let test = index + 1;
        let word = words
            .next_word()
            .map_err(|e| format!("read error: {e}"))?
            .ok_or_else(|| {
                format!(
                    "it ends after {index} answers, but the input has {} tests",
                    expected.len()
                )
            })?;
        let given = word
            .answer
            .ok_or_else(|| format!("test {test}: expected YES or NO, found `{}`", word.shown))?;
        if given != truth {
            return Err(format!(
                "test {test}: it says {}, but the true answer is {}",
                answer(given),
                answer(truth)
            ));
        }
    }
    match words.next_word().map_err(|e| format!("read error: {e}"))? {
        Some(word) => Err(format!(
            "extra data after the {} answers: `{}`",
            expected.len(),
            word.shown
        )),
        None => Ok(()),
    }
}

/// Checks a contestant's `output` against the `expected` answers (`true` is YES).
///
/// ```
/// use hopnim::judge::check::{check_output, VerdictKind};
/// assert_eq!(check_output(&[true], "yes\n".as_bytes()).kind, VerdictKind::Ok);
/// assert_eq!(check_output(&[true], "YES NO".as_bytes()).kind, VerdictKind::PresentationError);
/// assert_eq!(check_output(&[true], "Y".as_bytes()).kind, VerdictKind::PresentationError);
/// ```
pub fn check_output<O: Read>(expected: &[bool], output: O) -> Verdict {
    let limit = output_limit(expected.len());
    let read_failure = |e: io::Error| {
        if e.kind() == io::ErrorKind::FileTooLarge {
            let message = format!(
                "the output is longer than {limit} bytes, more than {} answers can need",
                expected.len()
            );
            return Verdict::new(VerdictKind::PresentationError, message);
        }
        Verdict::new(VerdictKind::Fail, format!("cannot read the output: {e}"))
    };
    let mut words = Words::new(output.take(limit + 1), limit);
    for (index, &truth) in expected.iter().enumerate() {
        let test = index + 1;
        let word = match words.next_word() {
            Ok(Some(word)) => word,
            Ok(None) => {
                return Verdict::new(
                    VerdictKind::PresentationError,
                    format!(
                        "the output ends after {index} answers, expected {}",
                        expected.len()
                    ),
                );
            }
            Err(e) => return read_failure(e),
        };
        let Some(given) = word.answer else {
            return Verdict::new(
                VerdictKind::PresentationError,
                format!("test {test}: expected YES or NO, found `{}`", word.shown),
            );
        };
        if given != truth {
            return Verdict::new(
                VerdictKind::WrongAnswer,
                format!(
                    "test {test}: expected {}, found {}",
                    answer(truth),
                    answer(given)
                ),
            );
        }
    }
    match words.next_word() {
        Ok(Some(word)) => Verdict::new(
            VerdictKind::PresentationError,
            format!(
                "extra output after the {} answers: `{}`",
                expected.len(),
                word.shown
            ),
        ),
        Ok(None) => {
            let answers = if expected.len() == 1 {
                "answer"
            } else {
                "answers"
            };
            Verdict::new(VerdictKind::Ok, format!("{} {answers}", expected.len()))
        }
        Err(e) => read_failure(e),
    }
}

/// One white-space separated word of an output.
struct Word {
    /// The word as shown in messages (cut short when long).
    shown: String,
    /// `Some(true)` for `yes`, `Some(false)` for `no`, in any letter case.
    answer: Option<bool>,
}

/// Reads white-space separated words, in constant memory however long they are; a
/// word is read only as far as it can be shown.
struct Words<R> {
    input: BufReader<R>,
    /// The bytes taken so far, and the most there may be.
    taken: u64,
    limit: u64,
}

impl<R: Read> Words<R> {
    /// Words of `input`, which may hold `limit` bytes: one more is the error
    /// [`io::ErrorKind::FileTooLarge`].
    fn new(input: R, limit: u64) -> Self {
        Words {
            input: BufReader::new(input),
            taken: 0,
            limit,
        }
    }

    fn peek(&mut self) -> io::Result<Option<u8>> {
        if self.taken > self.limit {
            return Err(io::ErrorKind::FileTooLarge.into());
        }
        loop {
            match self.input.fill_buf() {
                Ok(buffer) => return Ok(buffer.first().copied()),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        }
    }

    fn consume(&mut self) {
        self.input.consume(1);
        self.taken += 1;
    }

    fn next_word(&mut self) -> io::Result<Option<Word>> {
        while let Some(byte) = self.peek()? {
            if !is_space(byte) {
                break;
            }
            self.consume();
        }
        let mut shown = ShownToken::default();
        let mut head = [0u8; 3];
        let mut length = 0usize;
        while let Some(byte) = self.peek()? {
            // A word longer than can be shown is no answer: the rest of it is not
            // read (it may never end).
            if is_space(byte) || shown.is_full() {
                break;
            }
            if let Some(slot) = head.get_mut(length) {
                *slot = byte.to_ascii_lowercase();
            }
            shown.push(byte);
            length += 1;
            self.consume();
        }
        if length == 0 {
            return Ok(None);
        }
        let answer = match head.get(..length) {
            Some(b"yes") => Some(true),
            Some(b"no") => Some(false),
            _ => None,
        };
        Ok(Some(Word {
            shown: shown.into_string(),
            answer,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "2\n1\n2 19 20\n2\n1 19\n1 18\n";

    fn verdict(output: &str, answer: Option<&str>) -> Verdict {
        check(
            SAMPLE.as_bytes(),
            output.as_bytes(),
            answer.map(str::as_bytes),
            JudgeSpec::default(),
        )
    }

    #[test]
    fn right_answers_in_any_case_and_layout_are_ok() {
        for output in ["NO\nYES\n", "no yes", "\r\n No\t\tyEs", "nO\nYES"] {
            let v = verdict(output, None);
            assert_eq!(v.kind, VerdictKind::Ok, "{output:?}: {v}");
        }
        assert_eq!(verdict("NO YES", None).to_string(), "ok 2 answers");
    }

    #[test]
    fn the_first_wrong_test_is_named() {
        let v = verdict("YES\nNO\n", None);
        assert_eq!(v.kind, VerdictKind::WrongAnswer);
        assert_eq!(v.message, "test 1: expected NO, found YES");
    }

    #[test]
    fn bad_tokens_and_counts_are_presentation_errors() {
        let cases = [
            ("NO\n", "the output ends after 1 answers, expected 2"),
            ("", "the output ends after 0 answers, expected 2"),
            ("NO YES YES", "extra output after the 2 answers: `YES`"),
            ("NO Y", "test 2: expected YES or NO, found `Y`"),
            ("NO YESS", "test 2: expected YES or NO, found `YESS`"),
            ("NO 1", "test 2: expected YES or NO, found `1`"),
            ("NO\nYES.\n", "test 2: expected YES or NO, found `YES.`"),
            ("NO YES\0", "test 2: expected YES or NO, found `YES\\x00`"),
        ];
        for (output, message) in cases {
            let v = verdict(output, None);
            assert_eq!(v.kind, VerdictKind::PresentationError, "{output:?}: {v}");
            assert_eq!(v.message, message);
            assert_eq!(v.kind.exit_code(), 2);
        }
    }

    #[test]
    fn a_wrong_answer_before_a_format_error_is_wrong_answer() {
        // Like testlib, the output is read in order: the first problem decides.
        assert_eq!(verdict("YES", None).kind, VerdictKind::WrongAnswer);
    }

    #[test]
    fn an_answer_file_must_hold_the_truth() {
        assert_eq!(verdict("NO YES", Some("NO\nYES\n")).kind, VerdictKind::Ok);
        let cases = [
            (
                "NO",
                "answer file: it ends after 1 answers, but the input has 2 tests",
            ),
            (
                "NO MAYBE",
                "answer file: test 2: expected YES or NO, found `MAYBE`",
            ),
            (
                "NO NO",
                "answer file: test 2: it says NO, but the true answer is YES",
            ),
            (
                "NO YES NO",
                "answer file: extra data after the 2 answers: `NO`",
            ),
        ];
        for (answer, message) in cases {
            let v = verdict("NO YES", Some(answer));
            assert_eq!(v.kind, VerdictKind::Fail, "{answer:?}: {v}");
            assert_eq!(v.message, message);
            assert_eq!(v.kind.exit_code(), 3);
        }
    }

    #[test]
    fn an_invalid_input_is_a_failure() {
        let v = check(
            "1\n1\n1 21\n".as_bytes(),
            "NO".as_bytes(),
            None::<&[u8]>,
            JudgeSpec::default(),
        );
        assert_eq!(v.kind, VerdictKind::Fail);
        assert_eq!(
            v.message,
            "input: 3:3: position 21 is outside the board (columns 1..=20) (test 1, row 1)"
        );
    }

    #[test]
    fn a_huge_token_costs_no_memory() {
        let output = format!("NO {}", "y".repeat(1 << 20));
        let v = verdict(&output, None);
        assert_eq!(v.kind, VerdictKind::PresentationError);
        assert!(v.message.len() < 100, "{}", v.message);
    }
}
