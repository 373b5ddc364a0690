// One JSON contract: the static site's WebAssembly engine and `hopnim serve`'s API give
// the same answers to the same questions (analysis, engine, puzzle, refusals).
//   HOPNIM_BIN=target/debug/hopnim node --test e2e/   (scripts/test-all.sh does this)
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, serveStatic, siteDir, startServer } from "./harness.js";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe("one JSON contract", () => {
  test("the static site's WebAssembly engine answers as the server's API does", async () => {
    const [server, serverBase] = await startServer();
    const [files, siteBase] = await serveStatic(siteDir);
    try {
      const page = await browser.newPage();
      await page.goto(siteBase);
      await page.getByTestId("stairs-1").waitFor();
      const games = [
        { rules: "hop", misere: false }, { rules: "hop", misere: true },
        { rules: "welter", misere: false }, { rules: "slide", misere: true },
      ];
      for (const game of games) {
        const query = `${game.rules !== "hop" ? `&rules=${game.rules}` : ""}${game.misere ? "&misere=true" : ""}`;
        for (const board of ["18x1/17x2", "x1x5x2x8/3xx4x5xx3", "xx", "18x1/17y2", "30x1"]) {
          const response = await fetch(new URL(`api/analyze?board=${encodeURIComponent(board)}${query}`, serverBase));
          const fromServer = await response.json();
          const fromWasm = await page.evaluate(([b, g]) =>
            HopnimEngine.analyze(b, g).then((body) => ({ body }), (e) => ({ error: e.message, status: e.status })),
          [board, game]);
          if (response.ok) assert.deepEqual(fromWasm, { body: fromServer }, `${board} ${query}`);
          else assert.deepEqual(fromWasm, { error: fromServer.error, status: response.status }, `${board} ${query}`);
        }
        const engine = await (await fetch(new URL("api/engine", serverBase), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ board: "x1x5x2x8/3xx4x5xx3", ...game }),
        })).json();
        assert.deepEqual(await page.evaluate((g) => HopnimEngine.engine("x1x5x2x8/3xx4x5xx3", g), game), engine);
        const puzzle = await (await fetch(new URL(`api/puzzle?seed=11&level=3${query}`, serverBase))).json();
        assert.deepEqual(await page.evaluate((g) => HopnimEngine.puzzle(11, 3, g), game), puzzle);
      }
      await page.close();
    } finally {
      server.kill();
      files.close();
    }
  });
});
