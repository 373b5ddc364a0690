//! hopnim for Python: the native module `hopnim._hopnim`, which the package `hopnim`
//! re-exports. A thin layer over the library: every value, answer and message comes
//! from it, and every error becomes a `ValueError` with the library's located message
//! (never a panic across the boundary).
//!
//! Every call that can take long computes without the GIL, on a thread of its own,
//! while the calling thread looks for signals every [`SIGNAL_POLL`]: Ctrl-C raises
//! `KeyboardInterrupt` at once, and the work, told to stop, ends within a chunk of
//! rows. No call takes more than [`MAX_MEMORY`] for a table unless told to, and
//! memory the system refuses is a `MemoryError`.

use std::fmt::Display;
use std::hash::{Hash, Hasher};
use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Condvar, Mutex, mpsc};
use std::time::Duration;

use hopnim::game::notation::WrittenMove;
use hopnim::game::{AnyBoard, BoardWidth, Rules, SharedSearch, Variant};
use hopnim::judge::{JudgeInput, JudgeSpec, Source};
use hopnim::lang::Lang;
use hopnim::play::analysis::{Analyser, Analysis, RowAnalysis};
use hopnim::play::engine::{Engine, Level};
use hopnim::play::explain;
use hopnim::play::puzzle::{Goal, Level as PuzzleLevel, Puzzle};
use hopnim::play::review::{GameRecord, Summary};
use hopnim::play::table::{Plain, Table, Words};
use hopnim::proof::memory::Bytes;
use hopnim::proof::table::{GrundyTable, TableError};
use hopnim::proof::verify::verify_rules_while;
use hopnim::stop::Stop;
use hopnim::{Board, Nimber, Row, Staircase, Threads};
use pyo3::exceptions::{PyMemoryError, PyOverflowError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyModule, PyString, PyTuple};

mod svg;

/// A `ValueError` with `error`'s message.
fn value_error(error: impl Display) -> PyErr {
    PyValueError::new_err(error.to_string())
}

/// A table that could not be had: a `MemoryError` when the system refused its memory,
/// a `ValueError` otherwise.
fn table_error(error: TableError) -> PyErr {
    match error {
        TableError::Memory(_) => PyMemoryError::new_err(error.to_string()),
        _ => value_error(error),
    }
}

/// How often a long call looks for signals while its work runs.
const SIGNAL_POLL: Duration = Duration::from_millis(50);

/// The most memory a table (in `table` and `verify`) may take unless the call's
/// `max_memory` allows more: 256 MiB, the command line's `--max-memory` (width 27).
const MAX_MEMORY: u64 = 256 << 20;

/// Runs `work` on a thread of its own, without the GIL, while this thread looks for
/// signals every [`SIGNAL_POLL`]. On one, the handler's exception (`KeyboardInterrupt`
/// for Ctrl-C) is returned once `work` has ended: it is told to by `stop` (cancelled),
/// which it must read often (a search reads it every few thousand steps).
fn interruptible<T: Send>(py: Python<'_>, work: impl FnOnce(&Stop) -> T + Send) -> PyResult<T> {
    let stop = Stop::new();
    let done = (Mutex::new(None), Condvar::new());
    // Waits up to `timeout` for the work's outcome (a panic caught as its payload).
    let outcome = |timeout: Option<Duration>| {
        let finished = |outcome: &mut Option<_>| outcome.is_some();
        let guard = done.0.lock().expect("no panic holds the lock");
        let mut guard = match timeout {
            Some(timeout) => {
                let waited = done.1.wait_timeout_while(guard, timeout, |o| !finished(o));
                waited.expect("no panic holds the lock").0
            }
            None => done
                .1
                .wait_while(guard, |o| !finished(o))
                .expect("no panic holds the lock"),
        };
        guard.take()
    };
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let result = panic::catch_unwind(AssertUnwindSafe(|| work(&stop)));
            *done.0.lock().expect("no panic holds the lock") = Some(result);
            done.1.notify_all();
        });
        loop {
            match py.detach(|| outcome(Some(SIGNAL_POLL))) {
                Some(Ok(value)) => return Ok(value),
                Some(Err(panicked)) => panic::resume_unwind(panicked),
                None => {}
            }
            if let Err(signal) = py.check_signals() {
                stop.cancel();
                py.detach(|| outcome(None));
                return Err(signal);
            }
        }
    })
}

/// The int `value`, the argument `name`, if it is in `min..=max`; a `ValueError` in
/// the words of the library's width errors otherwise ("width -1 is out of range
/// (1..=32)"), however far out it is; a `TypeError` if it is no int.
fn int_in(value: &Bound<'_, PyAny>, name: &str, min: u64, max: u64) -> PyResult<u64> {
    let out_of_range =
        || PyValueError::new_err(format!("{name} {value} is out of range ({min}..={max})"));
    match value.extract::<u64>() {
        Ok(number) if (min..=max).contains(&number) => Ok(number),
        Ok(_) => Err(out_of_range()),
        Err(error) if error.is_instance_of::<PyOverflowError>(value.py()) => Err(out_of_range()),
        Err(error) => Err(error),
    }
}

