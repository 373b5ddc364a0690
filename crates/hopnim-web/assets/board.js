// The board: a grid of cells in SVG, each piece coloured by the library's verdict on
// its moves and marked by it too (✓ wins, ✗ loses, a bar and a dashed rim when stuck:
// colour is never the only sign). One cell is in the tab order and the arrow keys move between cells;
// hovering or focusing a piece shows where it lands, clicking or Enter acts on it.
// On a narrow screen a board wider than it is tall, and too wide for the screen, runs
// its columns top to bottom (each row a column of cells, numbered at the top; the
// cells numbered down the left side), so that a 2 × 20 game fits a phone's first
// screen with cells of 30 pixels.
import { $, animate, svg } from "./dom.js";
import { t } from "./words.js";

const CELL = 30;
const LEFT = 30;
const TOP = 24;
// Each arrow key's step on the screen, [down, right]: a step in rows and columns as the
// board runs across, swapped when it runs down.
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

// The widest board, in pixels, that leaves room for the controls beside it.
const WIDE = 720;

// A screen this narrow or narrower draws a wide board running down.
const NARROW = window.matchMedia("(max-width: 40rem)");

// Whether the board drawn runs down (its columns top to bottom).
let down = false;

/** Calls `redraw()` when the screen turns narrow or wide (the board's direction may change). */
export function onScreenChange(redraw) {
  NARROW.addEventListener("change", redraw);
}

// The cell the Tab key reaches.
let focus = { row: 1, column: 1 };

// The board's shape (`width×rows`) when last drawn: a new shape is scrolled to its pieces.
let shape = null;

// The rows drawn (rows.js): `{first, last, rows}`, the first drawn at the top.
let shown = { first: 1, last: 1, rows: 1 };

/**
 * Scrolls the board's frame, on a screen narrower than the board, so that the
 * rightmost piece is in view with the cell after it: the pieces move right, so the
 * right end is where a game is played (the frame opens at the left end otherwise).
 */
function scrollToPieces(board, view) {
  const frame = board.parentElement;
  if (down) return;
  const columns = view.rows.flatMap((row) => row.pieces.map((piece) => piece.column));
  if (!columns.length || frame.scrollWidth <= frame.clientWidth) return;
  const right = LEFT + (Math.max(...columns) + 1) * CELL;
  frame.scrollLeft = Math.max(0, right - frame.clientWidth);
}

/** The centre of the cell at `row` (one of the rows drawn), `column`. */
function center(row, column) {
  const along = (column - 0.5) * CELL;
  const across = (row - shown.first + 0.5) * CELL;
  return down ? [LEFT + across, TOP + along] : [LEFT + along, TOP + across];
}

/**
 * The remoteness after `move` (how many moves the game lasts once it is played, with
 * best play): a whole number, or null when the library does not know it.
 */
function remotenessAfter(move) {
  const value = move.value && typeof move.value === "object" ? move.value : move;
  return Number.isInteger(value.remoteness_after) ? value.remoteness_after : null;
}

/**
 * How strongly each piece's cell is shaded, as GamesmanUni's delta-remoteness view
 * shades moves: among the winning pieces, the one that wins fastest (the least
 * remoteness after its fastest winning move) the most; among the losing pieces, the
 * one that holds longest (the most remoteness after its longest move) the most. A
 * map from piece to 1 (the best of its kind), 2 (within half the spread of it) or 3;
 * a kind with fewer than two pieces of known remoteness is not shaded.
 */
function shadesOf(view) {
  const reach = new Map();
  for (const piece of view.rows.flatMap((row) => row.pieces)) {
    if (piece.kind !== "win" && piece.kind !== "lose") continue;
    const moves = piece.kind === "win" ? piece.moves.filter((move) => move.kind === "win") : piece.moves;
    const known = moves.map(remotenessAfter).filter((value) => value !== null);
    if (known.length) reach.set(piece, piece.kind === "win" ? Math.min(...known) : Math.max(...known));
  }
  const shades = new Map();
  for (const kind of ["win", "lose"]) {
    const ofKind = [...reach].filter(([piece]) => piece.kind === kind);
    if (ofKind.length < 2) continue;
    const values = ofKind.map(([, value]) => value);
    const spread = Math.max(...values) - Math.min(...values);
    const best = kind === "win" ? Math.min(...values) : Math.max(...values);
    for (const [piece, value] of ofKind) {
      const behind = Math.abs(value - best);
      shades.set(piece, behind === 0 ? 1 : 2 * behind <= spread ? 2 : 3);
    }
  }
  return shades;
}

