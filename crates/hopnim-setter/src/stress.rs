//! The pure half of the stress tester: which inputs to try, and what kind of failure a
//! run of the solution under test is. Running the program is the front end's job.
//!
//! ```
//! use hopnim_setter::stress::{classify, FailureKind, Run, RunStatus, StressPlan};
//! let plan = StressPlan::small(42);
//! let input = plan.input(0);
//! let truth = hopnim::judge::answers(&input, plan.variant());
//! let right = Run { status: RunStatus::Exited(0), stdout: hopnim::judge::answers_text(&truth).into_bytes() };
//! assert_eq!(classify(&truth, &right), None);
//! let silent = Run { status: RunStatus::Exited(0), stdout: Vec::new() };
//! assert_eq!(classify(&truth, &silent).unwrap().kind, FailureKind::PresentationError);
//! ```

use std::fmt;

use crate::generate::{
    Answers, Family, GenError, GenSpec, PieceCounts, check_spec, generate_on_stream,
    generate_or_any_answers,
};
use hopnim::game::Board;
use hopnim::game::Variant;
use hopnim::judge::check::output_limit;
use hopnim::judge::check::{VerdictKind, check_output};
use hopnim::random::Prng;

/// How a run of the solution under test ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RunStatus {
    /// It exited with this code.
    Exited(i32),
    /// It was killed by a signal (on Unix; the number when known).
    Killed(Option<i32>),
    /// It did not finish in time and was killed.
    TimedOut,
    /// It wrote more than [`output_limit`] bytes and was killed.
    OutputLimitExceeded,
}

/// One run: how it ended and what it wrote on standard output.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Run {
    /// How it ended.
    pub status: RunStatus,
    /// Its standard output (what was read of it, for a run that was killed; at most
    /// [`output_limit`] bytes).
    pub stdout: Vec<u8>,
}

/// The kinds of failure; shrinking keeps the kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FailureKind {
    /// A wrong answer.
    WrongAnswer,
    /// Output that is not one `YES`/`NO` per test.
    PresentationError,
    /// A crash: killed by a signal.
    Crash,
    /// An exit with a non-zero code.
    NonZeroExit,
    /// No end within the time limit.
    Timeout,
    /// More output than the answers can need.
    OutputLimitExceeded,
}

impl fmt::Display for FailureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FailureKind::WrongAnswer => "wrong answer",
            FailureKind::PresentationError => "presentation error",
            FailureKind::Crash => "crash",
            FailureKind::NonZeroExit => "non-zero exit",
            FailureKind::Timeout => "timeout",
            FailureKind::OutputLimitExceeded => "output limit exceeded",
        })
    }
}

/// A failed run: its kind and what was seen.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Failure {
    /// The kind.
    pub kind: FailureKind,
    /// The details, e.g. `test 2: expected YES, found NO` or `exit code 3`.
    pub detail: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.kind, self.detail)
    }
}

/// What kind of failure `run` is, for an input whose true answers are `expected`;
/// `None` if it passed. Too much output and a timeout outrank a crash, a crash a
/// non-zero exit, and those the output's verdict.
pub fn classify(expected: &[bool], run: &Run) -> Option<Failure> {
    let failure = |kind, detail: String| Some(Failure { kind, detail });
    match run.status {
        RunStatus::OutputLimitExceeded => {
            let detail = format!(
                "more than {} bytes of output for {} test(s); killed",
                output_limit(expected.len()),
                expected.len()
            );
            return failure(FailureKind::OutputLimitExceeded, detail);
        }
        RunStatus::TimedOut => {
            return failure(
                FailureKind::Timeout,
                "no end within the time limit; killed".to_owned(),
            );
        }
        RunStatus::Killed(signal) => {
            let detail = signal.map_or("killed by a signal".to_owned(), |s| {
                format!("killed by signal {s}")
            });
            return failure(FailureKind::Crash, detail);
        }
        RunStatus::Exited(0) => {}
        RunStatus::Exited(code) => {
            return failure(FailureKind::NonZeroExit, format!("exit code {code}"));
        }
    }
    let verdict = check_output(expected, run.stdout.as_slice());
    match verdict.kind {
        VerdictKind::Ok => None,
        VerdictKind::WrongAnswer => failure(FailureKind::WrongAnswer, verdict.message),
        VerdictKind::PresentationError | VerdictKind::Fail => {
            failure(FailureKind::PresentationError, verdict.message)
        }
    }
}