/// The `max_memory` argument in bytes: [`MAX_MEMORY`] when not given, any
/// non-negative int (past 64 bits, no limit), a `ValueError` when negative.
fn max_memory(value: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    let Some(value) = value else {
        return Ok(MAX_MEMORY);
    };
    match value.extract::<u64>() {
        Ok(budget) => Ok(budget),
        Err(error) if error.is_instance_of::<PyOverflowError>(value.py()) => {
            if value.lt(0)? {
                Err(PyValueError::new_err(format!(
                    "max_memory {value} is negative: give a number of bytes"
                )))
            } else {
                Ok(u64::MAX)
            }
        }
        Err(error) => Err(error),
    }
}

/// A `ValueError` unless the table of `width` ([`GrundyTable::bytes`]: a byte a row
/// and the workers' rows in hand, on as many workers as cores) fits in `budget` bytes,
/// in the words of the command line's `--max-memory`; the table's own bytes otherwise.
fn table_fits(width: u32, budget: u64) -> PyResult<usize> {
    let needed = GrundyTable::bytes(width, Threads::ALL.count());
    if needed > budget {
        return Err(PyValueError::new_err(format!(
            "the table of width {width} needs {} of memory, over max_memory ({}): give \
             max_memory={needed} for it, or a smaller width",
            size(needed),
            size(budget)
        )));
    }
    usize::try_from(1u64 << width).map_err(|_| {
        PyValueError::new_err(format!(
            "the table of width {width} needs {} of memory, more than this machine can \
             address",
            size(needed)
        ))
    })
}

/// A number of bytes for people: in the largest unit that counts them exactly in at
/// most four digits (`264 MiB`, `1032 MiB`, `8200 KiB`), else to a tenth of the largest
/// unit they reach (`258.3 MiB`, not `264528 KiB`).
fn size(bytes: u64) -> String {
    const UNITS: [(&str, u32); 3] = [("GiB", 30), ("MiB", 20), ("KiB", 10)];
    if let Some((unit, shift)) = UNITS.iter().find(|&&(_, shift)| {
        bytes >= 1 << shift && bytes.is_multiple_of(1 << shift) && bytes >> shift < 10_000
    }) {
        return format!("{} {unit}", bytes >> shift);
    }
    match UNITS.iter().find(|&&(_, shift)| bytes >= 1 << shift) {
        Some((unit, shift)) => format!("{:.1} {unit}", bytes as f64 / (1u64 << shift) as f64),
        None => format!("{bytes} bytes"),
    }
}

/// The game named by `rules` and `misere`.
fn game_of(rules: &str, misere: bool) -> PyResult<Variant> {
    let rules: Rules = rules.parse().map_err(value_error)?;
    Ok(Variant::new(rules, misere))
}

/// The game named by `rules` and `misere`, for boards of `width` cells: an error when
/// hopnim has no proof of who wins it at that width.
fn variant_of(rules: &str, misere: bool, width: u32) -> PyResult<Variant> {
    game_of(rules, misere)?
        .for_width(width)
        .map_err(value_error)
}

/// A board in notation, of any width.
fn parse_board(notation: &str) -> PyResult<AnyBoard> {
    notation.parse().map_err(value_error)
}

/// The Grundy value of one row in board notation (`"18x1"`), by the formula of `rules`
/// (one of `hopnim.RULES`).
#[pyfunction]
#[pyo3(signature = (row, *, rules = "hop"))]
fn grundy(row: &str, rules: &str) -> PyResult<u32> {
    let board = parse_board(row)?;
    let variant = variant_of(rules, false, board.width())?;
    let value = match &board {
        AnyBoard::Narrow(board) => single_row(board.rows()).map(|row| variant.value_of(row)),
        AnyBoard::Wide(board) => single_row(board.rows()).map(|row| variant.value_of(row)),
    }?;
    Ok(value.nim_sum().value())
}

/// The one row of a board that must have exactly one.
fn single_row<R>(rows: &[R]) -> PyResult<&R> {
    match rows {
        [row] => Ok(row),
        rows => Err(PyValueError::new_err(format!(
            "a row, not a board of {} rows: give one row, without '/'",
            rows.len()
        ))),
    }
}

/// The analysis of a board in notation: the object `hopnim analyze --json` prints for
/// one test, key for key.
#[pyfunction]
#[pyo3(signature = (board, *, moves = false, misere = false, rules = "hop"))]
fn analyze<'py>(
    py: Python<'py>,
    board: &str,
    moves: bool,
    misere: bool,
    rules: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let board = py.detach(|| parse_board(board))?;
    py.check_signals()?;
    let variant = variant_of(rules, misere, board.width())?;
    analysis_object(py, &board, variant, moves)
}

/// The language `lang` names (a BCP 47 tag), or without it the locale's, as the
/// command line reads it; a tag that names no language hopnim speaks is a
/// `ValueError`.
fn lang_or_locale(lang: Option<&str>) -> PyResult<Lang> {
    match lang {
        Some(tag) => tag.parse::<Lang>().map_err(value_error),
        None => Ok(Lang::from_locale(|name| std::env::var_os(name))),
    }
}

