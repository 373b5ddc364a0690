// Every JSON line `hopnim analyze --json` writes, and every body of the web API's
// GET /api/analyze, validates against docs/analysis.schema.json (ajv, draft 2020-12),
// every view of POST /api/view (in English and in Chinese) against
// docs/view.schema.json, and the schemas are not vacuous: a line or a view with a
// field missing fails.
import { describe, test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import { binary, startServer } from "./harness.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const schemaOf = (name) => JSON.parse(readFileSync(path.join(root, "docs", name), "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema(schemaOf("analysis.schema.json"));
const validate = ajv.getSchema("https://github.com/hopnim/hopnim/docs/analysis.schema.json");
const validateView = ajv.compile(schemaOf("view.schema.json"));

/** The JSON lines of `hopnim analyze ARGS` with INPUT on its standard input. */
function analyze(args, input = "") {
  const out = execFileSync(binary, ["analyze", ...args], { input, maxBuffer: 1 << 28 });
  return out.toString().trim().split("\n").map((line) => JSON.parse(line));
}

const errorsOf = (value) => (validate(value) ? [] : validate.errors);
const viewErrorsOf = (value) => (validateView(value) ? [] : validateView.errors);

describe("the JSON schema", () => {
  let server;
  let base;
  before(async () => {
    [server, base] = await startServer();
  });
  after(() => server?.kill());

  test("every line of analyze --json, with and without moves, validates", () => {
    const generated = execFileSync(binary, [
      "gen", "--seed", "7", "--tests", "40", "--rows", "6", "--answers", "mixed",
    ]);
    const sample = readFileSync(path.join(root, "examples", "hdu5724-sample.txt"));
    const lines = [];
    for (const args of [
      ["--json"], ["--json", "--moves"], ["--json", "--moves", "--misere"],
      ["--json", "--moves", "--rules", "welter"], ["--json", "--moves", "--rules", "slide", "--misere"],
    ]) {
      lines.push(...analyze(args, generated), ...analyze(args, sample));
    }
    lines.push(...analyze(["--json", "--moves", "--board", "999998x1/x999999"]));
    lines.push(...analyze(["--json", "--moves", "--rules", "welter", "--board", "999998x1/x999999"]));
    assert.ok(lines.length > 80);
    for (const line of lines) assert.deepEqual(errorsOf(line), [], JSON.stringify(line));
    const broken = { ...lines[0] };
    delete broken.nim_sum;
    assert.notDeepEqual(errorsOf(broken), []);
    const misere = lines.find((line) => line.misere);
    assert.equal(typeof misere?.firm_rows, "number");
    const withoutFirmRows = { ...misere };
    delete withoutFirmRows.firm_rows;
    assert.notDeepEqual(errorsOf(withoutFirmRows), []);
    const welter = lines.find((line) => line.rules === "welter" && line.rows.length > 0);
    const withoutCoins = { ...welter, rows: [{ ...welter.rows[0], coins: undefined }] };
    delete withoutCoins.rows[0].coins;
    assert.notDeepEqual(errorsOf(withoutCoins), []);
  });

  test("the web API's analysis validates", async () => {
    for (const board of ["18x1/17x2", "x1x5x2x8/3xx4x5xx3/18x1/7x3xx7", "64", "xxxx"]) {
      for (const query of [
        `board=${board}`, `board=${board}&misere=true`,
        `board=${board}&rules=welter`, `board=${board}&rules=slide&misere=true`,
      ]) {
        const response = await fetch(new URL(`/api/analyze?${query}`, base));
        assert.equal(response.status, 200);
        assert.deepEqual(errorsOf(await response.json()), [], query);
      }
    }
  });

  test("the web API's views validate", async () => {
    const ask = async (question) => {
      const response = await fetch(new URL("/api/view", base), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(question),
      });
      assert.equal(response.status, 200, JSON.stringify(question));
      return response.json();
    };
    const views = [];
    const games = [{}, { misere: true }, { rules: "welter" }, { rules: "slide", misere: true }];
    // And in Chinese.
    games.push({ lang: "zh-CN" }, { rules: "welter", misere: true, lang: "zh-CN" });
    for (const game of games) {
      const board = "x1x5x2x8/3xx4x5xx3/18x1/7x3xx7";
      views.push(await ask({ ...game, board }));
      views.push(await ask({ ...game, board, edit: { toggle: { row: 1, column: 2 } } }));
      views.push(await ask({ ...game, board: "xxxx", edit: { resize: { width: 6, rows: 2 } } }));
      const started = await ask({ ...game, board, game: { first: "engine", then: "engine" } });
      views.push(started);
      const reply = started.rows.flatMap((row) => row.pieces).flatMap((piece) => piece.moves)[0];
      const moves = [...started.game.moves, reply.name];
      views.push(await ask({ ...game, board, game: { first: "engine", moves, then: "engine" } }));
      views.push(await ask({ ...game, board, game: { first: "engine", moves, then: "undo" } }));
      views.push(await ask({ ...game, board: "1x", game: {} }));
      const puzzle = await ask({ ...game, puzzle: { seed: "7", level: 2 } });
      views.push(puzzle);
      const attempt = puzzle.rows.flatMap((row) => row.pieces).flatMap((piece) => piece.moves)[0].name;
      views.push(await ask({ ...game, puzzle: { seed: "7", level: 2, try: attempt } }));
    }
    for (const view of views) assert.deepEqual(viewErrorsOf(view), [], JSON.stringify(view).slice(0, 200));
    assert.ok(views.some((view) => view.game && view.game.winner));
    const broken = { ...views[3], game: { ...views[3].game } };
    delete broken.game.history;
    assert.notDeepEqual(viewErrorsOf(broken), []);
    assert.ok(views.some((view) => view.lang === "zh-CN" && view.summary.text.startsWith("异或和")));
    const withoutSummary = { ...views[0] };
    delete withoutSummary.summary;
    assert.notDeepEqual(viewErrorsOf(withoutSummary), []);
    assert.notDeepEqual(viewErrorsOf({ ...views[0], lang: "fr" }), []);
    const withoutCaption = structuredClone(views[0]);
    delete withoutCaption.rows[0].pieces[0].moves[0].caption;
    assert.notDeepEqual(viewErrorsOf(withoutCaption), []);
  });
});