/** The words for the remoteness after `move` ("remoteness after 7"), or "" when unknown. */
function remotenessWords(move) {
  const remoteness = remotenessAfter(move);
  return remoteness === null ? "" : t("page-remoteness-after", { moves: remoteness });
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

// The kinds of piece that carry a mark, and the lines of each mark (M starts a line,
// L goes on), on a disc of radius 1 centred on 0, 0.
const MARKS = {
  win: [["M", -0.5, 0.02], ["L", -0.14, 0.4], ["L", 0.52, -0.38]],
  lose: [["M", -0.4, -0.4], ["L", 0.4, 0.4], ["M", 0.4, -0.4], ["L", -0.4, 0.4]],
  stuck: [["M", -0.5, 0], ["L", 0.5, 0]],
};

/**
 * Draws the mark of `kind` (win, lose, stuck; nothing for another) on the disc of
 * radius `r` at `cx`, `cy` in `parent`, with `attributes`.
 */
function drawMark(parent, kind, cx, cy, r, attributes = {}) {
  if (!MARKS[kind]) return null;
  const round = (value) => Math.round(value * 100) / 100;
  return svg("path", {
    d: MARKS[kind].map(([step, x, y]) => `${step} ${round(cx + x * r)} ${round(cy + y * r)}`).join(" "),
    class: `mark ${kind}`,
    "data-mark": kind,
    "aria-hidden": "true",
    ...attributes,
  }, parent);
}

/** Draws the legend's pieces as the board draws them: each kind's disc and mark. */
export function drawLegend() {
  for (const swatch of document.querySelectorAll(".legend .swatch")) {
    const kind = swatch.dataset.mark;
    swatch.replaceChildren();
    svg("circle", { cx: 10, cy: 10, r: 8.5, class: `piece ${kind}` }, swatch);
    drawMark(swatch, kind, 10, 10, 8.5);
  }
}

/**
 * What a tap on the cell `row`, `column` of `view` asks, with `selected` the piece
 * {row, column} chosen before it (or null): the chosen piece's move that lands there
 * (`landing`, from the column `from`), or else the `piece` tapped (undefined on an
 * empty cell).
 */
export function tapOn(view, selected, row, column) {
  const pieces = view.rows[row - 1].pieces;
  const chosen = selected && selected.row === row ? pieces.find((piece) => piece.column === selected.column) : null;
  const landing = chosen && chosen.moves.find((move) => move.to === column);
  if (landing) return { landing, from: chosen.column };
  return { piece: pieces.find((piece) => piece.column === column) };
}

/** The cell at `row`:`column`, as the board draws it. */
const cellAt = (row, column) => $("board").querySelector(`[data-testid="cell-${row}-${column}"]`);

/**
 * Moves the keyboard focus on the board by `dy` cells down and `dx` right on the
 * screen: rows and columns as the board runs.
 */
function moveFocus(dy, dx) {
  const [dr, dc] = down ? [dx, dy] : [dy, dx];
  const board = $("board");
  const width = Number(board.dataset.width);
  const row = Math.max(shown.first, Math.min(shown.last, focus.row + dr));
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
    const label = t("page-cell-landing", { row, column, move: option.name });
    const after = remoteness ? remotenessWords(option) : "";
    return after ? t("page-label-and", { label, more: after }) : label;
  }
  if (!piece) return t("page-cell-empty", { row, column });
  if (!remoteness) return piece.label;
  const known = piece.moves.filter((move) => remotenessAfter(move) !== null);
  if (known.length === 0) return piece.label;
  if (piece.moves.length === 1) return t("page-label-and", { label: piece.label, more: remotenessWords(piece.moves[0]) });
  const moves = known.map((move) => t("page-to-column", { column: move.to, remoteness: remotenessWords(move) }));
  return t("page-label-moves", { label: piece.label, moves: moves.join(t("page-comma")) });
}

/**
 * Draws the board of `view` (the library's view), the rows `rows` of it (rows.js:
 * `{first, last, rows}`). `marks`: the piece `selected` ({row, column}) whose landing
 * cells are shown, the move just played (`moved`, animated), the last move (`last`,
 * its empty cell marked). `on.activate(row, column)` acts on a cell,
 * `on.preview(move)` shows what a move does (`null`: nothing).
 */