/// Which inputs the stress tester tries: round `r` of seed `S` is generated from
/// stream `r + 1` of `S` (stream 0 is `hopnim gen`'s), with a size and a family that
/// the round's stream picks. A plan is checked when it is made, so every round
/// generates.
///
/// ```
/// use hopnim_setter::{generate::PieceCounts, stress::StressPlan};
/// let plan = StressPlan::new(1, 3, 2, 20, PieceCounts::any(20))?;
/// for round in 0..20 {
///     let input = plan.input(round);
///     assert!((1..=3).contains(&input.len()));
///     assert!(input.iter().all(|b| (1..=2).contains(&b.rows().len())));
/// }
/// assert_eq!(plan.input(5), plan.input(5));
/// assert!(StressPlan::new(1, 3, 2, 20, PieceCounts::any(21)).is_err());
/// # Ok::<(), hopnim_setter::generate::GenError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StressPlan {
    seed: u64,
    variant: Variant,
    max_tests: u64,
    max_rows: u64,
    width: u32,
    pieces: PieceCounts,
}

/// How many tests of random rows [`StressPlan::probe`] holds.
pub const PROBE_TESTS: u64 = 200;

/// The families stress inputs rotate through; plain random rows most often.
const STRESS_FAMILIES: [Family; 8] = [
    Family::Random,
    Family::Random,
    Family::Random,
    Family::Sparse,
    Family::Dense,
    Family::Single,
    Family::Stuck,
    Family::Empty,
];

impl StressPlan {
    /// Inputs of seed `seed`, each of 1 to `max_tests` tests of 1 to `max_rows` rows
    /// of `width` cells (`1..=64`) holding `pieces` pieces; an error if such inputs
    /// cannot be generated.
    pub fn new(
        seed: u64,
        max_tests: u64,
        max_rows: u64,
        width: u32,
        pieces: PieceCounts,
    ) -> Result<StressPlan, GenError> {
        let plan = StressPlan {
            seed,
            variant: Variant::default(),
            max_tests: max_tests.max(1),
            max_rows: max_rows.max(1),
            width,
            pieces,
        };
        // The largest input of plain random rows: the fallback of every round.
        let largest = GenSpec {
            seed,
            tests: plan.max_tests,
            rows: plan.max_rows,
            width,
            pieces,
            family: Family::Random,
            answers: Answers::Any,
            variant: plan.variant,
        };
        check_spec(&largest)?;
        Ok(plan)
    }

    /// Small inputs (up to 5 tests of up to 5 rows) on the classic board.
    pub fn small(seed: u64) -> StressPlan {
        StressPlan::new(
            seed,
            5,
            5,
            hopnim::game::CLASSIC_WIDTH,
            PieceCounts::any(hopnim::game::CLASSIC_WIDTH),
        )
        .expect("the classic board makes data")
    }

    /// The same inputs, their answers balanced for `variant`.
    pub const fn with_variant(self, variant: Variant) -> StressPlan {
        StressPlan { variant, ..self }
    }

    /// The seed.
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// The game the inputs are judged in.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// An input on which to tell the games of the family apart: [`PROBE_TESTS`]
    /// tests of plain random rows (1 to 3 of them), answers balanced, which tell the
    /// rule sets apart, then a test without a move (empty or stuck rows), which tells
    /// normal play from misère play. [`games_answered`] reads a solution's output on
    /// it.
    pub fn probe(&self) -> Vec<Board> {
        let spec = GenSpec {
            seed: self.seed,
            tests: PROBE_TESTS,
            rows: self.max_rows.min(3),
            width: self.width,
            pieces: self.pieces,
            family: Family::Random,
            answers: Answers::Mixed,
            variant: self.variant,
        };
        let any = GenSpec {
            answers: Answers::Any,
            ..spec
        };
        let mut tests = generate_or_any_answers(&spec, u64::MAX)
            .expect("plain random rows make data (checked by StressPlan::new)");
        let without_moves = [Family::Empty, Family::Stuck]
            .into_iter()
            .find_map(|family| {
                let spec = GenSpec {
                    tests: 1,
                    rows: 1,
                    family,
                    ..any
                };
                generate_on_stream(&spec, u64::MAX).ok()
            });
        tests.extend(without_moves.into_iter().flatten());
        tests
    }

