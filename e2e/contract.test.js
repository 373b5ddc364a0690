// One JSON contract: the static site's WebAssembly engine and `hopnim serve`'s API give
// the same answers to the same questions (analysis, engine, puzzle, the page's view of
// positions, edits, games and puzzles, the lessons and tries at them, and the
// refusals, in English and in Chinese).
//   scripts/test-page.sh   (builds the static site, then runs this)
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

/** Asks the page's engine (engine.js, here the WebAssembly module) `name(...args)`. */
function askWasm(page, name, ...args) {
  return page.evaluate(async ([name, args]) => {
    const { engine } = await import("./engine.js");
    return engine[name](...args).then((body) => ({ body }), (e) => ({ error: e.message, status: e.status }));
  }, [name, args]);
}

/** The server's answer to `request` as askWasm gives it: the body, or the error and status. */
async function fromServer(request) {
  const response = await request;
  const body = await response.json();
  return response.ok ? { body } : { error: body.error, status: response.status };
}

describe("one JSON contract", () => {
  test("the static site's WebAssembly engine answers as the server's API does", async () => {
    const [server, serverBase] = await startServer();
    const [files, siteBase] = await serveStatic(siteDir);
    const api = (path) => new URL(path, serverBase);
    const post = (path, body) => fetch(api(path), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
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
          const expected = await fromServer(fetch(api(`api/analyze?board=${encodeURIComponent(board)}${query}`)));
          assert.deepEqual(await askWasm(page, "analyze", board, game), expected, `${board} ${query}`);
        }
        const engine = await fromServer(post("api/engine", { board: "x1x5x2x8/3xx4x5xx3", ...game }));
        assert.deepEqual(await askWasm(page, "engine", "x1x5x2x8/3xx4x5xx3", game), engine);
        // An engine of a level with a seed past what a JavaScript number holds, and
        // the refusal of a level there is none of.
        const seeded = { level: 1, seed: "18446744073709551615" };
        const weak = await fromServer(post("api/engine", { board: "x1x5x2x8/3xx4x5xx3", ...game, ...seeded }));
        assert.deepEqual(await askWasm(page, "engine", "x1x5x2x8/3xx4x5xx3", game, seeded), weak);
        for (const level of [6, 0, "six", ""]) {
          const refused = await fromServer(post("api/engine", { board: "18x1/17x2", ...game, level }));
          assert.equal(refused.status, 422, `${level}`);
          assert.equal((await askWasm(page, "engine", "18x1/17x2", game, { level })).status, 422, `${level}`);
        }
        const puzzle = await fromServer(fetch(api(`api/puzzle?seed=11&level=3${query}`)));
        assert.deepEqual(await askWasm(page, "puzzle", 11, 3, game), puzzle);
        const fastest = await fromServer(fetch(api(`api/puzzle?seed=11&level=3&goal=fastest${query}`)));
        assert.equal(fastest.body.goal, "fastest");
        assert.deepEqual(await askWasm(page, "puzzle", 11, 3, game, "fastest"), fastest);

        // The page's view: positions, edits, a game played, undone, a puzzle tried, refusals.
        const game1 = await fromServer(post("api/view", { ...game, board: "x1x5x2x8/3xx4x5xx3", game: { first: "engine" } }));
        const played = await fromServer(post("api/view", {
          ...game, board: "x1x5x2x8/3xx4x5xx3", game: { first: "engine", moves: game1.body.game.moves, then: "engine" },
        }));
        const [reply] = played.body.rows.flatMap((row) => row.pieces).flatMap((piece) => piece.moves);
        const moves = [...played.body.game.moves, reply.name];
        const tried = await fromServer(post("api/view", { ...game, puzzle: { seed: "11", level: 3 } }));
        const attempt = tried.body.rows.flatMap((row) => row.pieces).flatMap((piece) => piece.moves)[0].name;
        const questions = [
          { board: "18x1/17x2" },
          { board: "x1x5x2x8/3xx4x5xx3", edit: { toggle: { row: 2, column: 3 } } },
          { board: "x1x5x2x8/3xx4x5xx3", edit: { resize: { width: 9, rows: 3 } } },
          { board: "x1x5x2x8/3xx4x5xx3", game: { first: "engine", then: "engine" } },
          { board: "x1x5x2x8/3xx4x5xx3", game: { first: "engine", then: "engine", level: 1, seed: "18446744073709551615" } },
          { board: "x1x5x2x8/3xx4x5xx3", game: { first: "engine", moves } },
          { board: "x1x5x2x8/3xx4x5xx3", game: { first: "engine", moves: [...moves], then: "undo" } },
          { puzzle: { seed: "18446744073709551615", level: 3 } },
          { puzzle: { seed: "11", level: 3, try: attempt } },
          // Refusals: bad notation, a move that cannot be played, an unknown field, a
          // seed past 64 bits, a level out of range, no proof at this width.
          { board: "18x1/17y2" },
          { board: "xx", game: { moves: ["1:1->2"] } },
          { board: "xx", colour: "red" },
          { puzzle: { seed: "18446744073709551616" } },
          { puzzle: { seed: 1, level: 6 } },
          { board: "30x1" },
        ];
        // In both languages: a view's words (its labels, what it says, its refusals)
        // are the library's catalogue, in the module and in the server alike.
        for (const question of questions.flatMap((question) => [question, { ...question, lang: "zh-CN" }])) {
          const expected = await fromServer(post("api/view", { ...game, ...question }));
          const label = `${JSON.stringify(question)} ${query}`;
          assert.deepEqual(await askWasm(page, "view", { ...game, ...question }), expected, label);
        }
        assert.equal(game1.body.mode, "play");
      }
      // The lessons: the course in each language (an unknown one refused), and tries
      // at an exercise of each kind, right, wrong and no answer at all, with the
      // engine's reply in a `win` exercise and its game played on.
      for (const lang of ["en", "zh-CN", "zh", "fr"]) {
        const course = await fromServer(fetch(api(`api/lessons?lang=${lang}`)));
        assert.deepEqual(await askWasm(page, "lessons", lang), course, lang);
      }
      const { lessons } = (await fromServer(fetch(api("api/lessons")))).body;
      const kinds = new Set();
      for (const lesson of lessons) {
        for (const exercise of lesson.exercises) {
          if (kinds.has(exercise.kind)) continue;
          kinds.add(exercise.kind);
          const view = await fromServer(post("api/view", { board: exercise.board, rules: exercise.rules, misere: exercise.misere }));
          const names = view.body.rows.flatMap((row) => row.pieces).flatMap((piece) => piece.moves).map((move) => move.name);
          const ask = { lesson: lesson.id, exercise: exercise.number };
          const tries = [
            ...names.slice(0, 3).map((answer) => ({ ...ask, answer })),
            { ...ask, answer: "3", wrong: 1, hinted: true, lang: "zh-CN" },
            { ...ask, answer: "nothing", lang: "zh-CN" },
            { ...ask, exercise: 99, answer: "1" },
          ];
          for (const question of tries) {
            const expected = await fromServer(post("api/lesson", question));
            assert.deepEqual(await askWasm(page, "lesson", question), expected, JSON.stringify(question));
            if (expected.body && expected.body.reply) {
              const on = { ...ask, moves: expected.body.moves, answer: names[0] };
              assert.deepEqual(await askWasm(page, "lesson", on), await fromServer(post("api/lesson", on)), JSON.stringify(on));
            }
          }
        }
      }
      assert.equal(kinds.size, 5, [...kinds].join());
      await page.close();
    } finally {
      server.kill();
      files.close();
    }
  });
});