/// The review of a game record (`"18x1/17x2 1:19->20 2:18->19"`: the starting board,
/// then the moves): `{"moves": [...], "summary": {"first": ..., "second": ...}}`, each
/// move the object `hopnim review --json` prints for it, key for key (its class, the
/// remoteness before and after, the best moves where it was not best), and each
/// player's counts and accuracy. A bad record is a `ValueError` naming the character
/// and the move; a game too big to review (as `hopnim review` refuses it) a
/// `MemoryError` naming the limit.
///
/// The review runs without the GIL and stops at Ctrl-C, between two moves.
#[pyfunction]
#[pyo3(signature = (record, *, rules = "hop", misere = false))]
fn review<'py>(
    py: Python<'py>,
    record: &str,
    rules: &str,
    misere: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let game = game_of(rules, misere)?;
    let record = py
        .detach(|| GameRecord::parse(record, game))
        .map_err(value_error)?;
    variant_of(rules, misere, record.start().width())?;
    record
        .check_review_size()
        .map_err(|error| PyMemoryError::new_err(error.to_string()))?;
    object_in_batches(py, |stop, send| send_review(&record, stop, send))
}

/// About how many bytes of JSON one batch of a review holds: a few milliseconds of
/// `json.loads`.
const REVIEW_BATCH_BYTES: usize = 1 << 18;

/// Reviews `record` and sends the review through `send` in batches for
/// [`object_in_batches`]: first the object without its moves, then its moves a batch
/// at a time, as they are reviewed, then its summary; until a send fails or `stop`
/// says so (checked at every move, and by the search of the remoteness, one for the
/// game).
fn send_review(
    record: &GameRecord,
    stop: &Stop,
    send: &mpsc::SyncSender<Batch>,
) -> Result<(), mpsc::SendError<Batch>> {
    send.send(("", br#"{"moves":[],"summary":null}"#.to_vec()))?;
    let search = SharedSearch::stopping(stop.clone());
    let mut summary = Summary::default();
    let mut json = Vec::new();
    let start_batch = |json: &mut Vec<u8>| json.extend_from_slice(br#"{"moves":["#);
    let end_batch = |mut json: Vec<u8>| {
        json.extend_from_slice(b"]}");
        send.send(("moves", json))
    };
    start_batch(&mut json);
    for reviewed in record.move_reviews(&search) {
        // Told to stop: no one reads on.
        if stop.check().is_err() {
            return Ok(());
        }
        summary.count(&reviewed);
        if json.last() != Some(&b'[') {
            json.push(b',');
        }
        serde_json::to_writer(&mut json, &reviewed).expect("writing to memory does not fail");
        if json.len() >= REVIEW_BATCH_BYTES {
            end_batch(std::mem::take(&mut json))?;
            start_batch(&mut json);
        }
    }
    end_batch(json)?;
    let mut json = Vec::new();
    summary.write_json_line(&mut json);
    send.send(("summary", json))
}

/// About how many values (numbers, strings) the JSON of one batch of an analysis
/// holds: a few milliseconds of `json.loads`.
const BATCH_VALUES: usize = 1 << 16;

/// The analysis of `board` as [`analyze`] returns it, made in batches
/// ([`object_in_batches`]).
fn analysis_object<'py>(
    py: Python<'py>,
    board: &AnyBoard,
    variant: Variant,
    with_moves: bool,
) -> PyResult<Bound<'py, PyAny>> {
    object_in_batches(py, |stop, send| {
        send_analysis(board, variant, with_moves, stop, send)
    })
}

/// An object made in batches: a thread of its own makes it and writes it in batches
/// of JSON (without the GIL), `make` sending them (first the object, then its lists'
/// items and its other values, each batch a [`Batch`]), while this one reads them with
/// `json.loads` into the object, looking for signals between batches. A signal stops
/// the thread at its next batch (and a search under way, by `stop`).
fn object_in_batches<'py>(
    py: Python<'py>,
    make: impl FnOnce(&Stop, &mpsc::SyncSender<Batch>) -> Result<(), mpsc::SendError<Batch>> + Send,
) -> PyResult<Bound<'py, PyAny>> {
    let loads = py.import("json")?.getattr("loads")?;
    let _collector_paused = CollectorPaused::new(py)?;
    std::thread::scope(|scope| {
        // Two batches ahead at most.
        let (send, batches) = mpsc::sync_channel::<Batch>(2);
        // An error: this thread stopped reading (a signal), so the worker stops; a
        // search under way stops with `stop`.
        let stop = Stop::new();
        let worker = {
            let stop = stop.clone();
            scope.spawn(move || make(&stop, &send).ok())
        };
        let batches = Mutex::new(batches);
        let mut object: Option<Bound<'py, PyAny>> = None;
        let mut read = |key: &str, json: Vec<u8>| -> PyResult<()> {
            let batch = loads.call1((PyBytes::new(py, &json),))?;
            match &object {
                None => object = Some(batch),
                Some(object) => {
                    let value = batch.get_item(key)?;
                    if value.is_instance_of::<PyList>() {
                        object.get_item(key)?.call_method1("extend", (value,))?;
                    } else {
                        object.set_item(key, value)?;
                    }
                }
            }
            Ok(())
        };
        let outcome = loop {
            let received = py.detach(|| {
                let batches = batches.lock().expect("no panic holds the lock");
                batches.recv_timeout(SIGNAL_POLL)
            });
            let read = match received {
                Ok((key, json)) => read(key, json),
                Err(mpsc::RecvTimeoutError::Timeout) => Ok(()),
                Err(mpsc::RecvTimeoutError::Disconnected) => break Ok(()),
            };
            if let Err(error) = read.and_then(|()| py.check_signals()) {
                break Err(error);
            }
        };
        // The thread stops at its next batch once no one reads them.
        drop(batches);
        if outcome.is_err() {
            stop.cancel();
        }
        if let Err(panicked) = py.detach(|| worker.join()) {
            panic::resume_unwind(panicked);
        }
        outcome.map(|()| object.expect("the thread sends the object first"))
    })
}

