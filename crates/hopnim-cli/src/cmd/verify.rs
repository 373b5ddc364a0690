//! `hopnim verify`: a rule set's formula checked against the definition on every row
//! of every width up to a bound; with `--misere`, the misère rule checked two ways.
//!
//! Output, for each width, narrowest first, a block:
//!
//! ```text
//! width 3: 8 rows, 5 P-positions
//!   grundy  rows    share
//!        0     5   62.50%
//!        1     2   25.00%
//!        2     1   12.50%
//! ```
//!
//! (rows of each Grundy value by the definition), blocks separated by a blank line, then
//! one closing line. If a row differs, the error names the first one in board notation
//! and the exit code is 1.

use std::fmt::Write as _;
use std::io::{self, Write};

use anyhow::{Context, bail};
use clap::Args;
use hopnim::game::{Rules, Variant};
use hopnim::proof::boards::{boards_within, rows_of_width};
use hopnim::proof::memory::Bytes;
use hopnim::proof::misere::{
    self, MAX_SEARCH_CELLS, TameVerification, search_memory, verify_misere, verify_tame,
};
use hopnim::proof::remoteness;
use hopnim::proof::table::{GrundyTable, TableWidth};
use hopnim::proof::verify::{Verification, WidthCounts, verify_rules};

use crate::args::{MemoryArg, RulesArg, ThreadsArg};
use crate::progress::{boards_bar, rows_bar};
use crate::usage::UsageError;

/// Check a rule set's formula against the definition, up to width W
///
/// The long help, with the default bounds of the searches, is [`long_about`].
#[derive(Debug, Args)]
#[command(long_about = long_about())]
pub struct VerifyArgs {
    /// The widest width to check, 1 to 32 (takes 2^W bytes of memory); with
    /// `--misere`, the widest row of the local check and the width of the boards
    /// searched.
    #[arg(
        long,
        value_name = "W",
        required_unless_present_any = ["misere", "remoteness"]
    )]
    max_width: Option<TableWidth>,
    #[command(flatten)]
    rules: RulesArg,
    /// Check misère play's rule: on every row (the local conditions), then on whole
    /// boards.
    #[arg(long)]
    misere: bool,
    /// Check the remoteness (how long the game lasts under best play) that hopnim
    /// gives, of the game of `--rules` and `--misere`, against a retrograde search of
    /// whole boards by the definition.
    #[arg(long)]
    remoteness: bool,
    /// With `--misere` or `--remoteness`, and `--max-width W`: the most rows of a
    /// board searched (rows times width at most 64).
    #[arg(long, value_name = "R", requires = "max_width")]
    max_rows: Option<usize>,
    #[command(flatten)]
    threads: ThreadsArg,
    #[command(flatten)]
    memory: MemoryArg,
}

/// The widest rows `verify --misere` checks the local conditions on by default: as
/// wide as any rule set's misère rule is claimed for.
const TAME_WIDTH: u32 = Rules::MISERE_CHECK_WIDTH;

/// `verify --help`: what each mode checks, the searches' default bounds as the library
/// has them.
fn long_about() -> String {
    let misere_boards: u64 = misere::DEFAULT_BOUNDS
        .iter()
        .map(|&(rows, width)| boards_within(rows, width))
        .sum();
    let misere_memory = search_memory(&misere::DEFAULT_BOUNDS).unwrap_or(u64::MAX);
    format!(
        "Check a rule set's formula against the definition, up to width W

Computes every row's Grundy value from the definition (mex over the moves) for every \
width from 1 to W, compares it with the formula of `--rules` (hop: the staircase; \
welter: the Welter function; slide: the staircase of gaps), and counts the rows of each \
value. A row where they differ is named, and the exit code is 1.

With `--misere`, the misère rule, two ways. First the proof: the local conditions that \
make the rule hold on every board are checked on every row of up to {TAME_WIDTH} cells \
(`--max-width W` for another width). Then the slow twin: the rule against a search of \
whole boards by the definition, up to {} ({} boards in {}, two bits a board), or up to \
`--max-rows R` rows of width `--max-width W`.

With `--remoteness`, the remoteness of every board up to {} (or `--max-rows R` of \
`--max-width W`) by a retrograde search, against hopnim's (the formulas of hop and \
slide, its search for Welter's game), with counts of the boards where the staircase \
claim holds: a lost board lasts exactly its bound (in misère play the largest odd \
number at most it), a won one 1 + the least such length a winning move leaves.

Bounds whose tables or searches need more than `--max-memory` ({}MiB unless given) are \
refused before any work, with the memory they would need.",
        bounds_in_words(&misere::DEFAULT_BOUNDS),
        grouped(misere_boards),
        Bytes(misere_memory),
        bounds_in_words(&remoteness::DEFAULT_BOUNDS),
        MemoryArg::DEFAULT.as_u64() / bytesize::MIB,
    )
}

