//! A board drawn as SVG for Jupyter: a grid of cells, each piece a disc coloured by
//! what its move does, column numbers above, each row's value on its right.

use std::fmt::Write as _;

use hopnim::{Board, Nimber};

/// The side of a cell, in SVG units.
const CELL: u32 = 24;
/// Room for the row numbers on the left and the column numbers above.
const MARGIN: u32 = 24;
/// Room for the values on the right.
const VALUES: u32 = 48;

/// The SVG of `board`; `values` holds each row's value, `movable` the pieces that can
/// move and `winning` those with a winning move, as `(row, column)`.
pub fn draw(
    board: &Board,
    values: &[Nimber],
    movable: &[(usize, u32)],
    winning: &[(usize, u32)],
) -> String {
    let width = board.width();
    let rows = board.rows().len() as u32;
    let (w, h) = (MARGIN + width * CELL + VALUES, MARGIN + rows * CELL + 4);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\" font-size=\"10\">"
    );
    for column in 1..=width {
        let x = MARGIN + (column - 1) * CELL + CELL / 2;
        let _ = write!(
            svg,
            "<text x=\"{x}\" y=\"14\" text-anchor=\"middle\">{column}</text>"
        );
    }
    for (index, row) in board.rows().iter().enumerate() {
        let number = index + 1;
        let y = MARGIN + index as u32 * CELL;
        let _ = write!(
            svg,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{number}</text>",
            MARGIN / 2,
            y + CELL / 2 + 4
        );
        for column in 1..=width {
            let x = MARGIN + (column - 1) * CELL;
            let _ = write!(
                svg,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"#f6f8fa\" stroke=\"#d0d7de\"/>"
            );
            if row.is_occupied(column) {
                let cell = (number, column);
                let fill = if winning.contains(&cell) {
                    "#2da44e"
                } else if movable.contains(&cell) {
                    "#cf222e"
                } else {
                    "#8c959f"
                };
                let _ = write!(
                    svg,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"#24292f\"/>",
                    x + CELL / 2,
                    y + CELL / 2,
                    CELL * 2 / 5
                );
            }
        }
        let _ = write!(
            svg,
            "<text x=\"{}\" y=\"{}\">{}</text>",
            MARGIN + width * CELL + 6,
            y + CELL / 2 + 4,
            values[index]
        );
    }
    svg.push_str("</svg>");
    svg
}
