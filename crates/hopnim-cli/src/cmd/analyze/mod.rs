//! `hopnim analyze`: for each test, every row's Grundy value and stairs, the nim-sum,
//! the winner and the winning moves; as a table for people, a narration for learners
//! (`--explain`) or JSON Lines for scripts (`--json`).

mod explain;
mod table;

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::{Context, anyhow};
use clap::Args;
use hopnim::analysis::Analysis;
use hopnim::judge::JudgeReader;
use hopnim::{WideBoard, WideRow};

use crate::diagnostic;
use crate::input;
use crate::palette::{ColorChoice, Palette};

/// Explains each test of a judge input, or one position: the rows' Grundy values and
/// stairs, the nim-sum, the winner and the winning moves.
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// The judge input; standard input when absent or `-`.
    #[arg(conflicts_with = "board")]
    file: Option<PathBuf>,
    /// One position in board notation instead of a judge input, such as `18x1/17x2`
    /// (any width up to 1000000; the rows fix it).
    #[arg(long, short = 'b', conflicts_with = "width")]
    board: Option<String>,
    /// The board width of the judge input: positions run from 1 to W (up to 1000000).
    #[arg(long, short = 'w', default_value_t = hopnim::CLASSIC_WIDTH, value_parser = super::parse_judge_width)]
    width: u32,
    /// One JSON object per test, one per line (JSON Lines), in the shape of
    /// docs/analysis.schema.json.
    #[arg(long, conflicts_with_all = ["explain", "color"])]
    json: bool,
    /// Every legal move with its value: whether it wins, the row value and nim-sum it
    /// leaves.
    #[arg(long)]
    moves: bool,
    /// Narrate each test for a learner: the stairs, why only odd stairs count, the XOR,
    /// and why the winning move works.
    #[arg(long)]
    explain: bool,
    /// When to colour the output.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
}

impl AnalyzeArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let style = if self.json {
            Style::Json
        } else {
            Style::Human {
                explain: self.explain,
                palette: self.color.for_stdout(),
            }
        };
        let mut report = Report {
            style,
            moves: self.moves,
            tests: 0,
            out: BufWriter::with_capacity(64 * 1024, io::stdout().lock()),
        };
        let result = match self.board.as_deref() {
            Some(text) => {
                parse_board(text).and_then(|board| report.test(board.width(), board.rows()))
            }
            None => self.analyze_judge_input(&mut report),
        };
        // What was analysed before an error is kept.
        report.out.flush().context("cannot write the analysis")?;
        result
    }

    fn analyze_judge_input(&self, report: &mut Report<impl Write>) -> anyhow::Result<()> {
        let input = input::open(self.file.as_deref())?;
        let name = input.name.clone();
        let reader = JudgeReader::new(input.into_reader(), self.width)?;
        for test in reader.column_lists() {
            let columns = test.map_err(|e| anyhow!(diagnostic::judge_error(&name, &e)))?;
            let rows = columns
                .into_iter()
                .map(|columns| WideRow::new(self.width, columns))
                .collect::<Result<Vec<_>, _>>()?;
            report.test(self.width, &rows)?;
        }
        Ok(())
    }
}

/// The position of `--board`, or an error that shows where the notation is wrong.
fn parse_board(text: &str) -> anyhow::Result<WideBoard> {
    text.parse()
        .map_err(|e| anyhow!(diagnostic::notation_error("--board", text, &e)))
}

/// How tests are written.
enum Style {
    /// JSON Lines.
    Json,
    /// The table, and the narration when `explain`.
    Human { explain: bool, palette: Palette },
}

/// Writes the analysis of one test after another.
struct Report<W> {
    style: Style,
    moves: bool,
    tests: u64,
    out: W,
}

impl<W: Write> Report<W> {
    /// Analyses and writes one test: a board of this width with these rows.
    fn test(&mut self, width: u32, rows: &[WideRow]) -> anyhow::Result<()> {
        self.tests += 1;
        let write_error = "cannot write the analysis";
        match self.style {
            Style::Json => {
                let analysis = Analysis::of_rows(width, rows, self.moves);
                serde_json::to_writer(&mut self.out, &analysis).context(write_error)?;
                self.out.write_all(b"\n").context(write_error)?;
            }
            Style::Human { explain, palette } => {
                // The narration names the longest-lasting move, so it needs them all.
                let analysis = Analysis::of_rows(width, rows, self.moves || explain);
                let table = table::Table {
                    number: self.tests,
                    analysis: &analysis,
                    moves: self.moves,
                    palette,
                };
                table.write(&mut self.out).context(write_error)?;
                if explain {
                    explain::write(&mut self.out, &analysis, rows, palette).context(write_error)?;
                }
                writeln!(self.out).context(write_error)?;
            }
        }
        Ok(())
    }
}
