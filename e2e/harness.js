// What the browser tests and the screenshot share: the server and the browser.
import { spawn } from "node:child_process";
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

