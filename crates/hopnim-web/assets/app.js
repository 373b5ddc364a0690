// hopnim's page: set up a position, see the value of every row and every move, and
// play the engine. The server does all the game theory (GET /api/analyze,
// POST /api/engine); this script only keeps the position and draws it.
"use strict";

const CELL = 30;
const LEFT = 30;
const TOP = 24;
const SVG_NS = "http://www.w3.org/2000/svg";

const state = {
  width: 20,
  rows: [], // one array of booleans per row; index 0 is column 1
  analysis: null,
  mode: "edit", // or "play"
  toMove: "you",
  history: [], // positions of the game: {board, toMove, winning, move, by}
  last: null, // the last move {row, from, to}
  busy: false,
  misere: false, // misère play: who cannot move wins
  rules: "hop", // how a piece moves: hop, welter or slide
  selected: null, // in play, the piece {row, column} whose landing cell is being chosen
};

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

// ---- the server -----------------------------------------------------------------

async function request(url, options) {
  const response = await fetch(url, options);
  const body = await response.json();
  if (!response.ok) {
    const error = new Error(body.error || `the server answered ${response.status}`);
    error.character = body.character;
    throw error;
  }
  return body;
}

/** The query's game part: `&rules=welter&misere=true`, empty for the default game. */
function gameQuery() {
  return `${state.rules !== "hop" ? `&rules=${state.rules}` : ""}${state.misere ? "&misere=true" : ""}`;
}

function analyze(notation) {
  return request(`/api/analyze?board=${encodeURIComponent(notation)}${gameQuery()}`);
}

function engineMove(notation) {
  return request("/api/engine", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ board: notation, rules: state.rules, misere: state.misere }),
  });
}

// ---- changing the position ------------------------------------------------------

/** Analyses `notation` and shows it; the URL and the text box follow. */
async function setPosition(notation) {
  // The rules or the convention may change while the analysis is on its way (a
  // change made while the page is busy is not run on its own): ask again until the
  // answer is for the game now chosen.
  let asked;
  let analysis;
  do {
    asked = gameQuery();
    analysis = await analyze(notation);
  } while (asked !== gameQuery());
  state.analysis = analysis;
  state.width = analysis.width;
  state.rows = parseCanonical(analysis.rows.map((row) => row.board).join("/"));
  const canonical = notationOf(state.rows);
  $("notation").value = canonical;
  $("width").value = state.width;
  // `/` needs no escape in a query: the address reads `?board=18x1/17x2`.
  const url = new URL(window.location.href);
  url.search = `?board=${encodeURIComponent(canonical).replaceAll("%2F", "/")}${gameQuery()}`;
  window.history.replaceState(null, "", url);
  render();
  return analysis;
}

function say(text, isError = false) {
  const status = $("status");
  status.textContent = text;
  status.classList.toggle("error", isError);
}

/** Runs `job` unless another is running; reports its failure. */
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
  }
}

function moveName(move) {
  return `${move.row}:${move.from}->${move.to}`;
}

/** The moves of the piece at `row`:`column`, landing cells left to right. */
function movesOf(row, column) {
  const moves = (state.analysis && state.analysis.moves) || [];
  return moves.filter((move) => move.row === row && move.from === column);
}

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

async function engineTurn() {
  const reply = await engineMove(notationOf(state.rows));
  if (!reply.move) return;
  state.last = reply.move;
  state.toMove = "you";
  await setPosition(reply.board);
  record("engine", reply.move);
  render();
  if (!gameOver()) {
    const why = reply.choice === "winning" ? "a winning move" : "every move loses; it lasts longest";
    say(`The engine moved ${moveName(reply.move)} (${why}). Your move.`);
  }
}

/**
 * A click in play: on a piece with one landing cell, its move; on a piece with several
 * (Welter's game, the sliding game), the piece is selected and its landing cells are
 * shown; on a shown landing cell, the selected piece's move there.
 */
