// hopnim's page: set up a position, see the value of every row and every move, its
// staircase, play the engine, solve puzzles. The engine (engine.js: the server's JSON
// API or the library in WebAssembly) does all the game theory; this script only keeps
// the position and draws it.
"use strict";

const CELL = 30;
const LEFT = 30;
const TOP = 24;
const SVG_NS = "http://www.w3.org/2000/svg";

const state = {
  width: 20,
  rows: [], // one array of booleans per row; index 0 is column 1
  analysis: null,
  mode: "edit", // or "play", or "puzzle"
  toMove: "you",
  history: [], // positions of the game: {board, toMove, winning, move, by}
  last: null, // the last move {row, from, to}
  busy: false,
  misere: false, // misère play: who cannot move wins
  rules: "hop", // how a piece moves: hop, welter or slide
  selected: null, // in play, the piece {row, column} whose landing cell is being chosen
  focus: { row: 1, column: 1 }, // the board's cell that the Tab key reaches
  preview: null, // the move shown while a piece is hovered or focused
  moved: null, // the move just played, animated once in both pictures
  puzzle: null, // in a puzzle: the engine's puzzle, and `attempt` once a move is tried
  movesByPiece: new Map(), // the analysis's moves by piece: "row:column" -> moves
  streak: 0, // puzzles solved in a row
  gameChangePending: null, // a change of the game made while busy: its message
};

const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

const $ = (id) => document.getElementById(id);

// ---- notation -------------------------------------------------------------------

/** Reads canonical board notation (the server's) into rows of booleans. */
function parseCanonical(notation) {
  return notation.split("/").map((row) => {
    const cells = [];
    for (const token of row.match(/x|\d+/g) || []) {
      if (token === "x") cells.push(true);
      else for (let i = 0; i < Number(token); i++) cells.push(false);
    }
    return cells;
  });
}

/** Writes rows of booleans in canonical board notation. */
function notationOf(rows) {
  return rows
    .map((cells) => {
      let text = "";
      let run = 0;
      for (const piece of cells) {
        if (piece) {
          if (run) text += run;
          run = 0;
          text += "x";
        } else {
          run += 1;
        }
      }
      return run ? text + run : text;
    })
    .join("/");
}

// ---- the engine -----------------------------------------------------------------

/** The game now chosen: its rules and its convention. */
function game() {
  return { rules: state.rules, misere: state.misere };
}

/** The query's game part: `&rules=welter&misere=true`, empty for the default game. */
const gameQuery = () => HopnimEngine.gameQuery(game());

const analyze = (notation) => HopnimEngine.analyze(notation, game());
const engineMove = (notation) => HopnimEngine.engine(notation, game());

// ---- changing the position ------------------------------------------------------

/** The address of what is on the page: a puzzle, or a position. */
function shareableSearch(canonical) {
  if (state.mode === "puzzle") {
    return `?puzzle=${state.puzzle.seed}&level=${state.puzzle.level}${gameQuery()}`;
  }
  // `/` needs no escape in a query: the address reads `?board=18x1/17x2`.
  return `?board=${encodeURIComponent(canonical).replaceAll("%2F", "/")}${gameQuery()}`;
}

/** Analyses `notation` and shows it; the URL and the text box follow. */
async function setPosition(notation) {
  const analysis = await analyze(notation);
  state.analysis = analysis;
  state.movesByPiece = new Map();
  for (const move of analysis.moves) {
    const key = `${move.row}:${move.from}`;
    if (!state.movesByPiece.has(key)) state.movesByPiece.set(key, []);
    state.movesByPiece.get(key).push(move);
  }
  state.width = analysis.width;
  state.rows = parseCanonical(analysis.rows.map((row) => row.board).join("/"));
  state.focus = {
    row: Math.min(state.focus.row, state.rows.length),
    column: Math.min(state.focus.column, state.width),
  };
  $("notation").value = notationOf(state.rows);
  $("width").value = state.width;
  showAddress();
  render();
  return analysis;
}

/** The address bar shows what is on the page. */
function showAddress() {
  const url = new URL(window.location.href);
  url.search = shareableSearch(notationOf(state.rows));
  window.history.replaceState(null, "", url);
}

function say(text, isError = false) {
  const status = $("status");
  status.textContent = text;
  status.classList.toggle("error", isError);
}

