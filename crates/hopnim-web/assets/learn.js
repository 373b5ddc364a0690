// Learn: the course of lessons, the library's (its words, its boards, its checks),
// asked through engine.js: `lessons` in the reader's language, `lesson` for a try at
// an exercise. The list of lessons with their stars and how much of each is solved;
// a lesson's start (its teaching text); its exercises one at a time (the goal, the
// board with its values hidden, a number to give or a move to play, a hint on
// request, the check's words, retry and next); its end (the contest problems that
// use its idea). The stars of each exercise are kept by the browser (scorecard.js),
// never lowered, with a reset per lesson that asks first. The page shows no value,
// stair or class of move here: they would give the answers away.
import { learnSearch, showLearnAddress } from "./address.js";
import { drawBoard, tapOn } from "./board.js";
import { $, say } from "./dom.js";
import { engine } from "./engine.js";
import { rowsShown } from "./rows.js";
import { lessonProgress, recordStars, resetLesson, starsOf, storedProgress } from "./scorecard.js";
import { applyWords, t } from "./words.js";

const learn = {
  course: null, // the course in one language: `{lang, lessons}`, the library's
  lesson: null, // the lesson shown, or null: the list
  place: null, // where in the lesson: "start", an exercise's number, or "end"
  board: null, // the exercise's board now (a `win` exercise's after the moves played)
  moves: [], // the moves played in a `win` exercise: yours and the engine's in turn
  view: null, // the library's view of `board`, its values hidden
  selected: null, // the piece {row, column} whose landing cell is being chosen
  tried: null, // the piece of the wrong move just tried: {move: {row, from}, solved: false}
  moved: null, // the move just found, {row, from, to}, animated once
  wrong: 0, // wrong tries at this exercise
  hinted: false, // whether the hint was shown
  earned: null, // the stars earned once the exercise is solved
  says: null, // what the check said: {text, wrong}
  progress: storedProgress(), // the stars kept, by lesson and exercise
  shownPlace: null, // the place last drawn: the status line is cleared when it changes
};

// What the page lends: its queue of jobs, its language, a tap on the board.
let host = null;

/** The stars as drawn: ★ earned, ☆ not, out of three. */
const starGlyphs = (stars) => "★".repeat(stars) + "☆".repeat(3 - stars);

/** An element `tag` with `className` and `text`. */
function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** The stars `stars` (1–3) as a picture named in words. */
function starsPicture(stars) {
  const picture = element("span", "stars", starGlyphs(stars));
  picture.setAttribute("role", "img");
  picture.setAttribute("aria-label", t("page-learn-stars", { stars }));
  return picture;
}

/** The exercise shown, or null. */
const current = () => (typeof learn.place === "number" ? learn.lesson.exercises[learn.place - 1] : null);

/** The board Learn draws now (a tap acts if it is still the one tapped). */
export const learnBoard = () => learn.board;

/**
 * Says `text`, as a wrong try's (or a mistake's) or not: in an exercise where the
 * check speaks, beside the board; elsewhere on the page's status line.
 */
function sayLearn(text, wrong = false) {
  if (!current()) {
    say(text, wrong);
    return;
  }
  learn.says = { text, wrong };
  said += 1;
  showSays();
}

// How many times the check has spoken (the browser tests wait on it).
let said = 0;

function showSays() {
  const says = $("learn-says");
  const text = learn.says ? learn.says.text : "";
  if (says.textContent !== text || says.dataset.said !== String(said)) says.textContent = text;
  says.dataset.said = String(said);
  says.classList.toggle("wrong", Boolean(learn.says && learn.says.wrong));
}

/** The course in the page's language, asked once a language. */
async function course() {
  const lang = host.lang();
  if (!learn.course || learn.course.lang !== lang) {
    const { lessons } = await engine.lessons(lang);
    learn.course = { lang, lessons };
    if (learn.lesson) learn.lesson = lessons.find((lesson) => lesson.id === learn.lesson.id) || null;
  }
  return learn.course.lessons;
}

