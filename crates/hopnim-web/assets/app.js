// hopnim's page, in modes: Play the engine, solve Puzzles, Analyse a position (set it
// up, see the value of every row and every move, its staircase), Review a game, and
// Learn (the lessons: learn.js). The library keeps the game and writes every word about it (its view, asked
// through engine.js: the server's JSON API or the WebAssembly module); this script
// sends it what the user did, with the board and the moves of the last view, and
// draws the answer.
import { readAddress, showAddress } from "./address.js";
import { drawBoard, drawLegend, onScreenChange, tapOn } from "./board.js";
import { showControls, showMode, wireControls } from "./controls.js";
import { $, say } from "./dom.js";
import { engine } from "./engine.js";
import { drawHistory } from "./history.js";
import { learnBoard, learnLanguage, openLearn, showLearn, tapLearn, wireLearn } from "./learn.js";
import { randomSeed, showStreak, storedStreak } from "./puzzle.js";
import { wholeGame, wireReview } from "./review.js";
import { rowsShown, showRowsNav, wireRowsNav } from "./rows.js";
import { countGame, countPuzzle, puzzleKey, resetScorecard, showScorecard, solvedBefore, storedScorecard } from "./scorecard.js";
import { drawPictures } from "./staircase.js";
import { drawValues } from "./values.js";
import { applyWords, chosenLanguage, storeLanguage, t } from "./words.js";

// The HDU sample: what the page shows when it is asked for nothing it can show.
const SAMPLE = "18x1/17x2";

const page = {
  mode: "play", // the mode shown: play, puzzles, analyse, review or learn (address.js)
  view: null, // the library's view of what is on the page
  paused: null, // the question of the game left for another mode, to come back to
  pausedPuzzle: null, // the question of the puzzle left for another mode, not yet tried
  jobs: 0, // the questions asked or waiting to be asked
  selected: null, // in play, the piece {row, column} whose landing cell is being chosen
  preview: null, // the move shown while a piece is hovered or focused
  moved: null, // the move just played, animated once in both pictures
  streak: storedStreak(), // puzzles solved in a row
  scorecard: storedScorecard(), // games played and won at each level, accuracy, puzzles solved
  drawn: false,
  firstRow: 1, // the first of the rows drawn (rows.js: a board of many rows shows a window of them)
  rules: null, // the rules the address names, until the library has listed the rule sets
  ...chosenLanguage(), // the language of the words (`lang`), and whether the address names it
};

/**
 * The game the controls choose: the rule set's name (the address's until the first
 * view fills the choice; none, the library's default), and the convention.
 */
const game = () => ({ rules: $("rules").value || page.rules || undefined, misere: $("misere").checked });

// ---- the language -----------------------------------------------------------------

/**
 * The question that shows again what the page shows: the position, the game in play
 * (its start, who moved first, its moves) or the puzzle (with the move tried).
 */
function sameQuestion(view) {
  if (view.game) {
    // The whole game, where the board shows a step of its review.
    const { start, first, moves, level, seed } = wholeGame(view);
    return { board: start, game: { first, moves, level, seed } };
  }
  if (view.puzzle) {
    const { seed, level, goal, tried } = view.puzzle;
    const move = tried && `${tried.move.row}:${tried.move.from}->${tried.move.to}`;
    return { puzzle: { seed, level, ...(goal ? { goal } : {}), ...(move ? { try: move } : {}) } };
  }
  return { board: view.board };
}

/** Shows the page in `lang`: the same position, game or puzzle, in its words; kept for next time. */
function switchLanguage(lang) {
  page.lang = lang;
  page.inAddress = true;
  storeLanguage(lang);
  return queued(async () => {
    const view = await ask(sameQuestion(page.view));
    if (page.mode === "learn") await learnLanguage();
    else say(view.says || t("page-status-start"));
  });
}

// ---- asking and drawing -----------------------------------------------------------

/**
 * Asks the library for the view of `question` in the game chosen, and shows it,
 * unless the job that asks was stopped meanwhile (by a question that replaces it).
 */