function clickInPlay(row, column) {
  const selected = state.selected;
  if (selected && selected.row === row) {
    const move = movesOf(row, selected.column).find((m) => m.to === column);
    if (move) return playMove(move);
  }
  const moves = movesOf(row, column);
  state.selected = null;
  if (moves.length === 0) {
    render();
    say(`The piece at ${row}:${column} cannot move.`, true);
    return;
  }
  if (moves.length === 1) return playMove(moves[0]);
  state.selected = { row, column };
  render();
  const winning = moves.filter((m) => m.winning).map((m) => m.to);
  say(`The piece at ${row}:${column} can land on ${moves.map((m) => m.to).join(", ")}` +
    `${winning.length ? ` (${winning.join(", ")} ${winning.length === 1 ? "wins" : "win"})` : ""}: click where.`);
}

function playMove(move) {
  const row = move.row;
  state.selected = null;
  return guarded(async () => {
    const rows = state.rows.map((cells) => cells.slice());
    rows[row - 1][move.from - 1] = false;
    rows[row - 1][move.to - 1] = true;
    state.last = move;
    state.toMove = "engine";
    await setPosition(notationOf(rows));
    record("you", { row, from: move.from, to: move.to });
    render();
    if (!gameOver()) {
      say(`You moved ${moveName(move)}. The engine is thinking…`);
      await engineTurn();
    }
  });
}

function startGame() {
  return guarded(async () => {
    state.mode = "play";
    state.toMove = $("first").value;
    state.last = null;
    state.history = [];
    await setPosition(notationOf(state.rows));
    record(null, null);
    render();
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

function stopGame() {
  state.mode = "edit";
  state.selected = null;
  state.history = [];
  state.last = null;
  say("Editing: click cells to add or remove pieces.");
  render();
}

// ---- drawing --------------------------------------------------------------------

function svg(name, attributes, parent) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (parent) parent.appendChild(element);
  return element;
}

function center(row, column) {
  return [LEFT + (column - 0.5) * CELL, TOP + (row - 0.5) * CELL];
}

function drawBoard() {
  const board = $("board");
  board.replaceChildren();
  const width = state.width;
  const height = state.rows.length;
  board.setAttribute("viewBox", `0 0 ${LEFT + width * CELL + 4} ${TOP + height * CELL + 4}`);
  for (let c = 1; c <= width; c++) {
    const [x] = center(1, c);
    svg("text", { x, y: TOP / 2, class: "label" }, board).textContent = c;
  }
  const landing = svg("circle", { r: CELL * 0.36, class: "landing", visibility: "hidden" });
  state.rows.forEach((cells, index) => {
    const row = index + 1;
    const [, y] = center(row, 1);
    svg("text", { x: LEFT / 2, y, class: "label" }, board).textContent = row;
    cells.forEach((piece, columnIndex) => {
      const column = columnIndex + 1;
      const [cx, cy] = center(row, column);
      const moves = piece ? movesOf(row, column) : [];
      const wins = moves.some((m) => m.winning);
      const kind = !piece ? "empty" : moves.length === 0 ? "stuck" : wins ? "win" : "lose";
      const landings = moves.map((m) => `${m.to} (${m.winning ? "wins" : "loses"})`).join(", ");
      const label = !piece
        ? `row ${row}, column ${column}, empty`
        : moves.length === 0
          ? `row ${row}, column ${column}, piece, stuck`
          : `row ${row}, column ${column}, piece, moves to ${landings}`;
      const cell = svg("g", {
        class: `cell ${kind}`,
        tabindex: "0",
        role: "gridcell",
        "aria-label": label,
        "data-testid": `cell-${row}-${column}`,
        "data-kind": kind,
      }, board);
      svg("rect", { x: cx - CELL / 2, y: cy - CELL / 2, width: CELL, height: CELL }, cell);
      if (piece) {
        svg("circle", { cx, cy, r: CELL * 0.34, class: `piece ${kind}` }, cell);
      }
      if (state.last && state.last.row === row && state.last.from === column && !piece) {
        svg("circle", { cx, cy, r: CELL * 0.2, class: "last-from" }, cell);
      }
      const selected = state.selected;
      if (piece && selected && selected.row === row && selected.column === column) {
        cell.classList.add("selected");
      }
      const option = selected && selected.row === row && !piece
        ? movesOf(row, selected.column).find((m) => m.to === column)
        : null;
      if (option) {
        svg("circle", {
          cx, cy, r: CELL * 0.3,
          class: `option ${option.winning ? "win" : "lose"}`,
          "data-testid": `option-${row}-${column}`,
        }, cell);
      }
      const activate = () => (state.mode === "edit" ? toggleCell(row, column) : clickInPlay(row, column));
      cell.addEventListener("click", activate);
      cell.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          activate();
        }
      });
      if (moves.length > 0) {
        // The best landing cell: a winning one if there is one.
        const move = moves.find((m) => m.winning) || moves[0];
        const show = () => {
          const [lx, ly] = center(row, move.to);
          landing.setAttribute("cx", lx);
          landing.setAttribute("cy", ly);
          landing.setAttribute("visibility", "visible");
          landing.setAttribute("data-testid", `landing-${row}-${move.to}`);
        };
        const hide = () => landing.setAttribute("visibility", "hidden");
        cell.addEventListener("mouseenter", show);
        cell.addEventListener("focus", show);
        cell.addEventListener("mouseleave", hide);
        cell.addEventListener("blur", hide);
      }
    });
  });
  board.appendChild(landing);
}

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

