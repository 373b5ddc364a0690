//! `hopnim gen`: seeded, reproducible test data in the judge format.

use std::io::{self, BufWriter};

use anyhow::Context;
use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use hopnim::game::RowWidth;
use hopnim::lang::Lang;

use crate::args::VariantArgs;
use crate::usage::UsageError;
use hopnim_setter::generate::{Answers, Family, GenSpec, PieceCounts, generate};

/// Generate seeded test data in the judge format
///
/// The same arguments give byte-identical output on every platform. `--tests` and
/// `--rows` are required, except with `--family max`, which fixes them.
#[derive(Debug, Args)]
#[command(
    override_usage = "hopnim gen --seed <SEED> --tests <T> --rows <N> [OPTIONS]\n       hopnim gen --seed <SEED> --family max [OPTIONS]"
)]
pub struct GenArgs {
    /// The seed: the same seed and flags give byte-identical output on every platform.
    #[arg(long)]
    seed: u64,
    /// T, the number of tests; required, except with `--family max` (100).
    #[arg(long, value_name = "T")]
    tests: Option<u64>,
    /// n, the number of rows of each test; required, except with `--family max` (1000).
    #[arg(long, value_name = "N")]
    rows: Option<u64>,
    /// The board width: positions run from 1 to W (up to 64).
    #[arg(long, short = 'w', default_value_t = RowWidth::default())]
    width: RowWidth,
    /// The piece counts m of rows, both ends included: `A..=B` or `K` [default: 0..=W].
    #[arg(long)]
    pieces: Option<PieceCounts>,
    /// The kind of rows (`full` is another name for `stuck`).
    #[arg(long, default_value = "random", value_parser = family_parser())]
    family: Family,
    /// The answers: whatever the rows give, all YES, all NO, or half and half.
    #[arg(long, default_value = "any", value_parser = answers_parser())]
    answers: Answers,
    /// The game the answers are for (`--misere`: the player who cannot move wins).
    #[command(flatten)]
    variant: VariantArgs,
}

fn family_parser() -> impl TypedValueParser<Value = Family> {
    let values = Family::NAMES.map(|name| match name {
        "stuck" => PossibleValue::new(name).alias("full"),
        _ => PossibleValue::new(name),
    });
    PossibleValuesParser::new(values).map(|name| name.parse().expect("a listed family"))
}

fn answers_parser() -> impl TypedValueParser<Value = Answers> {
    PossibleValuesParser::new(Answers::NAMES).map(|name| name.parse().expect("listed answers"))
}

impl GenArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let (tests, rows) = match (self.family.fixed_size(), self.tests, self.rows) {
            (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
                return Err(UsageError::conflict(format!(
                    "--family {} fixes T and n: leave out --tests and --rows",
                    self.family
                ))
                .into());
            }
            (Some(size), None, None) => size,
            (None, Some(tests), Some(rows)) => (tests, rows),
            (None, tests, rows) => {
                let missing: Vec<&str> = [(tests, "--tests <T>"), (rows, "--rows <N>")]
                    .into_iter()
                    .filter(|(value, _)| value.is_none())
                    .map(|(_, flag)| flag)
                    .collect();
                return Err(UsageError::missing(format!(
                    "the following required arguments were not provided: {} (or --family max)",
                    missing.join(" ")
                ))
                .into());
            }
        };
        let spec = GenSpec {
            seed: self.seed,
            tests,
            rows,
            width: self.width.get(),
            pieces: self.pieces.unwrap_or(PieceCounts::any(self.width.get())),
            family: self.family,
            answers: self.answers,
            variant: self.variant.for_width(self.width.get(), Lang::En)?,
        };
        let data = generate(&spec)?;
        let output = BufWriter::with_capacity(64 * 1024, io::stdout().lock());
        hopnim::judge::write_input(&data, output)
            .context("cannot write the tests to standard output")
    }
}