/// A list of bounds as a sentence says it: `1 row of width 18, 2 of width 10 and 3 of
/// width 7`.
fn bounds_in_words(bounds: &[(usize, u32)]) -> String {
    let mut words: Vec<String> = bounds
        .iter()
        .map(|&(rows, width)| format!("{rows} of width {width}"))
        .collect();
    if let (Some(first), Some(&(rows, width))) = (words.first_mut(), bounds.first()) {
        *first = rows_of_width(rows, width);
    }
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => words.concat(),
    }
}

/// `68795385` as `68,795,385`.
fn grouped(number: u64) -> String {
    let digits = number.to_string();
    let mut text = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            text.push(',');
        }
        text.push(digit);
    }
    text
}

impl VerifyArgs {
    pub fn run(self) -> anyhow::Result<()> {
        if self.remoteness {
            return self.run_remoteness();
        }
        if self.max_rows.is_some() && !self.misere {
            return Err(UsageError::conflict(
                "--max-rows is for --misere or --remoteness".to_owned(),
            )
            .into());
        }
        if self.misere {
            return self.run_misere();
        }
        let max_width = self.max_width.expect("clap requires it").get();
        self.memory.allow(
            format_args!("the table of every row of width {max_width}"),
            Some(GrundyTable::bytes(max_width, self.threads.threads.count())),
        )?;
        let rules = self.rules.rules();
        let bar = rows_bar(1 << max_width, "verifying");
        let verification = self
            .threads
            .threads
            .install(|| verify_rules(rules, max_width, |rows| bar.inc(rows)))??;
        bar.finish_and_clear();
        let mut out = io::stdout().lock();
        out.write_all(report(&verification, rules).as_bytes())
            .and_then(|()| out.flush())
            .context("cannot write the report to standard output")?;
        if let Some(counterexample) = verification.counterexample() {
            bail!("{} is wrong on {counterexample}", rules.formula_name());
        }
        Ok(())
    }
}

impl VerifyArgs {
    /// `verify --misere`: the local check, the counts per bound, then the closing line.
    fn run_misere(&self) -> anyhow::Result<()> {
        let rules = self.rules.rules();
        // The flags are checked before any work.
        let bounds = self.search_bounds(&misere::DEFAULT_BOUNDS)?;
        let tame_width = self.max_width.map_or(TAME_WIDTH, |width| width.get());
        self.memory.allow(
            format_args!("the table of every row of width {tame_width}"),
            Some(GrundyTable::bytes(tame_width, self.threads.threads.count())),
        )?;
        self.memory.allow(
            format_args!("the search of every board {}", described(&bounds)),
            search_memory(&bounds),
        )?;
        let bar = rows_bar(1 << tame_width, "checking rows");
        let tame = self
            .threads
            .threads
            .install(|| verify_tame(rules, tame_width, |rows| bar.inc(rows)))??;
        bar.finish_and_clear();
        crate::output::print(tame_line(&tame))
            .context("cannot write the report to standard output")?;
        if let Some((row, condition)) = tame.counterexample {
            bail!(
                "the misère rule's local conditions fail on row {row} (width {}): {condition}",
                row.width()
            );
        }

        let verification =
            self.search(&bounds, |progress| verify_misere(rules, &bounds, progress))??;
        search_report(
            verification
                .bounds()
                .iter()
                .map(|bound| format!("misère play, boards of {bound}")),
            verification.boards_checked(),
            "the misère rule",
            verification.counterexample(),
        )
    }
}

impl VerifyArgs {
    /// The boards to search: `--max-rows R` (2 unless given) of `--max-width W`, or
    /// `defaults`; refused past the search's cells.
    fn search_bounds(&self, defaults: &[(usize, u32)]) -> Result<Vec<(usize, u32)>, UsageError> {
        let Some(width) = self.max_width else {
            return Ok(defaults.to_vec());
        };
        let rows = self.max_rows.unwrap_or(2);
        let cells = (rows as u128) * u128::from(width.get());
        if cells > u128::from(MAX_SEARCH_CELLS) {
            return Err(UsageError::conflict(format!(
                "--max-rows {rows} of --max-width {width} is {cells} cells: the search \
                 takes at most {MAX_SEARCH_CELLS}"
            )));
        }
        Ok(vec![(rows, width.get())])
    }

    /// Runs `search` of every board of `bounds` on the threads asked for, with a bar
    /// counting the boards.
    fn search<T: Send>(
        &self,
        bounds: &[(usize, u32)],
        search: impl FnOnce(&(dyn Fn(u64) + Sync)) -> T + Send,
    ) -> anyhow::Result<T> {
        let boards = bounds
            .iter()
            .map(|&(rows, width)| boards_within(rows, width))
            .sum();
        let bar = boards_bar(boards, "searching");
        let found = self
            .threads
            .threads
            .install(|| search(&|done| bar.inc(done)))?;
        bar.finish_and_clear();
        Ok(found)
    }

