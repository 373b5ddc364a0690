// The rows the page draws at once: a board of more rows than that (the limits admit
// 2048 rows of 64 cells, 131,072 cells: seconds of drawing) shows a window of them on
// the board, in the table of values and among the pictures, with buttons for the
// rows before and after. Each view is drawn in a bounded time however large its
// board: a window holds about as many cells as 32 rows of the classic board.
import { $ } from "./dom.js";
import { t } from "./words.js";

/** About the most cells drawn at once: the rows of a window hold no more. */
const CELLS_AT_ONCE = 640;
/** However wide the board, a window holds this many rows at least, and at most 32. */
const FEWEST_ROWS = 8;
const MOST_ROWS = 32;

/** How many rows a window of a board `width` cells wide holds. */
export function rowsAtOnce(width) {
  return Math.max(FEWEST_ROWS, Math.min(MOST_ROWS, Math.floor(CELLS_AT_ONCE / Math.max(1, width))));
}

/**
 * The rows of `view` shown when the window starts at row `first` (1-based): `{first,
 * last, rows, step}`, `last` inclusive, `rows` the board's count and `step` the
 * window's height, the window moved back to fit the board.
 */
export function rowsShown(view, first) {
  const rows = view.rows.length;
  const step = rowsAtOnce(view.analysis.width);
  const start = Math.max(1, Math.min(first, rows - step + 1));
  return { first: start, last: Math.min(rows, start + step - 1), rows, step };
}

/**
 * Shows which rows are drawn, and the buttons for the rows before and after (the
 * whole control hidden when every row is drawn).
 */
export function showRowsNav(shown) {
  const nav = $("rows-nav");
  nav.hidden = shown.first === 1 && shown.last === shown.rows;
  if (nav.hidden) return;
  $("rows-range").textContent = t("page-rows-shown", shown);
  $("rows-previous").textContent = t("page-rows-previous");
  $("rows-next").textContent = t("page-rows-next");
  $("rows-previous").disabled = shown.first === 1;
  $("rows-next").disabled = shown.last === shown.rows;
}

/**
 * Calls `move(first)` with the first row of the window before or after the one shown
 * when its button is pressed; `current()` is the window shown.
 */
export function wireRowsNav(current, move) {
  $("rows-previous").addEventListener("click", () => move(current().first - current().step));
  $("rows-next").addEventListener("click", () => move(current().last + 1));
}