/** Asks the library for the view of the exercise's board now, its values hidden. */
async function askBoard() {
  const exercise = current();
  learn.view = await engine.view({
    board: learn.board,
    rules: exercise.rules,
    misere: exercise.misere,
    values_hidden: true,
    lang: host.lang(),
  });
}

/** Starts exercise `number` of the lesson shown afresh: its board, no try yet. */
async function startExercise(number) {
  const exercise = learn.lesson.exercises[number - 1];
  Object.assign(learn, {
    place: number,
    board: exercise.board,
    moves: [],
    selected: null,
    tried: null,
    wrong: 0,
    hinted: false,
    earned: null,
    says: null,
  });
  await askBoard();
}

/**
 * Opens Learn at `lesson` (an id or a number) and `exercise` (a number from 1, or
 * `end`), as an address names them; nothing named: where the reader was last (the
 * list at first). A lesson or exercise there is none of is said, and the list or the
 * lesson's start shown.
 */
export async function openLearn({ lesson, exercise } = { lesson: undefined }) {
  const lessons = await course();
  if (lesson === undefined) {
    if (!learn.lesson) learn.place = null;
    if (current() && !learn.view) await askBoard();
    showLearn();
    return;
  }
  const found = lesson ? lessons.find((each) => each.id === lesson || String(each.number) === lesson) : null;
  learn.lesson = found || null;
  learn.place = found ? "start" : null;
  learn.says = null;
  if (lesson && !found) {
    showLearn();
    sayLearn(t("page-learn-no-lesson", { lesson }), true);
    return;
  }
  if (found && exercise === "end") learn.place = "end";
  else if (found && exercise) {
    const number = /^[0-9]+$/.test(exercise) ? Number(exercise) : 0;
    if (number >= 1 && number <= found.exercises.length) await startExercise(number);
    else {
      showLearn();
      sayLearn(t("page-learn-no-exercise", { exercise, total: found.exercises.length }), true);
      return;
    }
  }
  showLearn();
}

/** Shows Learn again in the page's language: the course, the board and the hint in it. */
export async function learnLanguage() {
  await course();
  learn.says = null;
  if (current()) await askBoard();
  showLearn();
}

/** Moves the keyboard focus to `id` (a heading or a goal: focusable by script only). */
function focusOn(id) {
  const target = $(id);
  target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: false });
}

// ---- drawing ------------------------------------------------------------------------

/** The language the address names: the page's, or null where the address names none. */
const addressLang = () => (host.inAddress() ? host.lang() : null);

/** A link to a place in Learn that opens it on the page. */
function placeLink(text, lesson, exercise, testid) {
  const link = element("a", "", text);
  link.href = learnSearch({ lesson, exercise }, addressLang());
  if (testid) link.dataset.testid = testid;
  link.addEventListener("click", (event) => {
    event.preventDefault();
    host.queued(async () => {
      await openLearn({ lesson: lesson || null, exercise: exercise ? String(exercise) : null });
      focusOn("learn-heading");
    });
  });
  return link;
}

/** The list of lessons: each one's number, title, stars and how much of it is solved. */
function drawList(lessons) {
  const list = $("lessons");
  list.replaceChildren();
  for (const lesson of lessons) {
    const { solved, total, stars } = lessonProgress(learn.progress, lesson);
    const item = element("li", "lesson-item");
    const link = placeLink("", lesson.id, null, `lesson-${lesson.id}`);
    link.append(
      element("span", "lesson-number", String(lesson.number)),
      element("span", "lesson-title", lesson.title),
    );
    const state = element("span", "lesson-state");
    if (stars) state.append(starsPicture(stars), " ");
    state.append(element("span", "lesson-solved", t("page-learn-solved", { solved, total })));
    state.dataset.testid = `lesson-state-${lesson.id}`;
    link.append(state);
    item.append(link);
    list.append(item);
  }
}