    /// The input of round `round`: answers balanced where the family allows it.
    pub fn input(&self, round: u64) -> Vec<Board> {
        let stream = round.wrapping_add(1);
        let mut rng = Prng::new(self.seed, stream);
        let tests = rng.between(1, self.max_tests.max(1));
        let rows = rng.between(1, self.max_rows.max(1));
        let family = STRESS_FAMILIES[rng.below(STRESS_FAMILIES.len() as u64) as usize];
        let spec = GenSpec {
            seed: self.seed ^ rng.below(u64::MAX),
            tests,
            rows,
            width: self.width,
            pieces: self.pieces,
            family,
            answers: Answers::Mixed,
            variant: self.variant,
        };
        // Families that cannot honour the range or the answers fall back, in turn, to
        // any answers and to plain random rows, which always work.
        let random = GenSpec {
            family: Family::Random,
            ..spec
        };
        [spec, random]
            .iter()
            .find_map(|spec| generate_or_any_answers(spec, stream).ok())
            .expect("random rows with any answers always generate")
    }
}

/// Lines [`difference`] shows at most; the rest are counted.
const DIFFERENCE_LINES: usize = 40;

/// Characters of a line [`difference`] shows at most.
const DIFFERENCE_CHARS: usize = 40;

/// The other games of the family whose answers a run's output gives on every test of
/// `tests`: a wrong solution that solves another game (most often Welter's game, by
/// letting a piece land on any empty cell) is named, not just failed. `tried` is the
/// game the solution was checked against; a game with no proof at this width is not
/// offered. The output must be one `YES` or `NO` line per test.
///
/// ```
/// use hopnim::{game::{Board, Variant}, judge::{answers, answers_text}};
/// use hopnim_setter::stress::games_answered;
/// // The last board has no move: it tells normal play from misère play.
/// let tests: Vec<Board> = ["4x3", "x3x1x1", "5xx1", "2x1x2x", "8"]
///     .iter()
///     .map(|t| t.parse().unwrap())
///     .collect();
/// let welter = Variant::new("welter".parse().unwrap(), false);
/// let output = answers_text(&answers(&tests, welter));
/// assert_eq!(games_answered(&tests, output.as_bytes(), Variant::default()), [welter]);
/// ```
pub fn games_answered(tests: &[Board], stdout: &[u8], tried: Variant) -> Vec<Variant> {
    let Ok(text) = std::str::from_utf8(stdout) else {
        return Vec::new();
    };
    let said: Option<Vec<bool>> = text
        .lines()
        .map(|line| match line.trim() {
            "YES" => Some(true),
            "NO" => Some(false),
            _ => None,
        })
        .collect();
    let Some(said) = said.filter(|said| said.len() == tests.len()) else {
        return Vec::new();
    };
    let width = tests.first().map_or(0, Board::width);
    Variant::ALL
        .into_iter()
        .filter(|&game| game != tried)
        .filter(|game| game.for_width(width).is_ok())
        .filter(|&game| hopnim::judge::answers(tests, game) == said)
        .collect()
}

