// Puzzles: a fresh seed for a new one, and the streak of puzzles solved in a row,
// which the browser keeps between visits (where it keeps anything).
import { t } from "./words.js";

const STREAK_KEY = "hopnim-puzzle-streak";

/** A seed for a new puzzle, in decimal. */
export const randomSeed = () => String(Math.floor(Math.random() * 2 ** 32));

/** The puzzles solved in a row that the browser kept (0 where it keeps nothing). */
export function storedStreak() {
  try {
    return Number(window.localStorage.getItem(STREAK_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Keeps and shows the streak `value`. */
export function showStreak(value) {
  try {
    window.localStorage.setItem(STREAK_KEY, String(value));
  } catch {
    // A browser that keeps nothing: the streak lasts as long as the page.
  }
  document.getElementById("streak").textContent = t("page-streak", { count: value });
}
