// The game's history, as a review: the moves numbered by turn, one line a turn (the
// first player's move, then the second's), each with its class (a mark, its word for
// a screen reader, your blunders marked), each a button that steps the board to the
// position after it (review.js); and a chart of remoteness over the move number,
// above the line while you are winning, the position shown marked; then each player's
// accuracy and moves by class. Whether you win, in how many moves, each move's class
// and the accuracy are the library's (its review).
import { $, svg } from "./dom.js";
import { drawBest, drawSummary, follow } from "./review.js";
import { t } from "./words.js";

const winClass = (entry) => (entry.you_win ? "you-win" : "you-lose");

// Each class's mark, beside its word: colour is never the only sign (the hint of
// page.ftl explains them).
const CLASS_MARKS = { best: "★", good: "+", hasty: "?!", blunder: "??" };

/**
 * The class of the move that led to `entry`: its mark, shown, and its word, read by a
 * screen reader (both in the element's text: ` ?? blunder`).
 */
function classMark(entry, index) {
  const mark = document.createElement("span");
  mark.className = "class-mark";
  mark.dataset.testid = `history-class-${index}`;
  const symbol = document.createElement("span");
  symbol.setAttribute("aria-hidden", "true");
  symbol.textContent = ` ${CLASS_MARKS[entry.class]}`;
  const word = document.createElement("span");
  word.className = "visually-hidden";
  word.textContent = ` ${entry.class_label}`;
  mark.append(symbol, word);
  return mark;
}

/**
 * The list of the positions of `game` (the library's game view, or none), the one
 * after `at` moves shown: the start, then each move, the first player's numbered by
 * its turn. The move shown is the one button of the list in the tab order.
 */
function drawList(game, at) {
  const list = $("history");
  const hadFocus = list.contains(document.activeElement);
  list.replaceChildren();
  let current = null;
  for (const [index, entry] of (game ? game.history : []).entries()) {
    const item = document.createElement("li");
    item.className = index === 0 ? "start" : index % 2 === 1 ? "first-move" : "second-move";
    if (index % 2 === 1) {
      const turn = document.createElement("span");
      turn.className = "turn";
      turn.textContent = t("page-review-turn", { turn: (index + 1) / 2 });
      item.appendChild(turn);
    }
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.testid = `history-${index}`;
    button.dataset.step = index;
    button.className = `move ${winClass(entry)}${entry.blunder ? " blunder" : ""}`;
    button.textContent = entry.name;
    if (entry.class) {
      button.appendChild(classMark(entry, index));
      button.dataset.class = entry.class;
    }
    button.title = entry.title;
    button.dataset.winning = entry.winning;
    button.tabIndex = index === at ? 0 : -1;
    if (index === at) {
      button.setAttribute("aria-current", "step");
      item.classList.add("current");
      current = button;
    }
    item.appendChild(button);
    list.appendChild(item);
  }
  if (current && hadFocus) current.focus({ preventScroll: true });
  if (current) keepInFrame(list, current, "vertical");
}

/**
 * Scrolls `frame` (a long game's list, a long game's chart) so that `element` is in
 * it, the page itself not scrolled.
 */
function keepInFrame(frame, element, direction) {
  const [outer, inner] = [frame.getBoundingClientRect(), element.getBoundingClientRect()];
  if (direction === "vertical") {
    if (inner.top < outer.top) frame.scrollTop -= outer.top - inner.top;
    else if (inner.bottom > outer.bottom) frame.scrollTop += inner.bottom - outer.bottom;
  } else if (inner.left < outer.left + 40) {
    frame.scrollLeft -= outer.left + 40 - inner.left;
  } else if (inner.right > outer.right - 40) {
    frame.scrollLeft += inner.right - (outer.right - 40);
  }
}

/** The remoteness of a history entry (a whole number), or null when unknown. */
const remotenessOf = (entry) => (Number.isInteger(entry.remoteness) ? entry.remoteness : null);

// The chart's layout, in SVG units, drawn one CSS pixel each (never scaled down: a
// long game scrolls in its frame, its text as large as on a short one): the left
// margin for the labels, the step between moves (closer on a long game), the centre
// line, the farthest a point is from it.
const CHART = { left: 86, step: 34, longStep: 22, mid: 68, reach: 46, height: 154 };

// From how many positions a game is long: its moves closer, every fifth numbered.
const LONG_GAME = 21;

/**
 * The game as a chart over the move number against remoteness, as Gamesman draws it:
 * above the centre line you are winning, below it you are losing, and a point's
 * distance from the line is its remoteness (how many moves the game still lasts with
 * best play), so the game's end (remoteness 0) is on the line. A position whose
 * remoteness is unknown is drawn at the farthest distance, hollow. The position shown
 * (after `at` moves) is marked by a vertical line, kept in the frame's view.
 */
