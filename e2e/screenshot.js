// Takes docs/screenshot.png: the page on a position, in the middle of a game.
//   scripts/screenshots.sh (or: HOPNIM_BIN=target/debug/hopnim node e2e/screenshot.js)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser, startServer } from "./harness.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [server, base] = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 980, height: 900 } });
  await page.goto(new URL("/?board=x1x5x2x8/3xx4x5xx3/18x1/7x3xx7", base).href);
  await page.getByTestId("row-value-1").waitFor();
  await page.getByTestId("play").click();
  await page.getByTestId("history-0").waitFor();
  await page.locator('[data-kind="win"], [data-kind="lose"]').first().click();
  await page.getByText("The engine moved").waitFor();
  await page.locator('[data-kind="win"], [data-kind="lose"]').first().hover();
  await page.screenshot({ path: path.join(root, "docs", "screenshot.png"), fullPage: true });
} finally {
  await browser.close();
  server.kill();
}