/// The expected and actual outputs side by side, a `!` before each line that differs.
/// Long outputs are cut: at most 40 lines, from a few before the first difference,
/// and 40 characters of each.
///
/// ```
/// let diff = hopnim_setter::stress::difference("NO\nYES\n", "NO\nNO\n");
/// assert_eq!(diff, "  expected | actual\n  NO       | NO\n! YES      | NO\n");
/// let flood = "y\n".repeat(100_000);
/// assert!(hopnim_setter::stress::difference("NO\n", &flood).len() < 4096);
/// ```
pub fn difference(expected: &str, actual: &str) -> String {
    let cut = |line: &str| -> String {
        let mut shown: String = line.chars().take(DIFFERENCE_CHARS).collect();
        if shown.len() < line.len() {
            shown.push('…');
        }
        shown
    };
    let expected: Vec<&str> = expected.lines().collect();
    let actual: Vec<&str> = actual.lines().collect();
    let lines = expected.len().max(actual.len());
    let line = |lines: &[&str], index: usize| cut(lines.get(index).copied().unwrap_or(""));
    let first_difference = (0..lines)
        .find(|&index| expected.get(index) != actual.get(index))
        .unwrap_or(0);
    let first = first_difference.saturating_sub(3);
    let last = lines.min(first + DIFFERENCE_LINES);
    let column = (first..last)
        .map(|index| line(&expected, index).chars().count())
        .max()
        .unwrap_or(0)
        .max("expected".len());
    let mut out = format!("  {:column$} | actual\n", "expected");
    if first > 0 {
        out.push_str(&format!("  ({first} equal lines before)\n"));
    }
    for index in first..last {
        let (left, right) = (line(&expected, index), line(&actual, index));
        let mark = if expected.get(index) == actual.get(index) {
            ' '
        } else {
            '!'
        };
        let row = format!("{mark} {left:column$} | {right}");
        out.push_str(row.trim_end());
        out.push('\n');
    }
    if last < lines {
        out.push_str(&format!("  ({} more lines)\n", lines - last));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(status: RunStatus, stdout: &str) -> Run {
        Run {
            status,
            stdout: stdout.as_bytes().to_vec(),
        }
    }

    #[test]
    fn runs_are_classified_by_kind() {
        let truth = [false, true];
        let kind = |r: Run| classify(&truth, &r).map(|f| f.kind);
        assert_eq!(kind(run(RunStatus::Exited(0), "NO\nYES\n")), None);
        assert_eq!(
            kind(run(RunStatus::Exited(0), "NO\nNO\n")),
            Some(FailureKind::WrongAnswer)
        );
        assert_eq!(
            kind(run(RunStatus::Exited(0), "NO\n")),
            Some(FailureKind::PresentationError)
        );
        assert_eq!(
            kind(run(RunStatus::Exited(1), "NO\nYES\n")),
            Some(FailureKind::NonZeroExit)
        );
        assert_eq!(
            kind(run(RunStatus::Killed(Some(11)), "")),
            Some(FailureKind::Crash)
        );
        assert_eq!(
            kind(run(RunStatus::TimedOut, "NO\nYES\n")),
            Some(FailureKind::Timeout)
        );
    }

    #[test]
    fn rounds_are_reproducible_and_varied() {
        let plan = StressPlan::small(9);
        assert_eq!(plan.input(3), plan.input(3));
        let inputs: Vec<_> = (0..30).map(|r| plan.input(r)).collect();
        let distinct: std::collections::HashSet<_> = inputs.iter().collect();
        assert!(distinct.len() > 25);
        let answers: Vec<bool> = inputs
            .iter()
            .flat_map(|i| hopnim::judge::answers(i, Variant::default()))
            .collect();
        let yes = answers.iter().filter(|&&a| a).count();
        assert!(yes > 0 && yes < answers.len(), "{yes} of {}", answers.len());
    }

    #[test]
    fn a_narrow_piece_range_still_gives_inputs() {
        let plan = StressPlan::new(1, 5, 5, 6, PieceCounts::new(3, 4)).unwrap();
        for round in 0..20 {
            let input = plan.input(round);
            for board in &input {
                assert!(
                    board
                        .rows()
                        .iter()
                        .all(|r| (3..=4).contains(&r.piece_count()))
                );
            }
        }
    }

    #[test]
    fn the_difference_marks_missing_lines() {
        assert_eq!(
            difference("NO\nYES\n", "NO\n"),
            "  expected | actual\n  NO       | NO\n! YES      |\n"
        );
    }
}
