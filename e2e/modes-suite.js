//! The page's modes and layout in a real browser (Debian's Chromium, driven by
//! playwright-core), in English and in Chinese, on a 390 × 844 phone and a 1280 × 900
//! desktop: each mode shows its own controls, marks its button and passes axe-core;
//! no visible text is under 10 px; the whole 2 × 20 board is on a phone's first
//! screen, every cell a 24 × 24 target, its row and column numbers showing; a game
//! opened by its address is told from the side `you=` names.
// page.serve.test.js and page.static.test.js run these tests, as they run page-suite.js.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { axeViolations, browserAndSite, smallTexts } from "./checks.js";
import { binary } from "./harness.js";


/** The screens the tests open the page on. */
const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};

const LANGUAGES = ["en", "zh-CN"];

// A game of 21 moves from x1x17/17x2 won by the first player, who played every move
// best (100%), the second 60%; and one of 20 moves won by the second (100%), the first
// 50% (each as the library's engine played it).
const WON_BY_FIRST = {
  board: "x1x17/17x2",
  moves: "1:3->4,1:1->2,1:2->3,1:3->5,1:4->6,1:5->7,1:6->8,1:7->9,1:8->10,1:9->11,1:10->12,1:11->13,1:12->14,1:13->15,1:14->16,1:15->17,1:16->18,1:17->19,1:18->20,2:18->19,2:19->20",
  accuracy: { first: "100", second: "60" },
};
const WON_BY_SECOND = {
  board: "x1x17/17x2",
  moves: "1:1->2,1:2->4,1:3->5,1:4->6,1:5->7,1:6->8,1:7->9,1:8->10,1:9->11,1:10->12,1:11->13,1:12->14,1:13->15,1:14->16,1:15->17,1:16->18,1:17->19,1:18->20,2:18->19,2:19->20",
  accuracy: { first: "50", second: "100" },
};

// The verdict and the accuracies as each language says them.
const SAYS = {
  en: {
    youWin: /You win/,
    engineWins: /The engine wins/,
    accuracy: (you, engine) => `Your accuracy: ${you}%. The engine's accuracy: ${engine}%.`,
  },
  "zh-CN": {
    youWin: /你赢了/,
    engineWins: /引擎赢了/,
    accuracy: (you, engine) => `你的准确率：${you}%。引擎的准确率：${engine}%。`,
  },
};

/**
 * Each mode: an address that opens it, a control only it shows, and a control of
 * another mode it hides.
 */
const MODES = {
  play: { query: "?board=18x1/17x2&mode=play", own: "play", other: "notation" },
  puzzles: { query: "?puzzle=7&level=2", own: "puzzle", other: "play" },
  analyse: { query: "?board=18x1/17x2", own: "notation", other: "puzzle" },
  // A short game: a long one's chart is the review's own test.
  review: { query: "?board=18x1/17x2&moves=1:19->20,2:18->19,2:19->20", own: "record", other: "notation" },
  learn: { query: "?mode=learn", own: "learn", other: "board" },
};


/**
 * The tests of the modes on the page that `start()` serves ([base URL, stop]); those
 * of the page alone (axe-core, the layout) where `pageAlone` is set, as page-suite.js
 * runs them.
 */
