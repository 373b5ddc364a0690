// The game's history: each position as a chip (the moves, the blunders marked) and
// as a chart over the move number, above the line while you are winning. Whether you
// win and which moves are blunders is the library's.
import { $, svg } from "./dom.js";

const winClass = (entry) => (entry.you_win ? "you-win" : "you-lose");

/** The list of the positions of `game` (the library's game view, or none). */
function drawList(game) {
  const list = $("history");
  list.replaceChildren();
  for (const [index, entry] of (game ? game.history : []).entries()) {
    const item = document.createElement("li");
    item.dataset.testid = `history-${index}`;
    item.className = `${winClass(entry)}${entry.blunder ? " blunder" : ""}`;
    item.textContent = entry.name;
    if (entry.blunder) {
      const mark = document.createElement("strong");
      mark.className = "blunder-mark";
      mark.textContent = " blunder";
      item.appendChild(mark);
    }
    item.title = entry.title;
    item.dataset.winning = entry.winning;
    list.appendChild(item);
  }
}

/** The game as a chart over the move number: above the line you are winning. */
function drawChart(game) {
  const chart = $("history-chart");
  chart.replaceChildren();
  const entries = game ? game.history : [];
  chart.hidden = entries.length === 0;
  if (!entries.length) return;
  const [left, step, high, low] = [70, 34, 14, 54];
  const width = left + Math.max(1, entries.length - 1) * step + 24;
  chart.setAttribute("viewBox", `0 0 ${width} 84`);
  chart.setAttribute("width", width);
  chart.setAttribute("height", 84);
  svg("line", { x1: left - 8, x2: width - 4, y1: 34, y2: 34, class: "axis" }, chart);
  svg("text", { x: 2, y: high + 4, class: "chart-label" }, chart).textContent = "you win";
  svg("text", { x: 2, y: low + 4, class: "chart-label" }, chart).textContent = "you lose";
  const points = entries.map((entry, index) => [left + index * step, entry.you_win ? high : low]);
  svg("polyline", { points: points.map((p) => p.join(",")).join(" "), class: "trace" }, chart);
  entries.forEach((entry, index) => {
    const [x, y] = points[index];
    const dot = svg("circle", {
      cx: x, cy: y, r: entry.blunder ? 7 : 5,
      class: `point ${winClass(entry)}${entry.blunder ? " blunder" : ""}`,
      "data-testid": `history-point-${index}`,
    }, chart);
    svg("title", {}, dot).textContent = entry.point;
    if (entry.blunder) {
      svg("text", { x, y: y + 22, class: "chart-blunder" }, chart).textContent = "✗ blunder";
    }
    svg("text", { x, y: 80, class: "chart-tick" }, chart).textContent = index;
  });
  chart.setAttribute("aria-label", game.chart);
}

/** Draws the history of `view`'s game (empty out of a game). */
export function drawHistory(view) {
  drawList(view.game);
  drawChart(view.game);
}
