// The game's history: each position as a chip (the moves, each with its class, your
// blunders marked) and as a chart of remoteness over the move number, above the line
// while you are winning; then each player's accuracy. Whether you win, in how many
// moves, each move's class and the accuracy are the library's (its review).
import { $, svg } from "./dom.js";
import { t } from "./words.js";

const winClass = (entry) => (entry.you_win ? "you-win" : "you-lose");

// Each class's mark, beside its word: colour is never the only sign (the hint of
// page.ftl explains them).
const CLASS_MARKS = { best: "★", good: "+", hasty: "?!", blunder: "??" };

/** The class of the move that led to `entry`, mark and word (`?? blunder`), or "" for the start. */
const classText = (entry) => (entry.class ? `${CLASS_MARKS[entry.class]} ${entry.class_label}` : "");

/** The list of the positions of `game` (the library's game view, or none). */
function drawList(game) {
  const list = $("history");
  list.replaceChildren();
  for (const [index, entry] of (game ? game.history : []).entries()) {
    const item = document.createElement("li");
    item.dataset.testid = `history-${index}`;
    item.className = `${winClass(entry)}${entry.blunder ? " blunder" : ""}`;
    item.textContent = entry.name;
    if (entry.class) {
      const mark = document.createElement("strong");
      mark.className = "class-mark";
      mark.dataset.testid = `history-class-${index}`;
      mark.textContent = ` ${classText(entry)}`;
      item.appendChild(mark);
      item.dataset.class = entry.class;
    }
    item.title = entry.title;
    item.dataset.winning = entry.winning;
    list.appendChild(item);
  }
}

/** The remoteness of a history entry (a whole number), or null when unknown. */
const remotenessOf = (entry) => (Number.isInteger(entry.remoteness) ? entry.remoteness : null);

// The chart's layout, in SVG units (one CSS pixel each): the left margin for the
// labels, the step between moves, the centre line, the farthest a point is from it.
const CHART = { left: 86, step: 34, mid: 68, reach: 46, height: 154 };

/**
 * The game as a chart over the move number against remoteness, as Gamesman draws it:
 * above the centre line you are winning, below it you are losing, and a point's
 * distance from the line is its remoteness (how many moves the game still lasts with
 * best play), so the game's end (remoteness 0) is on the line. A position whose
 * remoteness is unknown is drawn at the farthest distance, hollow.
 */
function drawChart(game) {
  const chart = $("history-chart");
  chart.replaceChildren();
  const entries = game ? game.history : [];
  // An SVG element has no `hidden` property: the attribute itself.
  chart.toggleAttribute("hidden", entries.length === 0);
  if (!entries.length) return;
  const { left, step, mid, reach, height } = CHART;
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
    if (entry.blunder) {
      svg("text", { x, y: y + 20, class: "chart-blunder" }, chart).textContent = t("page-chart-blunder");
    }
    svg("text", { x, y: height - 4, class: "chart-tick" }, chart).textContent = index;
  });
  chart.setAttribute("aria-label", game.chart);
}

/** Draws the history of `view`'s game (empty out of a game), and each player's accuracy. */
export function drawHistory(view) {
  drawList(view.game);
  drawChart(view.game);
  $("accuracy").textContent = (view.game && view.game.accuracy_says) || "";
  $("copy-game").disabled = !view.game;
}
