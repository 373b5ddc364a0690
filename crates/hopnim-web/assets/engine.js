// Where hopnim's page asks its questions. Served by `hopnim serve`, the page asks the
// JSON API; on the static site (scripts/build-site.sh), the same library compiled to
// WebAssembly (hopnim.wasm) answers in the page itself. Both give the same JSON, and
// refuse alike: an Error with the library's message, its HTTP status and, for bad
// notation, the character where the board is wrong.

// A game is `{rules, misere}`: `rules` the rule set's name as the library gives it
// (the view lists them), absent or empty for the library's default.
import { t } from "./words.js";

const meta = document.querySelector('meta[name="hopnim-engine"]');
const kind = meta && meta.content === "wasm" ? "wasm" : "server";

// The engine's own failures are told in the page's words (page.ftl, built into the
// page), never in the browser's: what the browser said is the error's `cause`.

/** An error the page can show: the engine's message, and where a board is wrong. */
function refusal(status, body) {
  const error = new Error(body.error || t("page-engine-answered", { status }));
  error.character = body.character;
  error.status = status;
  return error;
}

// ---- the JSON API of `hopnim serve` -----------------------------------------------

async function request(url, options) {
  let response;
  try {
    response = await fetch(url, options);
  } catch (error) {
    throw new Error(t("page-engine-offline"), { cause: error });
  }
  // Not JSON: not the engine's answer (a proxy's page, a server cut short).
  const body = await response.json().catch(() => null);
  if (!response.ok) throw refusal(response.status, body || {});
  if (body === null) throw new Error(t("page-engine-broken"));
  return body;
}

/** The query's game part: `&rules=welter&misere=true`, empty for the default game. */
function gameQuery(game) {
  return `${game.rules ? `&rules=${encodeURIComponent(game.rules)}` : ""}${game.misere ? "&misere=true" : ""}`;
}

const post = (url, body) =>
  request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const server = {
  analyze: (board, game) => request(`api/analyze?board=${encodeURIComponent(board)}${gameQuery(game)}`),
  engine: (board, game, { level = "perfect", seed = "0" } = {}) =>
    post("api/engine", { board, rules: game.rules || undefined, misere: game.misere, level, seed }),
  puzzle: (seed, level, game, goal = "win") =>
    request(`api/puzzle?seed=${seed}&level=${level}&goal=${goal}${gameQuery(game)}`),
  view: (question) => post("api/view", question),
};

// ---- the library in WebAssembly ---------------------------------------------------

let loading = null;

/** The module's exports, loaded once (again after a failure). */
function exports() {
  if (!loading) {
    loading = fetch("hopnim.wasm")
      .catch((error) => {
        throw new Error(t("page-engine-offline"), { cause: error });
      })
      .then((response) => {
        if (!response.ok) throw new Error(t("page-engine-unloadable", { status: response.status }));
        // Compiled while it downloads where the server names its type; any other
        // static server works too.
        const streams = response.headers.get("Content-Type") === "application/wasm";
        const started = streams
          ? WebAssembly.instantiateStreaming(response, {})
          : response.arrayBuffer().then((bytes) => WebAssembly.instantiate(bytes, {}));
        return started.catch((error) => {
          throw new Error(t("page-engine-broken"), { cause: error });
        });
      })
      .then(({ instance }) => instance.exports)
      .catch((error) => {
        loading = null;
        throw error;
      });
  }
  return loading;
}

// The longest board the library answers, in characters (a character is at most 4
// bytes): anything longer is refused before it is copied into the module.
const MAX_BOARD_CHARS = 8 * 1024;

/**
 * Writes the rule set's `name` then `input` into the module, runs `question(exports,
 * the name's length in bytes)`, reads the JSON reply. An `input` that is a board
 * (`isBoard`) longer than the library answers is refused before it is copied.
 */
async function ask(input, question, { name = "", isBoard = false } = {}) {
  const x = await exports();
  const encoder = new TextEncoder();
  const nameBytes = encoder.encode(name);
  const text = encoder.encode(input);
  if (isBoard && text.length > 4 * MAX_BOARD_CHARS) {
    throw refusal(413, { error: t("page-board-too-long", { most: MAX_BOARD_CHARS }) });
  }
  const bytes = new Uint8Array(nameBytes.length + text.length);
  bytes.set(nameBytes);
  bytes.set(text, nameBytes.length);
  let status;
  let body;
  try {
    const at = x.hopnim_input(bytes.length);
    new Uint8Array(x.memory.buffer, at, bytes.length).set(bytes);
    status = question(x, nameBytes.length);
    const reply = new Uint8Array(x.memory.buffer, x.hopnim_output(), x.hopnim_output_len());
    body = JSON.parse(new TextDecoder().decode(reply));
  } catch (error) {
    loading = null; // a trapped module is not used again
    throw new Error(t("page-engine-broken"), { cause: error });
  }
  if (status !== 200) throw refusal(status, body);
  return body;
}

// The page's first question needs the module: load it now.
if (kind === "wasm") exports().catch(() => {});

// The analysis, the engine's move and a puzzle name their game: the module reads the
// rule set's name (empty for the default rules) at the start of the input, before
// the board, and misère play as 0 or 1; the engine's level as 1..5 or 0 (perfect),
// a puzzle's goal as 0 (win) or 1 (fastest).
const named = (g, isBoard = true) => ({ name: g.rules || "", isBoard });
const misere = (g) => (g.misere ? 1 : 0);
// The engine's level for the module: 0 for perfect, a level's number, or one past
// every level for anything else (text that is no number too), which the module
// refuses with 422 as the server does.
const engineLevel = (level) =>
  level === "perfect" ? 0 : /^[0-9]+$/.test(String(level)) && Number(level) > 0 ? Math.min(Number(level), 255) : 255;

const wasm = {
  analyze: (board, g) => ask(board, (x, rules) => x.hopnim_analyze(rules, misere(g)), named(g)),
  engine: (board, g, { level = "perfect", seed = "0" } = {}) =>
    ask(board, (x, rules) => x.hopnim_engine(rules, misere(g), engineLevel(level), BigInt(seed)), named(g)),
  puzzle: (seed, level, g, goal = "win") =>
    ask("", (x, rules) => x.hopnim_puzzle(BigInt(seed), level, rules, misere(g), goal === "fastest" ? 1 : 0), named(g, false)),
  // The question names its game itself; the library refuses one too large as the
  // server does.
  view: (question) => ask(JSON.stringify(question), (x) => x.hopnim_view()),
};

/**
 * The engine: `view(question)` answers every question of the page (the library's
 * play::view); `analyze`, `engine` and `puzzle` are the API's other questions.
 */
export const engine = { kind, ...(kind === "wasm" ? wasm : server) };