/**
 * Runs `job` unless another is running; reports its failure. A change of the game
 * (rules, convention) made meanwhile is not lost: it runs after the job.
 */
async function guarded(job) {
  if (state.busy) return;
  state.busy = true;
  try {
    await job();
  } catch (error) {
    say(error.message, true);
  } finally {
    state.busy = false;
    renderButtons();
    const pending = state.gameChangePending;
    state.gameChangePending = null;
    if (pending) gameChanged(pending);
  }
}

function moveName(move) {
  return `${move.row}:${move.from}->${move.to}`;
}

const sameMove = (a, b) => a.row === b.row && a.from === b.from && a.to === b.to;

/** The moves of the piece at `row`:`column`, landing cells left to right. */
function movesOf(row, column) {
  return state.movesByPiece.get(`${row}:${column}`) || [];
}

/** In a puzzle not yet tried, the values are hidden: that is the puzzle. */
const valuesHidden = () => state.mode === "puzzle" && !state.puzzle.attempt;

// ---- editing --------------------------------------------------------------------

function toggleCell(row, column) {
  const rows = state.rows.map((cells) => cells.slice());
  rows[row - 1][column - 1] = !rows[row - 1][column - 1];
  return guarded(async () => {
    await setPosition(notationOf(rows));
    say(`${rows[row - 1][column - 1] ? "Added" : "Removed"} a piece at ${row}:${column}`);
  });
}

function resize(width, rowCount) {
  const rows = [];
  for (let r = 0; r < rowCount; r++) {
    const old = state.rows[r] || [];
    rows.push(Array.from({ length: width }, (_, c) => Boolean(old[c])));
  }
  return guarded(() => setPosition(notationOf(rows)));
}

// ---- playing --------------------------------------------------------------------

function record(by, move) {
  state.history.push({
    board: notationOf(state.rows),
    toMove: state.toMove,
    winning: state.analysis.first_player_wins,
    by,
    move,
  });
}

function gameOver() {
  if (state.mode !== "play" || state.analysis.moves.length > 0) return false;
  // Who cannot move loses, or in misère play wins.
  const stuckIsYou = state.toMove === "you";
  const winner = stuckIsYou !== state.misere ? "The engine wins" : "You win";
  say(`${winner}: no piece can move for ${state.toMove === "you" ? "you" : "the engine"}.`);
  return true;
}

/** The valued move `move` of the position on the page (with its stair), if legal. */
function valued(move) {
  return movesOf(move.row, move.from).find((m) => m.to === move.to) || move;
}

async function engineTurn() {
  const reply = await engineMove(notationOf(state.rows));
  if (!reply.move) return;
  state.last = reply.move;
  state.moved = valued(reply.move);
  state.toMove = "you";
  await setPosition(reply.board);
  record("engine", reply.move);
  drawHistory();
  if (!gameOver()) {
    const why = reply.choice === "winning" ? "a winning move" : "every move loses; it lasts longest";
    say(`The engine moved ${moveName(reply.move)} (${why}). Your move.`);
  }
}

/**
 * A click in play or in a puzzle: on a piece with one landing cell, its move; on a
 * piece with several (Welter's game, the sliding game), the piece is selected and its
 * landing cells are shown; on a shown landing cell, the selected piece's move there.
 */
function clickInPlay(row, column) {
  const selected = state.selected;
  if (selected && selected.row === row) {
    const move = movesOf(row, selected.column).find((m) => m.to === column);
    if (move) return chooseMove(move);
  }
  const moves = movesOf(row, column);
  state.selected = null;
  if (moves.length === 0) {
    render();
    say(`The piece at ${row}:${column} cannot move.`, true);
    return;
  }
  if (moves.length === 1) return chooseMove(moves[0]);
  state.selected = { row, column };
  render();
  const winning = valuesHidden() ? [] : moves.filter((m) => m.winning).map((m) => m.to);
  say(`The piece at ${row}:${column} can land on ${moves.map((m) => m.to).join(", ")}` +
    `${winning.length ? ` (${winning.join(", ")} ${winning.length === 1 ? "wins" : "win"})` : ""}: click where.`);
}

function chooseMove(move) {
  return state.mode === "puzzle" ? tryPuzzleMove(move) : playMove(move);
}

