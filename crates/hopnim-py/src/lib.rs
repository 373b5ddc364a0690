//! hopnim for Python: the native module `hopnim._hopnim`, which the package `hopnim`
//! re-exports. A thin layer over the library: every value, answer and message comes
//! from it, and every error becomes a `ValueError` with the library's located message
//! (never a panic across the boundary).

use std::fmt::Display;

use hopnim::game::{AnyBoard, Convention, Rules, Variant};
use hopnim::judge::{JudgeInput, JudgeSpec, Source};
use hopnim::play::analysis::{Analyser, Analysis};
use hopnim::play::engine::{self, Choice};
use hopnim::proof::table::GrundyTable;
use hopnim::proof::verify::verify_rules;
use hopnim::{Board, Cell, Move, Nimber, Row};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyString, PyTuple};

mod svg;

/// A `ValueError` with `error`'s message.
fn value_error(error: impl Display) -> PyErr {
    PyValueError::new_err(error.to_string())
}

/// The game named by `rules` and `misere`, for boards of `width` cells: an error when
/// hopnim has no proof of who wins it at that width.
fn variant_of(rules: &str, misere: bool, width: u32) -> PyResult<Variant> {
    let rules: Rules = rules.parse().map_err(value_error)?;
    let convention = Convention::of_misere(misere);
    Variant { rules, convention }
        .for_width(width)
        .map_err(value_error)
}

/// A board in notation, of any width.
fn parse_board(notation: &str) -> PyResult<AnyBoard> {
    notation.parse().map_err(value_error)
}

/// The Grundy value of one row in board notation (`"18x1"`), by the formula of `rules`
/// (`"hop"`, `"welter"` or `"slide"`).
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
    let board = parse_board(board)?;
    let variant = variant_of(rules, misere, board.width())?;
    let mut json = Vec::new();
    Analysis::of(&board, variant, moves).write_json(&mut json);
    let text = String::from_utf8(json).expect("the analysis is JSON text");
    py.import("json")?.call_method1("loads", (text,))
}

/// The answers to a judge input (`str` or `bytes`): one bool per test, whether the
/// first player wins. Read by the same fast reader as `hopnim solve`, without the GIL.
#[pyfunction]
#[pyo3(signature = (data, *, width = 20, misere = false, rules = "hop"))]
fn solve(
    py: Python<'_>,
    data: &Bound<'_, PyAny>,
    width: u64,
    misere: bool,
    rules: &str,
) -> PyResult<Vec<bool>> {
    let spec = JudgeSpec::of_width(width).map_err(value_error)?;
    let spec = JudgeSpec {
        variant: variant_of(rules, misere, spec.width.get())?,
        ..spec
    };
    let bytes: &[u8] = if let Ok(bytes) = data.cast::<PyBytes>() {
        bytes.as_bytes()
    } else if let Ok(text) = data.cast::<PyString>() {
        text.to_str()?.as_bytes()
    } else {
        return Err(pyo3::exceptions::PyTypeError::new_err(
            "solve() takes the judge input as str or bytes",
        ));
    };
    let written = py.detach(|| {
        let mut out = Vec::with_capacity(bytes.len() / 8);
        JudgeInput::new(Source::Bytes(bytes), spec)
            .solve(&mut out)
            .map(|_| out)
    });
    let out = written.map_err(value_error)?;
    Ok(out
        .split(|&byte| byte == b'\n')
        .filter(|line| !line.is_empty())
        .map(|line| line == b"YES")
        .collect())
}

/// The Grundy value of every row of `width` cells (1 to 32), one byte per row, byte
/// `m` for the row of mask `m` (bit `width - c` set for a piece in column `c`).
#[pyfunction]
#[pyo3(signature = (width, *, rules = "hop"))]
fn table<'py>(py: Python<'py>, width: u32, rules: &str) -> PyResult<Bound<'py, PyBytes>> {
    let rules: Rules = rules.parse().map_err(value_error)?;
    let table = py.detach(|| GrundyTable::of_rules(rules, width, |_| {}));
    Ok(PyBytes::new(py, table.map_err(value_error)?.values()))
}

/// The formula of `rules` checked against the definition on every row of every width
/// up to `max_width` (at most 32): `{"holds", "rows_checked", "counterexample"}`.
#[pyfunction]
#[pyo3(signature = (max_width, *, rules = "hop"))]
fn verify<'py>(py: Python<'py>, max_width: u32, rules: &str) -> PyResult<Bound<'py, PyDict>> {
    let rules: Rules = rules.parse().map_err(value_error)?;
    let verification = py
        .detach(|| verify_rules(rules, max_width, |_| {}))
        .map_err(value_error)?;
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

    /// `"hop"`, `"welter"` or `"slide"`.
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
        let (cell, landing) = match mv.parse::<Move>() {
            Ok(mv) => (mv.cell(), Some(mv.to)),
            Err(_) => (mv.parse::<Cell>().map_err(value_error)?, None),
        };
        let rules = self.variant.rules;
        let chosen = self
            .board
            .move_to(cell, landing, rules)
            .map_err(value_error)?;
        let after = self.board.play_move(chosen, rules).map_err(value_error)?;
        Ok(self.with_board(after))
    }

    /// The engine's move for the player to move (`"R:C->D"`: a winning one if there is
    /// one, else the one that lasts longest), or `None` when no piece can move.
    fn engine_move(&self) -> Option<String> {
        match engine::choose_in_variant(&self.board, self.variant) {
            Choice::Winning(mv) | Choice::Longest(mv) => Some(mv.to_string()),
            Choice::NoMove => None,
        }
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
        if self.variant.rules != Rules::Hop {
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

/// The native module; `hopnim/__init__.py` re-exports it.
#[pymodule]
#[pyo3(name = "_hopnim")]
fn hopnim_module(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(grundy, module)?)?;
    module.add_function(wrap_pyfunction!(analyze, module)?)?;
    module.add_function(wrap_pyfunction!(solve, module)?)?;
    module.add_function(wrap_pyfunction!(table, module)?)?;
    module.add_function(wrap_pyfunction!(verify, module)?)?;
    module.add_class::<PyBoard>()?;
    Ok(())
}
