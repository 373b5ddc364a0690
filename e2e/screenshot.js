// Takes the screenshots under docs/: the page at desktop size (1280 wide) in Play, in
// the middle of a game with a move hovered (screenshot.png), and on a 390 × 844 phone
// in the dark theme, in Play with the board first (screenshot-phone.png).
//   scripts/screenshots.sh (or: HOPNIM_BIN=target/debug/hopnim node e2e/screenshot.js)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser, startServer } from "./harness.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [server, base] = await startServer();
const browser = await launchBrowser();

/** Plays the first piece that can move and waits for the engine's reply. */
async function playOneMove(page) {
  await page.getByTestId("play").click();
  await page.getByTestId("history-0").waitFor();
  await page.locator('[data-kind="win"], [data-kind="lose"]').first().click();
  await page.getByText("The engine moved").waitFor();
}

try {
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
  await desktop.goto(new URL("/?board=x1x5x2x8/3xx4x5xx3/18x1/7x3xx7&mode=play", base).href);
  await desktop.getByTestId("stairs-1").waitFor();
  await playOneMove(desktop);
  await desktop.locator('[data-kind="win"], [data-kind="lose"]').first().hover();
  await desktop.screenshot({ path: path.join(root, "docs", "screenshot.png"), fullPage: true });

  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    colorScheme: "dark",
    reducedMotion: "reduce",
  });
  await phone.goto(new URL("/?board=x1x5x2x8/3xx4x5xx3&mode=play", base).href);
  await phone.getByTestId("stairs-1").waitFor();
  await playOneMove(phone);
  await phone.screenshot({ path: path.join(root, "docs", "screenshot-phone.png"), fullPage: true });
} finally {
  await browser.close();
  server.kill();
}
