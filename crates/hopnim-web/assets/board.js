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

/**
 * The remoteness after `move` (how many moves the game lasts once it is played, with
 * best play): a whole number, or null when the library does not know it.
 */
function remotenessAfter(move) {
  const value = move.value && typeof move.value === "object" ? move.value : move;
  return Number.isInteger(value.remoteness_after) ? value.remoteness_after : null;
}

/** The words for the remoteness after `move` ("remoteness after 7"), or "" when unknown. */
function remotenessWords(move) {
  const remoteness = remotenessAfter(move);
  return remoteness === null ? "" : `remoteness after ${remoteness}`;
}

/**
 * The small number in the top right corner of the cell at `cx`, `cy` that plays
 * `move`: the remoteness after it. Its words are in the cell's label.
 */
function remotenessBadge(cell, cx, cy, move, testid) {
  const remoteness = remotenessAfter(move);
  if (remoteness === null) return;
  svg("text", {
    x: cx + CELL / 2 - 2,
    y: cy - CELL / 2 + 2,
    class: "remoteness",
    "aria-hidden": "true",
    "data-testid": testid,
  }, cell).textContent = remoteness;
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
 * The words for a cell: the library's label of its piece, or the move of the selected
 * piece that lands on it; with the remoteness after each move when `remoteness`.
 */
function cellLabel(row, column, piece, option, remoteness) {
  if (option) {
    const after = remoteness ? remotenessWords(option) : "";
    return `row ${row}, column ${column}, empty: ${option.name} lands here${after ? `, ${after}` : ""}`;
  }
  if (!piece) return `row ${row}, column ${column}, empty`;
  if (!remoteness) return piece.label;
  const known = piece.moves.filter((move) => remotenessAfter(move) !== null);
  if (known.length === 0) return piece.label;
  if (piece.moves.length === 1) return `${piece.label}, ${remotenessWords(piece.moves[0])}`;
  return `${piece.label}; ${known.map((move) => `to ${move.to}: ${remotenessWords(move)}`).join(", ")}`;
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
  // The remoteness would give a puzzle's answer away: shown only with the values.
  const remoteness = !view.values_hidden;
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
      const option = chosen && !piece ? chosen.moves.find((m) => m.to === column) : null;
      const cell = svg("g", {
        class: `cell ${kind}`,
        tabindex: isFocus ? "0" : "-1",
        role: "gridcell",
        "aria-label": cellLabel(row, column, piece, option, remoteness),
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
      if (option) {
        svg("circle", {
          cx, cy, r: CELL * 0.3,
          class: `option ${option.kind}`,
          "data-testid": `option-${row}-${column}`,
        }, cell);
        if (remoteness) remotenessBadge(cell, cx, cy, option, `option-remoteness-${row}-${column}`);
      } else if (piece && remoteness && piece.moves.length === 1) {
        // A piece with one move plays it when clicked: the piece is that move's button.
        remotenessBadge(cell, cx, cy, piece.moves[0], `remoteness-${row}-${column}`);
      }
      if (remoteness && (option || (piece && piece.moves.some((m) => remotenessAfter(m) !== null)))) {
        svg("title", {}, cell).textContent = cell.getAttribute("aria-label");
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