/// Python's cycle collector, paused while an analysis is read in and restored as it
/// was when this is dropped (an error, a panic included). The lists read hold no
/// cycles, so collecting while they grow only costs time; and a Ctrl-C that arrives
/// while a collection runs callbacks is raised inside a callback, where Python drops
/// it (a test framework's callback lost the KeyboardInterrupt that way).
struct CollectorPaused<'py> {
    gc: Bound<'py, PyModule>,
    was_enabled: bool,
}

impl<'py> CollectorPaused<'py> {
    fn new(py: Python<'py>) -> PyResult<CollectorPaused<'py>> {
        let gc = py.import("gc")?;
        let was_enabled = gc.call_method0("isenabled")?.extract()?;
        gc.call_method0("disable")?;
        Ok(CollectorPaused { gc, was_enabled })
    }
}

impl Drop for CollectorPaused<'_> {
    fn drop(&mut self) {
        if self.was_enabled {
            // Enabling the collector does not fail; if it did, there is no one to
            // tell here, and the collector stays paused.
            let _ = self.gc.call_method0("enable");
        }
    }
}

/// A batch of an object for [`object_in_batches`]: the key of the list it extends or
/// the value it sets ("" for the object without them), and its JSON (an object with
/// that key).
type Batch = (&'static str, Vec<u8>);

/// Analyses `board` and sends the analysis through `send` in batches: first the object
/// without its lists, then its rows, its winning moves and its moves, a batch at a
/// time, each written by the library's JSON writer; until a send fails. The moves are
/// made as they are sent, so a stopped reader stops the work at the next batch; the
/// remoteness is searched once for the board and its moves, and the search gives up
/// when `stop` says so.
fn send_analysis(
    board: &AnyBoard,
    variant: Variant,
    with_moves: bool,
    stop: &Stop,
    send: &mpsc::SyncSender<Batch>,
) -> Result<(), mpsc::SendError<Batch>> {
    let search = SharedSearch::stopping(stop.clone());
    match board {
        AnyBoard::Narrow(board) => {
            let analyser = Analyser::new(board.width(), board.rows(), variant).sharing(&search);
            send_analysed(&analyser, with_moves, send)
        }
        AnyBoard::Wide(board) => {
            let analyser = Analyser::new(board.width(), board.rows(), variant).sharing(&search);
            send_analysed(&analyser, with_moves, send)
        }
    }
}

/// [`send_analysis`] of the board `analyser` reads.
fn send_analysed<R: Staircase>(
    analyser: &Analyser<'_, R>,
    with_moves: bool,
    send: &mpsc::SyncSender<Batch>,
) -> Result<(), mpsc::SendError<Batch>> {
    let mut skeleton = analyser.analysis(false);
    let rows = std::mem::take(&mut skeleton.rows);
    let winning_moves = std::mem::take(&mut skeleton.winning_moves);
    skeleton.moves = with_moves.then(Vec::new);
    let json = |analysis: Analysis| {
        let mut json = Vec::new();
        analysis.write_json(&mut json);
        json
    };
    send.send(("", json(skeleton.clone())))?;
    let row_values = |row: &RowAnalysis| {
        let stairs = row.stairs.as_ref().map_or(0, |stairs| 2 * stairs.len());
        1 + stairs + row.coins.as_ref().map_or(0, Vec::len)
    };
    in_batches(rows, row_values, |rows| {
        let part = Analysis {
            rows,
            ..skeleton.clone()
        };
        send.send(("rows", json(part)))
    })?;
    in_batches(
        winning_moves,
        |_| 3,
        |winning_moves| {
            let part = Analysis {
                winning_moves,
                ..skeleton.clone()
            };
            send.send(("winning_moves", json(part)))
        },
    )?;
    if !with_moves {
        return Ok(());
    }
    in_batches(
        analyser.moves_with_remoteness(),
        |_| 8,
        |moves| {
            let part = Analysis {
                moves: Some(moves),
                ..skeleton.clone()
            };
            send.send(("moves", json(part)))
        },
    )
}

/// Hands `items` to `send` in batches of about [`BATCH_VALUES`] values (by `weight`),
/// until `send` fails.
fn in_batches<T, E>(
    items: impl IntoIterator<Item = T>,
    weight: impl Fn(&T) -> usize,
    mut send: impl FnMut(Vec<T>) -> Result<(), E>,
) -> Result<(), E> {
    let (mut batch, mut values) = (Vec::new(), 0);
    for item in items {
        values += weight(&item);
        batch.push(item);
        if values >= BATCH_VALUES {
            send(std::mem::take(&mut batch))?;
            values = 0;
        }
    }
    if batch.is_empty() {
        Ok(())
    } else {
        send(batch)
    }
}

/// The answers to a judge input (`str` or `bytes`): one bool per test, whether the
/// first player wins. Read by the same fast reader as `hopnim solve`, without the GIL.
#[pyfunction]
#[pyo3(signature = (data, *, width = None, misere = false, rules = "hop"),
       text_signature = "(data, *, width=20, misere=False, rules='hop')")]
