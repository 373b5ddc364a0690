// The web page in a real browser: Debian's Chromium, driven by playwright-core,
// against `hopnim serve` on a free loopback port.
//
//   HOPNIM_BIN=target/debug/hopnim node --test e2e/   (scripts/test-all.sh does this)
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, startServer } from "./harness.js";

let server;
let base;
let browser;

before(async () => {
  [server, base] = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.kill();
});

async function open(query, viewport = { width: 1100, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  const missing = [];
  page.on("response", (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(new URL(query, base).href);
  await page.getByTestId("row-value-1").waitFor();
  return [page, problems, missing];
}

const text = (page, id) => page.getByTestId(id).textContent();

describe("the page", () => {
  test("a shared URL shows the rows' values, the nim-sum and the move values", async () => {
    const [page, problems, missing] = await open("/?board=18x1/17x2");
    // Every file the page loads is there, the icon too.
    await page.waitForLoadState("networkidle");
    assert.deepEqual(missing, []);
    assert.equal(await text(page, "row-value-1"), "1");
    assert.equal(await text(page, "row-value-2"), "0");
    assert.equal(await text(page, "nim-sum"), "1");
    assert.match(await text(page, "winner"), /wins with best play/);
    assert.equal(await page.getByTestId("notation").inputValue(), "18x1/17x2");
    assert.equal(await page.getByTestId("cell-1-19").getAttribute("data-kind"), "win");
    assert.equal(await page.getByTestId("cell-1-20").getAttribute("data-kind"), "empty");
    // Hovering a piece shows where it lands.
    await page.getByTestId("cell-2-18").hover();
    assert.equal(await page.getByTestId("landing-2-19").getAttribute("visibility"), "visible");
    assert.deepEqual(problems, []);
    await page.close();
  });

  test("play the engine: a winning move, its reply, undo, and the value history", async () => {
    const [page, problems] = await open("/?board=18x1/17x2");
    await page.getByTestId("play").click();
    await page.getByTestId("history-0").waitFor();
    assert.equal(await page.getByTestId("history-0").getAttribute("data-winning"), "true");
    await page.getByTestId("cell-1-19").click();
    await page.getByText("The engine moved 2:18->19").waitFor();
    assert.equal(await page.getByTestId("notation").inputValue(), "19x/18x1");
    assert.equal(await page.locator("#history li").count(), 3);
    assert.deepEqual(
      await page.locator("#history li").evaluateAll((items) => items.map((i) => i.dataset.winning)),
      ["true", "false", "true"],
    );
    await page.getByTestId("undo").click();
    await page.getByText("Took back your last move").waitFor();
    assert.equal(await page.getByTestId("notation").inputValue(), "18x1/17x2");
    assert.equal(await page.locator("#history li").count(), 1);
    // The address reads as README shows it.
    assert.equal(new URL(page.url()).search, "?board=18x1/17x2");
    assert.deepEqual(problems, []);
    await page.close();
  });

  test("a losing move from a won position shows as a blunder", async () => {
    const [page] = await open("/?board=x1x17/17x2");
    assert.equal(await page.getByTestId("cell-1-1").getAttribute("data-kind"), "lose");
    await page.getByTestId("play").click();
    await page.getByTestId("history-0").waitFor();
    await page.getByTestId("cell-1-1").click();
    await page.getByText("The engine moved").waitFor();
    assert.match(await page.getByTestId("history-1").getAttribute("class"), /blunder/);
    await page.close();
  });

  test("the engine can move first, and the game ends with a winner", async () => {
    const [page] = await open("/?board=18x1");
    await page.getByTestId("first").selectOption("engine");
    await page.getByTestId("play").click();
    await page.getByText("You win").or(page.getByText("The engine wins")).waitFor();
    assert.match(await text(page, "status"), /The engine wins/);
    await page.close();
  });

  test("editing by keyboard and buttons, loading notation, and copying it", async () => {
    const [page, problems] = await open("/?board=5");
    await page.getByTestId("cell-1-2").focus();
    await page.keyboard.press("Enter");
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

  test("a narrow screen keeps the page inside its width", async () => {
    const [page] = await open("/?board=18x1/17x2", { width: 360, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    const board = await page.getByTestId("board").boundingBox();
    assert.ok(board.width <= 360, `the board is ${board.width}px wide`);
    await page.close();
  });
  test("the misère toggle turns the verdict, the colours and the shared address", async () => {
    const [page, problems] = await open("/?board=18x1/17x2");
    assert.match(await text(page, "winner"), /wins/);
    await page.getByTestId("misere").check();
    await page.getByText("Misère play: the player who cannot move wins.").waitFor();
    // Every odd pile is 0 or 1 and the nim-sum is 1: lost for the player to move.
    assert.match(await text(page, "winner"), /loses/);
    assert.match(await text(page, "summary"), /^misère play/);
    assert.equal(await page.locator('[data-kind="win"]').count(), 0);
    assert.equal(new URL(page.url()).search, "?board=18x1/17x2&misere=true");
    // The shared address opens in misère play.
    const [shared] = await open("/?board=18x1/17x2&misere=true");
    assert.equal(await shared.getByTestId("misere").isChecked(), true);
    assert.match(await text(shared, "winner"), /loses/);
    assert.deepEqual(problems, []);
    await shared.close();
    await page.close();
  });

  test("the rules: Welter's coins, a piece with several landing cells, a shared URL", async () => {
    const [page, problems] = await open("/?board=x3&rules=welter");
    assert.equal(await page.getByTestId("rules").inputValue(), "welter");
    // One coin on 3: worth 3, and the move to the wall (column 4) wins.
    assert.equal(await text(page, "row-value-1"), "3");
    assert.equal((await text(page, "row-shape-1")).trim(), "3");
    await page.getByTestId("play").click();
    await page.getByTestId("cell-1-1").click();
    assert.match(await text(page, "status"), /can land on 2, 3, 4 \(4 wins\): click where/);
    await page.getByTestId("option-1-4").waitFor();
    await page.getByTestId("cell-1-4").click();
    await page.getByTestId("history-1").waitFor();
    assert.equal(await text(page, "history-1"), "1:1->4");
    assert.match(await text(page, "status"), /You win/);
    // Slide: the gaps; the choice of rules travels in the URL.
    await page.getByTestId("edit").click();
    await page.getByTestId("notation").fill("x2x1x");
    await page.getByTestId("notation").press("Enter");
    await page.getByTestId("rules").selectOption("slide");
    await page.waitForFunction(() => window.location.search.includes("rules=slide"));
    assert.equal(await text(page, "row-value-1"), "2");
    assert.match(await text(page, "row-shape-1"), /1:2\*/);
    assert.deepEqual(problems, []);
    await page.close();
  });
});
