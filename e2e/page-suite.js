// The web page's tests in a real browser (Debian's Chromium, driven by playwright-core),
// for one way of serving it: page.serve.test.js runs them on `hopnim serve` (the engine
// is the JSON API), page.static.test.js on the static site of scripts/build-site.sh
// served by a plain static file server (the engine is the library in WebAssembly).
// Each test says where it runs: `onBoth` for what the engine answers and what the way
// of serving changes, `once` for what the page does alone (see pageTests). Every view
// of a `once` test is checked by axe-core. The page is read in English and in Chinese
// (by the address, by the browser's language, by its switch): no word of the other
// language is left, in its refusals and with its engine away too; and every winning,
// losing or stuck piece has its own mark.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { axeViolations, browserAndSite } from "./checks.js";
import { binary } from "./harness.js";
import { COSTLY_LINKS, longestStall, watchStalls } from "./stall.js";


/** The puzzle of `seed` at `level` as the command line gives it (the answer too). */
function cliPuzzle(seed, level, ...args) {
  const out = execFileSync(binary, ["puzzle", "--seed", String(seed), "--level", String(level), "--json", ...args]);
  return JSON.parse(out.toString());
}

const text = (page, id) => page.getByTestId(id).textContent();

/** Switches the page to `mode` by its button in the switch (a tap if `tap`), unless it is shown. */
async function toMode(page, mode, tap = false) {
  if ((await page.evaluate(() => document.body.dataset.mode)) === mode) return;
  const button = page.getByTestId(`mode-${mode}`);
  await (tap ? button.tap() : button.click());
  await page.waitForFunction((shown) => document.body.dataset.mode === shown, mode);
}

