// Where hopnim's page asks its questions. Served by `hopnim serve`, the page asks the
// JSON API; on the static site (scripts/build-site.sh), the same library compiled to
// WebAssembly (hopnim.wasm) answers in a Web Worker of the page (engine-worker.js).
// Both give the same JSON, and refuse alike: an Error with the library's message, its
// HTTP status and, for bad notation, the character where the board is wrong. Each
// question takes an AbortSignal that stops it (the server's search, the worker).

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

/** The error of a question stopped before its answer (a new question, the page left). */
function stopped() {
  const error = new Error(t("page-engine-stopped"));
  error.name = "AbortError";
  return error;
}

// ---- the JSON API of `hopnim serve` -----------------------------------------------

async function request(url, options) {
  let response;
  try {
    response = await fetch(url, options);
  } catch (error) {
    // Stopped: the server stops the search of a question whose client has gone.
    if (options.signal?.aborted) throw stopped();
    throw new Error(t("page-engine-offline"), { cause: error });
  }
  // Not JSON: not the engine's answer (a proxy's page, a server cut short).
  const body = await response.json().catch(() => null);
  if (options.signal?.aborted) throw stopped();
  if (!response.ok) throw refusal(response.status, body || {});
  if (body === null) throw new Error(t("page-engine-broken"));
  return body;
}

/** The query's game part: `&rules=welter&misere=true`, empty for the default game. */
function gameQuery(game) {
  return `${game.rules ? `&rules=${encodeURIComponent(game.rules)}` : ""}${game.misere ? "&misere=true" : ""}`;
}

const post = (url, body, signal) =>
  request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });

const server = {
  analyze: (board, game, { signal } = {}) =>
    request(`api/analyze?board=${encodeURIComponent(board)}${gameQuery(game)}`, { signal }),
  engine: (board, game, { level = "perfect", seed = "0", signal } = {}) =>
    post("api/engine", { board, rules: game.rules || undefined, misere: game.misere, level, seed }, signal),
  puzzle: (seed, level, game, goal = "win", { signal } = {}) =>
    request(`api/puzzle?seed=${seed}&level=${level}&goal=${goal}${gameQuery(game)}`, { signal }),
  view: (question, { signal } = {}) => post("api/view", question, signal),
  lessons: (lang, { signal } = {}) => request(`api/lessons?lang=${encodeURIComponent(lang)}`, { signal }),
  lesson: (question, { signal } = {}) => post("api/lesson", question, signal),
};

// ---- the library in WebAssembly, in a worker --------------------------------------

// The module is compiled here (the download the page preloads, compiled while it
// comes) and answers in a worker (engine-worker.js): a long search never holds up the
// page. One question at a time: a new one, or the page left, stops the one being
// answered; a WebAssembly call cannot be interrupted, so its worker is ended and the
// next question starts a new one (the compiled module is kept).

let compiling = null;

/** The compiled module, loaded once (again after a failure). */
function compiled() {
  if (!compiling) {
    compiling = fetch("hopnim.wasm")
      .catch((error) => {
        throw new Error(t("page-engine-offline"), { cause: error });
      })
      .then((response) => {
        if (!response.ok) throw new Error(t("page-engine-unloadable", { status: response.status }));
        // Compiled while it downloads where the server names its type; any other
        // static server works too.
        const streams = response.headers.get("Content-Type") === "application/wasm";
        const started = streams
          ? WebAssembly.compileStreaming(response)
          : response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes));
        return started.catch((error) => {
          throw new Error(t("page-engine-broken"), { cause: error });
        });
      })
      .catch((error) => {
        compiling = null;
        throw error;
      });
  }
  return compiling;
}

/** The worker that answers, started with the module when there is none. */
let worker = null;
/** The question being answered: `{id, settle(message), stop(error)}`, or null. */
let answering = null;
let questions = 0;

/** Ends the worker and the question it answers (rejected with `error`). */
function endWorker(error) {
  if (worker) worker.terminate();
  worker = null;
  const question = answering;
  answering = null;
  if (question) question.stop(error);
}

function startWorker(module) {
  const started = new Worker(new URL("engine-worker.js", import.meta.url));
  started.onmessage = ({ data }) => {
    if (answering && answering.id === data.id) answering.settle(data);
  };
  started.onerror = (event) => {
    event.preventDefault();
    endWorker(new Error(t("page-engine-broken"), { cause: event.message }));
  };
  started.postMessage({ module });
  return started;
}

