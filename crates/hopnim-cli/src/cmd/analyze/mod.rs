//! `hopnim analyze`: for each test, every row's Grundy value and stairs, the nim-sum,
//! the winner and the winning moves; as a table for people, a narration for learners
//! (`--explain`) or JSON Lines for scripts (`--json`).
//!
//! Tests are analysed in batches on all cores and written in order; a judge input in
//! a regular file is read by the fast scan on a thread of its own meanwhile.

mod explain;
mod table;

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::sync::mpsc;

use anyhow::{Context, anyhow};
use clap::Args;
use hopnim::judge::{JudgeError, JudgeReader, fast};
use hopnim::play::analysis::Analysis;
use hopnim::{Board, WideBoard, WideRow};
use rayon::prelude::*;

use crate::diagnostic;
use crate::input::{self, Source};
use crate::palette::{ColorChoice, Palette};

/// Tests are analysed in batches of about this many rows.
const BATCH_ROWS: usize = 16 * 1024;

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
            renderer: Renderer {
                style,
                moves: self.moves,
            },
            tests: 0,
            out: BufWriter::with_capacity(64 * 1024, io::stdout().lock()),
            texts: Vec::new(),
        };
        let result = match self.board.as_deref() {
            Some(text) => {
                parse_board(text).and_then(|board| report.write_batch(&[Position::Wide(board)]))
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
        let mapped = match &input.source {
            Source::File(file) => input::map(file),
            Source::Stream(_) => None,
        };
        let (bytes, skip): (&[u8], u64) = match &mapped {
            Some(bytes) => match self.analyze_fast(bytes, report)? {
                None => return Ok(()),
                Some(stopped) => (bytes, stopped.tests),
            },
            None => (&[], 0),
        };
        // The plain reader: for streams, and where the fast scan stepped aside.
        let reader: Box<dyn io::Read + '_> = match mapped {
            Some(_) => Box::new(bytes),
            None => input.into_reader(),
        };
        let mut batch = Batch::default();
        let tests = JudgeReader::new(reader, self.width)?.column_lists();
        for test in tests.skip(usize::try_from(skip).unwrap_or(usize::MAX)) {
            let columns = test.map_err(|e: JudgeError| {
                // Keep what was read before the error.
                anyhow!(diagnostic::judge_error(&name, &e))
            });
            let columns = match columns {
                Ok(columns) => columns,
                Err(e) => {
                    report.write_batch(&batch.boards)?;
                    return Err(e);
                }
            };
            let rows = columns
                .into_iter()
                .map(|columns| WideRow::new(self.width, columns))
                .collect::<Result<Vec<_>, _>>()?;
            let board = WideBoard::new(self.width, rows)?;
            if let Some(full) = batch.add(Position::Wide(board)) {
                report.write_batch(&full)?;
            }
        }
        report.write_batch(&batch.boards)
    }

    /// Reads a judge input held in memory with the fast scan, on a thread of its own,
    /// while the batches it reads are analysed. `Some` says where it stepped aside
    /// (the plain reader goes on from there).
    fn analyze_fast(
        &self,
        bytes: &[u8],
        report: &mut Report<impl Write>,
    ) -> anyhow::Result<Option<fast::SteppedAside>> {
        std::thread::scope(|scope| {
            let (sender, receiver) = mpsc::sync_channel::<Vec<Position>>(2);
            let scanner = scope.spawn(move || {
                let mut batch = Batch::default();
                let read = fast::for_each_board(bytes, self.width, |board| {
                    if let Some(full) = batch.add(Position::Narrow(board)) {
                        // A closed channel means the writer failed; its error is
                        // reported, and the rest of the scan is wasted but harmless.
                        let _ = sender.send(full);
                    }
                });
                let _ = sender.send(batch.boards);
                read
            });
            for batch in receiver {
                report.write_batch(&batch)?;
            }
            let read = scanner.join().expect("the scanner does not panic");
            Ok(read.err())
        })
    }
}

/// The position of `--board`, or an error that shows where the notation is wrong.
fn parse_board(text: &str) -> anyhow::Result<WideBoard> {
    text.parse()
        .map_err(|e| anyhow!(diagnostic::notation_error("--board", text, &e)))
}