    /// `verify --remoteness`: a line per bound, then the closing line.
    fn run_remoteness(&self) -> anyhow::Result<()> {
        let variant = Variant::new(self.rules.rules(), self.misere);
        let bounds = self.search_bounds(&remoteness::DEFAULT_BOUNDS)?;
        self.memory.allow(
            format_args!("the remoteness of every board {}", described(&bounds)),
            remoteness::search_memory(variant, &bounds),
        )?;
        let verification = self.search(&bounds, |progress| {
            remoteness::verify_remoteness(variant, &bounds, progress)
        })??;
        let game = format!("{} rules, {} play", variant.rules, variant.convention);
        search_report(
            verification
                .bounds()
                .iter()
                .map(|bound| format!("remoteness under the {game}, boards of {bound}")),
            verification.boards_checked(),
            "hopnim's remoteness",
            verification.counterexample(),
        )
    }
}

/// Bounds as the memory check names them: `up to 1 row of width 22, up to 2 rows of
/// width 10`.
fn described(bounds: &[(usize, u32)]) -> String {
    let words: Vec<String> = bounds
        .iter()
        .map(|&(rows, width)| format!("up to {}", rows_of_width(rows, width)))
        .collect();
    words.join(", ")
}

/// A search's report: a line per bound, then the closing line; an error naming the
/// board where `claim` is wrong, if there is one.
fn search_report(
    lines: impl Iterator<Item = String>,
    boards: u64,
    claim: &str,
    counterexample: Option<impl std::fmt::Display>,
) -> anyhow::Result<()> {
    let mut text = String::new();
    for line in lines {
        writeln!(text, "{line}").expect("writing to a String");
    }
    let closing = match counterexample {
        None => "equals the definition on every one",
        Some(_) => "is wrong",
    };
    writeln!(text, "checked {boards} boards: {claim} {closing}").expect("writing to a String");
    crate::output::print(text).context("cannot write the report to standard output")?;
    if let Some(board) = counterexample {
        bail!("{claim} is wrong on the board {board}");
    }
    Ok(())
}

/// The line of the local check.
fn tame_line(tame: &TameVerification) -> String {
    let verdict = if tame.holds() {
        "the local conditions hold, so the misère rule holds on every board of such rows"
    } else {
        "a row breaks the local conditions"
    };
    format!(
        "misère play under the {} rules, every row of up to {} cells: {} rows, {} fickle: {verdict}\n",
        tame.rules, tame.width, tame.rows, tame.fickle_rows
    )
}

/// The whole report: a block per width, then the closing line.
fn report(verification: &Verification, rules: Rules) -> String {
    let mut text = String::new();
    for counts in verification.widths() {
        text.push_str(&width_block(counts));
        text.push('\n');
    }
    let widest = verification.widths().last().map_or(0, WidthCounts::width);
    let rows = verification.rows_checked();
    match verification.counterexample() {
        None => writeln!(
            text,
            "checked {rows} rows of widths 1..={widest}: {} equals the definition on every one",
            rules.formula_name()
        ),
        Some(_) => writeln!(
            text,
            "checked {rows} rows of widths 1..={widest}: {} is wrong",
            rules.formula_name()
        ),
    }
    .expect("writing to a String cannot fail");
    text
}

/// One width's block: the totals, then an aligned table of the rows per Grundy value.
fn width_block(counts: &WidthCounts) -> String {
    let rows = counts.rows();
    let mut text = format!(
        "width {}: {rows} rows, {} P-positions\n",
        counts.width(),
        counts.p_positions()
    );
    let value_width = "grundy"
        .len()
        .max(counts.by_value().len().to_string().len());
    let rows_width = "rows".len().max(rows.to_string().len());
    writeln!(
        text,
        "  {:>value_width$}  {:>rows_width$}  {:>7}",
        "grundy", "rows", "share"
    )
    .expect("writing to a String cannot fail");
    for (value, &count) in counts.by_value().iter().enumerate() {
        let share = 100.0 * count as f64 / rows as f64;
        writeln!(
            text,
            "  {value:>value_width$}  {count:>rows_width$}  {share:>6.2}%"
        )
        .expect("writing to a String cannot fail");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_aligns_its_columns() {
        let verification = verify_rules(Rules::Hop, 3, |_| {}).unwrap();
        assert_eq!(
            width_block(&verification.widths()[2]),
            "width 3: 8 rows, 5 P-positions\n  grundy  rows    share\n       0     5   62.50%\n       1     2   25.00%\n       2     1   12.50%\n"
        );
    }
}