fn solve(
    py: Python<'_>,
    data: &Bound<'_, PyAny>,
    width: Option<&Bound<'_, PyAny>>,
    misere: bool,
    rules: &str,
) -> PyResult<Vec<bool>> {
    let width = match width {
        Some(width) => int_in(
            width,
            "width",
            BoardWidth::MIN.into(),
            BoardWidth::MAX.into(),
        )?,
        None => BoardWidth::default().get().into(),
    };
    let width = BoardWidth::new(width).map_err(value_error)?;
    let spec = JudgeSpec::new(width, game_of(rules, misere)?).map_err(value_error)?;
    let bytes: &[u8] = if let Ok(bytes) = data.cast::<PyBytes>() {
        bytes.as_bytes()
    } else if let Ok(text) = data.cast::<PyString>() {
        text.to_str()?.as_bytes()
    } else {
        return Err(pyo3::exceptions::PyTypeError::new_err(
            "solve() takes the judge input as str or bytes",
        ));
    };
    let solved = interruptible(py, |stop| {
        let mut answers = Answers {
            answers: Vec::new(),
            line_start: true,
            stop,
        };
        JudgeInput::new(Source::Bytes(bytes), spec)
            .solve(&mut answers)
            .map(|_| answers.answers)
    })?;
    solved.map_err(value_error)
}

/// Where `solve` writes its `YES` and `NO` lines: kept as bools. Every write fails once
/// `stop` is raised, which ends the solving.
struct Answers<'a> {
    answers: Vec<bool>,
    /// Whether the next byte starts a line.
    line_start: bool,
    stop: &'a Stop,
}

impl Write for Answers<'_> {
    fn write(&mut self, lines: &[u8]) -> io::Result<usize> {
        if self.stop.check().is_err() {
            return Err(io::Error::other("stopped by a signal"));
        }
        for &byte in lines {
            if self.line_start {
                self.answers.push(byte == b'Y');
            }
            self.line_start = byte == b'\n';
        }
        Ok(lines.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A table width, the argument `name`: `1..=32`.
fn table_width(value: &Bound<'_, PyAny>, name: &str) -> PyResult<u32> {
    let width = int_in(value, name, 1, GrundyTable::MAX_WIDTH.into())?;
    Ok(u32::try_from(width).expect("a table width fits"))
}

/// The Grundy value of every row of `width` cells (1 to 32), one byte per row, byte
/// `m` for the row of mask `m` (bit `width - c` set for a piece in column `c`). Built
/// straight into the `bytes` it returns; refused when it needs more than `max_memory`
/// bytes, a `MemoryError` when the system refuses them.
#[pyfunction]
#[pyo3(signature = (width, *, rules = "hop", max_memory = None),
       text_signature = "(width, *, rules='hop', max_memory=268435456)")]
fn table<'py>(
    py: Python<'py>,
    width: &Bound<'_, PyAny>,
    rules: &str,
    max_memory: Option<&Bound<'_, PyAny>>,
) -> PyResult<Bound<'py, PyBytes>> {
    let rules: Rules = rules.parse().map_err(value_error)?;
    let width = table_width(width, "width")?;
    let len = table_fits(width, self::max_memory(max_memory)?)?;
    let mut allocated = false;
    PyBytes::new_with(py, len, |values| {
        allocated = true;
        interruptible(py, |stop| {
            GrundyTable::of_rules_into(rules, width, values, || stop.check().is_ok())
        })?
        .map_err(table_error)
    })
    .map_err(|error| {
        if allocated {
            return error;
        }
        // Python's own MemoryError says nothing: this one says what was refused, in
        // the library's words.
        PyMemoryError::new_err(format!(
            "cannot allocate {} for the table",
            Bytes(len as u64)
        ))
    })
}

/// The formula of `rules` checked against the definition on every row of every width
/// up to `max_width` (at most 32): `{"holds", "rows_checked", "counterexample"}`.
/// Takes a byte for each row of `max_width`; refused when that needs more than
/// `max_memory` bytes, a `MemoryError` when the system refuses them.
#[pyfunction]
#[pyo3(signature = (max_width, *, rules = "hop", max_memory = None),
       text_signature = "(max_width, *, rules='hop', max_memory=268435456)")]
fn verify<'py>(
    py: Python<'py>,
    max_width: &Bound<'_, PyAny>,
    rules: &str,
    max_memory: Option<&Bound<'_, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let rules: Rules = rules.parse().map_err(value_error)?;
    let max_width = table_width(max_width, "max_width")?;
    table_fits(max_width, self::max_memory(max_memory)?)?;
    let verification = interruptible(py, |stop| {
        verify_rules_while(rules, max_width, |_| {}, || stop.check().is_ok())
    })?
    .map_err(table_error)?;
    let result = PyDict::new(py);
    result.set_item("holds", verification.holds())?;
    result.set_item("rows_checked", verification.rows_checked())?;
    result.set_item(
        "counterexample",
        verification.counterexample().map(|c| c.to_string()),
    )?;
    Ok(result)
}

/// A board of up to 64 columns in one game of the family: its rows, its value, its
/// moves, and the engine. Immutable: `play` returns a new board.
#[pyclass(name = "Board", module = "hopnim", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
struct PyBoard {
    board: Board,
    variant: Variant,
}

