//! The slow twin of the board-notation parser: cells spelled out one by one, no bit
//! tricks. Tests and fuzz targets hold [`Board`]'s `FromStr` to it.

use super::NotationErrorKind;
use crate::game::board::Board;
use crate::game::cell::{Cell, Move};
use crate::game::row::Row;
use crate::game::wide_board::WideBoard;

/// Parses board notation the plainest way: each row into a list of cells. `None` for
/// anything that is not valid notation of rows 1 to 64 cells wide, all of one width.
///
/// ```
/// use hopnim::game::notation::reference::cells_of_board;
/// assert_eq!(cells_of_board("x1/.x"), Some(vec![vec![true, false], vec![false, true]]));
/// assert_eq!(cells_of_board("x0"), None);
/// ```
pub fn cells_of_board(text: &str) -> Option<Vec<Vec<bool>>> {
    let rows: Vec<Vec<bool>> = text.split('/').map(cells_of_row).collect::<Option<_>>()?;
    let width = rows[0].len();
    rows.iter().all(|r| r.len() == width).then_some(rows)
}

fn cells_of_row(text: &str) -> Option<Vec<bool>> {
    let mut cells = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            'x' => cells.push(true),
            '.' => cells.push(false),
            '1'..='9' => {
                let mut digits = c.to_string();
                while let Some(d) = chars.next_if(char::is_ascii_digit) {
                    digits.push(d);
                }
                let run: usize = digits.parse().ok().filter(|&n| n <= 64)?;
                cells.extend(std::iter::repeat_n(false, run));
            }
            _ => return None,
        }
        if cells.len() > 64 {
            return None;
        }
    }
    (!cells.is_empty()).then_some(cells)
}

/// Whether `text` parses as board, row, cell and move notation exactly as the slow
/// twin says, whether every value parsed prints back to text that parses to it, and
/// whether every error points inside the text. Returns the first difference.
///
/// ```
/// use hopnim::game::notation::reference::compare_with_parsers;
/// assert_eq!(compare_with_parsers("18x1/17x2"), Ok(()));
/// assert_eq!(compare_with_parsers("18x1/17y2"), Ok(()));
/// ```
pub fn compare_with_parsers(text: &str) -> Result<(), String> {
    let expected = cells_of_board(text);
    match (text.parse::<Board>(), expected) {
        (Ok(board), Some(cells)) => {
            let parsed: Vec<Vec<bool>> = board
                .rows()
                .iter()
                .map(|r| (1..=r.width()).map(|c| r.is_occupied(c)).collect())
                .collect();
            if parsed != cells {
                return Err(format!(
                    "{text:?}: parsed {board}, the reference reads {cells:?}"
                ));
            }
            round_trip(&board)?;
        }
        (Err(e), None) => {
            let limit = text.chars().count() + 1;
            if e.position == 0 || e.position > limit {
                return Err(format!(
                    "{text:?}: error position {} outside 1..={limit}",
                    e.position
                ));
            }
        }
        (Ok(board), None) => {
            return Err(format!(
                "{text:?}: parsed {board}, the reference refuses it"
            ));
        }
        (Err(e), Some(_)) => {
            return Err(format!("{text:?}: refused ({e}), the reference accepts it"));
        }
    }
    compare_wide(text)?;
    if let Ok(row) = text.parse::<Row>() {
        round_trip(&row)?;
    }
    if let Ok(cell) = text.parse::<Cell>() {
        round_trip(&cell)?;
    }
    if let Ok(mv) = text.parse::<Move>() {
        round_trip(&mv)?;
    }
    Ok(())
}

/// The wide parser agrees with the bitboard parser up to width 64, refuses the same
/// texts at the same place for any other reason, and round-trips.
fn compare_wide(text: &str) -> Result<(), String> {
    match (text.parse::<WideBoard>(), text.parse::<Board>()) {
        (Ok(wide), Ok(board)) if wide != WideBoard::from(&board) => Err(format!(
            "{text:?}: the wide parser reads {wide}, the bitboard parser {board}"
        )),
        (Ok(wide), _) => round_trip(&wide),
        (Err(wide), Ok(_)) => Err(format!("{text:?}: the wide parser refuses it ({wide})")),
        (Err(wide), Err(narrow)) => match narrow.kind {
            NotationErrorKind::TooWide { .. } => Ok(()),
            _ if wide == narrow => Ok(()),
            _ => Err(format!(
                "{text:?}: refused as {wide} (wide) but {narrow} (bitboard)"
            )),
        },
    }
}

fn round_trip<T>(value: &T) -> Result<(), String>
where
    T: std::fmt::Display + std::str::FromStr + PartialEq + std::fmt::Debug,
{
    let printed = value.to_string();
    match printed.parse::<T>() {
        Ok(back) if back == *value => Ok(()),
        _ => Err(format!(
            "{value:?} prints as {printed:?}, which does not parse back to it"
        )),
    }
}
