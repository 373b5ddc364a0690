// The controls: the switch of modes, and each mode's own (Play: the engine's level,
// who moves first, a new game, undo; Puzzles: the level, the goal, a new puzzle;
// Analyse: the position's notation and size, the game's rules and convention;
// Review: a game's record to open, and playing on from it). They call the page's
// actions, and show what applies to the view on the page.
import { $ } from "./dom.js";
import { t } from "./words.js";

// What a click on a piece does, in each of the page's modes: the legend's hint.
const HINTS = {
  play: "page-hint-play",
  puzzles: "page-hint-puzzle",
  analyse: "page-hint-edit",
  review: "page-hint-review",
  learn: "page-hint-edit",
};

// The engine's level chosen last, kept by the browser (level 1 for someone new).
const LEVEL_KEY = "hopnim-engine-level";

/** The engine's level the browser kept, if it is one of the choice's. */
function storedLevel() {
  try {
    const level = window.localStorage.getItem(LEVEL_KEY);
    return [...$("engine-level").options].some((option) => option.value === level) ? level : null;
  } catch {
    return null;
  }
}

/** Keeps the engine's level chosen (where the browser keeps anything). */
function storeLevel(level) {
  try {
    window.localStorage.setItem(LEVEL_KEY, level);
  } catch {
    // A browser that keeps nothing: level 1 again next time.
  }
}

/**
 * Shows `mode` as the one chosen: the switch marks its button (`aria-current`), the
 * page shows its parts only (style.css, `data-modes`), and the legend says what a
 * click on the board does in it.
 */
export function showMode(mode) {
  document.body.dataset.mode = mode;
  for (const button of document.querySelectorAll(".modes button")) {
    if (button.dataset.mode === mode) button.setAttribute("aria-current", "page");
    else button.removeAttribute("aria-current");
  }
  $("click-does").dataset.l10n = HINTS[mode];
  $("click-does").textContent = t(HINTS[mode]);
}

/** Calls `actions` from the controls. */
export function wireControls(actions) {
  // What the reader types in the notation field is theirs until it is loaded: a view
  // that comes meanwhile (of a question asked before) does not write over it.
  $("notation").addEventListener("input", () => {
    $("notation").dataset.typed = "true";
  });
  $("load-form").addEventListener("submit", (event) => {
    event.preventDefault();
    actions.load($("notation").value.trim());
  });
  $("copy").addEventListener("click", actions.copy);
  $("copy-game").addEventListener("click", actions.copyGame);
  $("width").addEventListener("change", () => {
    const input = $("width");
    const width = Math.max(Number(input.min), Math.min(Number(input.max), Number(input.value) || 1));
    actions.resize({ width });
  });
  $("add-row").addEventListener("click", () => actions.resize({ rows: 1 }));
  $("remove-row").addEventListener("click", () => actions.resize({ rows: -1 }));
  $("misere").addEventListener("change", () => actions.gameChanged((view) => view.words.convention));
  $("rules").addEventListener("change", () => actions.gameChanged((view) => view.words.rules));
  const level = storedLevel();
  if (level) $("engine-level").value = level;
  $("engine-level").addEventListener("change", () => storeLevel($("engine-level").value));
  $("play").addEventListener("click", () => actions.play($("first").value, $("engine-level").value));
  $("undo").addEventListener("click", actions.undo);
  for (const button of document.querySelectorAll(".modes button")) {
    button.addEventListener("click", () => actions.mode(button.dataset.mode));
  }
  $("record-form").addEventListener("submit", (event) => {
    event.preventDefault();
    actions.openRecord($("record").value.trim(), $("record-you").value);
  });
  $("play-on").addEventListener("click", actions.playOn);
  $("puzzle").addEventListener("click", () => actions.puzzle(Number($("level").value), $("goal").value));
  $("lang").addEventListener("change", () => actions.language($("lang").value));
  $("scorecard-reset").addEventListener("click", actions.resetScorecard);
}

/**
 * Shows the controls for `view`: what it is, and which buttons apply (none while
 * `busy`). The first view fills the choice of rules with the rule sets it lists, the
 * one it plays chosen; afterwards the choice is the user's, and each view names the
 * rule sets in its language. The choice of language is the view's.
 */
export function showControls(view, busy) {
  const rules = $("rules");
  if (rules.options.length === 0) {
    for (const set of view.rule_sets) rules.add(new Option(set.label, set.name, set.chosen, set.chosen));
  }
  for (const set of view.rule_sets) {
    const option = [...rules.options].find((each) => each.value === set.name);
    if (option) option.textContent = set.label;
  }
  const languages = $("lang");
  if (languages.options.length === 0) {
    for (const { code, name } of view.languages) {
      const option = new Option(name, code);
      option.lang = code;
      languages.add(option);
    }
  }
  languages.value = view.lang;
  const playing = view.mode === "play";
  if (!$("notation").dataset.typed) $("notation").value = view.board;
  $("width").value = view.analysis.width;
  if (view.puzzle) {
    $("level").value = String(view.puzzle.level);
    $("goal").value = view.puzzle.goal || "win";
  }
  if (view.game) {
    $("engine-level").value = view.game.level;
    $("first").value = view.game.first;
  }
  $("undo").disabled = !playing || busy || !view.game.can_undo;
  $("play").textContent = t(playing ? "page-restart" : "page-play");
  $("play-on").disabled = busy || !view.game || Boolean(view.game.winner);
  if (view.game) $("record-you").value = view.game.first === "engine" ? "second" : "first";
  for (const id of ["add-row", "remove-row", "width"]) $(id).disabled = view.mode !== "edit";
  $("review-empty").hidden = Boolean(view.game);
  // Play shows a game's history once there is a game; Review says when there is none.
  $("review-panel").dataset.game = view.game ? "shown" : "none";
}