function drawChart(game, at) {
  const chart = $("history-chart");
  const frame = $("history-chart-frame") || chart;
  chart.replaceChildren();
  const entries = game ? game.history : [];
  // An SVG element has no `hidden` property: the attribute, which the style sheet obeys.
  frame.toggleAttribute("hidden", entries.length === 0);
  if (!entries.length) return;
  const long = entries.length >= LONG_GAME;
  const { left, mid, reach, height } = CHART;
  const step = long ? CHART.longStep : CHART.step;
  const width = left + Math.max(1, entries.length - 1) * step + 24;
  chart.setAttribute("viewBox", `0 0 ${width} ${height}`);
  chart.setAttribute("width", width);
  chart.setAttribute("height", height);
  const known = entries.map(remotenessOf).filter((r) => r !== null);
  const most = Math.max(1, ...known);
  // The axes: the centre line (remoteness 0), and remoteness up and down from it.
  const axis = left - 12;
  svg("line", { x1: axis, x2: width - 4, y1: mid, y2: mid, class: "axis" }, chart);
  svg("line", { x1: axis, x2: axis, y1: mid - reach, y2: mid + reach, class: "axis" }, chart);
  svg("text", { x: axis, y: 10, class: "chart-label chart-axis-title" }, chart).textContent = t("page-chart-moves-left");
  svg("text", { x: 2, y: mid - reach / 2 + 4, class: "chart-label" }, chart).textContent = t("page-chart-you-win");
  svg("text", { x: 2, y: mid + reach / 2 + 4, class: "chart-label" }, chart).textContent = t("page-chart-you-lose");
  const scale = known.length ? [[mid - reach, most], [mid, 0], [mid + reach, most]] : [];
  for (const [y, value] of scale) {
    svg("text", { x: axis - 4, y: y + 4, class: "chart-label chart-scale" }, chart).textContent = value;
  }
  const points = entries.map((entry, index) => {
    const remoteness = remotenessOf(entry);
    const distance = remoteness === null ? reach : (reach * remoteness) / most;
    return [left + index * step, entry.you_win ? mid - distance : mid + distance];
  });
  const shown = Math.max(0, Math.min(at, entries.length - 1));
  const marker = svg("line", {
    x1: points[shown][0], x2: points[shown][0], y1: 14, y2: height - 16,
    class: "chart-at", "data-testid": "history-chart-at", "data-step": shown,
  }, chart);
  svg("polyline", { points: points.map((p) => p.join(",")).join(" "), class: "trace" }, chart);
  entries.forEach((entry, index) => {
    const [x, y] = points[index];
    const remoteness = remotenessOf(entry);
    const dot = svg("circle", {
      cx: x, cy: y, r: entry.blunder ? 7 : 5,
      class: `point ${winClass(entry)}${entry.blunder ? " blunder" : ""}${remoteness === null ? " unknown" : ""}`,
      "data-testid": `history-point-${index}`,
      "data-remoteness": remoteness === null ? "unknown" : remoteness,
    }, chart);
    // The library's words: which move, who wins, and in how many moves when known.
    const says = [entry.point, entry.title, entry.class_label].filter(Boolean);
    svg("title", {}, dot).textContent = says.join("; ");
    if (entry.class) {
      svg("text", {
        x, y: y - 10, class: `chart-class ${entry.class}`, "data-testid": `history-point-class-${index}`,
      }, chart).textContent = CLASS_MARKS[entry.class];
    }
    // The words under a blunder of yours where there is room for them (its mark is there always).
    if (entry.blunder && !long) {
      svg("text", { x, y: y + 20, class: "chart-blunder" }, chart).textContent = t("page-chart-blunder");
    }
    if (!long || index % 5 === 0) {
      svg("text", { x, y: height - 4, class: "chart-tick" }, chart).textContent = index;
    }
  });
  chart.setAttribute("aria-label", game.chart);
  if (frame !== chart) keepInFrame(frame, marker, "horizontal");
}

/**
 * Draws the history of `view`'s game (empty out of a game) as the review shows it:
 * the whole game, the position on the board marked, the best move where it was
 * missed, and each player's accuracy and moves by class.
 */
export function drawHistory(view) {
  const { game, at } = follow(view);
  drawList(game, at);
  drawChart(game, at);
  drawBest(game, at);
  drawSummary(game);
  $("accuracy").textContent = (game && game.accuracy_says) || "";
  $("copy-game").disabled = !game;
}