async function ask(question) {
  const signal = running && running.signal;
  signal?.throwIfAborted();
  const view = await engine.view({ ...game(), lang: page.lang, ...question }, { signal });
  signal?.throwIfAborted();
  const before = page.view && page.view.game;
  // The move just played: the game is one move longer.
  const longer = before && view.game && view.game.moves.length === before.moves.length + 1;
  page.moved = longer ? view.game.last : null;
  page.view = view;
  if (page.moved) bringIntoWindow(page.moved.row);
  page.selected = null;
  show();
  return view;
}

/** The rows of the view drawn. */
const shownRows = () => rowsShown(page.view, page.firstRow);

/**
 * Moves the window of rows drawn (a board of many rows) so that it holds `row`, the
 * row of a move just played (the engine's reply may be far from the rows shown).
 */
function bringIntoWindow(row) {
  const shown = shownRows();
  if (row < shown.first || row > shown.last) page.firstRow = row - Math.floor(shown.step / 2);
}

/**
 * Draws the view (of a board of many rows, the window of rows chosen); in Learn, what
 * Learn shows (the controls still follow the view).
 */
function show() {
  const view = page.view;
  if (page.mode === "learn") {
    if (view) showControls(view, page.jobs > 0);
    showLearn();
    markDrawn();
    return;
  }
  page.preview = null;
  applyWords(view.lang);
  const shown = shownRows();
  page.firstRow = shown.first;
  showRowsNav(shown);
  drawPictures(view, shown, page);
  const last = view.game && view.game.last;
  drawBoard(view, shown, { selected: page.selected, moved: page.moved, last }, { activate: click, preview });
  drawValues(view, shown);
  drawHistory(view);
  showControls(view, page.jobs > 0);
  showStreak(page.streak);
  showScorecard(page.scorecard);
  showAddress({ ...view, game: wholeGame(view) }, page.inAddress ? view.lang : null, page.mode);
  page.moved = null; // animated once
  markDrawn();
}

/** Marks the page's first drawing of a view: how long it took (the browser tests report it). */
function markDrawn() {
  if (page.drawn) return;
  page.drawn = true;
  performance.mark("hopnim-first-analysis");
}

/** Shows what `move` does to its row's picture (or nothing, for `null`). */
function preview(move) {
  const rows = [page.preview && page.preview.row, move && move.row].filter(Boolean);
  page.preview = move;
  if (rows.length) drawPictures(page.view, shownRows(), page, rows);
}

let queue = Promise.resolve();
// The job running: its AbortController, whose signal stops the engine's question.
let running = null;
// Jobs are numbered as asked; those numbered below `stale` are dropped.
let jobsAsked = 0;
let stale = 0;

/**
 * Runs `job` after the jobs asked before it, and shows its failure. A job that
 * `replaces` what the page shows (a board loaded, a new puzzle) stops the one
 * running and drops those waiting: a long search is never waited for in vain.
 */
function queued(job, { replaces = false } = {}) {
  page.jobs += 1;
  const number = ++jobsAsked;
  if (replaces) {
    stale = number;
    running?.abort();
  }
  if (page.view) showControls(page.view, true);
  queue = queue.then(async () => {
    const control = new AbortController();
    running = control;
    try {
      if (number >= stale) await job();
    } catch (error) {
      if (!control.signal.aborted) say(error.message, true);
    } finally {
      running = null;
      page.jobs -= 1;
      if (page.view) showControls(page.view, page.jobs > 0);
    }
  });
  return queue;
}

// Leaving the page stops its question (the engine's search with it).
window.addEventListener("pagehide", () => running?.abort());

// ---- the board --------------------------------------------------------------------

/**
 * A click on the board acts after the questions asked before it, if the board is
 * still the one clicked (a click while the engine moves is dropped).
 */
function click(row, column) {
  if (page.mode === "learn") {
    const shown = learnBoard();
    queued(() => (learnBoard() === shown ? tapLearn(row, column) : undefined));
    return;
  }
  const board = page.view.board;
  queued(() => (page.view.board === board ? activate(row, column) : undefined));
}

/**
 * A click (or Enter) on a cell does what the mode says. Analyse: adds or removes a
 * piece. Play (a game started) and Puzzles: on a piece with one move, its move; on a
 * piece with several (Welter's game, the sliding game), the piece is selected and its
 * landing cells are shown; on a shown landing cell, the selected piece's move there.
 * Play before a game: a game begins (you first, at the level chosen) with that click.
 * Review: nothing (the board shows the game).
 */
