// The scorecard: the games played and won against the engine at each level, your mean
// accuracy in them (the library's, at each game's end), and the puzzles solved (each
// once: a puzzle opened again and solved again is not counted again), kept by the
// browser between visits (where it keeps anything), with a reset.
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

/** The scorecard the browser kept (an empty one where it kept none, or nothing readable). */
export function storedScorecard() {
  const card = empty();
  try {
    const kept = JSON.parse(window.localStorage.getItem(KEY)) || {};
    for (const level of LEVELS) {
      const games = (kept.games && kept.games[level]) || {};
      card.games[level] = { played: count(games.played), won: Math.min(count(games.won), count(games.played)) };
    }
    const accuracy = kept.accuracy || {};
    const total = Number(accuracy.total);
    if (count(accuracy.games) && total >= 0) card.accuracy = { total, games: count(accuracy.games) };
    card.puzzles = count(kept.puzzles);
    if (Array.isArray(kept.solved)) card.solved = kept.solved.filter((key) => typeof key === "string").slice(-MOST_SOLVED);
  } catch {
    // Nothing kept, or nothing readable: an empty scorecard.
  }
  return card;
}

/** Keeps `card` and shows it. */
function keep(card) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(card));
  } catch {
    // A browser that keeps nothing: the scorecard lasts as long as the page.
  }
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
