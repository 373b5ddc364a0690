// Learn, the lessons, in a real browser (Debian's Chromium, driven by playwright-core),
// for one way of serving the page: page.serve.test.js runs these on `hopnim serve`,
// page.static.test.js on the static site (the engine in WebAssembly). In English and
// in Chinese, on a 390 × 844 phone and a 1280 × 900 desktop, axe-core finding no
// violation and no text under 10 px: the first lesson solved from its start to its
// end (the answers read from the lessons' data files; a `win` exercise won against
// the engine with the fastest winning moves `hopnim analyze` gives), its board and
// goal on a phone's first screen and no value, stair or class of move shown; a wrong
// answer explained; the stars kept across a reload, never lowered; a lesson's stars
// reset after its question, Cancel keeping them.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { axeViolations, browserAndSite, smallTexts } from "./checks.js";
import { binary } from "./harness.js";

const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};

const LANGUAGES = ["en", "zh-CN"];

// The lessons' data: the files of crates/hopnim/lessons, in order (the page shows no
// answer; the tests read them here).
const lessonsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "crates", "hopnim", "lessons");
const LESSONS = readdirSync(lessonsDir)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => JSON.parse(readFileSync(path.join(lessonsDir, name), "utf8")));

// How each language says a star count (page.ftl's page-learn-stars).
const STARS = { en: (n) => `${n} of 3 stars`, "zh-CN": (n) => `${n} 颗星（满分 3 颗）` };

/**
 * The rows of board notation `board` (rows joined by `/`, `x` a piece, `.` or a number
 * that many empty cells) as arrays of cells, true for a piece.
 */
function cellsOf(board) {
  return board.split("/").map((row) => {
    const cells = [];
    for (const [, empty, piece] of row.matchAll(/(\d+)|(x|\.)/g)) {
      if (empty) cells.push(...Array(Number(empty)).fill(false));
      else cells.push(piece === "x");
    }
    return cells;
  });
}

/** Canonical board notation of rows of cells: runs of empty cells as numbers. */
function notationOf(rows) {
  return rows.map((cells) => {
    let text = "";
    let empty = 0;
    for (const full of cells) {
      if (!full) empty += 1;
      else {
        text += `${empty || ""}x`;
        empty = 0;
      }
    }
    return text + (empty || "");
  }).join("/");
}

/** `board` after the move `R:C->D`. */
function played(board, move) {
  const [, row, from, to] = move.match(/^(\d+):(\d+)->(\d+)$/).map(Number);
  const rows = cellsOf(board);
  rows[row - 1][from - 1] = false;
  rows[row - 1][to - 1] = true;
  return notationOf(rows);
}

/** Every move of `board` in the exercise's game, as `hopnim analyze --moves` values it. */
function movesOf(board, exercise) {
  const args = ["analyze", "--board", board, "--json", "--moves", "--rules", exercise.rules || "hop"];
  if (exercise.misere) args.push("--misere");
  const analysis = JSON.parse(execFileSync(binary, args, { encoding: "utf8" }));
  return analysis.moves.map((move) => ({ ...move, name: `${move.row}:${move.from}->${move.to}` }));
}

/** The fastest winning move of `board` (the least remoteness after it). */
function fastestWin(board, exercise) {
  const winning = movesOf(board, exercise).filter((move) => move.winning);
  assert.ok(winning.length, `${board} is won`);
  return winning.reduce((best, move) => (move.remoteness_after < best.remoteness_after ? move : best));
}

/** The board the page draws, in notation: its cells read back. */
function boardShown(page) {
  return page.locator("#board").evaluate((board) => {
    const rows = Number(board.dataset.rows);
    const width = Number(board.dataset.width);
    return Array.from({ length: rows }, (_, r) => Array.from({ length: width }, (_, c) =>
      board.querySelector(`[data-testid="cell-${r + 1}-${c + 1}"]`).dataset.kind !== "empty"));
  }).then(notationOf);
}

/** The number of times the check has spoken. */
const saidCount = (page) => page.getByTestId("learn-says").getAttribute("data-said").then(Number);

/** Resolves once the check has spoken more than `count` times; its words. */
async function spoken(page, count) {
  await page.waitForFunction((n) => Number(document.getElementById("learn-says").dataset.said) > n, count);
  return page.getByTestId("learn-says").textContent();
}

/**
 * Plays `move` (`R:C->D`) on the board as a learner does: a tap on its piece, and on
 * its landing cell where the piece shows several; resolves to the check's words.
 */