async function activate(row, column) {
  const view = page.view;
  if (page.mode === "analyse" && view.mode === "edit") {
    say((await ask({ board: view.board, edit: { toggle: { row, column } } })).says);
    return;
  }
  if (page.mode === "play" && view.mode === "edit") {
    // Before a game, a piece clicked begins one at the level chosen, if you move first.
    if ($("first").value !== "you") {
      say(t("page-play-choose"));
      return;
    }
    await ask({ board: view.board, game: { first: "you", level: $("engine-level").value, seed: randomSeed() } });
    return activate(row, column);
  }
  if (page.mode !== "play" && page.mode !== "puzzles") {
    say(t("page-review-tap"));
    return;
  }
  if (view.puzzle && view.puzzle.tried) {
    say(t("page-puzzle-done"));
    return;
  }
  const { landing, piece } = tapOn(view, page.selected, row, column);
  if (landing) return choose(landing);
  page.selected = null;
  if (!piece || piece.moves.length === 0) {
    show();
    say(piece ? piece.says : t("page-click-a-piece"), true);
    return;
  }
  if (piece.moves.length === 1) return choose(piece.moves[0]);
  page.selected = { row, column };
  show();
  say(t("page-click-where", { says: piece.says }));
}

function choose(move) {
  return page.view.mode === "puzzle" ? tryPuzzleMove(move) : playMove(move);
}

// ---- a game against the engine ----------------------------------------------------

/**
 * The game of the view with `changes`: its start, who moved first, its moves, and the
 * engine's level and seed (every question of a game asks the same engine).
 */
function gameQuestion(changes) {
  const { start, first, moves, level, seed } = page.view.game;
  return { board: start, game: { first, moves, level, seed, ...changes } };
}

/** Counts the game of `view` on the scorecard if a move of its game just ended it. */
function scoreIfOver(view) {
  if (view.game.winner) page.scorecard = countGame(page.scorecard, view.game);
}

async function engineTurn() {
  const view = await ask(gameQuestion({ then: "engine" }));
  scoreIfOver(view);
  say(view.says);
}

async function playMove(move) {
  const view = await ask(gameQuestion({ moves: [...page.view.game.moves, move.name] }));
  scoreIfOver(view);
  if (view.game.winner || view.game.to_move !== "engine") {
    say(view.says);
    return;
  }
  say(t("page-engine-thinking", { says: view.says }));
  await engineTurn();
}

/**
 * A new game: `first` to move, the engine at `level` with a seed of its own, from the
 * start of the game shown (a restart), or else from the board.
 */
function startGame(first, level) {
  return queued(async () => {
    const board = page.view.game ? page.view.game.start : page.view.board;
    const view = await ask({ board, game: { first, level, seed: randomSeed() } });
    if (view.game.winner) say(view.says);
    else if (view.game.to_move === "engine") await engineTurn();
    else say(t("page-game-started", { says: view.says }));
  });
}

function undo() {
  return queued(async () => {
    if (!page.view.game || !page.view.game.can_undo) return;
    say((await ask(gameQuestion({ then: "undo" }))).says);
  });
}

// ---- puzzles ----------------------------------------------------------------------

/**
 * Shows the puzzle of `seed` (decimal text) at `level` with `goal`: `win`, find the
 * only winning move, or `fastest`, the one fastest of several winning moves.
 */
async function startPuzzle(seed, level, goal = "win") {
  page.firstRow = 1;
  const { says } = await ask({ puzzle: { seed, level, goal } });
  say(t(goal === "fastest" ? "page-puzzle-start-fastest" : "page-puzzle-start", { says }));
}

/**
 * Tries `move` in the puzzle shown. A puzzle solved counts once on the scorecard and
 * in the streak, however often it is opened again (by its address, a reload).
 */
async function tryPuzzleMove(move) {
  const { seed, level, goal } = page.view.puzzle;
  const view = await ask({ puzzle: { seed, level, ...(goal ? { goal } : {}), try: move.name } });
  const solved = view.puzzle.tried.solved;
  const key = puzzleKey(view);
  const again = solved && solvedBefore(page.scorecard, key);
  if (!again) page.streak = solved ? page.streak + 1 : 0;
  if (solved && !again) page.scorecard = countPuzzle(page.scorecard, key);
  showStreak(page.streak);
  if (solved) say(t("page-puzzle-solved", { says: view.says, streak: page.streak }));
  else say(t("page-puzzle-failed", { says: view.says }), true);
}

