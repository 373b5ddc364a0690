//! `hopnim analyze`: for each test, every row's Grundy value and stairs, the nim-sum,
//! the winner and the winning moves; as a table for people, a narration for learners
//! (`--explain`) or JSON Lines for scripts (`--json`).
//!
//! Tests are rendered in batches on all cores and written in order, while the library
//! reads the input. A batch is sized by what its tests cost ([`analysis_cost`]: what
//! their text lists, rows, pieces and moves, and the searches their remoteness needs),
//! so that its text stays within a few tens of MiB and its first test is written soon
//! however costly each is; a test whose text lists more is written alone, as it is
//! analysed.

use std::fmt;
use std::io::{self, BufWriter, Write};

use anyhow::{Context, anyhow};
use clap::Args;
use hopnim::Staircase;
use hopnim::game::{AnyBoard, Variant};
use hopnim::judge::{BoardsError, JudgeInput};
use hopnim::lang::Lang;
use hopnim::play::analysis::{Analyser, analysis_cost, listing_size};
use hopnim::play::explain::narrate;
use hopnim::play::table::{Table, Words};
use rayon::prelude::*;

use crate::args::{BoardWidthArg, InputArg, ThreadsArg, VariantArgs};
use crate::diagnostic;
use crate::palette::{ColorChoice, Palette};

/// Tests are rendered in batches that cost about this many entries
/// ([`listing_size`]): 16 Ki rows of the classic board and their moves.
const BATCH_ENTRIES: u64 = 256 * 1024;

/// The first batch costs about this many entries, and each next one twice as many up
/// to [`BATCH_ENTRIES`]: the cores start rendering as soon as the first tests are read,
/// rather than when a whole batch is.
const FIRST_BATCH_ENTRIES: u64 = 16 * 1024;

/// Explain each test or one position: values, stairs, winner, winning moves
///
/// For each test of a judge input (or the one position of `--board`): every row's
/// Grundy value and stairs, the nim-sum, the winner, the winning moves and how long
/// the game can last; as a table, a narration for learners (`--explain`), or JSON
/// Lines for scripts (`--json`).
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    input: InputArg,
    /// One position in board notation instead of a judge input, such as `18x1/17x2`
    /// (any width up to 1000000; the rows fix it).
    #[arg(long, short = 'b', conflicts_with_all = ["file", "width"])]
    board: Option<String>,
    #[command(flatten)]
    width: BoardWidthArg,
    #[command(flatten)]
    variant: VariantArgs,
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
    #[command(flatten)]
    threads: ThreadsArg,
}

impl AnalyzeArgs {
    /// Runs the command; the table and the narration are written in `lang`.
    pub fn run(self, lang: Lang) -> anyhow::Result<()> {
        let style = if self.json {
            Style::Json
        } else {
            // Looked up once for the whole run, and shared by the threads that render.
            let words: &'static Words =
                Box::leak(Box::new(Words::new(lang, self.variant.variant())));
            Style::Human {
                explain: self.explain,
                palette: self.color.for_stdout(),
                words,
            }
        };
        let renderer = Renderer {
            style,
            moves: self.moves,
            variant: self.variant.variant(),
        };
        // The whole command runs on the pool: the thread that gathers the tests renders
        // its share of each batch, rather than sleeping while the others do.
        let pool = self.threads.threads.pool()?;
        pool.install(|| {
            let mut report = Report {
                renderer,
                tests: 0,
                out: BufWriter::with_capacity(64 * 1024, io::stdout()),
                texts: Vec::new(),
                batch: Batch::default(),
                batch_entries: FIRST_BATCH_ENTRIES,
            };
            let result = match self.board.as_deref() {
                Some(text) => parse_board(text, lang).and_then(|board| {
                    self.variant.for_width(board.width(), lang)?;
                    report.add(board)
                }),
                None => self.analyze_judge_input(&mut report, lang),
            };
            // What was analysed before an error is kept.
            let flushed = report.flush();
            result.and(flushed)
        })
    }

    /// Analyses the judge input; its diagnostics are English, a usage error is said
    /// in `lang`.
    fn analyze_judge_input(
        &self,
        report: &mut Report<impl Write>,
        lang: Lang,
    ) -> anyhow::Result<()> {
        let (source, name) = self.input.open()?;
        let read = JudgeInput::new(source, self.width.spec(&self.variant, lang)?)
            .for_each_board(|board| report.add(board));
        match read {
            Ok(_) => Ok(()),
            Err(BoardsError::Input(e)) => Err(anyhow!(diagnostic::judge_error(&name, &e))),
            Err(BoardsError::Visit(e)) => Err(e),
        }
    }
}

/// The position of `--board`, or an error that shows where the notation is wrong,
/// said in `lang`.
fn parse_board(text: &str, lang: Lang) -> anyhow::Result<AnyBoard> {
    Ok(text
        .parse()
        .map_err(|e| diagnostic::board_error(text, &e, lang))?)
}

