// The review of a game, as lichess reviews one: the whole game is kept while the board
// steps back and forth through its positions (a click on a move in the history, or
// ←, →, Home and End there), each step a question for the game cut at that move, so
// the board, the values and the pictures are the library's for that position. Where
// the move that led to the position shown was hasty or a blunder, the best move is
// drawn on the board and said in words; under the list, each player's accuracy and
// moves by class. history.js draws the list and the chart from what this keeps.
import { $, say, svg } from "./dom.js";
import { t } from "./words.js";

/** The classes of a move, in the order the summary counts them, each with its heading. */
const CLASS_HEADINGS = {
  best: "page-class-best", good: "page-class-good", hasty: "page-class-hasty", blunder: "page-class-blunder",
};
const CLASSES = Object.keys(CLASS_HEADINGS);

/** The players of the summary, each with its name. */
const PLAYER_NAMES = { you: "page-review-you", engine: "page-review-engine" };

const review = {
  // The whole game reviewed (a view's `game`), and the language of its words.
  game: null,
  lang: null,
  // How many of its moves lead to the position shown.
  at: 0,
  // The lengths of the steps asked and not yet shown.
  asked: new Set(),
  // The view last followed: drawn again (a window of rows moved), it changes nothing.
  view: null,
  // Shows the game cut at its first `n` moves (the page's question, set by wireReview).
  step: null,
};

/** Whether `game` is the reviewed game cut at some move: the same start, side, engine, and a prefix of its moves. */
function isStepOf(game, lang) {
  const whole = review.game;
  if (!whole || lang !== review.lang) return false;
  const same = ["start", "first", "level", "seed"].every((key) => game[key] === whole[key]);
  return same && game.moves.length <= whole.moves.length && game.moves.every((move, index) => move === whole.moves[index]);
}

/**
 * Follows the page to `view`: a view asked by a step shows the reviewed game cut at
 * that step; any other (a move played, a move taken back, another game, no game)
 * becomes the game reviewed, shown at its end. Returns the game reviewed (or null)
 * and how many of its moves lead to the position shown.
 */
export function follow(view) {
  if (view !== review.view) {
    review.view = view;
    const game = view.game;
    if (game && review.asked.has(game.moves.length) && isStepOf(game, view.lang)) {
      review.asked.delete(game.moves.length);
      review.at = game.moves.length;
    } else {
      review.asked.clear();
      review.game = game || null;
      review.lang = view.lang;
      review.at = game ? game.moves.length : 0;
    }
  }
  return { game: review.game, at: review.at };
}

/**
 * The game of `view` as a whole: the reviewed game when `view` shows a step of it
 * (what the address, the record copied and another language keep), else its own.
 */
export function wholeGame(view) {
  return view.game && view === review.view && review.game && isStepOf(view.game, view.lang) ? review.game : view.game;
}

/**
 * Shows the position after `n` moves of the game reviewed (clamped to the game), and
 * says which it is. Does nothing out of a game or where it is shown already.
 */
export async function stepTo(n) {
  const game = review.game;
  if (!game || !review.step) return;
  const target = Math.max(0, Math.min(game.moves.length, n));
  if (target === review.at && review.asked.size === 0) return;
  review.asked.add(target);
  await review.step(game.moves.slice(0, target));
  if (review.game !== game || review.at !== target) return;
  const entry = game.history[target];
  const best = bestWords(entry);
  say(best ? t("page-review-status", { point: entry.point, best }) : entry.point);
}

/** The step the keys ask from the position shown (or the last asked): `null` for another key. */
function keyStep(key) {
  const from = review.asked.size ? Math.max(...review.asked) : review.at;
  const steps = { ArrowLeft: from - 1, ArrowRight: from + 1, ArrowUp: from - 1, ArrowDown: from + 1, Home: 0, End: Infinity };
  return Object.hasOwn(steps, key) ? steps[key] : null;
}

/**
 * Wires the history's list: a click on a move, or ←/→ (↑/↓), Home and End while the
 * list has the focus, steps to a position; `step(moves)` asks the page to show the
 * game cut at `moves`.
 */
export function wireReview(step) {
  review.step = step;
  const list = $("history");
  list.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-step]");
    if (button) stepTo(Number(button.dataset.step));
  });
  list.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = keyStep(event.key);
    if (target === null || !review.game) return;
    event.preventDefault();
    stepTo(target);
  });
}

