// What the browser tests and the screenshot share: the servers and the browser.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import http from "node:http";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const binary = process.env.HOPNIM_BIN || path.join(root, "target", "debug", "hopnim");
const browserPath = process.env.CHROMIUM || "/usr/bin/chromium";

/** Starts `hopnim serve` on a free port; resolves to [process, base URL]. */
export function startServer() {
  return new Promise((resolve, reject) => {
    const server = spawn(binary, ["serve", "--addr", "127.0.0.1:0"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    server.stderr.on("data", (chunk) => {
      stderr += chunk;
      const found = stderr.match(/http:\/\/[\d.:]+\//);
      if (found) resolve([server, found[0]]);
    });
    server.on("exit", (code) => reject(new Error(`hopnim serve exited with ${code}: ${stderr}`)));
  });
}

/** Launches Debian's Chromium headless, without any network of its own. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: browserPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}


/** Where scripts/test-page.sh builds the static site (scripts/build-site.sh). */
export const siteDir = process.env.HOPNIM_SITE || path.join(root, "target", "site");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".wasm": "application/wasm",
};

/**
 * Serves the files of `dir` as any static file server does (GET only, no API, 404 for
 * anything else) on a free loopback port; resolves to [server, base URL].
 */
export function serveStatic(dir) {
  const server = http.createServer(async (request, response) => {
    const name = new URL(request.url, "http://localhost").pathname;
    const file = path.join(dir, name.endsWith("/") ? `${name}index.html` : name);
    try {
      if (!file.startsWith(dir)) throw new Error("outside");
      const body = await readFile(file);
      response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("not found");
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve([server, `http://127.0.0.1:${server.address().port}/`]));
  });
}
