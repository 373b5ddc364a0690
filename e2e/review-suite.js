// The review of a game in a real browser (Debian's Chromium, driven by playwright-core),
// for one way of serving the page, as page-suite.js tests the rest of it:
// page.serve.test.js runs these on `hopnim serve`, page.static.test.js on the static
// site (the engine in WebAssembly). A whole game of 75 moves, in English and in
// Chinese, on a 390 × 844 phone and a 1280 × 900 desktop: its moves numbered a line a
// turn with each move's class; a click on a move, and ←, →, Home and End in the list,
// step the board to that position (every cell checked against the moves replayed
// here); no text of the list or the chart under 10 px as drawn; axe-core finds no
// violation. A hasty move and a blunder show the best move on the board and in words;
// no game, no chart.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { axeViolations, browserAndSite } from "./checks.js";

// A whole game of 75 moves on a 2 × 21 board, every class but good in it: as
// `hopnim review` sums it, the first player's accuracy 77.6% (8 blunders, 1 hasty),
// the second's 74.3% (9 blunders, 1 hasty).
const LONG_GAME = "x4x4x10/x4x4x10 1:6->7 1:1->2 2:6->7 1:11->12 1:12->13 1:7->8 2:1->2 1:8->9 "
  + "1:2->3 1:3->4 2:2->3 1:4->5 2:11->12 2:7->8 1:5->6 1:6->7 1:7->8 2:3->4 1:9->10 1:8->9 "
  + "2:12->13 1:10->11 1:11->12 2:13->14 1:9->10 2:4->5 1:10->11 1:13->14 1:12->13 2:5->6 "
  + "2:8->9 2:9->10 1:14->15 1:13->14 1:11->12 2:10->11 1:12->13 2:6->7 1:15->16 1:16->17 "
  + "1:14->15 2:7->8 2:14->15 2:11->12 1:13->14 2:8->9 2:9->10 1:15->16 2:10->11 1:14->15 "
  + "2:12->13 2:13->14 1:17->18 1:15->17 1:17->19 1:16->17 2:14->16 1:17->20 2:11->12 "
  + "1:20->21 2:16->17 1:19->20 1:18->19 2:15->16 2:12->13 2:17->18 2:16->17 2:13->14 "
  + "2:14->15 2:18->19 2:17->18 2:15->16 2:16->17 2:17->20 2:18->21";

/** The address of a game record `board m1 m2 …`, in `lang`, with `more` after. */
function recordAddress(record, lang, more = "") {
  const [board, ...moves] = record.split(" ");
  return `?board=${board}&moves=${moves.join(",")}${lang === "en" ? "" : `&lang=${lang}`}${more}`;
}

/**
 * The cells holding a piece after the first `n` moves of `record` (board notation:
 * rows joined by `/`, `x` a piece, a number that many empty cells; a move `R:C->D`
 * carries the piece of row R from column C to column D), as the board names them:
 * `cell-R-C`, sorted.
 */
function piecesAfter(record, n) {
  const [board, ...moves] = record.split(" ");
  const rows = board.split("/").map((row) => {
    const cells = [];
    for (const [, empty, piece] of row.matchAll(/(\d+)|(x)/g)) {
      if (piece) cells.push(true);
      else cells.push(...Array(Number(empty)).fill(false));
    }
    return cells;
  });
  for (const move of moves.slice(0, n)) {
    const [, row, from, to] = move.match(/^(\d+):(\d+)->(\d+)$/).map(Number);
    assert.ok(rows[row - 1][from - 1] && !rows[row - 1][to - 1], `${move} is legal`);
    rows[row - 1][from - 1] = false;
    rows[row - 1][to - 1] = true;
  }
  return rows.flatMap((cells, r) => cells.flatMap((full, c) => (full ? [`cell-${r + 1}-${c + 1}`] : []))).sort();
}