function drawHistory() {
  const list = $("history");
  list.replaceChildren();
  state.history.forEach((entry, index) => {
    const item = document.createElement("li");
    item.dataset.testid = `history-${index}`;
    const previous = state.history[index - 1];
    const blunder = entry.by === "you" && previous && previous.winning && entry.winning;
    item.className = `${entry.winning ? "win" : "lose"}${blunder ? " blunder" : ""}`;
    const who = entry.toMove === "you" ? "you" : "engine";
    item.textContent = entry.move ? moveName(entry.move) : "start";
    item.title = `${who} to move, ${entry.winning ? "winning" : "losing"}${blunder ? " (your blunder)" : ""}`;
    item.dataset.winning = entry.winning;
    list.appendChild(item);
  });
}

function renderButtons() {
  const playing = state.mode === "play";
  $("undo").disabled = !playing || state.busy || state.history.map((e) => e.by).lastIndexOf("you") < 1;
  $("edit").disabled = !playing;
  $("play").textContent = playing ? "Restart the game" : "Play the engine";
  for (const id of ["add-row", "remove-row", "width"]) $(id).disabled = playing;
  $("click-does").textContent = playing ? "play its move" : "add or remove pieces";
}

function render() {
  if (!state.analysis) return;
  $("shape-heading").innerHTML = SHAPES[state.rules];
  drawBoard();
  drawRows();
  drawSummary();
  drawHistory();
  renderButtons();
}

// ---- wiring ---------------------------------------------------------------------

$("load-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = $("notation").value.trim();
  guarded(async () => {
    try {
      stopGame();
      await setPosition(text);
      say(`Loaded ${notationOf(state.rows)}.`);
    } catch (error) {
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
$("misere").addEventListener("change", () => {
  state.misere = $("misere").checked;
  guarded(async () => {
    stopGame();
    await setPosition(notationOf(state.rows));
    say(state.misere ? "Misère play: the player who cannot move wins." : "Normal play: the player who cannot move loses.");
  });
});
$("rules").addEventListener("change", () => {
  state.rules = $("rules").value;
  guarded(async () => {
    stopGame();
    await setPosition(notationOf(state.rows));
    say({
      hop: "Hop: a piece moves to the first empty cell on its right.",
      welter: "Welter's game: a piece moves to any empty cell on its right.",
      slide: "Slide: a piece moves right over empty cells only.",
    }[state.rules]);
  });
});
$("play").addEventListener("click", startGame);
$("undo").addEventListener("click", undo);
$("edit").addEventListener("click", stopGame);

guarded(async () => {
  const params = new URL(window.location.href).searchParams;
  const shared = params.get("board");
  state.misere = params.get("misere") === "true";
  $("misere").checked = state.misere;
  const rules = params.get("rules");
  state.rules = ["welter", "slide"].includes(rules) ? rules : "hop";
  $("rules").value = state.rules;
  try {
    await setPosition(shared || "18x1/17x2");
    say("Click cells to add or remove pieces, or play the engine.");
  } catch (error) {
    await setPosition("18x1/17x2");
    throw new Error(`The shared position is not valid (${error.message}); showing the HDU sample.`);
  }
});