function playMove(move) {
  const row = move.row;
  state.selected = null;
  return guarded(async () => {
    const rows = state.rows.map((cells) => cells.slice());
    rows[row - 1][move.from - 1] = false;
    rows[row - 1][move.to - 1] = true;
    state.last = move;
    state.moved = move;
    state.toMove = "engine";
    await setPosition(notationOf(rows));
    record("you", { row, from: move.from, to: move.to });
    drawHistory();
    if (!gameOver()) {
      say(`You moved ${moveName(move)}. The engine is thinking…`);
      await engineTurn();
    }
  });
}

function startGame() {
  return guarded(async () => {
    state.mode = "play";
    state.puzzle = null;
    state.toMove = $("first").value;
    state.last = null;
    state.history = [];
    await setPosition(notationOf(state.rows));
    record(null, null);
    drawHistory();
    if (gameOver()) return;
    if (state.toMove === "engine") {
      await engineTurn();
    } else {
      say("Your move: click a piece (green ones win).");
    }
  });
}

function undo() {
  const mine = state.history.map((entry) => entry.by).lastIndexOf("you");
  if (mine < 1) return;
  return guarded(async () => {
    const before = state.history[mine - 1];
    state.history = state.history.slice(0, mine);
    state.toMove = before.toMove;
    state.last = before.move;
    await setPosition(before.board);
    say("Took back your last move and the engine's reply.");
  });
}

/** Back to editing, drawn by whoever changes the position next. */
function resetToEditing() {
  state.mode = "edit";
  state.puzzle = null;
  state.selected = null;
  state.history = [];
  state.last = null;
}

function stopGame() {
  resetToEditing();
  say("Editing: click cells to add or remove pieces.");
  showAddress();
  render();
}

// ---- puzzles --------------------------------------------------------------------

const STREAK_KEY = "hopnim-puzzle-streak";

/** The puzzles solved in a row that the browser kept (0 where it keeps nothing). */
function storedStreak() {
  try {
    return Number(window.localStorage.getItem(STREAK_KEY)) || 0;
  } catch {
    return 0;
  }
}

function setStreak(value) {
  state.streak = value;
  try {
    window.localStorage.setItem(STREAK_KEY, String(value));
  } catch {
    // A browser that keeps nothing: the streak lasts as long as the page.
  }
  $("streak").textContent = `streak ${value}`;
}

/**
 * Shows the puzzle of `seed` (a decimal string: seeds run to 2^64 - 1, past what a
 * JavaScript number holds exactly) at `level`: find the only winning move.
 */
async function startPuzzle(seed, level) {
  const puzzle = await HopnimEngine.puzzle(seed, level, game());
  state.mode = "puzzle";
  // The reply's seed is a JSON number, rounded past 2^53: keep the one asked for.
  state.puzzle = { ...puzzle, seed, attempt: null };
  state.selected = null;
  state.history = [];
  state.last = null;
  $("level").value = String(puzzle.level);
  await setPosition(puzzle.board);
  say(`Puzzle ${seed}, level ${puzzle.level}: one of these ${puzzle.moves} moves wins, ` +
    `${puzzle.tempting} tempting ones lower the nim-sum but lose. Click the piece that wins` +
    `${state.misere ? " (misère play: who cannot move wins)" : ""}.`);
}

function newPuzzle() {
  const seed = String(Math.floor(Math.random() * 2 ** 32));
  return guarded(() => startPuzzle(seed, Number($("level").value)));
}

function tryPuzzleMove(move) {
  const puzzle = state.puzzle;
  state.selected = null;
  if (puzzle.attempt) return;
  const solved = sameMove(move, puzzle.answer);
  puzzle.attempt = { move, solved };
  setStreak(solved ? state.streak + 1 : 0);
  if (solved) {
    say(`Solved: ${moveName(move)} is the only winning move. Streak: ${state.streak}. ` +
      "New puzzle for another.");
  } else {
    say(`Not this one: ${moveName(move)} loses. The winning move was ` +
      `${moveName(puzzle.answer)}. The streak starts again.`, true);
  }
  render();
}

// ---- drawing: the board ----------------------------------------------------------

function svg(name, attributes, parent) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (parent) parent.appendChild(element);
  return element;
}

function center(row, column) {
  return [LEFT + (column - 0.5) * CELL, TOP + (row - 0.5) * CELL];
}

