//! `hopnim stress`: runs a solution on generated inputs, compares it with the
//! reference, and shrinks the first failure to a minimal input.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use hopnim::Board;
use hopnim::game::{Convention, RowWidth, Variant};
use hopnim::judge::check::output_limit;
use hopnim::judge::{answers, answers_text, input_text};
use hopnim::lang::Lang;
use hopnim::phrase::Quoted;
use hopnim_setter::generate::PieceCounts;
use hopnim_setter::shrink::shrink;
use hopnim_setter::stress::{
    Failure, PROBE_TESTS, StressPlan, classify, difference, games_answered,
};

use crate::args::{VariantArgs, game_flags};
use crate::child::{Finished, Solution};
use crate::output;
use crate::progress::{ShrinkProgress, inputs_bar};
use crate::staged;

/// Run a solution on generated inputs against the reference; shrink a failure
///
/// Feeds CMD generated inputs on its standard input and compares its output with the
/// reference. On a failure (wrong answer, presentation error, crash, non-zero exit,
/// timeout, too much output) it shrinks the input while the same kind of failure
/// persists, writes DIR/input.txt, expected.txt and actual.txt, prints the minimal
/// input and the difference, and exits 1. Exits 0 when every input passed.
#[derive(Debug, Args)]
pub struct StressArgs {
    /// How many generated inputs to try.
    #[arg(long, default_value_t = 100)]
    tests: u64,
    /// The seed [default: from the clock; printed so a run can be repeated].
    #[arg(long)]
    seed: Option<u64>,
    /// The time limit of one run, in seconds.
    #[arg(long, default_value_t = 2.0, value_parser = parse_seconds)]
    timeout: f64,
    /// Where a failure is written.
    #[arg(long, default_value = "stress-failure")]
    out: PathBuf,
    /// The most tests (T) in one input.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..))]
    max_tests: u64,
    /// The most rows (n) in one test.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..))]
    max_rows: u64,
    /// The board width: positions run from 1 to W (up to 64).
    #[arg(long, short = 'w', default_value_t = RowWidth::default())]
    width: RowWidth,
    /// The piece counts m of rows, both ends included: `A..=B` or `K` [default: 0..=W].
    #[arg(long)]
    pieces: Option<PieceCounts>,
    /// The game the solution answers for (`--misere`: the player who cannot move wins).
    #[command(flatten)]
    variant: VariantArgs,
    /// The solution under test and its arguments, after `--`.
    #[arg(last = true, required = true, value_name = "CMD")]
    command: Vec<OsString>,
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds.is_finite() && seconds <= 86_400.0 => Ok(seconds),
        _ => Err(format!(
            "`{}` is not a time limit (seconds, more than 0)",
            Quoted::new(text)
        )),
    }
}

impl StressArgs {
    pub fn run(self) -> anyhow::Result<ExitCode> {
        let width = self.width.get();
        let pieces = self.pieces.unwrap_or(PieceCounts::any(width));
        let seed = self.seed.unwrap_or_else(hopnim::random::fresh_seed);
        let plan = StressPlan::new(seed, self.max_tests, self.max_rows, width, pieces)?
            .with_variant(self.variant.for_width(width, Lang::En)?);
        let solution = Solution::new(&self.command, Duration::from_secs_f64(self.timeout))?;
        output::note(format_args!(
            "stress: `{}` on {} inputs, seed {seed}",
            solution.display(),
            self.tests
        ));
        let progress = inputs_bar(self.tests);
        for round in 0..self.tests {
            let input = plan.input(round);
            let outcome = run(&solution, &input)?;
            if let Some(failure) = classify(&answers(&input, plan.variant()), &outcome.run) {
                progress.finish_and_clear();
                output::note(format_args!(
                    "stress: input {} failed: {failure}; shrinking",
                    round + 1
                ));
                let other_games = other_games(&solution, &plan, &input, &outcome.run.stdout)?;
                let mut report = Report::shrunk(&solution, input, &failure, plan.variant())?;
                report.other_games = other_games;
                report.write(&self.out)?;
                output::print(report.render(&self.out))
                    .context("cannot write the report to standard output")?;
                return Ok(ExitCode::FAILURE);
            }
            progress.inc(1);
        }
        progress.finish_and_clear();
        let summary = match self.tests {
            0 => format!("stress: no input tried (--tests 0, seed {seed})\n"),
            1 => format!("stress: the 1 input passed (seed {seed})\n"),
            tests => format!("stress: all {tests} inputs passed (seed {seed})\n"),
        };
        output::print(summary).context("cannot write the summary to standard output")?;
        Ok(ExitCode::SUCCESS)
    }
}

