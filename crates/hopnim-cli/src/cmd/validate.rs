//! `hopnim validate`: the strict, testlib-style check of a judge input.

use anyhow::Context;
use clap::Args;
use hopnim::game::RowWidth;
use hopnim::judge::validate::{Limits, Overview, validate};

use crate::args::InputArg;
use crate::usage::UsageError;
use crate::{input, output};

/// Check a judge input strictly: layout, limits, distinct positions
///
/// Prints an overview of the limits the file reached; the first violation exits 1
/// with its place.
#[derive(Debug, Args)]
pub struct ValidateArgs {
    #[command(flatten)]
    input: InputArg,
    /// The ranges: `hdu` (T ≤ 100, n ≤ 1000, m ≤ 20, 1 ≤ p ≤ 20) or `none` (only the
    /// format, with positions 1..=W).
    #[arg(long, default_value = "hdu", value_parser = ["hdu", "none"])]
    limits: String,
    /// The board width with `--limits none` [default: 20].
    #[arg(long, short = 'w')]
    width: Option<RowWidth>,
}

impl ValidateArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let limits = match (self.limits.as_str(), self.width.map(RowWidth::get)) {
            ("hdu", Some(width)) if width != hopnim::CLASSIC_WIDTH => {
                return Err(UsageError::conflict(
                    "--limits hdu fixes the width at 20: use --limits none --width W",
                )
                .into());
            }
            ("hdu", _) => Limits::HDU,
            (_, width) => Limits::none(width.unwrap_or(hopnim::CLASSIC_WIDTH)),
        };
        let (source, name) = self.input.open()?;
        let overview =
            validate(input::reader(source), limits).map_err(|e| anyhow::anyhow!("{name}:{e}"))?;
        output::print(report(&name, &overview))
            .context("cannot write the overview to standard output")
    }
}

/// The overview, one fact a line, like testlib's test overview.
fn report(name: &str, overview: &Overview) -> String {
    let limits = overview.limits;
    let limit = |max: u64| {
        if max == u64::MAX {
            "no limit".to_owned()
        } else {
            format!("limit {max}")
        }
    };
    let yes_no = |used: bool| if used { "yes" } else { "no" };
    format!(
        "{name}: valid (limits {})\n\
         T = {} ({})\n\
         max n = {} ({})\n\
         max m = {} (limit {})\n\
         rows = {}, pieces = {}\n\
         p = 1 occurs: {}\n\
         p = {} occurs: {}\n\
         answers: {} YES, {} NO\n",
        limits.name,
        overview.tests,
        limit(limits.tests.1),
        overview.max_rows,
        limit(limits.rows.1),
        overview.max_pieces,
        limits.width,
        overview.total_rows,
        overview.total_pieces,
        yes_no(overview.first_column_used),
        limits.width,
        yes_no(overview.last_column_used),
        overview.yes,
        overview.no,
    )
}