impl PyBoard {
    /// The library's analysis of this board: its value, its moves and theirs.
    fn analyser(&self) -> Analyser<'_, Row> {
        Analyser::new(self.board.width(), self.board.rows(), self.variant)
    }

    /// [`PyBoard::analyser`], its search (if any) given up when `stop` says so: a
    /// Ctrl-C ends it within a few thousand steps.
    fn analyser_stopping(&self, stop: &Stop) -> Analyser<'_, Row> {
        self.analyser()
            .sharing(&SharedSearch::stopping(stop.clone()))
    }

    fn with_board(&self, board: Board) -> PyBoard {
        PyBoard {
            board,
            variant: self.variant,
        }
    }
}

#[pymethods]
impl PyBoard {
    /// A board from notation (`"18x1/17x2"`), in the game of `rules` and `misere`.
    #[new]
    #[pyo3(signature = (notation, *, rules = "hop", misere = false))]
    fn new(notation: &str, rules: &str, misere: bool) -> PyResult<PyBoard> {
        let board = match parse_board(notation)? {
            AnyBoard::Narrow(board) => board,
            AnyBoard::Wide(board) => {
                return Err(PyValueError::new_err(format!(
                    "a Board holds up to 64 columns, and this one has {}; analyze() takes any width",
                    board.width()
                )));
            }
        };
        let variant = variant_of(rules, misere, board.width())?;
        Ok(PyBoard { board, variant })
    }

    /// Each row in board notation, top to bottom.
    #[getter]
    fn rows(&self) -> Vec<String> {
        self.board.rows().iter().map(ToString::to_string).collect()
    }

    /// The number of columns.
    #[getter]
    fn width(&self) -> u32 {
        self.board.width()
    }

    /// The rule set's name: one of `hopnim.RULES`.
    #[getter]
    fn rules(&self) -> &'static str {
        self.variant.rules.name()
    }

    /// Whether the player who cannot move wins.
    #[getter]
    fn misere(&self) -> bool {
        self.variant.is_misere()
    }

    /// The XOR of the rows' Grundy values.
    #[getter]
    fn nim_sum(&self) -> u32 {
        self.analyser().nim_sum()
    }

    /// Whether the player to move wins with best play.
    #[getter]
    fn first_player_wins(&self) -> bool {
        self.analyser().first_player_wins()
    }

    /// How many moves the game lasts when the winner hurries and the loser delays
    /// (its remoteness); `None` where hopnim does not know it exactly (searched only
    /// for small boards outside normal play of hop and slide).
    #[getter]
    fn remoteness(&self, py: Python<'_>) -> PyResult<Option<u64>> {
        interruptible(py, |stop| self.analyser_stopping(stop).remoteness())
    }

    /// Every legal move, `"R:C->D"`, top row first, pieces left to right.
    fn moves(&self) -> Vec<String> {
        self.analyser()
            .moves()
            .map(|value| value.to_move().to_string())
            .collect()
    }

    /// The moves that leave the opponent lost; empty when the player to move loses.
    fn winning_moves(&self) -> Vec<String> {
        self.analyser()
            .winning_moves()
            .map(|mv| mv.to_string())
            .collect()
    }

    /// The board after a move, `"R:C->D"`, or `"R:C"` when the piece has one landing
    /// cell (always under hop).
    fn play(&self, mv: &str) -> PyResult<PyBoard> {
        let written: WrittenMove = mv.parse().map_err(value_error)?;
        let (cell, landing) = (written.cell, written.to);
        let rules = self.variant.rules;
        let chosen = self
            .board
            .move_to(cell, landing, rules)
            .map_err(value_error)?;
        let after = self.board.play_move(chosen, rules).map_err(value_error)?;
        Ok(self.with_board(after))
    }

    /// The engine's move for the player to move (`"R:C->D"`), or `None` when no piece
    /// can move. At `level` `"perfect"` (the default, or `None`) a winning one if there
    /// is one, else the one that lasts longest; at level 1 to 5 (an int, or its digits)
    /// the perfect move only some of the time, as `hopnim play --level` plays, drawn
    /// from `seed` (default 0): the same level, seed and board give the same move.
    /// Another level is a `ValueError` naming it.
    #[pyo3(signature = (level = None, seed = None))]
    fn engine_move(
        &self,
        py: Python<'_>,
        level: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Option<String>> {
        let level = match level {
            None => Level::Perfect,
            Some(level) => level.str()?.to_string().parse().map_err(value_error)?,
        };
        let seed = match seed {
            None => 0,
            Some(seed) => int_in(seed, "seed", 0, u64::MAX)?,
        };
        let engine = Engine::new(level, seed);
        let pick = interruptible(py, |stop| engine.choose_in(&self.analyser_stopping(stop)))?;
        Ok(pick.to_move().map(|mv| mv.to_string()))
    }

    /// The narration of the board for a learner, as `hopnim analyze --explain` tells
    /// it: what each row reduces to, why, the XOR, why the winning move works (or
    /// which move lasts longest) and how long the game lasts, one point a string. In
    /// `lang`, `"en"` or `"zh-CN"` (a BCP 47 tag, as `--lang` takes it); without it,
    /// the locale's (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, as the command line
    /// reads them), English when none names a language hopnim speaks. Another
    /// language, or a text that is no language tag, is a `ValueError`.
    #[pyo3(signature = (lang = None))]
    fn explain(&self, py: Python<'_>, lang: Option<&str>) -> PyResult<Vec<String>> {
        let lang = lang_or_locale(lang)?;
        interruptible(py, |stop| {
            explain::narrate(&self.analyser_stopping(stop), lang)
        })
    }

    /// The analysis table of the board, as `hopnim analyze` prints it (without
    /// colour): each row's value and stairs, the nim-sum and the winner, the winning
    /// moves, how long the game lasts, and with `moves=True` every move with its
    /// value. In `lang`, as for `explain`.
    #[pyo3(signature = (moves = false, lang = None))]
    fn table(&self, py: Python<'_>, moves: bool, lang: Option<&str>) -> PyResult<String> {
        let lang = lang_or_locale(lang)?;
        interruptible(py, |stop| {
            let analyser = self.analyser_stopping(stop);
            let words = Words::new(lang, self.variant);
            let table = Table {
                number: 1,
                analyser: &analyser,
                moves,
                marker: &Plain,
                words: &words,
            };
            let mut text = Vec::new();
            table.write(&mut text).expect("a Vec takes every byte");
            String::from_utf8(text).expect("the table is UTF-8")
        })
    }

    /// How pickle makes the board again: `Board.__new__(Board, notation, rules=...,
    /// misere=...)`, through `copyreg.__newobj_ex__` (what pickle does for
    /// `__getnewargs_ex__`), which every pickle protocol can name.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let board = slf.get();
        let keywords = PyDict::new(py);
        keywords.set_item("rules", board.variant.rules.name())?;
        keywords.set_item("misere", board.variant.is_misere())?;
        let notation = (board.board.to_string(),);
        let make = py.import("copyreg")?.getattr("__newobj_ex__")?;
        (make, (slf.get_type(), notation, keywords)).into_pyobject(py)
    }

    /// The board itself: it is immutable.
    fn __copy__(slf: Bound<'_, Self>) -> Bound<'_, Self> {
        slf
    }

    /// The board itself: it is immutable, and holds nothing mutable.
    fn __deepcopy__<'py>(slf: Bound<'py, Self>, _memo: &Bound<'py, PyAny>) -> Bound<'py, Self> {
        slf
    }

    fn __str__(&self) -> String {
        self.board.to_string()
    }

    fn __repr__(&self) -> String {
        let mut extra = String::new();
        if !self.variant.rules.is_default() {
            extra.push_str(&format!(", rules={:?}", self.variant.rules.name()));
        }
        if self.variant.is_misere() {
            extra.push_str(", misere=True");
        }
        format!("Board({:?}{extra})", self.board.to_string())
    }

    /// The board drawn as SVG, which Jupyter shows for a board on its own: pieces
    /// green when their move can win, red when every move loses, grey when stuck.
    fn _repr_svg_(&self) -> String {
        let (mut movable, mut winning) = (Vec::new(), Vec::new());
        for value in self.analyser().moves() {
            movable.push((value.row, value.from));
            if value.winning {
                winning.push((value.row, value.from));
            }
        }
        let values: Vec<Nimber> = self
            .board
            .rows()
            .iter()
            .map(|row| self.variant.value_of(row).nim_sum())
            .collect();
        svg::draw(&self.board, &values, &movable, &winning)
    }
}

