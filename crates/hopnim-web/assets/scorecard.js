// The scorecard: the games played and won against the engine at each level, your mean
// accuracy in them (the library's, at each game's end), and the puzzles solved (each
// once: a puzzle opened again and solved again is not counted again), kept by the
// browser between visits (where it keeps anything), with a reset. Beside it, the
// lessons' progress: the best stars of every exercise solved, never lowered, as
// `hopnim learn` keeps them (`{"lessons": {"nim": {"1": 3, "2": 2}}}`), with a reset
// per lesson.
import { $ } from "./dom.js";
import { t } from "./words.js";

const KEY = "hopnim-scorecard";

// The most puzzles remembered as solved: the oldest are forgotten past it.
const MOST_SOLVED = 1000;

// The engine's levels, as the view's game names them, weakest first.
export const LEVELS = ["1", "2", "3", "4", "5", "perfect"];

/** An empty scorecard. */
const empty = () => ({
  games: Object.fromEntries(LEVELS.map((level) => [level, { played: 0, won: 0 }])),
  accuracy: { total: 0, games: 0 },
  puzzles: 0,
  solved: [],
});

/** A count kept: a whole number, 0 for anything else. */
const count = (value) => (Number.isInteger(value) && value > 0 ? value : 0);

/** What the browser kept under `key`, parsed: `{}` where it kept nothing, or nothing readable. */
function storedUnder(key) {
  try {
    return JSON.parse(window.localStorage.getItem(key)) || {};
  } catch {
    return {};
  }
}

/** Keeps `value` under `key` (a browser that keeps nothing: it lasts as long as the page). */
function keepUnder(key, value) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A browser that keeps nothing.
  }
}

/** The scorecard the browser kept (an empty one where it kept none, or nothing readable). */
export function storedScorecard() {
  const card = empty();
  const kept = storedUnder(KEY);
  for (const level of LEVELS) {
    const games = (kept.games && kept.games[level]) || {};
    card.games[level] = { played: count(games.played), won: Math.min(count(games.won), count(games.played)) };
  }
  const accuracy = kept.accuracy || {};
  const total = Number(accuracy.total);
  if (count(accuracy.games) && total >= 0) card.accuracy = { total, games: count(accuracy.games) };
  card.puzzles = count(kept.puzzles);
  if (Array.isArray(kept.solved)) card.solved = kept.solved.filter((key) => typeof key === "string").slice(-MOST_SOLVED);
  return card;
}

/** Keeps `card` and shows it. */
function keep(card) {
  keepUnder(KEY, card);
  showScorecard(card);
  return card;
}

/**
 * `card` with a finished game of the view `game`: played at its level, won if you
 * won, your accuracy counted where you moved.
 */
export function countGame(card, game) {
  const level = LEVELS.includes(game.level) ? game.level : "perfect";
  card.games[level].played += 1;
  if (game.winner === "you") card.games[level].won += 1;
  const accuracy = game.accuracy && game.accuracy.you;
  if (typeof accuracy === "number") {
    card.accuracy.total += accuracy;
    card.accuracy.games += 1;
  }
  return keep(card);
}

/**
 * The key of the puzzle of `view` (the library's puzzle view): its game, seed, level
 * and goal, which make the same puzzle.
 */
export function puzzleKey(view) {
  const { rules, misere } = view.analysis;
  const { seed, level, goal } = view.puzzle;
  return [rules || "", misere ? "misere" : "", seed, level, goal || "win"].join(":");
}

/** Whether the puzzle of `key` (puzzleKey) was solved before and counted on `card`. */
export const solvedBefore = (card, key) => card.solved.includes(key);

/** `card` with one more puzzle solved, the puzzle of `key` (puzzleKey). */
export function countPuzzle(card, key) {
  card.puzzles += 1;
  card.solved = [...card.solved, key].slice(-MOST_SOLVED);
  return keep(card);
}

/** An empty scorecard, kept. */
export const resetScorecard = () => keep(empty());

/** Shows `card` in its panel, in the words of the language shown. */
export function showScorecard(card) {
  const body = $("scorecard-games");
  body.replaceChildren();
  for (const level of LEVELS) {
    const { played, won } = card.games[level];
    const row = document.createElement("tr");
    row.dataset.testid = `scorecard-${level}`;
    const cells = [level === "perfect" ? t("page-engine-level-perfect") : level, played, won];
    for (const [index, value] of cells.entries()) {
      const cell = document.createElement(index === 0 ? "th" : "td");
      if (index === 0) cell.scope = "row";
      cell.textContent = value;
      row.appendChild(cell);
    }
    body.appendChild(row);
  }
  const { total, games } = card.accuracy;
  // One decimal at most, as the library writes an accuracy.
  const mean = games ? String(Math.round((10 * total) / games) / 10) : null;
  $("scorecard-accuracy").textContent = mean === null
    ? t("page-scorecard-no-accuracy")
    : t("page-scorecard-accuracy", { accuracy: mean, games });
  $("scorecard-puzzles").textContent = t("page-scorecard-puzzles", { count: card.puzzles });
}

// ---- the lessons' progress -----------------------------------------------------------

const PROGRESS_KEY = "hopnim-lessons";

/** Stars kept: 1, 2 or 3; anything else is none. */
const starsKept = (value) => (Number.isInteger(value) && value >= 1 && value <= 3 ? value : null);

/**
 * The lessons' progress the browser kept: `{lessons: {ID: {N: stars}}}` (an empty
 * one where it kept none, or nothing readable; what is not stars is left out).
 */
export function storedProgress() {
  const progress = { lessons: {} };
  const kept = storedUnder(PROGRESS_KEY);
  for (const [lesson, exercises] of Object.entries(kept.lessons || {})) {
    if (!exercises || typeof exercises !== "object") continue;
    const solved = Object.entries(exercises).filter(([number, stars]) => /^[1-9][0-9]*$/.test(number) && starsKept(stars));
    if (solved.length) progress.lessons[lesson] = Object.fromEntries(solved);
  }
  return progress;
}

/** Keeps `progress` (where the browser keeps anything). */
function keepProgress(progress) {
  keepUnder(PROGRESS_KEY, progress);
  return progress;
}

/** The stars kept for exercise `number` of `lesson`, or null. */
export const starsOf = (progress, lesson, number) => starsKept((progress.lessons[lesson] || {})[number]);

/** `progress` with `stars` for exercise `number` of `lesson`, kept: never lower than before. */
export function recordStars(progress, lesson, number, stars) {
  const best = Math.max(starsOf(progress, lesson, number) || 0, stars);
  progress.lessons[lesson] = { ...(progress.lessons[lesson] || {}), [number]: best };
  return keepProgress(progress);
}

/**
 * How far `lesson` (the library's, with its `exercises`) is solved in `progress`:
 * `{solved, total, stars}`, `stars` the fewest of its exercises' when every one is
 * solved, else null.
 */
export function lessonProgress(progress, lesson) {
  const stars = lesson.exercises.map((exercise) => starsOf(progress, lesson.id, exercise.number));
  const solved = stars.filter(Boolean).length;
  const total = stars.length;
  return { solved, total, stars: solved === total && total > 0 ? Math.min(...stars) : null };
}

/** `progress` without the stars of `lesson`, kept. */
export function resetLesson(progress, lesson) {
  delete progress.lessons[lesson];
  return keepProgress(progress);
}