async function tapMove(page, move) {
  const [, row, from, to] = move.match(/^(\d+):(\d+)->(\d+)$/);
  const before = await saidCount(page);
  await page.getByTestId(`cell-${row}-${from}`).click();
  const words = await spoken(page, before);
  if ((await page.getByTestId(`option-${row}-${to}`).count()) === 0) return words;
  const chosen = await saidCount(page);
  await page.getByTestId(`cell-${row}-${to}`).click();
  return spoken(page, chosen);
}

/** Gives `value` in the value field and checks it; resolves to the check's words. */
async function giveValue(page, value) {
  const before = await saidCount(page);
  await page.getByTestId("value-answer").fill(String(value));
  await page.getByTestId("value-check").click();
  return spoken(page, before);
}

/** Solves the exercise shown, `exercise` of the data, without a wrong try. */
async function solve(page, exercise) {
  if (exercise.kind === "value") return giveValue(page, exercise.answer);
  if (exercise.kind !== "win") return tapMove(page, exercise.answer[0]);
  // Won against the engine: the fastest winning move of the board shown, each turn.
  for (let turn = 0; turn < exercise.par; turn++) {
    const board = await boardShown(page);
    const words = await tapMove(page, fastestWin(board, exercise).name);
    if ((await page.getByTestId("learn-earned").textContent()).trim()) return words;
  }
  assert.fail(`${exercise.board} not won within par ${exercise.par}`);
}

/** The stars shown under `testid`, as their picture's name says them, or null. */
async function starsShown(page, testid) {
  const stars = page.getByTestId(testid).locator(".stars");
  return (await stars.count()) ? stars.first().getAttribute("aria-label") : null;
}

/** Checks what Learn shows now: axe-core clean, no text under 10 px, every target 24 px at least. */
async function checkReadable(page, what) {
  assert.deepEqual(await axeViolations(page), [], `${what}: axe-core`);
  assert.deepEqual(await smallTexts(page), [], `${what}: text under 10 px`);
  const small = await page.locator("#learn a, #learn button, #learn-panel button, #learn-panel input, #learn-panel summary")
    .evaluateAll((targets) => targets.filter((target) => target.checkVisibility())
      .map((target) => [target.textContent.trim() || target.id, target.getBoundingClientRect()])
      .filter(([, box]) => box.width < 24 || box.height < 24)
      .map(([name, box]) => `${name}: ${box.width.toFixed(0)} × ${box.height.toFixed(0)}`));
  assert.deepEqual(small, [], `${what}: targets under 24 px`);
}

/**
 * Learn's tests on the page that `start()` serves; `start` resolves to [base URL,
 * stop]. `site` names it in the report.
 */