/// The other games of the family whose answers the solution gives on every test of
/// the failing input and of the plan's probe input (one more run): what the
/// solution solves instead, if it is one of them.
fn other_games(
    solution: &Solution,
    plan: &StressPlan,
    failing: &[Board],
    stdout: &[u8],
) -> anyhow::Result<Vec<Variant>> {
    let on_failing = games_answered(failing, stdout, plan.variant());
    if on_failing.is_empty() {
        return Ok(on_failing);
    }
    let probe = plan.probe();
    let outcome = run(solution, &probe)?;
    let on_probe = games_answered(&probe, &outcome.run.stdout, plan.variant());
    Ok(on_failing
        .into_iter()
        .filter(|game| on_probe.contains(game))
        .collect())
}

/// A game of the family in words: `Welter's game (a piece lands on any empty cell to
/// its right)`.
fn game_name(game: Variant) -> String {
    let rules = game.rules.set().game_name;
    match game.convention {
        Convention::Normal => rules.to_owned(),
        Convention::Misere => format!("misère play of {rules}"),
    }
}

/// Runs the solution on `tests`, with the output limit their answers allow.
fn run(solution: &Solution, tests: &[Board]) -> anyhow::Result<Finished> {
    solution.run(input_text(tests).as_bytes(), output_limit(tests.len()))
}

/// The minimal failing input and what the solution did on it.
struct Report {
    input: Vec<Board>,
    expected: String,
    outcome: Finished,
    failure: Option<Failure>,
    first: Failure,
    runs: u64,
    /// The other games whose answers the solution gave on the first failing input.
    other_games: Vec<Variant>,
}

impl Report {
    /// Shrinks `input`, which failed with `first`, and runs the result once more.
    fn shrunk(
        solution: &Solution,
        input: Vec<Board>,
        first: &Failure,
        variant: Variant,
    ) -> anyhow::Result<Report> {
        let mut run_error = None;
        let progress = ShrinkProgress::start();
        let mut runs = 0u64;
        let shrunk = shrink(input, |candidate| {
            if run_error.is_some() {
                return false;
            }
            runs += 1;
            progress.tick(runs, candidate);
            match run(solution, candidate) {
                Ok(outcome) => classify(&answers(candidate, variant), &outcome.run)
                    .is_some_and(|failure| failure.kind == first.kind),
                Err(e) => {
                    run_error = Some(e);
                    false
                }
            }
        });
        progress.finish();
        if let Some(e) = run_error {
            return Err(e.context("while shrinking"));
        }
        let truth = answers(&shrunk.tests, variant);
        let outcome = run(solution, &shrunk.tests)?;
        let failure = classify(&truth, &outcome.run);
        Ok(Report {
            input: shrunk.tests,
            expected: answers_text(&truth),
            outcome,
            failure,
            first: first.clone(),
            runs: shrunk.attempts + 1,
            other_games: Vec::new(),
        })
    }

    /// Writes the three files into `dir`: all of them whole, or none.
    fn write(&self, dir: &Path) -> anyhow::Result<()> {
        let input = input_text(&self.input);
        let files: [(&str, &[u8]); 3] = [
            ("input.txt", input.as_bytes()),
            ("expected.txt", self.expected.as_bytes()),
            ("actual.txt", &self.outcome.run.stdout),
        ];
        staged::write_files(dir, files)
    }

    fn render(&self, dir: &Path) -> String {
        let rows: usize = self.input.iter().map(|b| b.rows().len()).sum();
        let pieces: u32 = self
            .input
            .iter()
            .flat_map(|b| b.rows())
            .map(|r| r.piece_count())
            .sum();
        let mut out = String::new();
        let _ = writeln!(out, "failure: {}", self.first);
        for game in &self.other_games {
            let _ = writeln!(
                out,
                "note: the solution answers as {} does, on every test of the failing input and \
                 of {PROBE_TESTS} more: it solves that game (hopnim stress{} checks it against \
                 it)",
                game_name(*game),
                game_flags(*game)
            );
        }
        match &self.failure {
            Some(failure) => {
                let _ = writeln!(out, "minimal input: {failure}");
            }
            None => {
                let _ = writeln!(
                    out,
                    "minimal input: passed when run again (the failure is not reproducible)"
                );
            }
        }
        let _ = writeln!(
            out,
            "{} test(s), {rows} row(s), {pieces} piece(s), found in {} runs:",
            self.input.len(),
            self.runs
        );
        out.push_str(&input_text(&self.input));
        let actual = String::from_utf8_lossy(&self.outcome.run.stdout);
        let _ = writeln!(out, "difference:");
        out.push_str(&difference(&self.expected, &actual));
        if !self.outcome.stderr.is_empty() {
            let _ = writeln!(out, "the solution's standard error:");
            out.push_str(&String::from_utf8_lossy(&self.outcome.stderr));
            if !out.ends_with('\n') {
                out.push('\n');
            }
        }
        let _ = writeln!(
            out,
            "written to {}: input.txt, expected.txt, actual.txt",
            dir.display()
        );
        out
    }
}