/** The cells the board draws a piece on, sorted. */
const piecesShown = (page) => page.locator("#board .cell").evaluateAll((cells) =>
  cells.filter((cell) => cell.dataset.kind !== "empty").map((cell) => cell.dataset.testid).sort());

/** The step the list marks as shown (`aria-current`), or null. */
const currentStep = (page) => page.getByTestId("history").evaluate((list) => {
  const current = list.querySelector('[aria-current="step"]');
  return current ? Number(current.dataset.step) : null;
});

/** Resolves once the list marks step `n` as shown; then the board shows it (drawn with it). */
async function waitForStep(page, n) {
  await page.waitForFunction(
    (step) => document.querySelector('#history [aria-current="step"]')?.dataset.step === String(step),
    n,
  );
}

/**
 * The smallest text under the elements `selectors` as drawn: the computed font size
 * of each visible element with text of its own, times the scale its SVG is drawn at
 * (a chart drawn narrower than its units shrinks its text). Text kept for screen
 * readers only (clipped to a pixel) is left out.
 */
function smallestText(page, selectors) {
  return page.evaluate((selectors) => {
    let smallest = { size: Infinity, text: "" };
    for (const root of selectors.flatMap((selector) => [...document.querySelectorAll(selector)])) {
      for (const element of [root, ...root.querySelectorAll("*")]) {
        const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim());
        const box = element.getBoundingClientRect();
        if (!own || box.width <= 1 || box.height <= 1) continue;
        if (element.checkVisibility && !element.checkVisibility({ visibilityProperty: true })) continue;
        const scale = element instanceof SVGElement ? element.getScreenCTM().a : 1;
        const size = parseFloat(getComputedStyle(element).fontSize) * scale;
        if (size < smallest.size) smallest = { size, text: element.textContent.trim() };
      }
    }
    return smallest;
  }, selectors);
}


// The sizes the review is read at: a phone (touch) and a desktop.
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};

/**
 * The review's tests on the page that `start()` serves; `start` resolves to [base
 * URL, stop]. `site` names it in the report.
 */
