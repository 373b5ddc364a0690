// The controls above the board: the position's notation and size, the game's rules
// and convention, the game against the engine and the puzzles. They call the page's
// actions, and show what applies to the view on the page.
import { $ } from "./dom.js";
import { t } from "./words.js";

// What a click on a piece does, in each mode: the legend's hint.
const HINTS = { edit: "page-hint-edit", play: "page-hint-play", puzzle: "page-hint-puzzle" };

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
  $("play").addEventListener("click", () => actions.play($("first").value, $("engine-level").value));
  $("undo").addEventListener("click", actions.undo);
  $("edit").addEventListener("click", actions.edit);
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
  const mode = view.mode;
  const playing = mode === "play";
  if (!$("notation").dataset.typed) $("notation").value = view.board;
  $("width").value = view.analysis.width;
  if (view.puzzle) {
    $("level").value = String(view.puzzle.level);
    $("goal").value = view.puzzle.goal || "win";
  }
  if (view.game) $("engine-level").value = view.game.level;
  $("undo").disabled = !playing || busy || !view.game.can_undo;
  $("edit").disabled = mode === "edit";
  $("play").textContent = t(playing ? "page-restart" : "page-play");
  for (const id of ["add-row", "remove-row", "width"]) $(id).disabled = mode !== "edit";
  $("click-does").textContent = t(HINTS[mode]);
}
