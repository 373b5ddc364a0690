//! `hopnim table`: the Grundy value of every row of one width, as bytes or CSV: by
//! the definition for hop, by the proved formula for welter and slide.

use std::io::{self, IsTerminal};
use std::path::PathBuf;

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use hopnim::proof::table::{GrundyTable, TableFormat, TableWidth};

use crate::args::{MemoryArg, RulesArg, ThreadsArg};
use crate::progress::rows_bar;
use crate::staged::OutputFile;

/// Write the Grundy value of every row of width W
///
/// All 2^W rows, as bytes or CSV. Hop: computed from the definition (mex over the
/// moves). Welter and slide: by their formulas (the Welter function, the staircase of
/// gaps), which `hopnim verify --rules R` checks against the definition on every row.
#[derive(Debug, Args)]
pub struct TableArgs {
    /// The row width, 1 to 32 (the table takes 2^W bytes of memory).
    #[arg(long, short = 'w', default_value_t = TableWidth::default())]
    width: TableWidth,
    /// `bin`: one byte per row, byte m for the row of mask m; `csv`: `board,grundy` lines
    /// in mask order.
    #[arg(long, value_enum, default_value_t = Format::Bin)]
    format: Format,
    /// Where to write; standard output when absent or `-`. A new FILE or a regular
    /// file is replaced only once the table is complete: on an error it is as it was.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    #[command(flatten)]
    rules: RulesArg,
    #[command(flatten)]
    threads: ThreadsArg,
    #[command(flatten)]
    memory: MemoryArg,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Bin,
    Csv,
}

impl From<Format> for TableFormat {
    fn from(format: Format) -> TableFormat {
        match format {
            Format::Bin => TableFormat::Bin,
            Format::Csv => TableFormat::Csv,
        }
    }
}

impl TableArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let width = self.width.get();
        self.memory.allow(
            format_args!("the table of width {width}"),
            Some(GrundyTable::bytes(width, self.threads.threads.count())),
        )?;
        let to_stdout = self.output.as_ref().is_none_or(|p| p.as_os_str() == "-");
        if to_stdout && self.format == Format::Bin && io::stdout().is_terminal() {
            bail!("refusing to write the binary table to a terminal: give -o FILE or redirect");
        }
        // Opened before the work, so that a FILE that cannot be written is told at once.
        let file = match &self.output {
            Some(path) if !to_stdout => Some(OutputFile::create(path)?),
            _ => None,
        };
        let bar = rows_bar(1 << width, "computing");
        let rules = self.rules.rules();
        let table = self
            .threads
            .threads
            .install(|| GrundyTable::of_rules(rules, width, |rows| bar.inc(rows)))??;
        bar.finish_and_clear();
        let format = self.format.into();
        match file {
            Some(mut file) => {
                table.write(format, &mut file).with_context(|| {
                    format!("cannot write the table to {}", file.target().display())
                })?;
                file.finish()
            }
            None => table
                .write(format, io::stdout().lock())
                .context("cannot write the table to standard output"),
        }
    }
}
