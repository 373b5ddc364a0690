// The page's address holds what it shows: `?board=B`, or `?puzzle=S&level=L`, with
// `&rules=R` and `&misere=true` for other games, `&lang=zh-CN` where the reader chose
// a language (the page's switch, or an address that named it). A shared address opens
// the same view.
import { $ } from "./dom.js";

/** Writes what `view` shows into the address bar, with `lang` unless it is `null`. */
export function showAddress(view, lang) {
  // The analysis names the rules and the convention only where they are not the default.
  const { rules, misere } = view.analysis;
  const game = `${rules ? `&rules=${rules}` : ""}${misere ? "&misere=true" : ""}${lang ? `&lang=${lang}` : ""}`;
  const url = new URL(window.location.href);
  url.search = view.puzzle
    ? `?puzzle=${view.puzzle.seed}&level=${view.puzzle.level}${game}`
    // `/` needs no escape in a query: the address reads `?board=18x1/17x2`.
    : `?board=${encodeURIComponent(view.board).replaceAll("%2F", "/")}${game}`;
  window.history.replaceState(null, "", url);
}

/**
 * What the address asks for: the game (`rules`, a rule set's name for the library to
 * read, and `misere`), and a `puzzle` seed (as text: seeds run past what a JavaScript
 * number holds) with its `level`, or a `board`; `null` for what it does not name.
 */
export function readAddress() {
  const params = new URL(window.location.href).searchParams;
  const levels = [...$("level").options].map((option) => Number(option.value));
  const level = Math.max(levels[0], Math.min(levels.at(-1), Number(params.get("level")) || levels[0]));
  return {
    rules: params.get("rules"),
    misere: params.get("misere") === "true",
    puzzle: params.get("puzzle"),
    level,
    board: params.get("board"),
  };
}