/// The puzzle of `seed`, `level` and `goal` in the game of `rules` and `misere`, as
/// `hopnim puzzle` makes it: a position on which exactly one move wins (`goal="win"`),
/// or several win and exactly one wins fastest (`goal="fastest"`). The same arguments
/// always give the same puzzle; without a seed one is drawn (the puzzle's `seed` tells
/// it). A level outside 1 to 5, a goal other than `"win"` or `"fastest"`, or an
/// unknown rule set is a `ValueError` naming it.
#[pyfunction]
#[pyo3(signature = (seed = None, level = None, goal = "win", rules = "hop", misere = false),
       text_signature = "(seed=None, level=1, goal='win', rules='hop', misere=False)")]
fn puzzle(
    py: Python<'_>,
    seed: Option<&Bound<'_, PyAny>>,
    level: Option<&Bound<'_, PyAny>>,
    goal: &str,
    rules: &str,
    misere: bool,
) -> PyResult<PyPuzzle> {
    let level = match level {
        None => PuzzleLevel::default(),
        Some(level) => {
            let (min, max) = (PuzzleLevel::MIN.get(), PuzzleLevel::MAX.get());
            let level = int_in(level, "level", min.into(), max.into())?;
            PuzzleLevel::new(level as u8).map_err(value_error)?
        }
    };
    let goal: Goal = goal.parse().map_err(value_error)?;
    // Puzzles are at most 20 cells wide: within every game's proof (as the command
    // line asks).
    let variant = variant_of(rules, misere, PUZZLE_WIDTH)?;
    let seed = match seed {
        None => hopnim::random::fresh_seed(),
        Some(seed) => int_in(seed, "seed", 0, u64::MAX)?,
    };
    // Milliseconds (in a debug build 5 to 35 ms a puzzle, the most in Welter's fastest
    // puzzles, whose every winning move's remoteness is searched): without the GIL all
    // the same. The generation does not read `stop`, so a Ctrl-C is raised once the
    // puzzle is made, those milliseconds later.
    let puzzle = interruptible(py, |_| Puzzle::generate_for(goal, seed, level, variant))?;
    Ok(PyPuzzle { puzzle })
}