// ---- the modes --------------------------------------------------------------------

/** What the status line says in a mode with nothing else to say (Learn: nothing; it speaks beside its board). */
const MODE_STATUS = { play: "page-status-play", analyse: "page-status-analyse", review: "page-review-empty" };

/** Says what the status line says in the mode shown with nothing else to say. */
const sayModeStatus = () => say(MODE_STATUS[page.mode] ? t(MODE_STATUS[page.mode]) : "");

/**
 * Shows `mode`. Each mode keeps to its own: Analyse edits the position on the board
 * (a game's or a puzzle's, as it stands); Play goes on with the game shown, or with
 * the game left for another mode if the board still stands where it left it, or waits
 * for a new game; Review shows the game shown or the one left, or asks for one;
 * Puzzles goes back to the puzzle left untried, or shows a new one; Learn goes back to
 * where the reader was in it (the lessons at first).
 */
async function enterMode(mode) {
  const view = page.view;
  page.mode = mode;
  showMode(mode);
  if (mode === "learn") {
    say("");
    await openLearn();
    return;
  }
  // No view yet (the engine could not be reached): the mode's controls, nothing to ask.
  if (!view) return;
  if (view.game) page.paused = { question: sameQuestion(view), board: view.board };
  if (view.puzzle) page.pausedPuzzle = view.puzzle.tried ? null : sameQuestion(view);
  if (mode === "puzzles") {
    if (view.puzzle) return show();
    if (page.pausedPuzzle) {
      say(t("page-puzzle-start", { says: (await ask(page.pausedPuzzle)).says }));
      return;
    }
    return startPuzzle(randomSeed(), Number($("level").value), $("goal").value);
  }
  if (mode === "analyse") {
    if (view.mode === "edit") show();
    else await ask({ board: view.board });
    sayModeStatus();
    return;
  }
  const paused = page.paused;
  if (view.game) show();
  else if (paused && (mode === "review" || paused.board === view.board)) await ask(paused.question);
  else if (view.mode !== "edit") await ask({ board: view.board });
  else show();
  if (!page.view.game) sayModeStatus();
  else if (mode === "play") await goOn();
  else say(t("page-game-opened", { says: page.view.says || "" }));
}

/** Goes on with the game shown in Play: the engine's move if it is its turn. */
async function goOn() {
  const view = page.view;
  if (!view.game.winner && view.game.to_move === "engine") {
    say(t("page-engine-thinking", { says: view.says }));
    await engineTurn();
  } else {
    say(view.says);
  }
}

/**
 * Opens the game of `text` for review: a record (the starting board, then its moves,
 * as `hopnim review` reads it) or the page's address of a game; `you` played `first`
 * or `second` (an address says which itself).
 */
async function openRecord(text, you) {
  const query = text.includes("?") ? text.slice(text.indexOf("?")) : null;
  let asked;
  if (query) {
    asked = readAddress(query);
    if (asked.rules) $("rules").value = asked.rules;
    $("misere").checked = asked.misere;
  } else {
    const [board, ...moves] = text.split(/\s+/).filter(Boolean);
    asked = { board, moves, you, engine: null };
  }
  if (!asked.board) throw new Error(t("page-review-empty"));
  page.firstRow = 1;
  const view = await ask(recordQuestion(asked));
  say(t("page-game-opened", { says: view.says || "" }));
}

/**
 * The question of the game an address or a record names: its `board` and `moves`,
 * the side `you` played (`first`: you moved first), the `engine`'s level and `seed`
 * where it names an engine below perfect.
 */
function recordQuestion({ board, moves, you, engine, seed }) {
  const first = you === "second" ? "engine" : "you";
  const level = engine === null || engine === undefined ? {} : { level: engine, seed: seed ?? "0" };
  return { board, game: { first, moves: moves || [], ...level } };
}

// ---- the controls -----------------------------------------------------------------

