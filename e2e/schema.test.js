// Every JSON line `hopnim analyze --json` writes, and every body of the web API's
// GET /api/analyze, validates against docs/analysis.schema.json (ajv, draft 2020-12),
// and the schema is not vacuous: a line with a field missing fails.
import { describe, test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import { binary, startServer } from "./harness.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const schema = JSON.parse(readFileSync(path.join(root, "docs", "analysis.schema.json"), "utf8"));
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

/** The JSON lines of `hopnim analyze ARGS` with INPUT on its standard input. */
function analyze(args, input = "") {
  const out = execFileSync(binary, ["analyze", ...args], { input, maxBuffer: 1 << 28 });
  return out.toString().trim().split("\n").map((line) => JSON.parse(line));
}

const errorsOf = (value) => (validate(value) ? [] : validate.errors);

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
});