/// Tests gathered until they cost about [`BATCH_ENTRIES`] entries.
#[derive(Default)]
struct Batch {
    boards: Vec<AnyBoard>,
    cost: u64,
}

/// How tests are written.
#[derive(Clone, Copy)]
enum Style {
    /// JSON Lines.
    Json,
    /// The table, and the narration when `explain`, in the language of `words`.
    Human {
        explain: bool,
        palette: Palette,
        words: &'static Words,
    },
}

/// Turns one test into its text.
#[derive(Clone, Copy)]
struct Renderer {
    style: Style,
    moves: bool,
    variant: Variant,
}

impl Renderer {
    /// Writes the text of test number `number` into `text`, emptied first. JSON is
    /// written straight into it, not through the buffer [`Renderer::write`] flushes.
    fn render(self, text: &mut Vec<u8>, number: u64, board: &AnyBoard) {
        text.clear();
        if let Style::Json = self.style {
            match board {
                AnyBoard::Narrow(rows) => Analyser::new(rows.width(), rows.rows(), self.variant)
                    .write_json(self.moves, text),
                AnyBoard::Wide(rows) => Analyser::new(rows.width(), rows.rows(), self.variant)
                    .write_json(self.moves, text),
            }
            text.push(b'\n');
            return;
        }
        self.write(text, number, board)
            .expect("writing to memory does not fail");
    }

    /// Writes the text of test number `number` to `out`, as it is made.
    fn write(self, out: &mut impl Write, number: u64, board: &AnyBoard) -> io::Result<()> {
        match board {
            AnyBoard::Narrow(rows) => self.write_rows(out, number, rows.width(), rows.rows()),
            AnyBoard::Wide(rows) => self.write_rows(out, number, rows.width(), rows.rows()),
        }
    }

    fn write_rows<R: Staircase + fmt::Display>(
        self,
        out: &mut impl Write,
        number: u64,
        width: u32,
        rows: &[R],
    ) -> io::Result<()> {
        let analyser = Analyser::new(width, rows, self.variant);
        match self.style {
            Style::Json => analyser.write_json_to(self.moves, &mut *out)?,
            Style::Human {
                explain,
                palette,
                words,
            } => {
                let table = Table {
                    number,
                    analyser: &analyser,
                    moves: self.moves,
                    marker: &palette,
                    words,
                };
                table.write(out)?;
                if explain {
                    writeln!(out, "  {}", palette.paint(Palette::STRONG, &words.why))?;
                    for point in narrate(&analyser, words.lang) {
                        writeln!(out, "  - {point}")?;
                    }
                }
            }
        }
        writeln!(out)
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
    batch: Batch,
    /// The entries the batch being gathered may cost.
    batch_entries: u64,
}

/// What a failed write of the analysis says.
const WRITE_FAILED: &str = "cannot write the analysis to standard output";

impl<W: Write> Report<W> {
    /// Adds a test; writes the batch once it is full. A test larger than a batch is
    /// written alone, as it is analysed, so that its text is never held.
    fn add(&mut self, board: AnyBoard) -> anyhow::Result<()> {
        let renderer = self.renderer;
        let entries = listing_size(&board, renderer.variant.rules, renderer.moves);
        if entries > BATCH_ENTRIES {
            self.write_batch()?;
            self.tests += 1;
            return self
                .renderer
                .write(&mut self.out, self.tests, &board)
                .context(WRITE_FAILED);
        }
        self.batch.cost += analysis_cost(&board, renderer.variant, renderer.moves).max(1);
        self.batch.boards.push(board);
        // A batch holds a multiple of the threads' count of tests, so that tests of one
        // size keep every thread busy to its end (up to twice its entries).
        let uneven = !self
            .batch
            .boards
            .len()
            .is_multiple_of(rayon::current_num_threads());
        if self.batch.cost < self.batch_entries
            || (uneven && self.batch.cost < 2 * self.batch_entries)
        {
            return Ok(());
        }
        self.batch_entries = (2 * self.batch_entries).min(BATCH_ENTRIES);
        self.write_batch()
    }

    /// Analyses the batch on all cores and writes its tests in order.
    fn write_batch(&mut self) -> anyhow::Result<()> {
        let boards = std::mem::take(&mut self.batch).boards;
        let first = self.tests + 1;
        let renderer = self.renderer;
        if self.texts.len() < boards.len() {
            self.texts.resize_with(boards.len(), Vec::new);
        }
        let texts = &mut self.texts[..boards.len()];
        texts
            .par_iter_mut()
            .zip(&boards)
            .enumerate()
            .for_each(|(index, (text, board))| {
                renderer.render(text, first + index as u64, board);
            });
        self.tests += boards.len() as u64;
        for text in texts.iter() {
            self.out.write_all(text).context(WRITE_FAILED)?;
        }
        // Each batch is seen as soon as it is made: the first of a slow input too.
        self.out.flush().context("cannot write the analysis")
    }

    /// Writes what is left and flushes.
    fn flush(&mut self) -> anyhow::Result<()> {
        self.write_batch()?;
        self.out.flush().context(WRITE_FAILED)
    }
}