/// The widest a puzzle's board is ([`puzzle`] checks the game's proof reaches it).
const PUZZLE_WIDTH: u32 = 20;

/// A puzzle: a board on which exactly one move wins, or several win and exactly one
/// wins fastest, and that move. Made by `hopnim.puzzle`; immutable.
#[pyclass(name = "Puzzle", module = "hopnim", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq)]
struct PyPuzzle {
    puzzle: Puzzle,
}

impl Hash for PyPuzzle {
    /// The puzzle is made from its seed, level, goal and game: they decide the rest.
    fn hash<H: Hasher>(&self, state: &mut H) {
        let Puzzle {
            board,
            variant,
            level,
            goal,
            seed,
            ..
        } = &self.puzzle;
        (board, variant, level, goal, seed).hash(state);
    }
}

#[pymethods]
impl PyPuzzle {
    /// The position, with the player to move to find the answer; in the puzzle's game.
    #[getter]
    fn board(&self) -> PyBoard {
        PyBoard {
            board: self.puzzle.board.clone(),
            variant: self.puzzle.variant,
        }
    }

    /// How hard it is, 1 to 5.
    #[getter]
    fn level(&self) -> u8 {
        self.puzzle.level.get()
    }

    /// What it asks for: `"win"` (the one winning move) or `"fastest"` (the one
    /// fastest of several winning moves).
    #[getter]
    fn goal(&self) -> &'static str {
        self.puzzle.goal.name()
    }

    /// The seed it was made from.
    #[getter]
    fn seed(&self) -> u64 {
        self.puzzle.seed
    }

    /// The move to find, `"R:C->D"`: the one winning move, or the one fastest.
    #[getter]
    fn answer(&self) -> String {
        self.puzzle.answer.to_string()
    }

    /// How many legal moves the position has in all, the answer included.
    #[getter]
    fn moves(&self) -> u32 {
        self.puzzle.moves
    }

    /// What tempts: how many losing moves lower the nim-sum yet lose; of a fastest
    /// puzzle, how many winning moves win more slowly.
    #[getter]
    fn tempting(&self) -> u32 {
        self.puzzle.tempting
    }

    /// Of a fastest puzzle, how many moves sooner the answer ends the game than the
    /// next fastest winning move; `None` for a win puzzle.
    #[getter]
    fn sooner(&self) -> Option<u64> {
        self.puzzle.sooner
    }

    /// The puzzle as `hopnim puzzle --json` prints it (without the newline): the
    /// library's JSON, byte for byte.
    fn to_json(&self) -> String {
        let mut json = Vec::with_capacity(256);
        self.puzzle.write_json(&mut json);
        String::from_utf8(json).expect("the puzzle's JSON is UTF-8")
    }

    /// How pickle makes the puzzle again: `hopnim.puzzle(seed, level, goal, rules,
    /// misere)`, which makes the same puzzle.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let make = py.import("hopnim")?.getattr("puzzle")?;
        let Puzzle {
            variant,
            level,
            goal,
            seed,
            ..
        } = &self.puzzle;
        let arguments = (
            *seed,
            level.get(),
            goal.name(),
            variant.rules.name(),
            variant.is_misere(),
        );
        (make, arguments).into_pyobject(py)
    }

    /// The puzzle itself: it is immutable.
    fn __copy__(slf: Bound<'_, Self>) -> Bound<'_, Self> {
        slf
    }

    /// The puzzle itself: it is immutable, and holds nothing mutable.
    fn __deepcopy__<'py>(slf: Bound<'py, Self>, _memo: &Bound<'py, PyAny>) -> Bound<'py, Self> {
        slf
    }

    /// The call that makes it again; the answer is not shown.
    fn __repr__(&self) -> String {
        let Puzzle {
            variant,
            level,
            goal,
            seed,
            ..
        } = &self.puzzle;
        let mut extra = String::new();
        if *goal != Goal::Win {
            extra.push_str(&format!(", goal={:?}", goal.name()));
        }
        if !variant.rules.is_default() {
            extra.push_str(&format!(", rules={:?}", variant.rules.name()));
        }
        if variant.is_misere() {
            extra.push_str(", misere=True");
        }
        format!("puzzle(seed={seed}, level={level}{extra})")
    }
}

/// The names of the rule sets, in the library's order ([`Rules::ALL`]): what every
/// `rules` parameter takes (an alias too).
fn rule_names() -> Vec<&'static str> {
    Rules::ALL.iter().map(|rules| rules.name()).collect()
}

/// The native module; `hopnim/__init__.py` re-exports it.
#[pymodule]
#[pyo3(name = "_hopnim")]
fn hopnim_module(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("RULES", PyTuple::new(module.py(), rule_names())?)?;
    module.add_function(wrap_pyfunction!(grundy, module)?)?;
    module.add_function(wrap_pyfunction!(analyze, module)?)?;
    module.add_function(wrap_pyfunction!(review, module)?)?;
    module.add_function(wrap_pyfunction!(solve, module)?)?;
    module.add_function(wrap_pyfunction!(table, module)?)?;
    module.add_function(wrap_pyfunction!(verify, module)?)?;
    module.add_function(wrap_pyfunction!(puzzle, module)?)?;
    module.add_class::<PyBoard>()?;
    module.add_class::<PyPuzzle>()?;
    Ok(())
}
