// The page's address holds what it shows: `?board=B`, a game from B as its record
// `?board=B&moves=M1,M2,…&you=first|second` (which side you played: `first` unless it
// says `second`), or `?puzzle=S&level=L` (and `&goal=fastest` for a fastest-win
// puzzle); a game against an engine below perfect adds its level and seed,
// `&engine=L&seed=S`, so that it goes on as it was; with `&rules=R` and
// `&misere=true` for other games, `&lang=zh-CN` where the reader chose a language (the
// page's switch, or an address that named it). The mode shown is `&mode=M` (play,
// puzzles, analyse, review, learn), written only where it is not the one the rest of
// the address implies: a puzzle opens Puzzles, a game's moves Review, a board Analyse,
// and an address that names nothing Play (someone new comes to play). Learn writes
// its own: `?mode=learn` (the lessons), `&lesson=ID` (a lesson's start) and
// `&exercise=N` (its exercise N, from 1) or `&exercise=end` (its end). A shared
// address opens the same view.
import { $ } from "./dom.js";

/** The page's modes, in the order of its switch. */
export const MODES = ["play", "puzzles", "analyse", "review", "learn"];

/**
 * The mode an address opens when it names none: Puzzles for a puzzle, Review for a
 * game's moves, Analyse for a board, and Play for an address that names nothing.
 */
export function impliedMode({ puzzle, moves, board }) {
  if (puzzle !== null && puzzle !== undefined) return "puzzles";
  if (moves) return "review";
  if (board) return "analyse";
  return "play";
}

/** Which side you played in the view's game, as the address says it: `first` or `second`. */
export const yourSide = (game) => (game.first === "engine" ? "second" : "first");

/**
 * Writes what `view` shows into the address bar, with `lang` unless it is `null`, and
 * the `mode` unless the rest of the address implies it.
 */
export function showAddress(view, lang, mode) {
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
  const implied = impliedMode({ puzzle: view.puzzle ? view.puzzle.seed : null, moves, board: view.board });
  const shown = mode && mode !== implied ? `&mode=${mode}` : "";
  url.search = view.puzzle
    ? `?puzzle=${view.puzzle.seed}&level=${view.puzzle.level}${view.puzzle.goal ? `&goal=${view.puzzle.goal}` : ""}${game}${shown}`
    : moves
      ? `?board=${plain(view.game.start)}&moves=${plain(moves.join(","))}&you=${yourSide(view.game)}${engine}${game}${shown}`
      : `?board=${plain(view.board)}${game}${shown}`;
  window.history.replaceState(null, "", url);
}

/**
 * The query of a place in Learn: `?mode=learn`, with the `lesson`'s id and the
 * `exercise` (a number or `end`) where they are given, and `lang` unless it is `null`.
 */
export function learnSearch({ lesson, exercise }, lang) {
  const place = `${lesson ? `&lesson=${encodeURIComponent(lesson)}` : ""}${lesson && exercise ? `&exercise=${exercise}` : ""}`;
  return `?mode=learn${place}${lang ? `&lang=${lang}` : ""}`;
}

/** Writes Learn's place into the address bar (`learnSearch`). */
export function showLearnAddress(place, lang) {
  const url = new URL(window.location.href);
  url.search = learnSearch(place, lang);
  window.history.replaceState(null, "", url);
}

/**
 * What `search` (an address's query, the page's own by default) asks for: the game
 * (`rules`, a rule set's name for the library to read, and `misere`), and a `puzzle`
 * seed (as text: seeds run past what a JavaScript number holds) with its `level` and
 * `goal` (`win` unless it names `fastest`), or a `board` and the `moves` of a game
 * from it (a list) with the side `you` played (`first` or `second`) and the
 * `engine`'s level and `seed` (text, as the library reads them), a `lesson`'s id and
 * its `exercise` (text: a number or `end`); `null` for what it does not name; and the
 * `mode` to show, named or implied.
 */
export function readAddress(search = window.location.search) {
  const params = new URLSearchParams(search);
  const levels = [...$("level").options].map((option) => Number(option.value));
  const level = Math.max(levels[0], Math.min(levels.at(-1), Number(params.get("level")) || levels[0]));
  const asked = {
    rules: params.get("rules"),
    misere: params.get("misere") === "true",
    puzzle: params.get("puzzle"),
    level,
    goal: params.get("goal") === "fastest" ? "fastest" : "win",
    board: params.get("board"),
    moves: params.get("moves") === null ? null : params.get("moves").split(",").filter(Boolean),
    you: params.get("you") === "second" ? "second" : "first",
    engine: params.get("engine"),
    seed: params.get("seed"),
    lesson: params.get("lesson"),
    exercise: params.get("exercise"),
  };
  const named = params.get("mode");
  return { ...asked, mode: MODES.includes(named) ? named : impliedMode(asked) };
}
