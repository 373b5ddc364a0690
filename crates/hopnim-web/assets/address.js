// The page's address holds what it shows: `?board=B`, a game from B as its record
// `?board=B&moves=M1,M2,…` (opened for review, each move classed), or `?puzzle=S&level=L`
// (and `&goal=fastest` for a fastest-win puzzle); a game against an engine below
// perfect adds its level and seed, `&engine=L&seed=S`, so that it goes on as it was; with
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
  // `/`, `:`, `>` and `,` need no escape in a query: the address reads
  // `?board=18x1/17x2&moves=1:19->20,2:18->19`.
  const plain = (text) => encodeURIComponent(text).replaceAll("%2F", "/").replaceAll("%3A", ":")
    .replaceAll("%3E", ">").replaceAll("%2C", ",");
  const moves = view.game && view.game.moves.length ? view.game.moves : null;
  const engine = view.game && view.game.level !== "perfect" ? `&engine=${view.game.level}&seed=${view.game.seed}` : "";
  url.search = view.puzzle
    ? `?puzzle=${view.puzzle.seed}&level=${view.puzzle.level}${view.puzzle.goal ? `&goal=${view.puzzle.goal}` : ""}${game}`
    : moves
      ? `?board=${plain(view.game.start)}&moves=${plain(moves.join(","))}${engine}${game}`
      : `?board=${plain(view.board)}${game}`;
  window.history.replaceState(null, "", url);
}

/**
 * What the address asks for: the game (`rules`, a rule set's name for the library to
 * read, and `misere`), and a `puzzle` seed (as text: seeds run past what a JavaScript
 * number holds) with its `level` and `goal` (`win` unless it names `fastest`), or a
 * `board` and the `moves` of a game from it (a list) with the `engine`'s level and
 * `seed` (text, as the library reads them); `null` for what it does not name.
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
    goal: params.get("goal") === "fastest" ? "fastest" : "win",
    board: params.get("board"),
    moves: params.get("moves") === null ? null : params.get("moves").split(",").filter(Boolean),
    engine: params.get("engine"),
    seed: params.get("seed"),
  };
}
