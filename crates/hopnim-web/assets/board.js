// The board: a grid of cells in SVG, each piece coloured by the library's verdict on
// its moves. One cell is in the tab order and the arrow keys move between cells;
// hovering or focusing a piece shows where it lands, clicking or Enter acts on it.
import { $, animate, svg } from "./dom.js";

const CELL = 30;
const LEFT = 30;
const TOP = 24;
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

// The cell the Tab key reaches.
let focus = { row: 1, column: 1 };

function center(row, column) {
  return [LEFT + (column - 0.5) * CELL, TOP + (row - 0.5) * CELL];
}

/** The cell at `row`:`column`, as the board draws it. */
const cellAt = (row, column) => $("board").querySelector(`[data-testid="cell-${row}-${column}"]`);

/** Moves the keyboard focus on the board by `dr` rows and `dc` columns. */
function moveFocus(dr, dc) {
  const board = $("board");
  const rows = Number(board.dataset.rows);
  const width = Number(board.dataset.width);
  const row = Math.max(1, Math.min(rows, focus.row + dr));
  const column = Math.max(1, Math.min(width, focus.column + dc));
  focus = { row, column };
  for (const cell of board.querySelectorAll(".cell")) cell.setAttribute("tabindex", "-1");
  const cell = cellAt(row, column);
  cell.setAttribute("tabindex", "0");
  cell.focus();
}

/**
 * Draws the board of `view` (the library's view). `marks`: the piece `selected`
 * ({row, column}) whose landing cells are shown, the move just played (`moved`, animated),
 * the last move (`last`, its empty cell marked). `on.activate(row, column)` acts on a
 * cell, `on.preview(move)` shows what a move does (`null`: nothing).
 */
export function drawBoard(view, marks, on) {
  const board = $("board");
  const hadFocus = board.contains(document.activeElement);
  board.replaceChildren();
  const width = view.analysis.width;
  const height = view.rows.length;
  focus = { row: Math.min(focus.row, height), column: Math.min(focus.column, width) };
  board.dataset.rows = height;
  board.dataset.width = width;
  const [w, h] = [LEFT + width * CELL + 4, TOP + height * CELL + 4];
  board.setAttribute("viewBox", `0 0 ${w} ${h}`);
  // One CSS pixel a unit: a cell is a 30-pixel tap target on any screen; a board
  // wider than the screen scrolls inside its frame.
  board.setAttribute("width", w);
  board.setAttribute("height", h);
  for (let c = 1; c <= width; c++) {
    const [x] = center(1, c);
    svg("text", { x, y: TOP / 2, class: "label", "aria-hidden": "true" }, board).textContent = c;
  }
  const landing = svg("circle", { r: CELL * 0.36, class: "landing", visibility: "hidden" });
  const tried = view.puzzle && view.puzzle.tried;
  const { selected, moved, last } = marks;
  let focused = null;
  view.rows.forEach((rowView, index) => {
    const row = index + 1;
    const pieces = new Map(rowView.pieces.map((piece) => [piece.column, piece]));
    const chosen = selected && selected.row === row ? pieces.get(selected.column) : null;
    const [, y] = center(row, 1);
    svg("text", { x: LEFT / 2, y, class: "label", "aria-hidden": "true" }, board).textContent = row;
    const line = svg("g", { role: "row" }, board);
    for (let column = 1; column <= width; column++) {
      const [cx, cy] = center(row, column);
      const piece = pieces.get(column);
      const kind = piece ? piece.kind : "empty";
      const isFocus = focus.row === row && focus.column === column;
      const cell = svg("g", {
        class: `cell ${kind}`,
        tabindex: isFocus ? "0" : "-1",
        role: "gridcell",
        "aria-label": piece ? piece.label : `row ${row}, column ${column}, empty`,
        "data-testid": `cell-${row}-${column}`,
        "data-kind": kind,
      }, line);
      if (isFocus) focused = cell;
      svg("rect", { x: cx - CELL / 2, y: cy - CELL / 2, width: CELL, height: CELL }, cell);
      if (piece) {
        const disc = svg("circle", { cx, cy, r: CELL * 0.34, class: `piece ${kind}` }, cell);
        if (moved && moved.row === row && moved.to === column) {
          animate(disc, [{ transform: `translate(${(moved.from - moved.to) * CELL}px, 0)` }, { transform: "none" }]);
        }
        if (tried && tried.move.row === row && tried.move.from === column) {
          cell.classList.add(tried.solved ? "tried-right" : "tried-wrong");
        }
        if (chosen === piece) cell.classList.add("selected");
      } else if (last && last.row === row && last.from === column) {
        svg("circle", { cx, cy, r: CELL * 0.2, class: "last-from" }, cell);
      }
      const option = chosen && !piece ? chosen.moves.find((m) => m.to === column) : null;
      if (option) {
        svg("circle", {
          cx, cy, r: CELL * 0.3,
          class: `option ${option.kind}`,
          "data-testid": `option-${row}-${column}`,
        }, cell);
      }
      const activate = () => {
        focus = { row, column };
        on.activate(row, column);
      };
      cell.addEventListener("click", activate);
      cell.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          activate();
        } else if (ARROWS[event.key]) {
          event.preventDefault();
          moveFocus(...ARROWS[event.key]);
        }
      });
      if (piece && piece.moves.length > 0) {
        // The landing cell shown: a winning one if there is one (values hidden: the first).
        const move = piece.moves.find((m) => m.kind === "win") || piece.moves[0];
        const show = () => {
          const [lx, ly] = center(row, move.to);
          landing.setAttribute("cx", lx);
          landing.setAttribute("cy", ly);
          landing.setAttribute("visibility", "visible");
          landing.setAttribute("data-testid", `landing-${row}-${move.to}`);
          on.preview(move);
        };
        const hide = () => {
          landing.setAttribute("visibility", "hidden");
          on.preview(null);
        };
        cell.addEventListener("mouseenter", show);
        cell.addEventListener("focus", show);
        cell.addEventListener("mouseleave", hide);
        cell.addEventListener("blur", hide);
      }
    }
  });
  board.appendChild(landing);
  if (hadFocus && focused) focused.focus();
}