/** The lesson's start: its teaching text, how much is solved, the way in. */
function drawStart(lesson) {
  $("lesson-intro").textContent = lesson.intro;
  const { solved, total, stars } = lessonProgress(learn.progress, lesson);
  const state = $("lesson-progress");
  state.replaceChildren(t("page-learn-solved", { solved, total }));
  if (stars) state.append(" ", starsPicture(stars));
  const firstUnsolved = lesson.exercises.find((exercise) => !starsOf(learn.progress, lesson.id, exercise.number));
  $("lesson-start").textContent = t(solved > 0 && solved < total ? "page-learn-continue" : "page-learn-start");
  $("lesson-start").dataset.exercise = firstUnsolved && solved < total ? firstUnsolved.number : 1;
}

/** The lesson's end: how it went, and the contest problems that use its idea. */
function drawEnd(lesson) {
  const { solved, total, stars } = lessonProgress(learn.progress, lesson);
  const done = $("lesson-done");
  done.replaceChildren(t(stars ? "page-learn-lesson-done" : "page-learn-lesson-partly", { solved, total }));
  if (stars) done.append(" ", starsPicture(stars));
  const problems = $("lesson-problems");
  problems.replaceChildren();
  for (const problem of lesson.problems) {
    const item = element("li");
    item.append(element("strong", "", problem.name), " ", element("cite", "", problem.title));
    item.append(element("span", "problem-hint", problem.hint));
    problems.append(item);
  }
  $("lesson-problems-part").hidden = lesson.problems.length === 0;
  const next = learn.course.lessons.find((each) => each.number === lesson.number + 1);
  const nextPart = $("lesson-next");
  nextPart.replaceChildren();
  if (!stars) nextPart.append(placeLink(t("page-learn-to-start"), lesson.id, null, "lesson-start-link"));
  if (next) nextPart.append(placeLink(t("page-learn-next-lesson", { title: next.title }), next.id, null, "next-lesson"));
  nextPart.append(placeLink(t("page-learn-all"), null, null, "all-lessons-end"));
}

/** An exercise: its place, kind and goal, the board, the answer's controls and the check. */
function drawExercise(lesson, exercise) {
  const total = lesson.exercises.length;
  $("exercise-number").textContent = t("page-learn-exercise", { number: exercise.number, total });
  $("exercise-kind").textContent = exercise.label;
  $("exercise-goal").textContent = exercise.goal;
  const value = exercise.kind === "value";
  $("value-form").hidden = !value;
  $("value-answer").disabled = learn.earned !== null;
  $("value-check").disabled = learn.earned !== null;
  $("learn-tap").hidden = value;
  $("learn-tap").textContent = t(learn.earned !== null ? "page-learn-tap-solved" : "page-learn-tap");
  const par = $("learn-par");
  par.hidden = exercise.kind !== "win";
  if (exercise.kind === "win") par.textContent = t("page-learn-par", { used: Math.ceil(learn.moves.length / 2), par: exercise.par });
  $("learn-hint-text").hidden = !learn.hinted;
  $("learn-hint-text").textContent = learn.hinted ? t("page-learn-hint-says", { hint: exercise.hint }) : "";
  $("learn-hint").disabled = learn.hinted || learn.earned !== null;
  const earned = $("learn-earned");
  earned.replaceChildren();
  const best = starsOf(learn.progress, lesson.id, exercise.number);
  if (learn.earned !== null) {
    earned.append(t("page-learn-earned"), " ", starsPicture(learn.earned));
    if (best > learn.earned) earned.append(" ", t("page-learn-best", { stars: best }));
  } else if (best) {
    earned.append(t("page-learn-solved-before"), " ", starsPicture(best));
  }
  $("learn-next").textContent = t(exercise.number < total ? "page-learn-next" : "page-learn-finish");
  $("learn-next").classList.toggle("primary", learn.earned !== null);
  $("learn-intro-again").textContent = lesson.intro;
  showSays();
  if (learn.view) {
    const view = learn.tried ? { ...learn.view, puzzle: { tried: learn.tried } } : learn.view;
    drawBoard(view, rowsShown(view, 1), { selected: learn.selected, moved: learn.moved, last: null }, {
      activate: host.activate,
      preview: () => {},
    });
    learn.moved = null; // animated once
  }
}