/** A phone as the tests open the page on one: 390 × 844, touch, a mobile browser. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Resolves once `condition()` holds, or fails after 10 s. */
async function waitUntil(condition) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10000) throw new Error(`not so after 10 s: ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}


/**
 * Every word a reader meets on the page as it is now: the visible text, the title,
 * the options of the choices, the texts of SVG titles, and every aria-label, title
 * and placeholder.
 */
function wordsOnPage(page) {
  return page.evaluate(() => {
    const texts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll("*")) {
      for (const name of ["aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    for (const option of document.querySelectorAll("option")) texts.push(option.textContent);
    for (const title of document.querySelectorAll("svg title")) texts.push(title.textContent);
    return texts.join("\n");
  });
}

// Latin words a Chinese page keeps: names, the operator of the formulas, keys, the
// engine's file, and the switch's name of English.
const KEPT_WORDS = new Set(["hopnim", "Nim", "SG", "Welter", "xor", "HDU", "misère", "Enter", "Home", "End", "wasm", "English"]);

/** The English words left in `text`, leaving out board notation, moves, numbers and KEPT_WORDS. */
function englishWords(text) {
  // Board notation (18x1/17x2, xx) and moves (1:19->20) hold no word.
  const words = text.replace(/(?<![A-Za-z])[\dx./:>-]*x[\dx./:>-]*(?![A-Za-z])/g, " ").match(/[A-Za-zÀ-ÿ]{2,}/g) || [];
  return [...new Set(words.filter((word) => !KEPT_WORDS.has(word)))];
}

/** The Chinese characters and punctuation in `text`, leaving out the switch's name of Chinese. */
function chineseCharacters(text) {
  return text.replaceAll("简体中文", "").match(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/g) || [];
}

/** The contrast ratio of two CSS colours `rgb(r, g, b)` (WCAG's relative luminance). */
function contrast(one, other) {
  const luminance = (colour) => {
    const [r, g, b] = colour.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The page's tests on the page that `start()` serves; `start` resolves to [base URL,
 * stop]. `site` names it in the report; `wasm` says that its engine is the
 * WebAssembly module (the static site), not the JSON API. The two ways of serving
 * give the same document and script and differ in the engine behind them and in
 * their files and headers, so a test runs where it has something to find:
 * - `onBoth`: what the engine answers, through the API or through WebAssembly (a
 *   position, a game with the engine, a puzzle, a refusal), and what the way of
 *   serving changes (the files the page loads, the served page's
 *   Content-Security-Policy). Runs on both.
 * - `once`: what the page does alone, the same with either engine (the layout, a
 *   phone, reduced motion, the dark theme, the keyboard, editing, the words of both
 *   languages and the switch, the marks and their contrast, misère play and the
 *   rules as the page shows them, axe-core on each view). Runs where `pageAlone` is
 *   set: on `hopnim serve`, whose Content-Security-Policy is the stricter (a change that
 *   needs an inline script or style fails there). That both engines give the page the
 *   same answers, in both languages, is e2e/contract.test.js's question.
 */
export function pageTests(site, start, { wasm, pageAlone }) {
  const onBoth = test;
  const once = (name, body) => pageAlone && test(name, body);
  describe(`the page (${site})`, () => {
    const served = browserAndSite(start);
    /** axe-core's violations where this suite checks them (the `once` side); none elsewhere. */
    const accessibilityViolations = (page) => (pageAlone ? axeViolations(page) : []);

    /**
     * Opens `query` and waits for the first drawing (the element `ready`; `null`: no
     * wait); collects errors (a breach of the Content-Security-Policy among them),
     * failed loads and the paths asked. `prepare(page)` runs before the page loads
     * (routes that keep a file or the API from it).
     */
    async function open(query, options = {}) {
      const { viewport = { width: 1100, height: 800 }, ready = "stairs-1", prepare, ...context } = options;
      const page = await served.browser.newPage({ viewport, ...context });
      const problems = [];
      page.on("pageerror", (error) => problems.push(error.message));
      await page.exposeFunction("reportPolicyBreach", (breach) => problems.push(`CSP: ${breach}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          window.reportPolicyBreach(`${event.effectiveDirective} refused ${event.blockedURI}`));
      });
      const requests = [];
      page.on("request", (request) => requests.push(new URL(request.url()).pathname));
      const missing = [];
      page.on("response", (response) => {
        if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
      });
      if (prepare) await prepare(page);
      const response = await page.goto(new URL(query, served.base).href);
      if (ready) await page.getByTestId(ready).waitFor();
      return { page, problems, missing, requests, response };
    }

    onBoth("a shared URL shows the rows' values, the nim-sum, the move values and the staircase", async () => {
      const { page, problems, missing, requests, response } = await open("?board=18x1/17x2");
      await page.waitForLoadState("networkidle");
      // Every file the page loads is there, the icon too; the engine is the one this
      // way of serving has: the static site asks no API, the served page loads no
      // WebAssembly.
      assert.deepEqual(missing, []);
      const asksApi = requests.some((path) => path.startsWith("/api/"));
      assert.deepEqual([asksApi, requests.includes("/hopnim.wasm")], [!wasm, wasm], requests.join(" "));
      if (!wasm) {
        // The served page keeps to its Content-Security-Policy (a breach is one of
        // `problems`): its own scripts and no WebAssembly.
        const policy = response.headers()["content-security-policy"];
        assert.match(policy, /script-src 'self';/);
        assert.doesNotMatch(policy, /unsafe|wasm/);
      }
      const drawnAfter = await page.evaluate(
        () => performance.getEntriesByName("hopnim-first-analysis")[0].startTime,
      );
      console.log(`# ${site}: first analysis drawn ${drawnAfter.toFixed(0)} ms after the page's start`);
      assert.equal(await text(page, "row-value-1"), "1");
      assert.equal(await text(page, "row-value-2"), "0");
      assert.equal(await text(page, "nim-sum"), "1");
      assert.match(await text(page, "winner"), /the player to move wins in 3 moves/);
      assert.match(await text(page, "summary"), /winning moves: 1:19->20, 2:18->19/);
      assert.equal(await page.getByTestId("notation").inputValue(), "18x1/17x2");
      assert.equal(await page.getByTestId("cell-1-19").getAttribute("data-kind"), "win");
      assert.equal(await page.getByTestId("cell-1-20").getAttribute("data-kind"), "empty");
      // Each move shows the remoteness after it: 1:19->20 leaves a game of 2 more moves.
      assert.equal(await text(page, "remoteness-1-19"), "2");
      assert.match(await page.getByTestId("cell-1-19").getAttribute("aria-label"), /, remoteness after 2$/);
      assert.match(await page.getByTestId("cell-1-19").locator("title").textContent(), /remoteness after 2/);
      assert.equal(await text(page, "remoteness-2-18"), "2");
      assert.equal(await page.getByTestId("remoteness-1-20").count(), 0);
      // The staircase: row 1 has one piece on odd stair 1, row 2 one on stair 2.
      assert.match(await text(page, "stairs-1"), /row 1: odd pile: 1, xor 1/);
      assert.match(await text(page, "stairs-2"), /row 2: odd piles: none, xor 0/);
      // Hovering a piece shows where it lands, and what it does on the staircase.
      await page.getByTestId("cell-2-18").hover();
      assert.equal(await page.getByTestId("landing-2-19").getAttribute("visibility"), "visible");
      assert.match(await text(page, "stairs-2"), /2:18->19 carries 1 piece from stair 2 to stair 1/);
      assert.equal(await page.getByTestId("ghost-2").count(), 1);
      await page.mouse.move(0, 0);
      assert.equal(await page.getByTestId("ghost-2").count(), 0);
      assert.deepEqual(await accessibilityViolations(page), []);
      if (pageAlone) {
        // The check is not vacuous: an image without a text alternative is a violation.
        await page.evaluate(() => document.body.appendChild(document.createElement("img")));
        assert.match((await axeViolations(page)).join("\n"), /^image-alt/m);
      }
      assert.deepEqual(problems, []);
      if (!wasm) {
        // Nor is the policy's: an inline script is refused, and the breach reported.
        await page.evaluate(() => {
          const script = document.createElement("script");
          script.textContent = "window.inlineRan = true";
          document.body.append(script);
        });
        assert.equal(await page.evaluate(() => window.inlineRan), undefined);
        await waitUntil(() => problems.length > 0);
        assert.match(problems.join("\n"), /^CSP: script-src-elem refused inline$/m);
      }
      await page.close();
    });

    onBoth("a costly link never holds up the page: a long search, a board of 2048 rows a window at a time", async () => {
      // The longest the page's main thread was busy, from its start to its answer
      // drawn: a stall bound (the search runs elsewhere, the drawing is bounded).
      const MOST_STALL_MS = 500;
      const welter = COSTLY_LINKS["a long Welter search"];
      {
        const { page, problems } = await open(welter, { prepare: watchStalls, ready: null });
        await page.getByTestId("stairs-1").waitFor({ timeout: 60000 });
        assert.equal(await page.getByTestId("notation").inputValue(), "xxxx47");
        assert.equal(await text(page, "status"), "Click cells to add or remove pieces: every row's value and every move's are shown.");
        const stall = await longestStall(page);
        console.log(`# ${site}: the Welter link held the page up ${stall} ms at most`);
        assert.ok(stall < MOST_STALL_MS, `${site}: the Welter link held the page up ${stall} ms`);
        assert.deepEqual(problems, []);
        await page.close();
      }
      const rows = Array(2048).fill("x63");
      const { page, problems } = await open(COSTLY_LINKS["a board of 2048 rows"], {
        prepare: watchStalls, ready: null, viewport: { width: 1280, height: 900 },
      });
      await page.getByTestId("stairs-1").waitFor({ timeout: 60000 });
      assert.equal(await page.getByTestId("notation").inputValue(), rows.join("/"));
      // The first rows are drawn (as many cells as 32 rows of 20: 10 rows of 64), and
      // the grid says how many there are.
      const drawn = (selector) => page.locator(selector).count();
      assert.equal(await text(page, "rows-range"), "Rows 1–10 of 2048");
      assert.equal(await drawn('#board [role="row"]'), 10);
      assert.equal(await page.getByTestId("board").getAttribute("aria-rowcount"), "2048");
      assert.equal(await drawn('#board [role="gridcell"]'), 10 * 64);
      assert.equal(await drawn("#rows tbody tr"), 10);
      assert.equal(await drawn("#stairs figure"), 10);
      assert.ok(await page.getByTestId("rows-previous").isDisabled());
      assert.deepEqual([await text(page, "rows-previous"), await text(page, "rows-next")], ["Previous rows", "Next rows"]);
      let stall = await longestStall(page);
      console.log(`# ${site}: the board of 2048 rows held the page up ${stall} ms at most`);
      assert.ok(stall < MOST_STALL_MS, `${site}: the board of 2048 rows held the page up ${stall} ms`);
      // The next rows, with their own numbers; and back.
      await page.getByTestId("rows-next").click();
      assert.equal(await text(page, "rows-range"), "Rows 11–20 of 2048");
      assert.equal(await page.getByTestId("cell-11-1").getAttribute("data-kind"), "lose");
      assert.equal(await page.getByTestId("cell-11-2").getAttribute("data-kind"), "empty");
      assert.equal(await page.locator('#board [role="row"]').first().getAttribute("aria-rowindex"), "11");
      assert.equal(await text(page, "row-value-20"), await text(page, "row-value-11"));
      assert.equal(await page.getByTestId("stairs-1").count(), 0);
      assert.ok(await page.getByTestId("stairs-20").isVisible());
      await page.getByTestId("rows-previous").click();
      assert.equal(await text(page, "rows-range"), "Rows 1–10 of 2048");
      stall = await longestStall(page);
      assert.ok(stall < MOST_STALL_MS, `${site}: showing other rows held the page up ${stall} ms`);
      // (axe-core itself keeps the page busy for seconds here: it checks after.)
      assert.deepEqual(await accessibilityViolations(page), []);
      // A board of few rows has no such control.
      await page.getByTestId("notation").fill("18x1/17x2");
      await page.getByTestId("load").click();
      await page.getByText("Loaded 18x1/17x2.").waitFor();
      assert.ok(await page.getByTestId("rows-nav").isHidden());
      assert.deepEqual(problems, []);
      await page.close();
    });

    onBoth("the engine's reply on a row outside the window of rows is brought into view", async () => {
      // 40 rows of 20 (a window of 32): after your move in row 1, the only move left
      // is in row 40.
      const board = ["18x1", ...Array(38).fill("20"), "x19"].join("/");
      const { page, problems } = await open(`?board=${board}`);
      assert.equal(await text(page, "rows-range"), "Rows 1–32 of 40");
      await toMode(page, "play");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      await page.getByTestId("cell-1-19").click();
      await page.getByText("The engine moved 40:1->2").waitFor();
      assert.equal(await text(page, "rows-range"), "Rows 9–40 of 40");
      assert.equal(await page.getByTestId("cell-40-2").getAttribute("data-kind") !== "empty", true);
      assert.deepEqual(problems, []);
      await page.close();
    });

    onBoth("a board loaded stops the search still running for the last question", async () => {
      // What stops: on the static site, the worker the module runs in is ended; on
      // hopnim serve, the question's request is dropped (the server stops its search).
      const [asked, ended] = [[], []];
      const watch = async (page) => {
        page.on("worker", (worker) => {
          asked.push(worker.url());
          worker.on("close", () => ended.push(worker.url()));
        });
        page.on("request", (request) => asked.push(new URL(request.url()).pathname));
        page.on("requestfailed", (request) => ended.push(`${new URL(request.url()).pathname} ${request.failure().errorText}`));
      };
      const { page, problems } = await open(COSTLY_LINKS["a long Welter search"], { prepare: watch, ready: null });
      // The question is asked (its answer takes seconds): a board is loaded meanwhile.
      await waitUntil(() => asked.some((what) => (wasm ? what.endsWith("/engine-worker.js") : what === "/api/view")));
      await page.getByTestId("notation").fill("18x1/17x2");
      await page.getByTestId("load").click();
      await page.getByText("Loaded 18x1/17x2.").waitFor();
      assert.equal(await page.getByTestId("notation").inputValue(), "18x1/17x2");
      assert.equal(await page.getByTestId("cell-1-19").getAttribute("data-kind"), "win");
      await waitUntil(() => ended.length > 0);
      assert.match(ended.join("\n"), wasm ? /engine-worker\.js$/ : /^\/api\/view net::ERR_ABORTED$/);
      // The page goes on answering: the engine of the next question is a new one.
      await page.getByTestId("cell-1-19").click();
      await page.locator('[data-testid="cell-1-19"][data-kind="empty"]').waitFor();
      assert.ok(!(await page.getByTestId("status").evaluate((status) => status.classList.contains("error"))));
      assert.deepEqual(problems, []);
      await page.close();
    });

    onBoth("play the engine: a winning move, its reply, the staircase animated, undo, the value history", async () => {
      const { page, problems } = await open("?board=18x1/17x2");
      // Count the animations the page starts.
      await page.evaluate(() => {
        const animate = Element.prototype.animate;
        window.animationsStarted = 0;
        Element.prototype.animate = function (...args) {
          window.animationsStarted += 1;
          return animate.apply(this, args);
        };
      });
      await toMode(page, "play");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      assert.equal(await page.getByTestId("history-0").getAttribute("data-winning"), "true");
      await page.getByTestId("cell-1-19").click();
      await page.getByText("The engine moved 2:18->19").waitFor();
      assert.equal(await page.getByTestId("notation").inputValue(), "19x/18x1");
      // The staircase follows the moves: row 2's piece came down to stair 1.
      assert.match(await text(page, "stairs-2"), /odd pile: 1, xor 1/);
      assert.match(await text(page, "stairs-1"), /odd piles: none, xor 0/);
      assert.ok(await page.evaluate(() => window.animationsStarted) >= 2, "the moves are animated");
      assert.equal(await page.locator("#history li").count(), 3);
      assert.deepEqual(
        await page.locator("#history .move").evaluateAll((items) => items.map((i) => i.dataset.winning)),
        ["true", "false", "true"],
      );
      // The chart over the move number: you were winning all along.
      assert.equal(await page.getByTestId("history-chart").isVisible(), true);
      assert.equal(await page.locator("#history-chart .point.you-win").count(), 3);
      // Against remoteness: 3, 2 and 1 moves left, each nearer the centre line.
      const points = await page.locator("#history-chart .point").evaluateAll((dots) =>
        dots.map((dot) => [dot.dataset.remoteness, Number(dot.getAttribute("cy"))]));
      assert.deepEqual(points.map(([remoteness]) => remoteness), ["3", "2", "1"]);
      const heights = points.map(([, cy]) => cy);
      const centre = Number(await page.locator("#history-chart line.axis").first().getAttribute("y1"));
      assert.ok(heights[0] < heights[1] && heights[1] < heights[2] && heights[2] < centre, `${heights} above ${centre}`);
      assert.match(await page.getByTestId("history-point-0").locator("title").textContent(), /winning in 3 moves/);
      assert.match(await page.getByTestId("history-chart").textContent(), /moves left/);
      assert.deepEqual(await accessibilityViolations(page), []);
      await page.getByTestId("undo").click();
      await page.getByText("Took back your last move").waitFor();
      assert.equal(await page.getByTestId("notation").inputValue(), "18x1/17x2");
      assert.equal(await page.locator("#history li").count(), 1);
      // The address reads as README shows it, in Play.
      assert.equal(new URL(page.url()).search, "?board=18x1/17x2&mode=play");
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("with reduced motion, nothing is animated", async () => {
      const { page } = await open("?board=18x1/17x2", { reducedMotion: "reduce" });
      await page.evaluate(() => {
        window.animationsStarted = 0;
        Element.prototype.animate = () => {
          window.animationsStarted += 1;
        };
      });
      await toMode(page, "play");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      await page.getByTestId("cell-1-19").click();
      await page.getByText("The engine moved").waitFor();
      assert.equal(await page.evaluate(() => window.animationsStarted), 0);
      await page.close();
    });

    once("a losing move from a won position shows as a blunder, in the list and on the chart", async () => {
      const { page } = await open("?board=x1x17/17x2");
      assert.equal(await page.getByTestId("cell-1-1").getAttribute("data-kind"), "lose");
      await toMode(page, "play");
      // The perfect engine: its reply brings its win one move nearer (level 1 draws).
      await page.getByTestId("engine-level").selectOption("perfect");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      await page.getByTestId("cell-1-1").click();
      await page.getByText("The engine moved").waitFor();
      assert.match(await page.getByTestId("history-1").getAttribute("class"), /blunder/);
      assert.match(await text(page, "history-1"), /blunder/);
      assert.match(await page.getByTestId("history-point-1").getAttribute("class"), /you-lose blunder/);
      // Losing: under the centre line, as far from it as the game is long.
      const cy = async (id) => Number(await page.getByTestId(id).getAttribute("cy"));
      const centre = Number(await page.locator("#history-chart line.axis").first().getAttribute("y1"));
      assert.ok(await cy("history-point-0") < centre, "the start is won");
      assert.ok(await cy("history-point-1") > centre, "the blunder loses");
      const [r1, r2] = [
        Number(await page.getByTestId("history-point-1").getAttribute("data-remoteness")),
        Number(await page.getByTestId("history-point-2").getAttribute("data-remoteness")),
      ];
      assert.ok(r1 > r2, `${r1} > ${r2}`);
      assert.ok(await cy("history-point-1") > await cy("history-point-2"), "more moves left, farther from the line");
      assert.match(await page.getByTestId("history-chart").getAttribute("aria-label"), /1 blunder of yours/);
      // Red, not green: the chip's background is the losing colour.
      const background = await page.getByTestId("history-1").evaluate((e) => getComputedStyle(e).backgroundColor);
      assert.equal(background, "rgb(207, 34, 46)");
      await page.close();
    });

    once("the level picker: a game at level 1 asks every question at that level with one seed", async () => {
      const { page, problems } = await open("?board=x4x3x2/1x3xx5/xx3x6");
      const games = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/view")) {
          const question = JSON.parse(request.postData());
          if (question.game) games.push(question.game);
        }
      });
      // Level 1 for someone new.
      assert.equal(await page.getByTestId("engine-level").inputValue(), "1");
      await toMode(page, "play");
      await page.getByTestId("engine-level").selectOption("1");
      await page.getByTestId("first").selectOption("engine");
      await page.getByTestId("play").click();
      await page.getByTestId("history-1").waitFor();
      // Two moves of yours, each with the engine's reply.
      for (const round of [1, 2]) {
        const piece = page.locator("#board .cell[data-kind='win'], #board .cell[data-kind='lose']").first();
        await piece.click();
        await page.getByTestId(`history-${2 * round + 1}`).waitFor();
      }
      assert.ok(games.length >= 5, JSON.stringify(games));
      assert.deepEqual([...new Set(games.map((game) => game.level))], ["1"]);
      const seeds = new Set(games.map((game) => game.seed));
      assert.equal(seeds.size, 1, [...seeds].join(" "));
      assert.match([...seeds][0], /^\d+$/);
      assert.equal(await page.getByTestId("engine-level").inputValue(), "1");
      // The address holds the engine's level and seed: opened again, the game goes on
      // at that level with that seed.
      const address = new URL(page.url());
      assert.equal(address.searchParams.get("engine"), "1");
      assert.equal(address.searchParams.get("seed"), [...seeds][0]);
      const again = await open(address.search, { ready: "history-5" });
      assert.equal(await again.page.getByTestId("engine-level").inputValue(), "1");
      assert.equal(new URL(again.page.url()).search, address.search);
      assert.deepEqual(again.problems, []);
      await again.page.close();
      // A new game draws another seed.
      await toMode(page, "play");
      await page.getByTestId("play").click();
      await waitUntil(() => new Set(games.map((game) => game.seed)).size === 2);
      assert.deepEqual(await accessibilityViolations(page), []);
      assert.deepEqual(problems, []);
      await page.close();
    });

    onBoth("a game record opened by its address: every move's class in the list and on the chart, in both languages", async () => {
      // Misère play: good, hasty, blunder, blunder, best (as `hopnim review --misere` says),
      // you the second player.
      const record = "3xx1/xx4 1:5->6 2:1->3 1:4->5 2:2->4 2:4->5";
      const [board, ...moves] = record.split(" ");
      const query = `?board=${board}&moves=${moves.join(",")}&misere=true&you=second`;
      const words = {
        en: [["+ good", "?! hasty", "?? blunder", "?? blunder", "★ best"], "Your accuracy: 25%. The engine's accuracy: 50%."],
        "zh-CN": [["+ 好棋", "?! 过急", "?? 失误", "?? 失误", "★ 最佳"], "你的准确率：25%。引擎的准确率：50%。"],
      };
      for (const [lang, [classes, accuracy]] of Object.entries(words)) {
        const { page, problems } = await open(`${query}${lang === "en" ? "" : `&lang=${lang}`}`, { ready: "history-5" });
        const shown = [];
        for (let index = 1; index <= 5; index++) {
          shown.push((await text(page, `history-class-${index}`)).trim());
          const mark = classes[index - 1].split(" ")[0];
          assert.equal(await text(page, `history-point-class-${index}`), mark, `${lang} point ${index}`);
          const title = await page.getByTestId(`history-point-${index}`).locator("title").textContent();
          assert.ok(title.endsWith(classes[index - 1].split(" ")[1]), `${lang}: ${title}`);
        }
        assert.deepEqual(shown, classes, lang);
        assert.equal(await page.getByTestId("history-class-0").count(), 0);
        assert.equal(await text(page, "accuracy"), accuracy);
        // The address keeps the record; Copy game gives it.
        assert.equal(new URL(page.url()).searchParams.get("moves"), moves.join(","));
        await page.getByTestId("copy-game").click();
        await page.getByTestId("status").and(page.getByText(record)).waitFor();
        assert.deepEqual(problems, []);
        await page.close();
      }
    });

    once("on a phone, the level picker and the scorecard: a game at level 3 won by taps is counted", async () => {
      const { page, problems } = await open("?board=18x1/17x2", PHONE);
      await toMode(page, "play");
      await page.getByTestId("engine-level").selectOption("3");
      await page.getByTestId("play").tap();
      await page.getByTestId("history-0").waitFor();
      await page.getByTestId("cell-1-19").tap();
      await page.getByText("The engine moved 2:18->19").waitFor();
      await page.getByTestId("cell-2-19").tap();
      await page.getByTestId("status").and(page.getByText(/You win/)).waitFor();
      assert.deepEqual(await page.getByTestId("scorecard-3").locator("td").allTextContents(), ["1", "1"]);
      // Everything within the phone's width; the controls are tap targets.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
      for (const id of ["engine-level", "play", "scorecard", "scorecard-reset"]) {
        const box = await page.getByTestId(id).boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= 390, `${id}: ${JSON.stringify(box)}`);
        if (id !== "scorecard") assert.ok(box.height >= 24, `${id}: ${JSON.stringify(box)}`);
      }
      assert.deepEqual(await accessibilityViolations(page), []);
      await page.getByTestId("scorecard-reset").tap();
      assert.deepEqual(await page.getByTestId("scorecard-3").locator("td").allTextContents(), ["0", "0"]);
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("the scorecard counts a finished game at its level and a solved puzzle, keeps them, and resets", async () => {
      const { page, problems } = await open("?board=18x1/17x2");
      assert.deepEqual(await page.getByTestId("scorecard-3").locator("td").allTextContents(), ["0", "0"]);
      await toMode(page, "play");
      await page.getByTestId("engine-level").selectOption("3");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      // 1:19->20, the engine's only reply 2:18->19, then 2:19->20: you win.
      await page.getByTestId("cell-1-19").click();
      await page.getByText("The engine moved 2:18->19").waitFor();
      await page.getByTestId("cell-2-19").click();
      await page.getByTestId("status").and(page.getByText(/You win/)).waitFor();
      const row = async (level) => page.getByTestId(`scorecard-${level}`).locator("td").allTextContents();
      assert.deepEqual(await row("3"), ["1", "1"]);
      assert.deepEqual(await row("perfect"), ["0", "0"]);
      assert.equal(await text(page, "scorecard-accuracy"), "Your mean accuracy: 100% (games: 1)");
      assert.equal(await text(page, "accuracy"), "Your accuracy: 100%. The engine's accuracy: 100%.");
      // The browser keeps it: the next visit shows it, in Chinese too.
      await page.goto(new URL("?board=18x1/17x2&lang=zh-CN", page.url()).href);
      await page.getByTestId("stairs-1").waitFor();
      assert.deepEqual(await row("3"), ["1", "1"]);
      assert.equal(await text(page, "scorecard-accuracy"), "你的平均准确率：100%（共 1 局）");
      assert.equal(await text(page, "scorecard-puzzles"), "已解谜题：0");
      assert.equal(await text(page, "scorecard-reset"), "清空成绩卡");
      assert.deepEqual(await accessibilityViolations(page), []);
      await toMode(page, "play");
      await page.getByTestId("scorecard-reset").click();
      await page.getByText("成绩卡已清空。").waitFor();
      assert.deepEqual(await row("3"), ["0", "0"]);
      assert.equal(await text(page, "scorecard-accuracy"), "你的平均准确率：尚无下完的对局");
      await page.reload();
      await page.getByTestId("stairs-1").waitFor();
      assert.deepEqual(await row("3"), ["0", "0"]);
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("the engine can move first, and the game ends with a winner", async () => {
      const { page } = await open("?board=18x1");
      await toMode(page, "play");
      await page.getByTestId("first").selectOption("engine");
      await page.getByTestId("play").click();
      await page.getByTestId("status").and(page.getByText(/You win|The engine wins/)).waitFor();
      assert.match(await text(page, "status"), /The engine wins/);
      await page.close();
    });

    once("editing by buttons, loading notation, and copying it", async () => {
      const { page, problems } = await open("?board=5");
      await page.getByTestId("cell-1-2").click();
      await page.getByText("Added a piece at 1:2").waitFor();
      assert.equal(await page.getByTestId("notation").inputValue(), "1x3");
      await page.getByTestId("add-row").click();
      await page.getByTestId("row-value-2").waitFor();
      assert.equal(await page.getByTestId("notation").inputValue(), "1x3/5");
      await page.getByTestId("notation").fill("18x1/17y2");
      await page.getByTestId("load").click();
      await page.getByText("character 8 (row 2)").waitFor();
      await page.getByTestId("notation").fill("x.x/..x");
      await page.getByTestId("load").click();
      await page.getByText("Loaded x1x/2x.").waitFor();
      await page.getByTestId("copy").click();
      await page.getByText("Copied x1x/2x").waitFor();
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("the keyboard path: every action from the keyboard, with the focus visible", async () => {
      const { page, problems } = await open("?board=4");
      // Tab reaches the board once (one cell in the tab order) after the switch of
      // modes, arrows move inside it.
      await page.getByTestId("mode-learn").focus();
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), "cell-1-1");
      const ring = await page.evaluate(() => {
        const rect = document.activeElement.querySelector("rect");
        return [getComputedStyle(rect).strokeWidth, getComputedStyle(rect).stroke];
      });
      assert.deepEqual(ring, ["3px", "rgb(9, 105, 218)"]);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), "cell-1-3");
      await page.keyboard.press("Enter");
      await page.getByText("Added a piece at 1:3").waitFor();
      assert.equal(await page.getByTestId("notation").inputValue(), "2x1");
      // The focus stays on the cell after the board is redrawn.
      assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), "cell-1-3");
      // Play by keyboard: the button, then the piece.
      await toMode(page, "play");
      await page.getByTestId("play").focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("history-0").waitFor();
      await page.getByTestId("cell-1-3").focus();
      await page.keyboard.press(" ");
      await page.getByTestId("status").and(page.getByText(/You win/)).waitFor();
      assert.equal(await page.getByTestId("notation").inputValue(), "3x");
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("a phone: 390 × 844, every cell a tap target of 24 × 24 or more, nothing overflows", async () => {
      const { page, problems } = await open("?board=18x1/17x2", PHONE);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
      const sizes = await page.locator("#board .cell rect").evaluateAll((rects) =>
        rects.map((rect) => rect.getBoundingClientRect()).map((box) => [box.width, box.height]));
      assert.equal(sizes.length, 40);
      for (const [width, height] of sizes) assert.ok(width >= 24 && height >= 24, `a cell of ${width} × ${height}`);
      // The board scrolls inside its frame; the frame fits the screen.
      const frame = await page.locator(".board-wrap").boundingBox();
      assert.ok(frame.x >= 0 && frame.x + frame.width <= 390, JSON.stringify(frame));
      // The staircase is under the board.
      const stairs = await page.getByTestId("stairs").boundingBox();
      assert.ok(stairs.y >= frame.y + frame.height, "the staircase is under the board");
      // A tap on column 20 (scrolled into view) adds a piece.
      await page.getByTestId("cell-2-20").tap();
      await page.getByText("Added a piece at 2:20").waitFor();
      assert.equal(await page.getByTestId("notation").inputValue(), "18x1/17x1x");
      assert.deepEqual(await accessibilityViolations(page), []);
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("a phone: the board opens scrolled to the pieces near its right end", async () => {
      for (const board of ["18x1/17x2", "x40x2x"]) {
        const { page, problems } = await open(`?board=${board}`, PHONE);
        const frame = await page.locator(".board-wrap").boundingBox();
        const pieces = await page.locator("#board .cell:has(circle.piece)").evaluateAll((cells) =>
          cells.map((cell) => [cell.dataset.testid, cell.querySelector("rect").getBoundingClientRect().toJSON()]));
        // The rightmost piece of each row, whole, inside the frame and the screen.
        const rightmost = Object.values(Object.fromEntries(pieces.map(([id, box]) => [id.split("-")[1], [id, box]])));
        for (const [id, box] of rightmost) {
          assert.ok(box.left >= frame.x && box.right <= Math.min(frame.x + frame.width, 390), `${board}: ${id} at ${box.left}..${box.right}, the frame ${frame.x}..${frame.x + frame.width}`);
        }
        assert.deepEqual(problems, []);
        await page.close();
      }
    });

    once("the dark theme follows the system, and stays accessible", async () => {
      const { page } = await open("?board=x1x5x2x8/3xx4x5xx3", { colorScheme: "dark" });
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.equal(background, "rgb(13, 17, 23)");
      await toMode(page, "play");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      await page.locator('[data-kind="win"], [data-kind="lose"]').first().click();
      await page.getByText("The engine moved").waitFor();
      assert.deepEqual(await accessibilityViolations(page), []);
      await page.close();
    });

    once("the misère toggle turns the verdict, the colours and the shared address", async () => {
      const { page, problems } = await open("?board=18x1/17x2");
      assert.match(await text(page, "winner"), /wins/);
      await page.getByTestId("misere").check();
      await page.getByText("Misère play: the player who cannot move wins.").waitFor();
      // Every odd pile is 0 or 1 and the nim-sum is 1: lost for the player to move.
      assert.match(await text(page, "winner"), /loses/);
      assert.match(await text(page, "summary"), /^misère play/);
      assert.equal(await page.locator('[data-kind="win"]').count(), 0);
      assert.equal(new URL(page.url()).search, "?board=18x1/17x2&misere=true");
      // The engine follows it: from a lost position the perfect engine plays the longest move.
      await toMode(page, "play");
      await page.getByTestId("engine-level").selectOption("perfect");
      await page.getByTestId("first").selectOption("engine");
      await page.getByTestId("play").click();
      await page.getByText("every move loses; it lasts longest").waitFor();
      // The shared address opens in misère play.
      const shared = await open("?board=18x1/17x2&misere=true");
      assert.equal(await shared.page.getByTestId("misere").isChecked(), true);
      assert.match(await text(shared.page, "winner"), /loses/);
      assert.deepEqual(problems, []);
      await shared.page.close();
      await page.close();
    });

    once("the rules: Welter's coins, a piece with several landing cells, a shared URL", async () => {
      const { page, problems } = await open("?board=x3&rules=welter");
      assert.equal(await page.getByTestId("rules").inputValue(), "welter");
      // One coin on 3: worth 3, and the move to the wall (column 4) wins.
      assert.equal(await text(page, "row-value-1"), "3");
      assert.equal((await text(page, "row-shape-1")).trim(), "3");
      assert.match(await text(page, "stairs-1"), /coins 3, Welter value 3/);
      await toMode(page, "play");
      await page.getByTestId("play").click();
      await page.getByTestId("cell-1-1").click();
      // The click acts once the game has started (the library's answer has come).
      await page.getByText("click where").waitFor();
      assert.match(await text(page, "status"), /can land on 2, 3, 4 \(4 wins\): click where/);
      await page.getByTestId("option-1-4").waitFor();
      // Each landing cell shows the remoteness after its move: to the wall ends the game.
      assert.equal(await text(page, "option-remoteness-1-4"), "0");
      assert.equal(await text(page, "option-remoteness-1-2"), "1");
      assert.match(await page.getByTestId("cell-1-4").getAttribute("aria-label"), /1:1->4 lands here, remoteness after 0/);
      await page.getByTestId("cell-1-4").click();
      await page.getByTestId("history-1").waitFor();
      // The winning move to the wall is the best one.
      assert.equal(await text(page, "history-1"), "1:1->4 ★ best");
      assert.match(await text(page, "status"), /You win/);
      // Slide: the gaps; the choice of rules travels in the URL.
      await toMode(page, "analyse");
      await page.getByTestId("notation").fill("x2x1x");
      await page.getByTestId("notation").press("Enter");
      await page.getByTestId("rules").selectOption("slide");
      await page.waitForFunction(() => window.location.search.includes("rules=slide"));
      // The address changes first; the view under the new rules follows.
      await page.waitForFunction(
        () => document.querySelector('[data-testid="row-value-1"]')?.textContent === "2",
      );
      assert.equal(await text(page, "row-value-1"), "2");
      assert.match(await text(page, "row-shape-1"), /1:2\*/);
      assert.match(await text(page, "stairs-1"), /odd pile: 2, xor 2/);
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("pieces are shaded by how fast they win and how long they hold (delta-remoteness)", async () => {
      // Winning: 2:6->9 leaves 34 moves, 3:9->10 36; losing: 2:5->9 holds 33, the rest 35.
      const { page, problems } = await open("?board=1x6x2x/2x1xxxx4/7xx3");
      const shade = (id) => page.getByTestId(id).getAttribute("data-shade");
      assert.deepEqual(
        [await shade("cell-2-6"), await shade("cell-3-9"), await shade("cell-1-2"), await shade("cell-2-5")],
        ["1", "3", "1", "3"],
      );
      const fill = (id) => page.getByTestId(id).locator("rect").evaluate((rect) => getComputedStyle(rect).fill);
      assert.notEqual(await fill("cell-2-6"), await fill("cell-3-9"));
      assert.notEqual(await fill("cell-1-2"), await fill("cell-2-5"));
      assert.equal(await fill("cell-3-9"), await fill("cell-1-1"));
      assert.match(await text(page, "legend"), /the deeper its cell, the faster it wins or the longer it holds/);
      // A puzzle hides the values: nothing shaded.
      await page.goto(new URL("?puzzle=7&level=2&goal=fastest", served.base).href);
      await page.getByText("Click the piece that wins fastest.").waitFor();
      assert.equal(await page.locator("#board .cell[data-shade]").count(), 0);
      assert.deepEqual(problems, []);
      await page.close();
    });

    onBoth("a fastest-win puzzle on a phone: by its address and by the goal picker, solved by a tap", async () => {
      const fastest = cliPuzzle(7, 2, "--goal", "fastest");
      const { page, problems } = await open("?puzzle=7&level=2&goal=fastest", PHONE);
      assert.equal(await page.getByTestId("notation").inputValue(), fastest.board);
      assert.equal(await page.getByTestId("goal").inputValue(), "fastest");
      assert.match(await text(page, "status"), /^Puzzle 7, level 2: \d+ of these \d+ moves win; find the one that wins fastest.* Click the piece that wins fastest\.$/);
      // Nothing overflows the phone's width, the goal picker included.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
      assert.ok((await page.getByTestId("goal").boundingBox()).width >= 24);
      const { row, from, to } = fastest.answer;
      await page.getByTestId(`cell-${row}-${from}`).tap();
      await page.getByText("Solved:").waitFor();
      // The lead in the winner's own turns: half the remoteness apart.
      const turns = fastest.sooner / 2;
      assert.match(await text(page, "status"), new RegExp(`Solved: ${row}:${from}->${to} is the fastest win, ${turns} turns? sooner than the next`));
      assert.match(new URL(page.url()).search, /^\?puzzle=7&level=2&goal=fastest$/);
      assert.deepEqual(await accessibilityViolations(page), []);
      // The picker: a new puzzle of the goal chosen, the goal in its address.
      await page.getByTestId("goal").selectOption("fastest");
      await page.getByTestId("puzzle").tap();
      await page.waitForFunction(() => !/[?&]puzzle=7&/.test(window.location.search));
      assert.match(new URL(page.url()).search, /^\?puzzle=\d+&level=2&goal=fastest$/);
      await page.getByText("Click the piece that wins fastest.").waitFor();
      // And back to the winning move: no goal in the address.
      await page.getByTestId("goal").selectOption("win");
      await page.getByTestId("puzzle").tap();
      await page.waitForFunction(() => !/goal=/.test(window.location.search));
      await page.getByText("Click the piece that wins.").waitFor();
      assert.deepEqual(problems, []);
      await page.close();
    });

    onBoth("puzzles: one solved, one failed, the streak, a puzzle is a URL", async () => {
      const solvable = cliPuzzle(7, 2);
      const { page, problems } = await open("?puzzle=7&level=2");
      await page.evaluate(() => window.localStorage.clear());
      assert.equal(await page.getByTestId("notation").inputValue(), solvable.board);
      assert.match(await text(page, "status"), /^Puzzle 7, level 2: one of these/);
      // The values are the puzzle: hidden until a move is tried.
      assert.equal(await page.getByTestId("summary").isVisible(), false);
      assert.equal(await page.locator('[data-kind="win"], [data-kind="lose"]').count(), 0);
      // The remoteness would tell the answer too: not shown either.
      assert.equal(await page.locator("#board .remoteness").count(), 0);
      assert.doesNotMatch(await page.locator("#board").innerHTML(), /remoteness after/);
      assert.deepEqual(await accessibilityViolations(page), []);
      const { row, from } = solvable.answer;
      await page.getByTestId(`cell-${row}-${from}`).click();
      await page.getByText("Solved:").waitFor();
      assert.equal(await text(page, "streak"), "streak 1");
      assert.equal(await text(page, "scorecard-puzzles"), "Solved puzzles: 1");
      assert.equal(await page.getByTestId("summary").isVisible(), true);

      // Another: a piece that moves but not the answer's fails.
      const failing = cliPuzzle(8, 3, "--rules", "slide");
      await page.goto(new URL("?puzzle=8&level=3&rules=slide", served.base).href);
      await page.getByTestId("stairs-1").waitFor();
      await page.getByText("Puzzle 8, level 3").waitFor();
      assert.equal(await text(page, "streak"), "streak 1");
      const wrong = await page.locator('#board .cell[data-kind="unknown"]').evaluateAll(
        (cells, answer) => cells.map((c) => c.dataset.testid).find((id) => id !== `cell-${answer.row}-${answer.from}`),
        failing.answer,
      );
      await page.getByTestId(wrong).click();
      if (await page.getByText("click where").isVisible()) {
        await page.locator('[data-testid^="option-"]').first().click();
      }
      await page.getByText("Not this one:").waitFor();
      assert.match(await text(page, "status"), new RegExp(`The winning move was ${failing.answer.row}:${failing.answer.from}->${failing.answer.to}`));
      assert.equal(await text(page, "streak"), "streak 0");
      assert.equal(await text(page, "scorecard-puzzles"), "Solved puzzles: 1");
      // New puzzle: a fresh seed in the address.
      await page.getByTestId("level").selectOption("4");
      await page.getByTestId("puzzle").click();
      await page.waitForFunction(() => /[?&]level=4/.test(window.location.search));
      assert.match(new URL(page.url()).search, /^\?puzzle=\d+&level=4&rules=slide$/);
      // Back to editing: the address is the position again (once the view has come).
      await toMode(page, "analyse");
      await page.waitForFunction(() => window.location.search.startsWith("?board="));
      assert.match(new URL(page.url()).search, /^\?board=[x\d/]+&rules=slide$/);
      assert.deepEqual(problems, []);
      await page.close();
    });

    onBoth("a puzzle seed of 20 digits is the command line's puzzle; one past 2^64 is refused", async () => {
      // Seeds of 16 digits or more were ignored (a JavaScript number holds 15 exactly).
      const seed = "18446744073709551615";
      const expected = cliPuzzle(seed, 3);
      const { page, problems } = await open(`?puzzle=${seed}&level=3`);
      await page.getByText(`Puzzle ${seed}, level 3`).waitFor();
      assert.equal(await page.getByTestId("notation").inputValue(), expected.board);
      assert.match(new URL(page.url()).search, new RegExp(`^\\?puzzle=${seed}&level=3$`));
      await page.goto(new URL("?puzzle=18446744073709551616", served.base).href);
      await page.getByText("is not a whole number from 0 to 18446744073709551615").waitFor();
      assert.equal(await page.getByTestId("notation").inputValue(), "18x1/17x2");
      assert.deepEqual(problems, []);
      await page.close();
    });

    // The library's refusals of bad notation and of moves that cannot be played come
    // from its catalogue (they were English inside Chinese sentences: "第 1 步 2:1->3
    // 不能走：there is no piece at 2:1"). Every refusal is gathered before the test
    // fails, so that its message lists each one with English left.
    onBoth("in Chinese, every refused question is answered in Chinese: bad notation, bad moves, a bad puzzle link", async () => {
      const english = [];
      /** Notes the English words left in `said`, the answer to `asked`, which must be Chinese. */
      const check = (asked, said) => {
        const left = englishWords(said);
        if (left.length > 0 || chineseCharacters(said).length === 0) english.push(`${asked}: “${said}”`);
      };
      const { page, problems } = await open("?board=17xxx/17x2&lang=zh-CN");
      /** Does `act()`, then waits for the status line to show an error other than the one before. */
      const refusal = async (act) => {
        const before = await text(page, "status");
        await act();
        await page.waitForFunction((was) => {
          const status = document.getElementById("status");
          return status.classList.contains("error") && status.textContent !== was;
        }, before);
        return text(page, "status");
      };
      // Bad notation in the Load box: a character that is no cell, rows of two widths,
      // a row too wide.
      for (const notation of ["18x1/17y2", "x/xx", "65"]) {
        check(`the Load box: ${notation}`, await refusal(async () => {
          await page.getByTestId("notation").fill(notation);
          await page.getByTestId("load").click();
        }));
      }
      // Bad moves: the page offers none, but refuses the clicks that are no move (an
      // empty cell, a stuck piece) in its words and the library's...
      await toMode(page, "play");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      check("a click on an empty cell", await refusal(() => page.getByTestId("cell-1-1").click()));
      check("a click on a stuck piece", await refusal(() => page.getByTestId("cell-1-20").click()));
      // ...and the engine refuses a game whose moves cannot be played: no piece there,
      // no move at all, a piece that cannot move, a landing it cannot reach.
      const refused = (question) => page.evaluate(async (question) => {
        const { engine } = await import("./engine.js");
        return engine.view(question).then(() => "answered", (error) => error.message);
      }, { lang: "zh-CN", board: "18x1/17x2", ...question });
      for (const moves of [["2:1->3"], ["1:19-20"], ["1:19->20", "1:20->21"], ["2:18->20"]]) {
        check(`the moves ${moves.join(" ")}`, await refused({ game: { first: "you", moves } }));
      }
      check("a puzzle of level 9", await refused({ board: undefined, puzzle: { seed: "7", level: 9 } }));
      // A shared link with bad notation shows the sample, and says why.
      for (const board of ["18x1/17y2", "x/xx"]) {
        await page.goto(new URL(`?board=${board}&lang=zh-CN`, served.base).href);
        await page.locator("#status.error").waitFor();
        assert.equal(await page.getByTestId("notation").inputValue(), "18x1/17x2");
        check(`the shared link ?board=${board}`, await text(page, "status"));
      }
      // A puzzle link with a seed that is no whole number, or past 64 bits, shows the
      // sample; a level out of range is the nearest level. (A refusal may show what
      // was asked: no letters are asked here, so that any left are the refusal's.)
      for (const seed of ["7.5", "18446744073709551616", "-1"]) {
        await page.goto(new URL(`?puzzle=${seed}&level=3&lang=zh-CN`, served.base).href);
        await page.locator("#status.error").waitFor();
        assert.equal(await page.getByTestId("notation").inputValue(), "18x1/17x2");
        check(`the puzzle link ?puzzle=${seed}`, await text(page, "status"));
      }
      for (const [level, nearest] of [["9", "5"], ["0", "1"], ["abc", "1"]]) {
        await page.goto(new URL(`?puzzle=7&level=${level}&lang=zh-CN`, served.base).href);
        await page.getByText(`谜题 7，难度 ${nearest}`).waitFor();
        assert.equal(await page.getByTestId("level").inputValue(), nearest);
      }
      // Nothing else on the page is English either.
      check("the page after them", await wordsOnPage(page));
      assert.deepEqual(english, []);
      assert.deepEqual(problems, []);
      await page.close();
    });

    onBoth("in Chinese before the engine answers, and when it cannot be reached: the page's own words", async () => {
      // The engine kept away: the static site's module is missing, the server's API
      // unreachable.
      const prepare = (page) => (wasm
        ? page.route("**/hopnim.wasm", (route) => route.fulfill({ status: 404, body: "not found" }))
        : page.route("**/api/**", (route) => route.abort("connectionrefused")));
      const { page, problems } = await open("?board=18x1/17x2&lang=zh-CN", { ready: null, prepare });
      await page.locator("#status.error").waitFor();
      assert.equal(await text(page, "status"), wasm ? "无法加载引擎（hopnim.wasm：404）" : "无法连接引擎");
      assert.equal(await page.evaluate(() => document.documentElement.lang), "zh-CN");
      assert.equal(await page.title(), "hopnim — 跳子博弈：HDU 5724、洛谷 P2575「高手过招」");
      assert.equal(await page.getByTestId("load").textContent(), "载入");
      const words = await wordsOnPage(page);
      assert.deepEqual(englishWords(words), []);
      assert.ok(chineseCharacters(words).length > 100, words);
      // The page as it arrives, before any script: no word of any language to show
      // first (hopnim is a name; the rest comes with the reader's language).
      const arriving = await page.evaluate(async () => {
        const html = await (await fetch(window.location.href)).text();
        const arrived = new DOMParser().parseFromString(html, "text/html");
        const texts = [arrived.title, arrived.body.textContent];
        for (const element of arrived.querySelectorAll("[aria-label], [title], [placeholder]")) {
          texts.push(...["aria-label", "title", "placeholder"].map((name) => element.getAttribute(name) || ""));
        }
        return texts.join("\n");
      });
      assert.deepEqual(englishWords(arriving), []);
      assert.deepEqual(chineseCharacters(arriving), []);
      assert.deepEqual(problems, []);
      await page.close();
      // In English, the same failure is told in English.
      const english = await open("?board=18x1/17x2&lang=en", { ready: null, prepare });
      await english.page.locator("#status.error").waitFor();
      assert.equal(
        await text(english.page, "status"),
        wasm ? "could not load the engine (hopnim.wasm: 404)" : "could not reach the engine",
      );
      assert.deepEqual(chineseCharacters(await wordsOnPage(english.page)), []);
      await english.page.close();
    });

    once("in Chinese by the address: every word is Chinese, in a position, a game and a puzzle", async () => {
      const { page, problems } = await open("?board=x1x5x2x8/3xx4x5xx3/18xx&lang=zh-CN");
      assert.equal(await page.evaluate(() => document.documentElement.lang), "zh-CN");
      assert.equal(await page.title(), "hopnim — 跳子博弈：HDU 5724、洛谷 P2575「高手过招」");
      assert.equal(await page.getByTestId("lang").inputValue(), "zh-CN");
      assert.match(await text(page, "winner"), /先手必胜，剩余 \d+ 步/);
      assert.match(await page.getByTestId("cell-1-1").getAttribute("aria-label"), /^第 1 行第 1 列，棋子，可移到 2（胜着），走后剩余 \d+ 步$/);
      assert.deepEqual(englishWords(await wordsOnPage(page)), []);
      assert.deepEqual(await axeViolations(page), []);
      // The check is not vacuous: an English word left is found.
      assert.deepEqual(englishWords(`${await wordsOnPage(page)} Load`), ["Load"]);
      // A game: the status line, the history and its chart.
      await toMode(page, "play");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      await page.getByTestId("cell-1-1").click();
      await page.getByText("引擎走了").waitFor();
      await page.getByTestId("history-chart").waitFor();
      assert.equal(await text(page, "history-0"), "开局");
      assert.deepEqual(englishWords(await wordsOnPage(page)), []);
      assert.deepEqual(await axeViolations(page), []);
      // Welter's game: a piece with several landing cells, each cell's words.
      await page.goto(new URL("?board=x3&rules=welter&lang=zh-CN", served.base).href);
      await page.getByTestId("stairs-1").waitFor();
      await toMode(page, "play");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      await page.getByTestId("cell-1-1").click();
      await page.getByText("请点击落点").waitFor();
      assert.match(await page.getByTestId("cell-1-4").getAttribute("aria-label"), /1:1->4 落在这里，走后剩余 0 步/);
      assert.deepEqual(englishWords(await wordsOnPage(page)), []);
      // A puzzle, before and after a move is tried.
      await page.goto(new URL("?puzzle=7&level=2&lang=zh-CN", served.base).href);
      await page.getByText("谜题 7，难度 2").waitFor();
      assert.deepEqual(englishWords(await wordsOnPage(page)), []);
      assert.deepEqual(await axeViolations(page), []);
      const { row, from } = cliPuzzle(7, 2).answer;
      await page.getByTestId(`cell-${row}-${from}`).click();
      await page.getByText("解开了").waitFor();
      assert.deepEqual(englishWords(await wordsOnPage(page)), []);
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("the browser's language chooses the page's: Chinese for zh-CN, English for en-US and fr-FR", async () => {
      for (const [locale, lang] of [["zh-CN", "zh-CN"], ["en-US", "en"], ["fr-FR", "en"]]) {
        const { page, problems } = await open("?board=18x1/17x2", { locale });
        assert.deepEqual(await page.evaluate(() => navigator.languages.slice(0, 1)), [locale]);
        await page.waitForFunction((want) => document.documentElement.lang === want, lang);
        const words = await wordsOnPage(page);
        if (lang === "zh-CN") {
          assert.deepEqual(englishWords(words), [], locale);
          assert.match(await text(page, "stairs-1"), /第 1 行：奇数级只有一堆：1，异或和为 1/);
        } else {
          assert.deepEqual(chineseCharacters(words), [], locale);
          assert.match(await text(page, "stairs-1"), /row 1: odd pile: 1, xor 1/);
        }
        // The address names no language the reader did not choose.
        assert.equal(new URL(page.url()).search, "?board=18x1/17x2");
        assert.deepEqual(await axeViolations(page), [], locale);
        assert.deepEqual(problems, [], locale);
        await page.close();
      }
    });

    once("in English, no Chinese is left but the switch's name of Chinese", async () => {
      const { page, problems } = await open("?board=x1x5x2x8/3xx4x5xx3/18xx&lang=en", { locale: "zh-CN" });
      assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
      assert.equal(await page.title(), "hopnim — the jumping-pieces game of HDU 5724 and Luogu P2575");
      assert.deepEqual(chineseCharacters(await wordsOnPage(page)), []);
      assert.ok(chineseCharacters("简体中文 中").length === 1, "the check is not vacuous");
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("the switch keeps the game in play, the rules and misère play, sets <html lang>, and is remembered", async () => {
      const { page, problems } = await open("?board=18x1/17x2&misere=true");
      assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
      await toMode(page, "play");
      await page.getByTestId("play").click();
      await page.getByTestId("history-0").waitFor();
      await page.getByTestId("cell-1-19").click();
      await page.getByText("The engine moved").waitFor();
      const board = await page.getByTestId("notation").inputValue();
      assert.equal(await page.locator("#history li").count(), 3);
      await page.getByTestId("lang").selectOption("zh-CN");
      await page.waitForFunction(() => document.documentElement.lang === "zh-CN");
      await page.getByText("引擎走了").waitFor();
      // The same game: its board, its history, its rules; only the words changed.
      assert.equal(await page.getByTestId("notation").inputValue(), board);
      assert.equal(await page.locator("#history li").count(), 3);
      assert.equal(await page.getByTestId("misere").isChecked(), true);
      assert.equal(await page.getByTestId("rules").inputValue(), "hop");
      assert.equal(await page.getByTestId("undo").isDisabled(), false);
      assert.equal(await page.title(), "hopnim — 跳子博弈：HDU 5724、洛谷 P2575「高手过招」");
      assert.match(await text(page, "summary"), /^反常规则/);
      assert.equal(await page.getByTestId("play").textContent(), "重新开局");
      assert.deepEqual(englishWords(await wordsOnPage(page)), []);
      assert.equal(new URL(page.url()).searchParams.get("lang"), "zh-CN");
      assert.equal(new URL(page.url()).searchParams.get("misere"), "true");
      // The game goes on in Chinese.
      await page.getByTestId("undo").click();
      await page.getByText("已收回你的上一步").waitFor();
      assert.equal(await page.locator("#history li").count(), 1);
      // The choice is kept: an address without a language opens in Chinese.
      await page.goto(new URL("?board=5", served.base).href);
      await page.getByTestId("stairs-1").waitFor();
      await page.waitForFunction(() => document.documentElement.lang === "zh-CN");
      assert.equal(await page.getByTestId("lang").inputValue(), "zh-CN");
      // And back to English, the puzzle kept.
      await page.goto(new URL("?puzzle=7&level=2", served.base).href);
      await page.getByText("谜题 7，难度 2").waitFor();
      await page.getByTestId("lang").selectOption("en");
      await page.getByText("Puzzle 7, level 2").waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
      assert.match(new URL(page.url()).search, /^\?puzzle=7&level=2&lang=en$/);
      assert.deepEqual(chineseCharacters(await wordsOnPage(page)), []);
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("a phone in Chinese: nothing overflows", async () => {
      const { page, problems } = await open("?board=18x1/17x2&lang=zh-CN", PHONE);
      assert.equal(await page.evaluate(() => document.documentElement.lang), "zh-CN");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
      const frame = await page.locator(".board-wrap").boundingBox();
      assert.ok(frame.x >= 0 && frame.x + frame.width <= 390, JSON.stringify(frame));
      await toMode(page, "play", true);
      await page.getByTestId("play").tap();
      await page.getByTestId("history-0").waitFor();
      await page.getByTestId("cell-1-19").tap();
      await page.getByText("引擎走了").waitFor();
      const after = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(after <= 0, `in a game, the page is ${after}px wider than the screen`);
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(problems, []);
      await page.close();
    });

    once("colour is never the only sign: each winning, losing and stuck piece has its own mark, light and dark", async () => {
      for (const colorScheme of ["light", "dark"]) {
        const { page, problems } = await open("?board=x1x5x2x8/3xx4x5xx3/18xx", { colorScheme });
        const pieces = await page.locator("#board .cell").evaluateAll((cells) =>
          cells.filter((cell) => ["win", "lose", "stuck"].includes(cell.dataset.kind)).map((cell) => {
            const marks = cell.querySelectorAll("[data-mark]");
            const mark = marks[0];
            const disc = cell.querySelector("circle.piece");
            return {
              kind: cell.dataset.kind,
              marks: marks.length,
              mark: mark && mark.dataset.mark,
              shape: mark && mark.getAttribute("d").replace(/[\d.\s-]+/g, ""),
              stroke: mark && getComputedStyle(mark).stroke,
              width: mark && parseFloat(getComputedStyle(mark).strokeWidth),
              fill: getComputedStyle(disc).fill,
              rim: getComputedStyle(disc).strokeDasharray,
            };
          }));
        const kinds = new Set(pieces.map((piece) => piece.kind));
        assert.deepEqual([...kinds].sort(), ["lose", "stuck", "win"], colorScheme);
        const shapes = {};
        for (const piece of pieces) {
          assert.equal(piece.marks, 1, `${colorScheme}: ${JSON.stringify(piece)}`);
          assert.equal(piece.mark, piece.kind, colorScheme);
          assert.ok(piece.width >= 2, `${colorScheme}: a mark of ${piece.width}px`);
          // The mark stands out from its disc (3:1, WCAG's contrast for graphics).
          const ratio = contrast(piece.stroke, piece.fill);
          assert.ok(ratio >= 3, `${colorScheme} ${piece.kind}: ${piece.stroke} on ${piece.fill} is ${ratio.toFixed(2)}:1`);
          shapes[piece.kind] = piece.shape;
          if (piece.kind === "stuck") assert.notEqual(piece.rim, "none", "a stuck piece's rim is dashed");
        }
        // Three kinds, three shapes: ✓, ✗ and a bar.
        assert.equal(new Set(Object.values(shapes)).size, 3, JSON.stringify(shapes));
        // The legend shows the same marks.
        const legend = await page.locator(".legend .swatch").evaluateAll((swatches) =>
          swatches.map((swatch) => [swatch.dataset.mark, swatch.querySelector("[data-mark]")?.getAttribute("d").replace(/[\d.\s-]+/g, "")]));
        assert.deepEqual(legend, ["win", "lose", "stuck"].map((kind) => [kind, shapes[kind]]));
        // A selected piece's landing cells carry the marks of their moves.
        await page.goto(new URL("?board=x3&rules=welter", served.base).href);
        await page.getByTestId("stairs-1").waitFor();
        await toMode(page, "play");
        await page.getByTestId("play").click();
        await page.getByTestId("history-0").waitFor();
        await page.getByTestId("cell-1-1").click();
        await page.getByTestId("option-1-4").waitFor();
        assert.equal(await page.getByTestId("option-mark-1-4").getAttribute("data-mark"), "win");
        assert.equal(await page.getByTestId("option-mark-1-2").getAttribute("data-mark"), "lose");
        assert.deepEqual(problems, [], colorScheme);
        await page.close();
      }
    });
  });
}