wireControls({
  load: (text) =>
    queued(async () => {
      // Loaded, the field shows the board as the view writes it; refused, it keeps
      // what was typed, the wrong character selected.
      const typed = $("notation").dataset.typed;
      delete $("notation").dataset.typed;
      try {
        page.firstRow = 1;
        say(t("page-loaded", { board: (await ask({ board: text })).board }));
      } catch (error) {
        if (typed) $("notation").dataset.typed = typed;
        if (error.character) {
          const input = $("notation");
          input.focus();
          input.setSelectionRange(error.character - 1, error.character);
        }
        throw error;
      }
    }, { replaces: true }),
  copy: async () => {
    const text = page.view.board;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      $("notation").select();
      document.execCommand("copy");
    }
    say(t("page-copied", { board: text }));
  },
  copyGame: async () => {
    const record = page.view.game && wholeGame(page.view).record;
    if (!record) return;
    try {
      await navigator.clipboard.writeText(record);
    } catch {
      // No clipboard here (an insecure page, a browser that refuses): the record is
      // still said, to be copied by hand.
    }
    say(t("page-copied-game", { record }));
  },
  resize: ({ width, rows }) =>
    queued(async () => {
      const view = page.view;
      const resize = {
        width: width || view.analysis.width,
        rows: Math.max(1, view.rows.length + (rows || 0)),
      };
      say((await ask({ board: view.board, edit: { resize } })).says);
    }),
  // After the rules or the convention change: the same position, or the same puzzle,
  // in the new game; `words(view)` says what changed.
  gameChanged: (words) =>
    queued(async () => {
      const view = page.view;
      if (view && view.puzzle) return startPuzzle(view.puzzle.seed, view.puzzle.level, view.puzzle.goal);
      say(words(await ask({ board: view ? view.board : SAMPLE })));
    }),
  play: startGame,
  undo,
  mode: (mode) => queued(() => enterMode(mode), { replaces: mode !== page.mode }),
  openRecord: (text, you) => queued(() => openRecord(text, you), { replaces: true }),
  playOn: () => queued(() => enterMode("play")),
  puzzle: (level, goal) => queued(() => startPuzzle(randomSeed(), level, goal), { replaces: true }),
  language: switchLanguage,
  resetScorecard: () => {
    page.scorecard = resetScorecard();
    say(t("page-scorecard-was-reset"));
  },
});

/**
 * Shows the HDU sample after the address could not be shown: in the address's game,
 * or in the library's default rules if it names rules the library does not know.
 */
async function showSample() {
  try {
    await ask({ board: SAMPLE });
  } catch (error) {
    if (page.rules === null) throw error;
    page.rules = null;
    await ask({ board: SAMPLE });
  }
}

// The review steps the board through the game: the game cut at a move, asked as any.
wireReview((moves) => queued(() => ask(gameQuestion({ moves }))));

wireLearn({ queued, lang: () => page.lang, inAddress: () => page.inAddress, activate: click });

wireRowsNav(shownRows, (first) => {
  page.firstRow = Math.max(1, first);
  show();
});

// Redrawn when the screen turns narrow or wide: the board may run the other way.
onScreenChange(() => page.view && show());

// The page's words are its own: shown at once, before the engine has answered; the
// mode the address asks for, at once too.
const address = readAddress();
page.mode = address.mode;
applyWords(page.lang);
showMode(page.mode);
showStreak(page.streak);
showScorecard(page.scorecard);
drawLegend();
queued(async () => {
  $("misere").checked = address.misere;
  page.rules = address.rules;
  if (address.puzzle !== null || address.mode === "puzzles") {
    try {
      await startPuzzle(address.puzzle ?? randomSeed(), address.level, address.goal);
    } catch (error) {
      await showSample();
      throw new Error(t("page-puzzle-unshown", { error: error.message }));
    }
    return;
  }
  try {
    if (address.moves !== null && address.board) {
      // A game's record, every move classed, told from the side you played.
      const view = await ask(recordQuestion(address));
      if (page.mode === "play") await goOn();
      else say(t("page-game-opened", { says: view.says || "" }));
      return;
    }
    await ask({ board: address.board || SAMPLE });
    sayModeStatus();
  } catch (error) {
    await showSample();
    throw new Error(t("page-position-invalid", { error: error.message }));
  }
  // Learn at the lesson and exercise the address names (the lessons where it names none).
  if (page.mode === "learn") await openLearn({ lesson: address.lesson, exercise: address.exercise });
});