export function drawBoard(view, rows, marks, on) {
  const board = $("board");
  const hadFocus = board.contains(document.activeElement);
  board.replaceChildren();
  shown = rows;
  const width = view.analysis.width;
  const height = rows.last - rows.first + 1;
  // Across where it fits the frame (a lesson's short row reads left to right, as its
  // words say); down only where it would not. (The frame is measured only then: a
  // measure lays the page out.)
  const fitsAcross = () => {
    const room = board.parentElement.clientWidth - 8;
    return room > 0 && LEFT + width * CELL + 4 <= room;
  };
  down = NARROW.matches && height < width && !fitsAcross();
  board.dataset.direction = down ? "down" : "across";
  focus = { row: Math.max(rows.first, Math.min(focus.row, rows.last)), column: Math.min(focus.column, width) };
  board.dataset.rows = rows.rows;
  board.dataset.width = width;
  // The grid has every row of the board; those drawn say which they are.
  board.setAttribute("aria-rowcount", rows.rows);
  const [along, across] = [width * CELL + 4, height * CELL + 4];
  const [w, h] = down ? [LEFT + across, TOP + along] : [LEFT + along, TOP + across];
  board.setAttribute("viewBox", `0 0 ${w} ${h}`);
  // One CSS pixel a unit: a cell is a 30-pixel tap target on any screen; a board
  // wider than the screen scrolls inside its frame.
  board.setAttribute("width", w);
  board.setAttribute("height", h);
  // A board too wide to leave room beside it has the controls under it (style.css).
  document.body.dataset.board = w > WIDE ? "wide" : "narrow";
  // The column numbers: along the top, or down the left side.
  for (let c = 1; c <= width; c++) {
    const [x, y] = center(rows.first, c);
    const at = down ? { x: LEFT / 2, y } : { x, y: TOP / 2 };
    svg("text", { ...at, class: "label", "aria-hidden": "true", "data-testid": `column-number-${c}` }, board).textContent = c;
  }
  const landing = svg("circle", { r: CELL * 0.36, class: "landing", visibility: "hidden" });
  const tried = view.puzzle && view.puzzle.tried;
  // The remoteness would give a puzzle's answer away: shown only with the values.
  const remoteness = !view.values_hidden;
  const shades = remoteness ? shadesOf(view) : new Map();
  const { selected, moved, last } = marks;
  let focused = null;
  for (let row = rows.first; row <= rows.last; row++) {
    const rowView = view.rows[row - 1];
    const pieces = new Map(rowView.pieces.map((piece) => [piece.column, piece]));
    const chosen = selected && selected.row === row ? pieces.get(selected.column) : null;
    // The row number: down the left side, or along the top.
    const [x, y] = center(row, 1);
    const at = down ? { x, y: TOP / 2 } : { x: LEFT / 2, y };
    svg("text", { ...at, class: "label", "aria-hidden": "true", "data-testid": `row-number-${row}` }, board).textContent = row;
    const line = svg("g", { role: "row", "aria-rowindex": row }, board);
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
        ...(shades.has(piece) ? { "data-shade": shades.get(piece) } : {}),
      }, line);
      if (isFocus) focused = cell;
      svg("rect", { x: cx - CELL / 2, y: cy - CELL / 2, width: CELL, height: CELL }, cell);
      if (piece) {
        const disc = svg("circle", { cx, cy, r: CELL * 0.34, class: `piece ${kind}` }, cell);
        const mark = drawMark(cell, kind, cx, cy, CELL * 0.34, { "data-testid": `mark-${row}-${column}` });
        if (moved && moved.row === row && moved.to === column) {
          const step = (moved.from - moved.to) * CELL;
          const from = { transform: down ? `translate(0, ${step}px)` : `translate(${step}px, 0)` };
          for (const shape of [disc, mark].filter(Boolean)) animate(shape, [from, { transform: "none" }]);
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
        drawMark(cell, option.kind, cx, cy, CELL * 0.3, { "data-testid": `option-mark-${row}-${column}` });
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
  }
  board.appendChild(landing);
  if (hadFocus && focused) focused.focus();
  if (shape !== `${width}×${rows.rows}`) {
    shape = `${width}×${rows.rows}`;
    // Once the page is drawn: measured now, the frame would be laid out twice.
    requestAnimationFrame(() => scrollToPieces(board, view));
  }
}