export function modesTests(site, start, { pageAlone }) {
  const once = (name, body) => pageAlone && test(name, body);
  describe(`the page's modes (${site})`, () => {
    const served = browserAndSite(start);

    /** Opens `query` in `lang` on `screen`, and waits for the status to speak. */
    async function open(query, lang, screen) {
      const page = await served.browser.newPage({ ...SCREENS[screen], locale: lang, reducedMotion: "reduce" });
      const problems = [];
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(new URL(`${query}${query.includes("?") ? "&" : "?"}lang=${lang}`, served.base).href);
      await page.waitForFunction(() => performance.getEntriesByName("hopnim-first-analysis").length > 0);
      return { page, problems };
    }

    for (const lang of LANGUAGES) {
      for (const screen of Object.keys(SCREENS)) {
        once(`each mode in ${lang} on a ${screen}: its own controls, its button marked, axe-core clean, no text under 10 px`, async () => {
          for (const [mode, { query, own, other }] of Object.entries(MODES)) {
            const { page, problems } = await open(query, lang, screen);
            assert.equal(await page.evaluate(() => document.body.dataset.mode), mode);
            assert.equal(await page.getByTestId(`mode-${mode}`).getAttribute("aria-current"), "page");
            assert.equal(await page.locator(".modes [aria-current]").count(), 1);
            assert.equal(await page.getByTestId(own).isVisible(), true, `${mode}: ${own} shown`);
            assert.equal(await page.getByTestId(other).isVisible(), false, `${mode}: ${other} hidden`);
            assert.deepEqual(await axeViolations(page), [], `${mode} in ${lang} on a ${screen}`);
            assert.deepEqual(await smallTexts(page), [], `${mode} in ${lang} on a ${screen}`);
            assert.deepEqual(problems, []);
            await page.close();
          }
        });
      }

      once(`a phone in ${lang}: the whole 2 × 20 board on the first screen, 24 px cells, its numbers showing`, async () => {
        for (const mode of ["play", "analyse"]) {
          const { page, problems } = await open(`?board=18x1/17x2&mode=${mode}`, lang, "phone");
          await page.getByTestId("cell-2-20").waitFor();
          const cells = await page.locator("#board .cell rect").evaluateAll((rects) =>
            rects.map((rect) => rect.getBoundingClientRect().toJSON()));
          assert.equal(cells.length, 40);
          for (const box of cells) {
            assert.ok(box.width >= 24 && box.height >= 24, `a cell of ${box.width} × ${box.height}`);
            assert.ok(box.left >= 0 && box.right <= 390 && box.top >= 0 && box.bottom <= 844, `${mode}: a cell at ${JSON.stringify(box)}`);
          }
          const numbers = ["row-number-1", "row-number-2", ...Array.from({ length: 20 }, (_, c) => `column-number-${c + 1}`)];
          for (const id of numbers) {
            const box = await page.getByTestId(id).boundingBox();
            assert.ok(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844, `${mode}: ${id} at ${JSON.stringify(box)}`);
          }
          // The board still a grid of cells, the status a status; no sideways scroll.
          assert.equal(await page.getByTestId("board").getAttribute("role"), "grid");
          assert.equal(await page.getByTestId("cell-1-19").getAttribute("role"), "gridcell");
          assert.equal(await page.getByTestId("status").getAttribute("role"), "status");
          assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
          // The arrow keys move as the board is drawn: down the columns, across the rows.
          await page.getByTestId("cell-1-1").focus();
          await page.keyboard.press("ArrowDown");
          assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), "cell-1-2");
          await page.keyboard.press("ArrowRight");
          assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), "cell-2-2");
          assert.deepEqual(problems, []);
          await page.close();
        }
      });
    }

    for (const lang of LANGUAGES) {
      test(`a game opened by its address in ${lang} is told from the side you= names`, async () => {
        const says = SAYS[lang];
        const cases = [
          [WON_BY_FIRST, "first", says.youWin],
          [WON_BY_FIRST, "second", says.engineWins],
          [WON_BY_SECOND, "first", says.engineWins],
          [WON_BY_SECOND, "second", says.youWin],
        ];
        for (const [game, you, verdict] of cases) {
          const query = `?board=${game.board}&moves=${game.moves}&you=${you}`;
          const { page, problems } = await open(query, lang, "desktop");
          await page.getByTestId("accuracy").and(page.locator(":not(:empty)")).waitFor();
          assert.match(await page.getByTestId("status").textContent(), verdict, `${query}`);
          const engine = you === "first" ? "second" : "first";
          assert.equal(await page.getByTestId("accuracy").textContent(), says.accuracy(game.accuracy[you], game.accuracy[engine]), query);
          // The address keeps the side, and the page shows it.
          assert.equal(new URL(page.url()).searchParams.get("you"), you);
          assert.equal(await page.getByTestId("record-you").inputValue(), you);
          assert.deepEqual(problems, []);
          await page.close();
        }
      });
    }

    once("a puzzle solved, reloaded and solved again counts once, on the scorecard and in the streak", async () => {
      const puzzle = JSON.parse(execFileSync(binary, ["puzzle", "--seed", "7", "--level", "2", "--json"]).toString());
      const { row, from } = puzzle.answer;
      const { page, problems } = await open("?puzzle=7&level=2", "en", "phone");
      for (let visit = 1; visit <= 2; visit++) {
        if (visit === 2) {
          await page.reload();
          await page.getByText("Puzzle 7, level 2").waitFor();
        }
        await page.getByTestId(`cell-${row}-${from}`).tap();
        await page.getByText("Solved:").waitFor();
        assert.equal(await page.getByTestId("scorecard-puzzles").textContent(), "Solved puzzles: 1", `visit ${visit}`);
        assert.equal(await page.getByTestId("streak").textContent(), "streak 1", `visit ${visit}`);
      }
      // Another puzzle solved counts.
      const next = JSON.parse(execFileSync(binary, ["puzzle", "--seed", "8", "--level", "2", "--json"]).toString());
      await page.goto(new URL("?puzzle=8&level=2", served.base).href);
      await page.getByText("Puzzle 8, level 2").waitFor();
      await page.getByTestId(`cell-${next.answer.row}-${next.answer.from}`).tap();
      await page.getByText("Solved:").waitFor();
      assert.equal(await page.getByTestId("scorecard-puzzles").textContent(), "Solved puzzles: 2");
      assert.equal(await page.getByTestId("streak").textContent(), "streak 2");
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("Review opens a pasted record or address, told from the side chosen; Play on goes on against the engine", async () => {
      const { page, problems } = await open("?mode=review", "en", "phone");
      await page.getByTestId("review-empty").waitFor();
      assert.equal(await page.getByTestId("play-on").isDisabled(), true);
      // A record, you the second player: the first move was the engine's.
      await page.getByTestId("record").fill("18x1/17x2 1:19->20");
      await page.getByTestId("record-you").selectOption("second");
      await page.getByTestId("open-record").tap();
      await page.getByTestId("history-1").waitFor();
      assert.match(await page.getByTestId("status").textContent(), /The engine moved 1:19->20/);
      let address = new URL(page.url());
      assert.deepEqual([address.searchParams.get("moves"), address.searchParams.get("you")], ["1:19->20", "second"]);
      assert.equal(await page.getByTestId("review-empty").isVisible(), false);
      // Play on: your move, then the engine's.
      await page.getByTestId("play-on").tap();
      await page.waitForFunction(() => document.body.dataset.mode === "play");
      await page.getByTestId("cell-2-18").tap();
      await page.getByTestId("status").and(page.getByText(/The engine wins|The engine moved/)).waitFor();
      address = new URL(page.url());
      assert.equal(address.searchParams.get("mode"), "play");
      // An address pasted: its own side and rules.
      await page.getByTestId("mode-review").tap();
      await page.getByTestId("record").fill("https://example.org/?board=3xx1/xx4&moves=1:5->6,2:1->3&misere=true&you=first");
      await page.getByTestId("open-record").tap();
      await page.waitForFunction(() => new URL(window.location.href).searchParams.get("moves") === "1:5->6,2:1->3");
      address = new URL(page.url());
      assert.deepEqual([address.searchParams.get("you"), address.searchParams.get("misere")], ["first", "true"]);
      assert.equal(await page.getByTestId("record-you").inputValue(), "first");
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("a game left for Analyse goes on in Play while its board stands; from an edited board a click begins a game", async () => {
      const { page, problems } = await open("?board=18x1/17x2&mode=play", "en", "desktop");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      await page.getByTestId("cell-1-19").click();
      await page.getByText("The engine moved 2:18->19").waitFor();
      // Analyse: the game's position, to edit; the address is the board's.
      await page.getByTestId("mode-analyse").click();
      await page.waitForFunction(() => window.location.search === "?board=19x/18x1&lang=en");
      assert.equal(await page.getByTestId("notation").inputValue(), "19x/18x1");
      // Back to Play: the same game, its history and undo.
      await page.getByTestId("mode-play").click();
      await page.getByTestId("history-2").waitFor();
      assert.equal(await page.getByTestId("undo").isDisabled(), false);
      assert.match(decodeURIComponent(new URL(page.url()).search), /moves=1:19->20,2:18->19&you=first&engine=1&seed=\d+&lang=en&mode=play$/);
      // An edit in Analyse: Play waits for a new game from the edited board.
      await page.getByTestId("mode-analyse").click();
      await page.getByTestId("cell-1-1").click();
      await page.getByText("Added a piece at 1:1").waitFor();
      await page.getByTestId("mode-play").click();
      await page.getByText("Click a piece to begin a game").waitFor();
      assert.equal(await page.getByTestId("history-0").count(), 0);
      // The engine to move first: a click waits for Play the engine.
      await page.getByTestId("first").selectOption("engine");
      await page.getByTestId("cell-1-1").click();
      await page.getByText("The engine moves first: Play the engine to begin.").waitFor();
      assert.equal(await page.getByTestId("history-0").count(), 0);
      // You first: a click on a piece begins the game with its move, at level 1.
      await page.getByTestId("first").selectOption("you");
      await page.getByTestId("cell-1-1").click();
      await page.getByTestId("history-2").waitFor();
      assert.equal(new URL(page.url()).searchParams.get("moves").split(",")[0], "1:1->2");
      assert.equal(new URL(page.url()).searchParams.get("engine"), "1");
      // Review shows the game left.
      await page.getByTestId("mode-review").click();
      await page.getByTestId("history-2").waitFor();
      // Learn shows its lessons, no board, and says so in the address.
      await page.getByTestId("mode-learn").click();
      await page.getByTestId("lessons").locator("a").first().waitFor();
      assert.equal(await page.getByTestId("board").isVisible(), false);
      assert.match(new URL(page.url()).search, /^\?mode=learn(&lang=[\w-]+)?$/);
      assert.deepEqual(problems, []);
      await page.close();
    });

    test("an address without you= is the first player's; a game of yours keeps you= and its mode", async () => {
      const { page, problems } = await open(`?board=${WON_BY_FIRST.board}&moves=${WON_BY_FIRST.moves}`, "en", "desktop");
      await page.getByTestId("accuracy").and(page.locator(":not(:empty)")).waitFor();
      assert.match(await page.getByTestId("status").textContent(), /You win/);
      assert.equal(new URL(page.url()).searchParams.get("you"), "first");
      assert.equal(new URL(page.url()).searchParams.get("mode"), null);
      await page.close();
      // Someone new plays a game in which the engine moves first: at level 1, and the
      // address says you were second.
      const play = await open("?board=18x1/17x2&mode=play", "en", "desktop");
      assert.equal(await play.page.getByTestId("engine-level").inputValue(), "1");
      await play.page.getByTestId("first").selectOption("engine");
      await play.page.getByTestId("play").click();
      await play.page.waitForFunction(() => new URL(window.location.href).searchParams.get("you") === "second");
      const address = new URL(play.page.url());
      assert.equal(address.searchParams.get("mode"), "play");
      assert.equal(address.searchParams.get("engine"), "1", "level 1 for someone new");
      // Opened again, it is the same game, in Play, your move.
      const again = await open(address.search.replace(/&lang=en/, ""), "en", "desktop");
      await again.page.getByTestId("history-1").waitFor();
      assert.equal(await again.page.evaluate(() => document.body.dataset.mode), "play");
      assert.equal(await again.page.getByTestId("first").inputValue(), "engine");
      assert.deepEqual([...problems, ...play.problems, ...again.problems], []);
      await again.page.close();
      await play.page.close();
    });
  });
}