/** Draws Learn where the reader is, in the page's language, and writes its address. */
export function showLearn() {
  applyWords(host.lang());
  const lesson = learn.course ? learn.lesson : null;
  const exercise = lesson ? current() : null;
  const screen = !lesson ? "list" : exercise ? "exercise" : learn.place === "end" ? "end" : "start";
  // The status line speaks for the screen it was said on.
  if (document.body.dataset.learn !== screen || learn.shownPlace !== learn.place) say("");
  learn.shownPlace = learn.place;
  document.body.dataset.learn = screen;
  $("learn-list").hidden = screen !== "list";
  $("learn-lesson").hidden = screen === "list";
  $("learn-start").hidden = screen !== "start";
  $("learn-end").hidden = screen !== "end";
  $("learn-exercise").hidden = screen !== "exercise";
  $("learn-reset").hidden = screen !== "start" && screen !== "end";
  $("learn-heading").textContent = lesson
    ? t("page-learn-lesson", { number: lesson.number, title: lesson.title })
    : t("page-learn-heading");
  if (learn.course && screen === "list") drawList(learn.course.lessons);
  // The way back to the list: over the lesson's title, or beside an exercise's place
  // (a line less over the board).
  $("learn-back").hidden = !lesson || screen === "exercise";
  $("learn-back").replaceChildren();
  $("exercise-back").replaceChildren();
  if (lesson) $(screen === "exercise" ? "exercise-back" : "learn-back").append(placeLink(t("page-learn-all"), null, null, "all-lessons"));
  if (screen === "start") drawStart(lesson);
  if (screen === "end") drawEnd(lesson);
  if (screen === "exercise") drawExercise(lesson, exercise);
  if (screen !== "exercise") showSays();
  const place = screen === "exercise" ? learn.place : screen === "end" ? "end" : null;
  showLearnAddress({ lesson: lesson && lesson.id, exercise: place }, addressLang());
}

// ---- trying -------------------------------------------------------------------------

/**
 * Checks `answer` (a number's text, or a move `R:C->D`) at the exercise shown; `piece`
 * is the move's {row, from, to}. The library says whether it is right and why,
 * and, when the exercise is done, its stars (kept, never lowered). A try that is no
 * answer at all is said, and not counted.
 */
async function attempt(answer, piece = null) {
  const lesson = learn.lesson;
  const exercise = current();
  let reply;
  try {
    reply = await engine.lesson({
      lesson: lesson.id,
      exercise: exercise.number,
      answer,
      moves: learn.moves,
      wrong: learn.wrong,
      hinted: learn.hinted,
      lang: host.lang(),
    });
  } catch (error) {
    if (error.name === "AbortError" || error.status === undefined) throw error;
    learn.selected = null;
    showLearn();
    sayLearn(error.message, true);
    return;
  }
  if (!reply.right) learn.wrong += 1;
  learn.tried = !reply.right && piece && reply.board === learn.board ? { move: piece, solved: false } : null;
  learn.selected = null;
  learn.moves = reply.moves;
  if (reply.done && piece && exercise.kind !== "win") {
    // The move found, played on the board: the position it leaves, as the library plays it.
    const { rules, misere } = exercise;
    const after = await engine.view({ board: learn.board, rules, misere, game: { moves: [answer] }, lang: host.lang() });
    learn.board = after.board;
    learn.moved = piece;
    await askBoard();
  } else if (reply.board !== learn.board) {
    learn.board = reply.board;
    await askBoard();
  }
  if (reply.done) {
    learn.earned = reply.stars;
    learn.progress = recordStars(learn.progress, lesson.id, exercise.number, reply.stars);
  }
  learn.says = { text: reply.says, wrong: !reply.right };
  said += 1;
  showLearn();
}