/** Plays `keyframes` on `element` unless the reader asked for less motion. */
function animate(element, keyframes) {
  if (reducedMotion.matches || !element.animate) return;
  element.animate(keyframes, { duration: 320, easing: "ease-out" });
}

/** What a cell shows: empty, or a piece that wins, loses, is stuck or is a puzzle's. */
function kindOf(piece, moves) {
  if (!piece) return "empty";
  if (moves.length === 0) return "stuck";
  if (valuesHidden()) return "unknown";
  return moves.some((m) => m.winning) ? "win" : "lose";
}

function cellLabel(row, column, piece, moves) {
  const place = `row ${row}, column ${column}`;
  if (!piece) return `${place}, empty`;
  if (moves.length === 0) return `${place}, piece, stuck`;
  const landings = moves
    .map((m) => (valuesHidden() ? `${m.to}` : `${m.to} (${m.winning ? "wins" : "loses"})`))
    .join(", ");
  return `${place}, piece, moves to ${landings}`;
}

/** Moves the keyboard focus on the board by `dr` rows and `dc` columns. */
function moveFocus(dr, dc) {
  const row = Math.max(1, Math.min(state.rows.length, state.focus.row + dr));
  const column = Math.max(1, Math.min(state.width, state.focus.column + dc));
  state.focus = { row, column };
  for (const cell of $("board").querySelectorAll(".cell")) cell.setAttribute("tabindex", "-1");
  const cell = $("board").querySelector(`[data-testid="cell-${row}-${column}"]`);
  cell.setAttribute("tabindex", "0");
  cell.focus();
}

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

