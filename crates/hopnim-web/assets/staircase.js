// The rows as pictures: staircase Nim (hop, slide: stairs as columns, odd stairs
// marked) or coins on a line (Welter's game). A hovered move shows what it carries
// where; the move just played slides in. The captions are the library's.
import { $, animate, svg } from "./dom.js";

const STAIR = 18; // the width of a stair's column
const STAIR_TOP = 8;
const STAIR_HEIGHT = 84;

/**
 * Draws the picture of each row of `view` among the rows `shown` (rows.js), or only
 * of those numbered in `only`. `preview`: the move hovered (the library's move, with
 * its caption), `moved`: the move just played (animated).
 */
export function drawPictures(view, shown, { preview, moved }, only) {
  const panel = $("stairs");
  if (!only) panel.replaceChildren();
  for (let number = shown.first; number <= shown.last; number++) {
    const index = number - 1;
    const rowView = view.rows[index];
    if (only && !only.includes(number)) continue;
    const row = view.analysis.rows[index];
    const move = preview && preview.row === number ? preview : null;
    const justMoved = moved && moved.row === number ? moved : null;
    const picture = row.coins
      ? coinPicture(row, view.analysis.width, move, number)
      : stairPicture(row, move, justMoved, number);
    const caption = move ? `${rowView.caption}; ${move.caption}` : rowView.caption;
    picture.setAttribute("aria-label", move ? `${rowView.label}; ${move.caption}` : rowView.label);
    const figure = document.createElement("figure");
    figure.className = "stairs-row";
    figure.dataset.testid = `stairs-${number}`;
    const text = document.createElement("figcaption");
    text.textContent = caption;
    figure.append(picture, text);
    const old = panel.querySelector(`[data-testid="stairs-${number}"]`);
    if (old) old.replaceWith(figure);
    else panel.appendChild(figure);
  }
}

/** One row as staircase Nim: its piles on stairs 0, 1, 2, … */
function stairPicture(row, move, moved, number) {
  const piles = [];
  for (const [stair, pile] of row.stairs) piles[stair] = pile;
  const top = Math.max(1, piles.length - 1, move ? move.stair : 0);
  const highest = Math.max(1, ...piles.filter(Boolean));
  const unit = Math.min(12, STAIR_HEIGHT / highest);
  const width = (top + 1) * STAIR + 4;
  const picture = svg("svg", {
    viewBox: `0 0 ${width} ${STAIR_TOP + STAIR_HEIGHT + 18}`,
    width, height: STAIR_TOP + STAIR_HEIGHT + 18,
    role: "img",
    class: "staircase",
  });
  for (let stair = 0; stair <= top; stair++) {
    const x = 2 + stair * STAIR;
    const parity = stair === 0 ? "dead" : stair % 2 === 1 ? "odd" : "even";
    svg("rect", { x, y: STAIR_TOP, width: STAIR - 2, height: STAIR_HEIGHT, class: `stair-bg ${parity}` }, picture);
    svg("text", { x: x + (STAIR - 2) / 2, y: STAIR_TOP + STAIR_HEIGHT + 12, class: "stair-label" }, picture)
      .textContent = stair;
    const pile = piles[stair] || 0;
    for (let k = 0; k < pile; k++) {
      const y = STAIR_TOP + STAIR_HEIGHT - (k + 1) * unit;
      const block = svg("rect", {
        x: x + 2, y: y + 0.5, width: STAIR - 6, height: Math.max(1, unit - 1),
        class: `unit ${parity}`,
      }, picture);
      // The pieces a hovered move carries: the top ones of its stair.
      if (move && stair === move.stair && k >= pile - move.pieces_moved) {
        block.classList.add("moving");
      }
      // The pieces just carried down land on top of the stair below: they slide in.
      if (moved && moved.stair && stair === moved.stair - 1 && k >= pile - moved.pieces_moved) {
        animate(block, [{ transform: `translate(${STAIR}px, 0)` }, { transform: "none" }]);
      }
    }
    // Where a hovered move puts them: ghosts on the stair below.
    if (move && stair === move.stair - 1) {
      for (let k = 0; k < move.pieces_moved; k++) {
        const y = STAIR_TOP + STAIR_HEIGHT - (pile + k + 1) * unit;
        svg("rect", {
          x: x + 2, y: y + 0.5, width: STAIR - 6, height: Math.max(1, unit - 1),
          class: "unit ghost", "data-testid": `ghost-${number}`,
        }, picture);
      }
    }
  }
  return picture;
}

/** A Welter row: each piece's coin (the cells to its right) on a line. */
function coinPicture(row, boardWidth, move, number) {
  const top = Math.max(1, boardWidth - 1);
  const step = Math.max(6, Math.min(STAIR, 360 / (top + 1)));
  const width = (top + 1) * step + 4;
  const picture = svg("svg", {
    viewBox: `0 0 ${width} 44`, width, height: 44, role: "img", class: "staircase",
  });
  for (let c = 0; c <= top; c++) {
    svg("rect", { x: 2 + c * step, y: 8, width: step - 2, height: 16, class: "stair-bg even" }, picture);
  }
  for (let c = 0; c <= top; c += top > 24 ? 4 : 2) {
    svg("text", { x: 2 + c * step + step / 2, y: 38, class: "stair-label" }, picture).textContent = c;
  }
  const [from, to] = move ? move.coins : [];
  const disc = (coin, attributes) =>
    svg("circle", { cx: 2 + coin * step + step / 2 - 1, cy: 16, r: step / 2 - 2, ...attributes }, picture);
  for (const coin of row.coins) disc(coin, { class: `unit coin${move && coin === from ? " moving" : ""}` });
  if (move) disc(to, { class: "unit ghost", "data-testid": `ghost-${number}` });
  return picture;
}
