// The values: the line with the nim-sum and the verdict, the table of the rows'
// values and pictures, and the headings that name the rule set's pictures. Every word
// is the library's.
import { $ } from "./dom.js";
import { t } from "./words.js";

/** The line under the board: the nim-sum, who wins, the winning moves. */
function drawSummary(view) {
  const summary = $("summary");
  const { text, verdict, winning_moves: winningMoves } = view.summary;
  const lead = document.createElement("span");
  lead.textContent = `${text} `;
  const sum = document.createElement("strong");
  sum.dataset.testid = "nim-sum";
  sum.textContent = view.analysis.nim_sum;
  const winner = document.createElement("span");
  winner.dataset.testid = "winner";
  winner.className = view.analysis.first_player_wins ? "win" : "lose";
  winner.textContent = t("page-summary-verdict", { verdict });
  summary.replaceChildren(lead, sum, winner);
  if (winningMoves) {
    const moves = document.createElement("span");
    moves.textContent = t("page-summary-moves", { moves: winningMoves });
    summary.appendChild(moves);
  }
}

/** The table: each row's value and its picture in words (stairs or coins), for the rows `shown`. */
function drawRows(view, shown) {
  const body = $("rows").querySelector("tbody");
  body.replaceChildren();
  for (let index = shown.first - 1; index < shown.last; index++) {
    const rowView = view.rows[index];
    const line = document.createElement("tr");
    const number = document.createElement("td");
    number.textContent = index + 1;
    const value = document.createElement("td");
    value.textContent = view.analysis.rows[index].grundy;
    value.dataset.testid = `row-value-${index + 1}`;
    const shape = document.createElement("td");
    shape.dataset.testid = `row-shape-${index + 1}`;
    for (const { text, kind } of rowView.shape) {
      const item = document.createElement("span");
      item.className = kind === "coin" ? "coin" : `stair ${kind}`;
      item.textContent = text;
      shape.appendChild(item);
    }
    if (rowView.shape.length === 0) shape.textContent = t("page-nothing");
    line.append(number, value, shape);
    body.appendChild(line);
  }
}

/** The headings that depend on the rule set: the table's column, the pictures' hint. */
function drawHeadings(view) {
  $("shape-heading").textContent = view.words.column;
  $("stairs-hint").textContent = view.words.pictures;
}

/**
 * Draws the values of `view`, the table for the rows `shown` (rows.js); they are
 * hidden while a puzzle is not yet tried.
 */
export function drawValues(view, shown) {
  $("values").hidden = view.values_hidden;
  drawHeadings(view);
  drawSummary(view);
  drawRows(view, shown);
}