function drawBoard() {
  const board = $("board");
  const hadFocus = board.contains(document.activeElement);
  board.replaceChildren();
  const width = state.width;
  const height = state.rows.length;
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
  let focused = null;
  state.rows.forEach((cells, index) => {
    const row = index + 1;
    const [, y] = center(row, 1);
    svg("text", { x: LEFT / 2, y, class: "label", "aria-hidden": "true" }, board).textContent = row;
    const line = svg("g", { role: "row" }, board);
    cells.forEach((piece, columnIndex) => {
      const column = columnIndex + 1;
      const [cx, cy] = center(row, column);
      const moves = piece ? movesOf(row, column) : [];
      const kind = kindOf(piece, moves);
      const isFocus = state.focus.row === row && state.focus.column === column;
      const cell = svg("g", {
        class: `cell ${kind}`,
        tabindex: isFocus ? "0" : "-1",
        role: "gridcell",
        "aria-label": cellLabel(row, column, piece, moves),
        "data-testid": `cell-${row}-${column}`,
        "data-kind": kind,
      }, line);
      if (isFocus) focused = cell;
      svg("rect", { x: cx - CELL / 2, y: cy - CELL / 2, width: CELL, height: CELL }, cell);
      if (piece) {
        const disc = svg("circle", { cx, cy, r: CELL * 0.34, class: `piece ${kind}` }, cell);
        const moved = state.moved;
        if (moved && moved.row === row && moved.to === column) {
          animate(disc, [{ transform: `translate(${(moved.from - moved.to) * CELL}px, 0)` }, { transform: "none" }]);
        }
      }
      if (state.last && state.last.row === row && state.last.from === column && !piece) {
        svg("circle", { cx, cy, r: CELL * 0.2, class: "last-from" }, cell);
      }
      const attempt = state.mode === "puzzle" && state.puzzle.attempt;
      if (attempt && piece && attempt.move.row === row && attempt.move.from === column) {
        cell.classList.add(attempt.solved ? "tried-right" : "tried-wrong");
      }
      const selected = state.selected;
      if (piece && selected && selected.row === row && selected.column === column) {
        cell.classList.add("selected");
      }
      const option = selected && selected.row === row && !piece
        ? movesOf(row, selected.column).find((m) => m.to === column)
        : null;
      if (option) {
        const verdict = valuesHidden() ? "unknown" : option.winning ? "win" : "lose";
        svg("circle", {
          cx, cy, r: CELL * 0.3,
          class: `option ${verdict}`,
          "data-testid": `option-${row}-${column}`,
        }, cell);
      }
      const activate = () => {
        state.focus = { row, column };
        if (state.mode === "edit") return toggleCell(row, column);
        if (state.mode === "puzzle" && state.puzzle.attempt) {
          say("This puzzle is done: New puzzle for another.");
          return;
        }
        return clickInPlay(row, column);
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
      if (moves.length > 0) {
        // The best landing cell: a winning one if there is one (in a puzzle, the first).
        const move = (!valuesHidden() && moves.find((m) => m.winning)) || moves[0];
        const show = () => {
          const [lx, ly] = center(row, move.to);
          landing.setAttribute("cx", lx);
          landing.setAttribute("cy", ly);
          landing.setAttribute("visibility", "visible");
          landing.setAttribute("data-testid", `landing-${row}-${move.to}`);
          previewMove(move);
        };
        const hide = () => {
          landing.setAttribute("visibility", "hidden");
          previewMove(null);
        };
        cell.addEventListener("mouseenter", show);
        cell.addEventListener("focus", show);
        cell.addEventListener("mouseleave", hide);
        cell.addEventListener("blur", hide);
      }
    });
  });
  board.appendChild(landing);
  if (hadFocus && focused) focused.focus();
}

// ---- drawing: the staircase ------------------------------------------------------

const STAIR = 18; // the width of a stair's column
const STAIR_TOP = 8;
const STAIR_HEIGHT = 84;

/** Shows what `move` does to its row's staircase (or nothing, for `null`). */
function previewMove(move) {
  const rows = [state.preview && state.preview.row, move && move.row].filter(Boolean);
  state.preview = move;
  if (rows.length) drawStairs(rows);
}

/** Draws the staircase (hop, slide) or the coins (welter) of each row, or of `only`. */
function drawStairs(only) {
  const panel = $("stairs");
  const analysis = state.analysis;
  if (!only) panel.replaceChildren();
  analysis.rows.forEach((row, index) => {
    const number = index + 1;
    if (only && !only.includes(number)) return;
    const figure = document.createElement("figure");
    figure.className = "stairs-row";
    figure.dataset.testid = `stairs-${number}`;
    const picture = row.coins ? coinPicture(row, number) : stairPicture(row, number);
    const caption = document.createElement("figcaption");
    caption.textContent = `row ${number}: ${picture.caption}`;
    figure.append(picture.svg, caption);
    const old = panel.querySelector(`[data-testid="stairs-${number}"]`);
    if (old) old.replaceWith(figure);
    else panel.appendChild(figure);
  });
}

/** The piles of `row` by stair: pile[s] is the number of pieces (slide: cells) on stair s. */
function pilesOf(row) {
  const piles = [];
  for (const [stair, pile] of row.stairs) piles[stair] = pile;
  return piles;
}

/** One row as staircase Nim: stairs as columns, odd ones marked, the odd piles' XOR. */
function stairPicture(row, number) {
  const piles = pilesOf(row);
  const move = state.preview && state.preview.row === number ? state.preview : null;
  const moved = state.moved && state.moved.row === number ? state.moved : null;
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
  const units = state.rules === "slide" ? "cells" : "pieces";
  const odd = [];
  for (let stair = 0; stair <= top; stair++) {
    const x = 2 + stair * STAIR;
    const parity = stair === 0 ? "dead" : stair % 2 === 1 ? "odd" : "even";
    svg("rect", { x, y: STAIR_TOP, width: STAIR - 2, height: STAIR_HEIGHT, class: `stair-bg ${parity}` }, picture);
    svg("text", { x: x + (STAIR - 2) / 2, y: STAIR_TOP + STAIR_HEIGHT + 12, class: "stair-label" }, picture)
      .textContent = stair;
    const pile = piles[stair] || 0;
    if (parity === "odd" && pile) odd.push(pile);
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
  const hidden = valuesHidden();
  const xor = hidden ? "?" : odd.reduce((a, b) => a ^ b, 0);
  const sum = odd.length ? `${odd.join(" xor ")} = ${xor}` : `none, xor ${hidden ? "?" : 0}`;
  let caption = `odd piles: ${sum}`;
  if (move) {
    caption += `; ${moveName(move)} carries ${move.pieces_moved} ${move.pieces_moved === 1 ? units.slice(0, -1) : units}` +
      ` from stair ${move.stair} to stair ${move.stair - 1}`;
  }
  picture.setAttribute("aria-label", `row ${number} as staircase Nim: ` +
    row.stairs.map(([s, p]) => `stair ${s} holds ${p}`).join(", ") + `; ${caption}`);
  return { svg: picture, caption };
}

/** A Welter row: each piece's coin (the cells to its right) on a line. */
function coinPicture(row, number) {
  const move = state.preview && state.preview.row === number ? state.preview : null;
  const coins = row.coins;
  const top = Math.max(1, state.width - 1);
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
  const coinOf = (column) => state.width - column;
  for (const coin of coins) {
    const moving = move && coin === coinOf(move.from);
    svg("circle", { cx: 2 + coin * step + step / 2 - 1, cy: 16, r: step / 2 - 2, class: `unit coin${moving ? " moving" : ""}` }, picture);
  }
  if (move) {
    svg("circle", {
      cx: 2 + coinOf(move.to) * step + step / 2 - 1, cy: 16, r: step / 2 - 2,
      class: "unit ghost", "data-testid": `ghost-${number}`,
    }, picture);
  }
  let caption = `coins ${coins.join(", ") || "none"}, Welter value ${valuesHidden() ? "?" : row.grundy}`;
  if (move) caption += `; ${moveName(move)} moves coin ${coinOf(move.from)} to ${coinOf(move.to)}`;
  picture.setAttribute("aria-label", `row ${number} as coins: ${caption}`);
  return { svg: picture, caption };
}

// ---- drawing: the values and the history -----------------------------------------

function drawRows() {
  const body = $("rows").querySelector("tbody");
  body.replaceChildren();
  state.analysis.rows.forEach((row, index) => {
    const line = document.createElement("tr");
    const number = document.createElement("td");
    number.textContent = index + 1;
    const value = document.createElement("td");
    value.textContent = row.grundy;
    value.dataset.testid = `row-value-${index + 1}`;
    const stairs = document.createElement("td");
    stairs.dataset.testid = `row-shape-${index + 1}`;
    for (const [stair, pile] of row.stairs || []) {
      const item = document.createElement("span");
      item.className = `stair ${stair % 2 === 1 ? "odd" : "even"}`;
      item.textContent = `${stair}:${pile}${stair % 2 === 1 ? "*" : ""}`;
      stairs.appendChild(item);
    }
    for (const coin of row.coins || []) {
      const item = document.createElement("span");
      item.className = "coin";
      item.textContent = coin;
      stairs.appendChild(item);
    }
    if ((row.stairs || row.coins).length === 0) stairs.textContent = "nothing";
    line.append(number, value, stairs);
    body.appendChild(line);
  });
}

// What each rule set's table column shows.
const SHAPES = {
  hop: "stairs <small>(stair:pile of pieces, odd stairs count)</small>",
  slide: "gaps <small>(stair:cells, odd stairs count)</small>",
  welter: "coins <small>(cells to the right of each piece; the Welter function)</small>",
};

// What the staircase panel says for each rule set.
const STAIR_HINTS = {
  hop: "Each column is a stair: its pieces are the pieces with that many empty cells to " +
    "their right. A move carries pieces down one stair; only odd stairs count.",
  slide: "Each column is a stair: the gap of empty cells right of the i-th piece is on stair i. " +
    "A move carries cells down one stair; only odd stairs count.",
  welter: "Welter's game is not staircase Nim: each piece is a coin on the number of cells to " +
    "its right, and a move puts a coin on any free lower number.",
};

// In misère play, where the game stands: played as normal play while some row is
// firm (hop: an odd pile of 2 or more), otherwise near its end, where the two part.
function misereNote(analysis) {
  if (!analysis.misere) return "";
  const [fickle, firm] = {
    hop: ["every odd pile 0 or 1", "an odd pile of 2 or more"],
    slide: ["every odd gap 0 or 1", "an odd gap of 2 or more"],
    welter: ["every row fickle", "a firm set of coins"],
  }[analysis.rules || "hop"];
  if (analysis.firm_rows === 0) return `misère play, ${fickle} (the endgame): `;
  const rows = analysis.firm_rows === 1 ? "1 row has" : `${analysis.firm_rows} rows have`;
  return `misère play, ${rows} ${firm} (played as normal play): `;
}

function drawSummary() {
  const analysis = state.analysis;
  const summary = $("summary");
  summary.replaceChildren();
  const values = analysis.rows.map((row) => row.grundy).join(" xor ");
  const text = document.createElement("span");
  text.textContent = `${misereNote(analysis)}nim-sum ${values} = `;
  const sum = document.createElement("strong");
  sum.dataset.testid = "nim-sum";
  sum.textContent = analysis.nim_sum;
  const verdict = document.createElement("span");
  verdict.dataset.testid = "winner";
  verdict.className = analysis.first_player_wins ? "win" : "lose";
  const [mover, wins, loses] =
    state.mode !== "play"
      ? ["the player to move", "wins", "loses"]
      : state.toMove === "you"
        ? ["you (to move)", "win", "lose"]
        : ["the engine (to move)", "wins", "loses"];
  verdict.textContent = analysis.first_player_wins
    ? ` — ${mover} ${wins} with best play`
    : ` — ${mover} ${loses} against best play`;
  summary.append(text, sum, verdict);
  if (analysis.winning_moves.length) {
    const moves = document.createElement("span");
    moves.textContent = `; winning moves: ${analysis.winning_moves.map(moveName).join(", ")}`;
    summary.appendChild(moves);
  }
}

/** Whether you were winning at `entry` (whoever was to move). */
const youWin = (entry) => (entry.toMove === "you") === entry.winning;

/** Whether the move that led to the `index`-th position was your blunder. */
function isBlunder(index) {
  const entry = state.history[index];
  const previous = state.history[index - 1];
  return entry.by === "you" && previous && previous.winning && entry.winning;
}

function drawHistory() {
  const list = $("history");
  list.replaceChildren();
  state.history.forEach((entry, index) => {
    const item = document.createElement("li");
    item.dataset.testid = `history-${index}`;
    const blunder = isBlunder(index);
    item.className = `${youWin(entry) ? "you-win" : "you-lose"}${blunder ? " blunder" : ""}`;
    const who = entry.toMove === "you" ? "you" : "engine";
    item.textContent = entry.move ? moveName(entry.move) : "start";
    if (blunder) {
      const mark = document.createElement("strong");
      mark.className = "blunder-mark";
      mark.textContent = " blunder";
      item.appendChild(mark);
    }
    item.title = `${who} to move, ${entry.winning ? "winning" : "losing"}${blunder ? " (your blunder)" : ""}`;
    item.dataset.winning = entry.winning;
    list.appendChild(item);
  });
  drawChart();
}

/** The game as a chart over the move number: above the line you are winning. */
function drawChart() {
  const chart = $("history-chart");
  chart.replaceChildren();
  const entries = state.history;
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
  const points = entries.map((entry, index) => [left + index * step, youWin(entry) ? high : low]);
  svg("polyline", { points: points.map((p) => p.join(",")).join(" "), class: "trace" }, chart);
  let blunders = 0;
  entries.forEach((entry, index) => {
    const [x, y] = points[index];
    const blunder = isBlunder(index);
    const dot = svg("circle", {
      cx: x, cy: y, r: blunder ? 7 : 5,
      class: `point ${youWin(entry) ? "you-win" : "you-lose"}${blunder ? " blunder" : ""}`,
      "data-testid": `history-point-${index}`,
    }, chart);
    svg("title", {}, dot).textContent =
      `${index === 0 ? "start" : `move ${index}: ${moveName(entry.move)}`}, you ${youWin(entry) ? "win" : "lose"}` +
      `${blunder ? " (your blunder)" : ""}`;
    if (blunder) {
      blunders += 1;
      svg("text", { x, y: y + 22, class: "chart-blunder" }, chart).textContent = "✗ blunder";
    }
    svg("text", { x, y: 80, class: "chart-tick" }, chart).textContent = index;
  });
  const last = entries[entries.length - 1];
  chart.setAttribute("aria-label",
    `How the game went: ${entries.length - 1} moves, you are ${youWin(last) ? "winning" : "losing"}` +
    `${blunders ? `, ${blunders} blunder${blunders === 1 ? "" : "s"} of yours` : ""}.`);
}

function renderButtons() {
  const playing = state.mode === "play";
  $("undo").disabled = !playing || state.busy || state.history.map((e) => e.by).lastIndexOf("you") < 1;
  $("edit").disabled = state.mode === "edit";
  $("play").textContent = playing ? "Restart the game" : "Play the engine";
  for (const id of ["add-row", "remove-row", "width"]) $(id).disabled = state.mode !== "edit";
  $("click-does").textContent = {
    edit: "add or remove pieces",
    play: "play its move",
    puzzle: "try its move",
  }[state.mode];
}

function render() {
  if (!state.analysis) return;
  $("shape-heading").innerHTML = SHAPES[state.rules];
  $("stairs-hint").textContent = STAIR_HINTS[state.rules];
  $("values").hidden = valuesHidden();
  state.preview = null;
  drawStairs();
  drawBoard();
  drawRows();
  drawSummary();
  drawHistory();
  renderButtons();
  state.moved = null; // animated once
  if (!state.drawn) {
    state.drawn = true;
    // How long the page took to show its first analysis (the browser tests report it).
    performance.mark("hopnim-first-analysis");
  }
}

// ---- wiring ---------------------------------------------------------------------

$("load-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = $("notation").value.trim();
  guarded(async () => {
    try {
      resetToEditing();
      await setPosition(text);
      say(`Loaded ${notationOf(state.rows)}.`);
    } catch (error) {
      showAddress();
      render();
      if (error.character) {
        const input = $("notation");
        input.focus();
        input.setSelectionRange(error.character - 1, error.character);
      }
      throw error;
    }
  });
});

$("copy").addEventListener("click", async () => {
  const text = notationOf(state.rows);
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const input = $("notation");
    input.select();
    document.execCommand("copy");
  }
  say(`Copied ${text}`);
});