/** What the best move would have done where `entry`'s move was hasty or a blunder, or "". */
export function bestWords(entry) {
  if (!entry || !entry.best) return "";
  return t("page-review-best", { move: entry.name, class: entry.class_label, says: entry.best.says });
}

/**
 * The centre of the cell at `row`, `column` of the board drawn, in the board's units,
 * and the cell's size; `null` when the cell is not drawn (a row outside the window).
 */
function cellCentre(board, row, column) {
  const rect = board.querySelector(`[data-testid="cell-${row}-${column}"] rect`);
  if (!rect) return null;
  const box = rect.getBBox();
  let point = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2);
  // Wherever the board lays its cells out (a group moved or turned), in its own units.
  const [inner, outer] = [rect.getCTM(), board.getCTM()];
  if (inner && outer) point = point.matrixTransform(outer.inverse().multiply(inner));
  return { x: point.x, y: point.y, size: Math.min(box.width, box.height) };
}

/**
 * Draws on the board the best move where the move that led to the position shown
 * was hasty or a blunder: an arrow from the cell its piece leaves to its landing
 * cell (the played piece's cell is ringed by the board as the last move's), and its
 * words under the history.
 */
export function drawBest(game, at) {
  const entry = game && at > 0 ? game.history[at] : null;
  const best = entry && entry.best;
  const words = $("review-best");
  if (words) {
    words.textContent = bestWords(entry);
    words.hidden = !best;
  }
  const board = $("board");
  board.querySelector(".best-move")?.remove();
  if (!best) return;
  const { row, from, to } = best.move;
  const [start, end] = [cellCentre(board, row, from), cellCentre(board, row, to)];
  if (!start || !end) return;
  const group = svg("g", {
    class: "best-move", "aria-hidden": "true", "data-testid": "best-arrow",
    "data-move": best.name,
  }, board);
  const [dx, dy] = [end.x - start.x, end.y - start.y];
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const head = end.size * 0.32;
  // From the edge of the piece to the edge of the landing cell's ring.
  const [x1, y1] = [start.x + ux * start.size * 0.2, start.y + uy * start.size * 0.2];
  const [x2, y2] = [end.x - ux * head, end.y - uy * head];
  svg("line", { x1, y1, x2, y2, class: "best-line" }, group);
  const [px, py] = [-uy * head * 0.6, ux * head * 0.6];
  svg("polygon", {
    points: [[end.x, end.y], [x2 + px, y2 + py], [x2 - px, y2 - py]].map((p) => p.join(",")).join(" "),
    class: "best-head",
  }, group);
  svg("circle", { cx: end.x, cy: end.y, r: end.size * 0.4, class: "best-landing" }, group);
}

/** An accuracy in the page's words: `77.6%`; a dash for a player who has not moved. */
function percent(value) {
  return Number.isFinite(value) ? t("page-review-percent", { value: Number(value.toFixed(1)) }) : t("page-review-none");
}

/**
 * The summary of `game`: for you and for the engine, the accuracy and how many moves
 * of each class (blunders among them), from the library's classes of its history.
 */
export function drawSummary(game) {
  const table = $("review-summary");
  if (!table) return;
  table.hidden = !game || game.moves.length === 0;
  const body = table.tBodies[0];
  body.replaceChildren();
  if (table.hidden) return;
  const head = table.tHead.rows[0];
  const titles = ["page-review-player", "page-review-accuracy", ...Object.values(CLASS_HEADINGS)];
  head.replaceChildren(...titles.map((id) => {
    const cell = document.createElement("th");
    cell.scope = "col";
    cell.textContent = t(id);
    return cell;
  }));
  table.caption.textContent = t("page-review-summary");
  for (const [player, words] of Object.entries(PLAYER_NAMES)) {
    const line = body.insertRow();
    line.dataset.testid = `review-summary-${player}`;
    const name = document.createElement("th");
    name.scope = "row";
    name.textContent = t(words);
    line.appendChild(name);
    const moves = game.history.filter((entry) => entry.by === player);
    const counts = CLASSES.map((name) => moves.filter((entry) => entry.class === name).length);
    for (const [index, value] of [percent(game.accuracy[player]), ...counts].entries()) {
      const cell = line.insertCell();
      cell.textContent = value;
      cell.dataset.testid = `review-${player}-${["accuracy", ...CLASSES][index]}`;
    }
  }
}