// Leaving the page stops its question.
window.addEventListener("pagehide", () => endWorker(stopped()));

/**
 * Asks the worker to call the module's export `call` with `args` after writing
 * `bytes` into its input; resolves to `{status, body}`. `signal` (an AbortSignal)
 * stops it.
 */
async function inWorker(bytes, call, args, signal) {
  const module = await compiled();
  // One question at a time: a question still answered is stopped.
  if (answering) endWorker(stopped());
  signal?.throwIfAborted();
  if (!worker) worker = startWorker(module);
  const id = ++questions;
  return new Promise((resolve, reject) => {
    const abort = () => {
      if (answering && answering.id === id) endWorker(stopped());
    };
    const done = () => signal?.removeEventListener("abort", abort);
    answering = {
      id,
      settle(data) {
        answering = null;
        done();
        if (data.broken === undefined) {
          resolve(data);
        } else {
          // A trapped module is not used again.
          endWorker(null);
          reject(new Error(t("page-engine-broken"), { cause: data.broken }));
        }
      },
      stop(error) {
        done();
        reject(error);
      },
    };
    signal?.addEventListener("abort", abort);
    worker.postMessage({ id, bytes, call, args });
  });
}

// The longest board the library answers, in characters (a character is at most 4
// bytes): anything longer is refused before it is copied into the module.
const MAX_BOARD_CHARS = 8 * 1024;

/**
 * Asks the module: the rule set's `name` then `input` written into its input, its
 * export `call` called with `args(the name's length in bytes)`, the JSON reply read.
 * An `input` that is a board (`isBoard`) longer than the library answers is refused
 * before it is sent.
 */
async function ask(input, call, args, { name = "", isBoard = false } = {}, signal) {
  const encoder = new TextEncoder();
  const nameBytes = encoder.encode(name);
  const text = encoder.encode(input);
  if (isBoard && text.length > 4 * MAX_BOARD_CHARS) {
    throw refusal(413, { error: t("page-board-too-long", { most: MAX_BOARD_CHARS }) });
  }
  const bytes = new Uint8Array(nameBytes.length + text.length);
  bytes.set(nameBytes);
  bytes.set(text, nameBytes.length);
  const { status, body } = await inWorker(bytes, call, args(nameBytes.length), signal);
  if (status !== 200) throw refusal(status, body);
  return body;
}

// The page's first question needs the module: load it now.
if (kind === "wasm") compiled().catch(() => {});

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
  analyze: (board, g, { signal } = {}) =>
    ask(board, "hopnim_analyze", (rules) => [rules, misere(g)], named(g), signal),
  engine: (board, g, { level = "perfect", seed = "0", signal } = {}) =>
    ask(board, "hopnim_engine", (rules) => [rules, misere(g), engineLevel(level), BigInt(seed)], named(g), signal),
  puzzle: (seed, level, g, goal = "win", { signal } = {}) =>
    ask("", "hopnim_puzzle", (rules) => [BigInt(seed), level, rules, misere(g), goal === "fastest" ? 1 : 0],
      named(g, false), signal),
  // The question names its game itself; the library refuses one too large as the
  // server does.
  view: (question, { signal } = {}) => ask(JSON.stringify(question), "hopnim_view", () => [], {}, signal),
  // The course in the language whose tag is the input; a lesson's try, its question
  // in JSON as the view's.
  lessons: (lang, { signal } = {}) => ask(lang, "hopnim_lessons", () => [], {}, signal),
  lesson: (question, { signal } = {}) => ask(JSON.stringify(question), "hopnim_lesson", () => [], {}, signal),
};

/**
 * The engine: `view(question)` answers every question of the page (the library's
 * play::view) but the lessons': `lessons(lang)` is the course in a language and
 * `lesson(question)` checks a try at one of its exercises (play::reply's `lessons` and
 * `lesson_attempt`); `analyze`, `engine` and `puzzle` are the API's other questions. Each
 * takes last `{signal}`, an AbortSignal that stops it (it then rejects with an
 * AbortError).
 */
export const engine = { kind, ...(kind === "wasm" ? wasm : server) };