$("width").addEventListener("change", () => {
  const width = Math.max(1, Math.min(64, Number($("width").value) || 1));
  resize(width, state.rows.length);
});
$("add-row").addEventListener("click", () => resize(state.width, state.rows.length + 1));
$("remove-row").addEventListener("click", () => resize(state.width, Math.max(1, state.rows.length - 1)));

/**
 * After the rules or the convention change: the same position, or the same puzzle,
 * in the new game. While the page is busy, it waits for the job on its way.
 */
function gameChanged(message) {
  if (state.busy) {
    state.gameChangePending = message;
    return;
  }
  guarded(async () => {
    if (state.mode === "puzzle") {
      await startPuzzle(state.puzzle.seed, state.puzzle.level);
      return;
    }
    resetToEditing();
    await setPosition(notationOf(state.rows));
    say(message);
  });
}

$("misere").addEventListener("change", () => {
  state.misere = $("misere").checked;
  gameChanged(state.misere
    ? "Misère play: the player who cannot move wins."
    : "Normal play: the player who cannot move loses.");
});
$("rules").addEventListener("change", () => {
  state.rules = $("rules").value;
  gameChanged({
    hop: "Hop: a piece moves to the first empty cell on its right.",
    welter: "Welter's game: a piece moves to any empty cell on its right.",
    slide: "Slide: a piece moves right over empty cells only.",
  }[state.rules]);
});
$("play").addEventListener("click", startGame);
$("undo").addEventListener("click", undo);
$("edit").addEventListener("click", stopGame);
$("puzzle").addEventListener("click", newPuzzle);

setStreak(storedStreak());
guarded(async () => {
  const params = new URL(window.location.href).searchParams;
  state.misere = params.get("misere") === "true";
  $("misere").checked = state.misere;
  const rules = params.get("rules");
  state.rules = ["welter", "slide"].includes(rules) ? rules : "hop";
  $("rules").value = state.rules;
  const seed = params.get("puzzle");
  if (seed !== null) {
    if (!(/^\d{1,20}$/.test(seed) && BigInt(seed) < 2n ** 64n)) {
      await setPosition("18x1/17x2");
      throw new Error(`The puzzle seed ${JSON.stringify(seed)} is not a whole number ` +
        "from 0 to 18446744073709551615; showing the HDU sample.");
    }
    const level = Math.max(1, Math.min(5, Number(params.get("level")) || 1));
    await startPuzzle(BigInt(seed).toString(), level);
    return;
  }
  const shared = params.get("board");
  try {
    await setPosition(shared || "18x1/17x2");
    say("Click cells to add or remove pieces, play the engine, or try a puzzle.");
  } catch (error) {
    await setPosition("18x1/17x2");
    throw new Error(`The shared position is not valid (${error.message}); showing the HDU sample.`);
  }
});