export function reviewTests(site, start) {
  describe(`the review (${site})`, () => {
    const served = browserAndSite(start);

    /** Opens `query` at `size` and waits for the list's `ready` move; collects the page's errors. */
    async function open(query, size, ready) {
      const page = await served.browser.newPage(SIZES[size]);
      const problems = [];
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(new URL(query, served.base).href);
      await page.getByTestId(ready).waitFor();
      return { page, problems };
    }

    /** Checks that the board shows the position after `n` moves of `record`, the list marking it. */
    async function showsStep(page, record, n) {
      await waitForStep(page, n);
      assert.deepEqual(await piecesShown(page), piecesAfter(record, n), `the board after ${n} moves`);
      assert.equal(await currentStep(page), n);
    }

    test("a 75-move game's review: a line a turn, steps by click and keys, the board follows, readable", async () => {
      const moves = LONG_GAME.split(" ").length - 1;
      assert.equal(moves, 75);
      const startWords = { en: "start", "zh-CN": "开局" };
      for (const lang of ["en", "zh-CN"]) {
        for (const size of ["phone", "desktop"]) {
          const what = `${lang}, ${size}`;
          const { page, problems } = await open(recordAddress(LONG_GAME, lang), size, `history-${moves}`);
          // Opened at its end; a line a turn, numbered, the start above them.
          await showsStep(page, LONG_GAME, moves);
          const lines = await page.locator("#history li").evaluateAll((items) => items.map((item) =>
            [item.querySelector(".turn")?.textContent ?? "", item.querySelector("button").dataset.step]));
          assert.equal(lines.length, moves + 1, what);
          assert.deepEqual(lines[0], ["", "0"]);
          assert.equal(await page.getByTestId("history-0").textContent(), startWords[lang]);
          for (let index = 1; index <= moves; index++) {
            assert.deepEqual(lines[index], [index % 2 === 1 ? `${(index + 1) / 2}.` : "", String(index)], `${what}: ${index}`);
          }
          // The first and second player's moves of a turn on one line.
          const top = async (index) => (await page.getByTestId(`history-${index}`).boundingBox()).y;
          await page.getByTestId("history-9").scrollIntoViewIfNeeded();
          assert.equal(await top(9), await top(10), `${what}: turn 5 on one line`);
          assert.ok(await top(11) > await top(10), `${what}: turn 6 below it`);
          // Each move's class: a mark, and its word for a screen reader.
          const marks = await page.locator("#history .class-mark").evaluateAll((spans) => spans.map((span) =>
            [span.querySelector('[aria-hidden="true"]').textContent.trim(), span.querySelector(".visually-hidden").textContent.trim()]));
          assert.equal(marks.length, moves);
          const words = lang === "en"
            ? { "★": "best", "?!": "hasty", "??": "blunder" }
            : { "★": "最佳", "?!": "过急", "??": "失误" };
          for (const [mark, word] of marks) assert.equal(words[mark], word, `${what}: ${mark} ${word}`);
          assert.deepEqual(new Set(marks.map(([mark]) => mark)), new Set(["★", "?!", "??"]));
          // No text of the list, the chart or the summary under 10 px as drawn.
          const smallest = await smallestText(page, ["#history", "#history-chart", "#review-summary"]);
          assert.ok(smallest.size >= 10, `${what}: "${smallest.text}" is ${smallest.size} px`);
          // The page no wider than the screen: the chart scrolls in its own frame.
          const [scroll, screen] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
          assert.ok(scroll <= screen, `${what}: the page is ${scroll} px wide on ${screen}`);
          assert.deepEqual(await axeViolations(page), [], what);

          // A click on a move shows the position after it; the keys step from there.
          const clicked = size === "phone" ? 18 : 41;
          await page.getByTestId(`history-${clicked}`).click();
          await showsStep(page, LONG_GAME, clicked);
          await page.keyboard.press("ArrowLeft");
          await showsStep(page, LONG_GAME, clicked - 1);
          await page.keyboard.press("ArrowRight");
          await showsStep(page, LONG_GAME, clicked);
          await page.keyboard.press("ArrowRight");
          await showsStep(page, LONG_GAME, clicked + 1);
          await page.keyboard.press("Home");
          await showsStep(page, LONG_GAME, 0);
          // The whole game is kept: → goes forward again, End to its end.
          await page.keyboard.press("ArrowRight");
          await showsStep(page, LONG_GAME, 1);
          await page.keyboard.press("End");
          await showsStep(page, LONG_GAME, moves);
          await page.getByTestId("history-30").click();
          await showsStep(page, LONG_GAME, 30);
          // The focus stays on the move shown, the one move of the list in the tab order.
          assert.equal(await page.evaluate(() => document.activeElement.dataset.step), "30");
          assert.equal(await page.locator('#history button[tabindex="0"]').count(), 1);
          // The chart marks the position shown; the address keeps the whole game.
          assert.equal(await page.getByTestId("history-chart-at").getAttribute("data-step"), "30");
          assert.equal(new URL(page.url()).searchParams.get("moves").split(",").length, moves);
          assert.equal(await page.locator("#history li").count(), moves + 1);
          // The status says the position shown.
          await page.getByTestId("status").and(page.getByText(lang === "en" ? /^move 30: / : /^第 30 步：/)).waitFor();
          // The summary: each player's accuracy with its blunders, as `hopnim review` sums them.
          const summary = [];
          for (const player of ["you", "engine"]) {
            summary.push([
              await page.getByTestId(`review-${player}-accuracy`).textContent(),
              await page.getByTestId(`review-${player}-blunder`).textContent(),
              await page.getByTestId(`review-${player}-hasty`).textContent(),
            ]);
          }
          assert.deepEqual(summary.sort(), [["74.3%", "9", "1"], ["77.6%", "8", "1"]], what);
          assert.deepEqual(await axeViolations(page), [], `${what}, stepped`);
          assert.deepEqual(problems, []);
          await page.close();
        }
      }
    });

    test("at a hasty move and at a blunder, the best move on the board and in words", async () => {
      // Misère play: good, hasty, blunder, blunder, best (as `hopnim review --misere` says).
      const record = "3xx1/xx4 1:5->6 2:1->3 1:4->5 2:2->4 2:4->5";
      const says = {
        en: [
          "2:1->3 (hasty). Best: 1:4->5 holds out 1 turn longer.",
          /^1:4->5 \(blunder\)\. Best: (\d:\d->\d) keeps the win\.$/,
        ],
        "zh-CN": [
          "2:1->3（过急）。最佳着法是 1:4->5，能多撑 1 回合。",
          /^1:4->5（失误）。最佳着法是 (\d:\d->\d)，走它仍保持必胜。$/,
        ],
      };
      for (const lang of ["en", "zh-CN"]) {
        const { page, problems } = await open(recordAddress(record, lang, "&misere=true"), "desktop", "history-5");
        // At the end (a best move): no best move to show.
        assert.equal(await page.getByTestId("review-best").isVisible(), false);
        assert.equal(await page.getByTestId("best-arrow").count(), 0);
        await page.getByTestId("history-2").click();
        await showsStep(page, record, 2);
        assert.equal(await page.getByTestId("review-best").textContent(), says[lang][0]);
        // The status line says the position and the best move, in the language's punctuation.
        await page.getByTestId("status").and(page.getByText(says[lang][0], { exact: false })).waitFor();
        const status = await page.getByTestId("status").textContent();
        assert.ok(status.endsWith(lang === "en" ? `. ${says[lang][0]}` : `。${says[lang][0]}`), status);
        // The arrow runs from the best move's piece to its landing cell.
        const arrow = page.getByTestId("best-arrow");
        assert.equal(await arrow.getAttribute("data-move"), "1:4->5");
        const centre = async (locator) => {
          const box = await locator.boundingBox();
          return [box.x + box.width / 2, box.y + box.height / 2];
        };
        const [landing, target] = [await centre(arrow.locator(".best-landing")), await centre(page.getByTestId("cell-1-5"))];
        assert.ok(Math.hypot(landing[0] - target[0], landing[1] - target[1]) < 2, `${landing} on ${target}`);
        const line = await arrow.locator(".best-line").boundingBox();
        const from = await page.getByTestId("cell-1-4").boundingBox();
        assert.ok(line.x >= from.x && line.x <= from.x + from.width, "the arrow leaves the piece's cell");
        // A blunder: the best move keeps the win.
        await page.keyboard.press("ArrowRight");
        await showsStep(page, record, 3);
        const blunder = (await page.getByTestId("review-best").textContent()).match(says[lang][1]);
        assert.ok(blunder, await page.getByTestId("review-best").textContent());
        assert.equal(await arrow.getAttribute("data-move"), blunder[1]);
        // A good move: nothing to show.
        await page.keyboard.press("Home");
        await page.keyboard.press("ArrowRight");
        await showsStep(page, record, 1);
        assert.equal(await page.getByTestId("review-best").isVisible(), false);
        assert.equal(await arrow.count(), 0);
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(problems, []);
        await page.close();
      }
    });

    test("out of a game, no chart, no summary, no empty box", async () => {
      for (const size of ["phone", "desktop"]) {
        const { page, problems } = await open("?board=18x1/17x2", size, "stairs-1");
        for (const id of ["history-chart", "history-chart-frame", "review-summary", "review-best"]) {
          assert.equal(await page.getByTestId(id).isVisible(), false, `${size}: ${id}`);
          assert.equal(await page.getByTestId(id).boundingBox(), null, `${size}: ${id}`);
        }
        assert.equal(await page.locator("#history li").count(), 0);
        assert.deepEqual(problems, []);
        await page.close();
      }
    });
  });
}