export function learnTests(site, start) {
  describe(`Learn (${site})`, () => {
    const served = browserAndSite(start);
    const first = LESSONS[0];

    /** Opens `query` in `lang` on `screen` in a browser of its own (nothing kept yet). */
    async function open(query, lang, screen) {
      const page = await served.browser.newPage({ ...SCREENS[screen], locale: lang, reducedMotion: "reduce" });
      const problems = [];
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(new URL(`${query}&lang=${lang}`, served.base).href);
      return { page, problems };
    }

    /** Waits for the exercise `number` of `lesson` to be shown, its board drawn. */
    async function exerciseShown(page, lesson, number) {
      await page.waitForFunction(([id, n]) => {
        const url = new URL(window.location.href);
        return url.searchParams.get("lesson") === id && url.searchParams.get("exercise") === String(n)
          && document.querySelector("#board .cell") !== null;
      }, [lesson.id, number]);
      await page.getByTestId("exercise-goal").and(page.locator(":not(:empty)")).waitFor();
    }

    for (const lang of LANGUAGES) {
      for (const screen of Object.keys(SCREENS)) {
        test(`${lang} on a ${screen}: the first lesson solved from its start to its end, readable, no value shown`, async () => {
          const what = `${lang}, ${screen}`;
          const { page, problems } = await open("?mode=learn", lang, screen);
          // The list: every lesson, none solved yet.
          await page.getByTestId(`lesson-${first.id}`).waitFor();
          assert.equal(await page.getByTestId("lessons").locator("li").count(), LESSONS.length);
          assert.equal(await page.getByTestId("board").isVisible(), false);
          await checkReadable(page, `${what}: the list`);
          await page.getByTestId(`lesson-${first.id}`).click();
          await page.getByTestId("lesson-intro").and(page.locator(":not(:empty)")).waitFor();
          assert.match(new URL(page.url()).search, new RegExp(`^\\?mode=learn&lesson=${first.id}&lang=${lang}$`));
          await checkReadable(page, `${what}: the start`);
          await page.getByTestId("lesson-start").click();
          for (const [index, exercise] of first.exercises.entries()) {
            const number = index + 1;
            await exerciseShown(page, first, number);
            const place = await page.getByTestId("exercise-place").textContent();
            assert.ok(place.includes(String(number)) && place.includes(String(first.exercises.length)), `${what}: ${place}`);
            // The board as the data has it, and no value, stair or class of move.
            assert.equal(await boardShown(page), notationOf(cellsOf(exercise.board)), `${what}: ${number}`);
            const kinds = await page.locator("#board .cell").evaluateAll((cells) => [...new Set(cells.map((c) => c.dataset.kind))]);
            assert.ok(kinds.every((kind) => ["empty", "unknown", "stuck"].includes(kind)), `${what}: ${kinds}`);
            assert.equal(await page.locator("#board .remoteness, #board [data-shade]").count(), 0);
            for (const hidden of ["stairs", "rows", "summary", "legend", "history"]) {
              assert.equal(await page.getByTestId(hidden).isVisible(), false, `${what}: ${hidden} hidden`);
            }
            // On a phone, the goal and the whole board on the first screen.
            if (screen === "phone") {
              for (const part of ["exercise-goal", "board"]) {
                const bottom = await page.getByTestId(part).evaluate((e) => e.getBoundingClientRect().bottom + window.scrollY);
                assert.ok(bottom <= SCREENS.phone.viewport.height, `${what}: ${part} ends at ${bottom}`);
              }
            }
            if (index === 0) await checkReadable(page, `${what}: exercise 1`);
            const words = await solve(page, exercise);
            assert.ok(words.trim(), `${what}: ${number} said something`);
            // A move found is played on the board.
            if (!["value", "win"].includes(exercise.kind)) {
              assert.equal(await boardShown(page), notationOf(cellsOf(played(exercise.board, exercise.answer[0]))));
            }
            assert.equal(await starsShown(page, "learn-earned"), STARS[lang](3), `${what}: ${number}: ${words}`);
            await page.getByTestId("learn-next").click();
          }
          // The end: the contest problems, each with its hint.
          await page.getByTestId("lesson-problems").locator("li").first().waitFor();
          const problemsShown = await page.getByTestId("lesson-problems").locator("li").allTextContents();
          assert.equal(problemsShown.length, first.problems.length);
          for (const [index, problem] of first.problems.entries()) {
            assert.ok(problemsShown[index].startsWith(problem.name), problemsShown[index]);
            assert.ok(problemsShown[index].length > problem.name.length + problem.title.length + 5, `${problem.name} has a hint`);
          }
          assert.equal(await starsShown(page, "lesson-done"), STARS[lang](3));
          assert.equal(new URL(page.url()).searchParams.get("exercise"), "end");
          await checkReadable(page, `${what}: the end`);
          // Kept across a reload: the list says the lesson is solved, with its stars.
          await page.goto(new URL(`?mode=learn&lang=${lang}`, served.base).href);
          await page.getByTestId(`lesson-${first.id}`).waitFor();
          assert.equal(await starsShown(page, `lesson-state-${first.id}`), STARS[lang](3));
          assert.deepEqual(problems, []);
          await page.close();
        });
      }
    }

    // An exercise with a wrong move to try: the first that asks for a move and has one.
    const moveExercise = LESSONS.flatMap((lesson) => lesson.exercises.map((exercise, index) => ({ lesson, exercise, number: index + 1 })))
      .find(({ exercise }) => ["winning-move", "fastest", "longest"].includes(exercise.kind)
        && movesOf(exercise.board, exercise).some((move) => !exercise.answer.includes(move.name)));
    const valueExercise = LESSONS.flatMap((lesson) => lesson.exercises.map((exercise, index) => ({ lesson, exercise, number: index + 1 })))
      .find(({ exercise }) => exercise.kind === "value");

    for (const [lang, screen] of [["en", "phone"], ["zh-CN", "desktop"], ["en", "desktop"], ["zh-CN", "phone"]]) {
      test(`${lang} on a ${screen}: a wrong answer explained; stars kept across a reload, never lowered`, async () => {
        const what = `${lang}, ${screen}`;
        const { lesson, exercise, number } = moveExercise;
        const { page, problems } = await open(`?mode=learn&lesson=${lesson.id}&exercise=${number}`, lang, screen);
        await exerciseShown(page, lesson, number);
        // A wrong move: the library says what it leaves (the board after it), and the
        // piece tried is marked; nothing moves.
        const wrong = movesOf(exercise.board, exercise).find((move) => !exercise.answer.includes(move.name));
        const says = await tapMove(page, wrong.name);
        assert.ok(says.includes(wrong.name) && says.includes(played(exercise.board, wrong.name)), `${what}: ${says}`);
        assert.match(await page.getByTestId("learn-says").getAttribute("class"), /wrong/);
        assert.equal(await page.getByTestId("learn-says").getAttribute("role"), "status");
        assert.equal(await page.locator(`[data-testid="cell-${wrong.row}-${wrong.from}"].tried-wrong`).count(), 1);
        assert.equal(await boardShown(page), notationOf(cellsOf(exercise.board)));
        assert.equal(await page.getByTestId("learn-earned").textContent(), "");
        await checkReadable(page, `${what}: a wrong move explained`);
        // Then right: one slip, two stars, kept.
        await tapMove(page, exercise.answer[0]);
        assert.equal(await starsShown(page, "learn-earned"), STARS[lang](2));
        // A reload: the best kept. A clean retry: three. A hinted one: two earned, three kept.
        await page.reload();
        await exerciseShown(page, lesson, number);
        assert.equal(await starsShown(page, "learn-earned"), STARS[lang](2));
        await tapMove(page, exercise.answer[0]);
        assert.equal(await starsShown(page, "learn-earned"), STARS[lang](3));
        const before = await saidCount(page);
        await page.getByTestId("learn-retry").click();
        await spoken(page, before);
        await page.getByTestId("learn-hint").click();
        const hint = page.getByTestId("learn-hint-text");
        await hint.and(page.locator(":not(:empty)")).waitFor();
        assert.ok((await hint.textContent()).length > 5);
        await tapMove(page, exercise.answer[0]);
        assert.equal(await starsShown(page, "learn-earned"), STARS[lang](2));
        assert.equal(await page.getByTestId("learn-earned").locator(".stars").count(), 1);
        const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("hopnim-lessons")));
        assert.equal(kept.lessons[lesson.id][String(number)], 3);
        // A wrong value: said wrong, not counted as solved.
        if (valueExercise) {
          const { lesson: valueLesson, exercise: asked, number: at } = valueExercise;
          await page.goto(new URL(`?mode=learn&lesson=${valueLesson.id}&exercise=${at}&lang=${lang}`, served.base).href);
          await exerciseShown(page, valueLesson, at);
          const said = await giveValue(page, asked.answer + 1);
          assert.ok(said.includes(String(asked.answer + 1)), said);
          assert.match(await page.getByTestId("learn-says").getAttribute("class"), /wrong/);
          // No number at all: the library says why, and the field is still there to fix.
          const refused = await giveValue(page, "three");
          assert.ok(refused.length > 0 && refused.includes("three"), refused);
          await giveValue(page, asked.answer);
          assert.equal(await starsShown(page, "learn-earned"), STARS[lang](2));
        }
        assert.deepEqual(problems, []);
        await page.close();
      });
    }

    test("every exercise of the course, in both languages, has its goal and its whole board on a phone's first screen", async () => {
      const far = [];
      for (const lang of LANGUAGES) {
        const { page, problems } = await open("?mode=learn", lang, "phone");
        for (const lesson of LESSONS) {
          for (let number = 1; number <= lesson.exercises.length; number++) {
            await page.goto(new URL(`?mode=learn&lesson=${lesson.id}&exercise=${number}&lang=${lang}`, served.base).href);
            await exerciseShown(page, lesson, number);
            const bottom = await page.evaluate(() => Math.max(...["exercise-goal", "board"].map((id) =>
              document.getElementById(id).getBoundingClientRect().bottom + window.scrollY)));
            if (bottom > SCREENS.phone.viewport.height) far.push(`${lang} ${lesson.id} ${number}: ${Math.round(bottom)} px`);
          }
        }
        assert.deepEqual(problems, []);
        await page.close();
      }
      assert.deepEqual(far, []);
    });

    test("the language switched in an exercise; a lesson or exercise there is none of said; Learn kept across modes", async () => {
      const { page, problems } = await open(`?mode=learn&lesson=1&exercise=2`, "en", "phone");
      await exerciseShown(page, first, 2);
      const goal = await page.getByTestId("exercise-goal").textContent();
      await page.getByTestId("lang").selectOption("zh-CN");
      await page.waitForFunction((before) => document.querySelector('[data-testid="exercise-goal"]').textContent !== before, goal);
      assert.match(await page.getByTestId("exercise-goal").textContent(), /[\u4e00-\u9fff]/);
      assert.match(await page.getByTestId("learn-heading").textContent(), /^第 1 课/);
      assert.equal(new URL(page.url()).search, `?mode=learn&lesson=${first.id}&exercise=2&lang=zh-CN`);
      // Another mode and back: the same exercise.
      await page.getByTestId("mode-analyse").click();
      await page.getByTestId("notation").waitFor();
      await page.getByTestId("mode-learn").click();
      await exerciseShown(page, first, 2);
      // No such lesson: the list, and why.
      await page.goto(new URL("?mode=learn&lesson=chess&lang=en", served.base).href);
      await page.getByTestId(`lesson-${first.id}`).waitFor();
      await page.getByTestId("status").and(page.locator(":not(:empty)")).waitFor();
      assert.match(await page.getByTestId("status").textContent(), /chess/);
      // No such exercise: the lesson's start, and why.
      await page.goto(new URL(`?mode=learn&lesson=${first.id}&exercise=99&lang=en`, served.base).href);
      await page.getByTestId("lesson-intro").and(page.locator(":not(:empty)")).waitFor();
      assert.match(await page.getByTestId("status").textContent(), /99/);
      assert.deepEqual(problems, []);
      await page.close();
    });

    for (const [lang, screen] of [["en", "desktop"], ["zh-CN", "phone"], ["en", "phone"], ["zh-CN", "desktop"]]) {
      test(`${lang} on a ${screen}: a lesson's stars reset after its question, Cancel keeping them`, async () => {
        const what = `${lang}, ${screen}`;
        const { page, problems } = await open(`?mode=learn&lesson=${first.id}&exercise=1`, lang, screen);
        await exerciseShown(page, first, 1);
        await solve(page, first.exercises[0]);
        await page.getByTestId("all-lessons").click();
        await page.getByTestId(`lesson-${first.id}`).waitFor();
        const solvedText = await page.getByTestId(`lesson-state-${first.id}`).textContent();
        assert.ok(solvedText.includes("1"), solvedText);
        await page.getByTestId(`lesson-${first.id}`).click();
        // The question first, in the page: focus on Cancel, which keeps the stars.
        await page.getByTestId("lesson-reset").click();
        const dialog = page.getByRole("alertdialog");
        await dialog.waitFor();
        assert.ok((await dialog.textContent()).length > 10);
        assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), "reset-no");
        await checkReadable(page, `${what}: the question`);
        await page.getByTestId("reset-no").click();
        assert.equal(await dialog.isVisible(), false);
        assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), "lesson-reset");
        let kept = await page.evaluate(() => JSON.parse(localStorage.getItem("hopnim-lessons")));
        assert.equal(kept.lessons[first.id]["1"], 3);
        // Escape puts the question away too; Reset clears the lesson's stars.
        await page.getByTestId("lesson-reset").click();
        await dialog.waitFor();
        await page.keyboard.press("Escape");
        assert.equal(await dialog.isVisible(), false);
        await page.getByTestId("lesson-reset").click();
        await page.getByTestId("reset-yes").click();
        // Said on the status line (the check speaks in an exercise only).
        await page.getByTestId("status").and(page.locator(":not(:empty)")).waitFor();
        assert.equal(await page.getByTestId("status").getAttribute("role"), "status");
        kept = await page.evaluate(() => JSON.parse(localStorage.getItem("hopnim-lessons")));
        assert.equal(kept.lessons[first.id], undefined);
        assert.ok((await page.getByTestId("lesson-progress").textContent()).includes("0"));
        await page.reload();
        await page.getByTestId("all-lessons").click();
        await page.getByTestId(`lesson-${first.id}`).waitFor();
        assert.equal(await starsShown(page, `lesson-state-${first.id}`), null);
        assert.deepEqual(problems, []);
        await page.close();
      });
    }
  });
}
