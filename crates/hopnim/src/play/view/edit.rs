//! What an edit of the board does: a cell toggled, the board resized, or the
//! refusal that names the cell or size that cannot be.

use super::question::Edit;
use crate::game::Board;
use crate::game::Row;
use crate::lang::Lang;
use crate::lang::say;
use crate::play::refusal::MAX_BOARD_CHARS;
use crate::play::refusal::Refusal;

/// The board after `edit`, and what the edit did.
pub(super) fn edited(board: &Board, edit: Edit, lang: Lang) -> Result<(Board, String), Refusal> {
    let width = board.width();
    let mut rows = board.rows().to_vec();
    let says = match edit {
        Edit::Toggle { row, column } => {
            let Some(cells) = row.checked_sub(1).and_then(|index| rows.get_mut(index)) else {
                return Err(no_cell(row, column, board, lang));
            };
            if column == 0 || column > width {
                return Err(no_cell(row, column, board, lang));
            }
            let added = !cells.is_occupied(column);
            *cells =
                Row::new(width, cells.mask() ^ 1 << (width - column)).expect("a cell of the row");
            if added {
                say!(lang, "view-added-piece", row = row, column = column)
            } else {
                say!(lang, "view-removed-piece", row = row, column = column)
            }
        }
        Edit::Resize {
            width: new_width,
            rows: count,
        } => {
            if count == 0 || count > MAX_BOARD_CHARS / 2 {
                return Err(Refusal::BadQuestion(say!(
                    lang,
                    "view-rows-out-of-range",
                    most = MAX_BOARD_CHARS / 2,
                    count = count.to_string()
                )));
            }
            let empty =
                Row::empty(new_width).map_err(|e| Refusal::BadQuestion(lang.say(e.phrase())))?;
            rows.resize(count, empty);
            for row in &mut rows {
                let pieces = row.pieces().filter(|&column| column <= new_width);
                *row = Row::from_columns(new_width, pieces).expect("columns of the row");
            }
            say!(lang, "view-resized", rows = count, width = new_width)
        }
    };
    let board = Board::new(width_of(&rows, width), rows).expect("rows of one width");
    Ok((board, says))
}

/// The width of `rows`, or `width` when there are none.
fn width_of(rows: &[Row], width: u32) -> u32 {
    rows.first().map_or(width, |row| row.width())
}

fn no_cell(row: usize, column: u32, board: &Board, lang: Lang) -> Refusal {
    Refusal::BadQuestion(say!(
        lang,
        "view-no-cell",
        row = row.to_string(),
        column = column.to_string(),
        rows = board.rows().len(),
        width = board.width()
    ))
}

#[cfg(test)]
mod tests {
    use crate::play::view::ask;

    #[test]
    fn edits_toggle_cells_and_resize_the_board() {
        let view = ask(r#"{"board": "5", "edit": {"toggle": {"row": 1, "column": 2}}}"#).unwrap();
        assert_eq!(
            (view.board.as_str(), view.says.as_deref()),
            ("1x3", Some("Added a piece at 1:2"))
        );
        let view = ask(r#"{"board": "1x3", "edit": {"toggle": {"row": 1, "column": 2}}}"#).unwrap();
        assert_eq!(
            (view.board.as_str(), view.says.as_deref()),
            ("5", Some("Removed a piece at 1:2"))
        );
        let view =
            ask(r#"{"board": "x3x/1x3", "edit": {"resize": {"width": 3, "rows": 3}}}"#).unwrap();
        assert_eq!(view.board, "x2/1x1/3");
        assert_eq!(view.says.as_deref(), Some("3 rows of 3 cells."));
        for edit in [
            r#"{"toggle": {"row": 2, "column": 1}}"#,
            r#"{"toggle": {"row": 1, "column": 6}}"#,
            r#"{"resize": {"width": 65, "rows": 1}}"#,
            r#"{"resize": {"width": 5, "rows": 0}}"#,
        ] {
            let refusal = ask(&format!(r#"{{"board": "5", "edit": {edit}}}"#)).unwrap_err();
            assert_eq!(refusal.status(), 422, "{edit}: {refusal}");
        }
    }
}