/// One test: a bitboard board (widths up to 64, read fast) or a wide one.
enum Position {
    Narrow(Board),
    Wide(WideBoard),
}

impl Position {
    fn rows(&self) -> usize {
        match self {
            Position::Narrow(board) => board.rows().len(),
            Position::Wide(board) => board.rows().len(),
        }
    }

    /// The analysis as a line of JSON (without the newline); a bitboard board is
    /// written without building the analysis.
    fn write_json(&self, with_moves: bool, out: &mut Vec<u8>) {
        match self {
            Position::Narrow(board) => Analysis::write_board_json(board, with_moves, out),
            Position::Wide(board) => {
                Analysis::of_rows(board.width(), board.rows(), with_moves).write_json(out);
            }
        }
    }

    fn analysis(&self, with_moves: bool) -> Analysis {
        match self {
            Position::Narrow(board) => Analysis::of_board(board, with_moves),
            Position::Wide(board) => Analysis::of_rows(board.width(), board.rows(), with_moves),
        }
    }
}

/// Tests gathered until they hold about [`BATCH_ROWS`] rows.
#[derive(Default)]
struct Batch {
    boards: Vec<Position>,
    rows: usize,
}

impl Batch {
    /// Adds a test; returns the batch once it is full.
    fn add(&mut self, board: Position) -> Option<Vec<Position>> {
        self.rows += board.rows().max(1);
        self.boards.push(board);
        if self.rows < BATCH_ROWS {
            return None;
        }
        self.rows = 0;
        Some(std::mem::take(&mut self.boards))
    }
}

/// How tests are written.
#[derive(Clone, Copy)]
enum Style {
    /// JSON Lines.
    Json,
    /// The table, and the narration when `explain`.
    Human { explain: bool, palette: Palette },
}

/// Turns one test into its text.
#[derive(Clone, Copy)]
struct Renderer {
    style: Style,
    moves: bool,
}

impl Renderer {
    /// Writes the text of test number `number` into `text`, emptied first.
    fn render(self, text: &mut Vec<u8>, number: u64, board: &Position) {
        text.clear();
        self.write(text, number, board)
            .expect("writing to memory does not fail");
    }

    fn write(self, out: &mut Vec<u8>, number: u64, board: &Position) -> io::Result<()> {
        match self.style {
            Style::Json => {
                board.write_json(self.moves, out);
                out.push(b'\n');
            }
            Style::Human { explain, palette } => {
                // The narration names the longest-lasting move, so it needs them all.
                let with_moves = self.moves || explain;
                let analysis = board.analysis(with_moves);
                let table = table::Table {
                    number,
                    analysis: &analysis,
                    moves: self.moves,
                    palette,
                };
                table.write(out)?;
                if explain {
                    let wide = match board {
                        Position::Narrow(board) => &WideBoard::from(board),
                        Position::Wide(board) => board,
                    };
                    explain::write(out, &analysis, wide.rows(), palette)?;
                }
                out.push(b'\n');
            }
        }
        Ok(())
    }
}

/// Writes the analysis of one batch of tests after another.
struct Report<W> {
    renderer: Renderer,
    tests: u64,
    out: W,
    /// A text buffer per test of a batch, kept from batch to batch: fresh memory
    /// costs a page fault per page, more than writing the page.
    texts: Vec<Vec<u8>>,
}

impl<W: Write> Report<W> {
    /// Analyses a batch of tests on all cores and writes them in order.
    fn write_batch(&mut self, boards: &[Position]) -> anyhow::Result<()> {
        let first = self.tests + 1;
        let renderer = self.renderer;
        if self.texts.len() < boards.len() {
            self.texts.resize_with(boards.len(), Vec::new);
        }
        let texts = &mut self.texts[..boards.len()];
        texts
            .par_iter_mut()
            .zip(boards)
            .enumerate()
            .for_each(|(index, (text, board))| renderer.render(text, first + index as u64, board));
        self.tests += boards.len() as u64;
        for text in texts.iter() {
            self.out
                .write_all(text)
                .context("cannot write the analysis")?;
        }
        Ok(())
    }
}