/**
 * A tap on the board's cell `row`, `column` in an exercise that asks for a move: on a
 * piece with one move, that move is tried; on a piece with several (Welter's game,
 * the sliding game) the piece is chosen and its landing cells shown, a tap on one of
 * them tries that move.
 */
export async function tapLearn(row, column) {
  const exercise = current();
  if (!exercise || !learn.view) return;
  if (exercise.kind === "value") {
    sayLearn(t("page-learn-give-value"));
    return;
  }
  if (learn.earned !== null) {
    sayLearn(t("page-learn-tap-solved"));
    return;
  }
  const { landing, from, piece } = tapOn(learn.view, learn.selected, row, column);
  if (landing) return attempt(landing.name, { row, from, to: landing.to });
  learn.selected = null;
  learn.tried = null;
  if (!piece || piece.moves.length === 0) {
    showLearn();
    sayLearn(piece ? piece.says : t("page-click-a-piece"), true);
    return;
  }
  if (piece.moves.length === 1) return attempt(piece.moves[0].name, { row, from: column, to: piece.moves[0].to });
  learn.selected = { row, column };
  showLearn();
  sayLearn(t("page-click-where", { says: piece.says }));
}

// ---- the controls -------------------------------------------------------------------

/** Asks before the stars of the lesson shown are cleared: the question, Reset and Cancel. */
function askReset() {
  const lesson = learn.lesson;
  $("reset-question").textContent = t("page-learn-reset-ask", { number: lesson.number, title: lesson.title });
  $("reset-confirm").hidden = false;
  $("lesson-reset").setAttribute("aria-expanded", "true");
  $("reset-no").focus();
}

/** Puts the question away, the focus back on the reset button. */
function closeReset() {
  $("reset-confirm").hidden = true;
  $("lesson-reset").setAttribute("aria-expanded", "false");
  $("lesson-reset").focus();
}

/**
 * Wires Learn to the page: `queued(job)` runs a job after those asked before (and
 * shows its failure), `lang()` is the page's language, `inAddress()` whether the
 * address names it, `activate(row, column)` the board's tap.
 */
export function wireLearn(page) {
  host = page;
  $("value-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("value-answer").value.trim();
    host.queued(() => attempt(text));
  });
  $("lesson-start").addEventListener("click", () =>
    host.queued(async () => {
      await startExercise(Number($("lesson-start").dataset.exercise) || 1);
      showLearn();
      focusOn("exercise-goal");
    }));
  $("learn-hint").addEventListener("click", () => {
    learn.hinted = true;
    showLearn();
  });
  $("learn-retry").addEventListener("click", () =>
    host.queued(async () => {
      await startExercise(learn.place);
      $("value-answer").value = "";
      showLearn();
      sayLearn(t("page-learn-retried"));
    }));
  $("learn-next").addEventListener("click", () =>
    host.queued(async () => {
      const number = learn.place;
      $("value-answer").value = "";
      if (number < learn.lesson.exercises.length) {
        await startExercise(number + 1);
        showLearn();
        focusOn("exercise-goal");
      } else {
        learn.place = "end";
        learn.says = null;
        showLearn();
        focusOn("learn-heading");
      }
    }));
  $("lesson-reset").addEventListener("click", askReset);
  $("reset-no").addEventListener("click", closeReset);
  $("reset-confirm").addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeReset();
  });
  $("reset-yes").addEventListener("click", () => {
    const lesson = learn.lesson;
    learn.progress = resetLesson(learn.progress, lesson.id);
    closeReset();
    showLearn();
    sayLearn(t("page-learn-was-reset", { number: lesson.number, title: lesson.title }));
  });
}
