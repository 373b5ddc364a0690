// How long the page's main thread is kept from answering its reader: a heartbeat
// started before any of the page's scripts (a `setTimeout(…, 0)` chain and a
// PerformanceObserver of 'longtask' entries) keeps the longest gap between two ticks
// and the longest task; `longestStall(page)` reads the longer of the two, once the
// heartbeat has ticked again after what was drawn last.
//   node e2e/stall.js   (prints the longest stall on the costly links, served and static)

/**
 * The links that kept the page busy for seconds: a Welter position whose search
 * the WebAssembly engine took 4 s for, and a board of 2048 rows of 64 cells (8 KiB
 * of notation, within the limits).
 */
export const COSTLY_LINKS = {
  "a long Welter search": "?board=xxxx47&rules=welter",
  "a board of 2048 rows": `?board=${Array(2048).fill("x63").join("/")}`,
};

/** Starts the heartbeat in `page` (a Playwright page) before its scripts run. */
export function watchStalls(page) {
  return page.addInitScript(() => {
    const heart = { longestGap: 0, longestTask: 0, ticks: 0 };
    window.hopnimHeartbeat = heart;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      heart.longestGap = Math.max(heart.longestGap, now - last);
      heart.ticks += 1;
      last = now;
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) heart.longestTask = Math.max(heart.longestTask, entry.duration);
      }).observe({ type: "longtask", buffered: true });
    } catch {
      // No long tasks reported here: the heartbeat's gaps are the measure.
    }
  });
}

/**
 * The longest the page's main thread was kept busy so far, in milliseconds: after
 * the heartbeat has ticked twice more (the last drawing's gap is counted) and the
 * long tasks so far are reported.
 */
export function longestStall(page) {
  return page.evaluate(async () => {
    const heart = window.hopnimHeartbeat;
    const ticks = heart.ticks;
    while (heart.ticks < ticks + 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    return Math.round(Math.max(heart.longestGap, heart.longestTask));
  });
}

// Run as a script: the figures, on `hopnim serve` and on the static site.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { launchBrowser, serveStatic, siteDir, startServer } = await import("./harness.js");
  const [server, serverBase] = await startServer();
  const [files, siteBase] = await serveStatic(siteDir);
  const browser = await launchBrowser();
  try {
    for (const [site, base] of [["hopnim serve", serverBase], ["static site", siteBase]]) {
      for (const [name, link] of Object.entries(COSTLY_LINKS)) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await watchStalls(page);
        const started = Date.now();
        await page.goto(new URL(link, base).href);
        await page.getByTestId("stairs-1").waitFor({ timeout: 120000 });
        const shown = Date.now() - started;
        const stall = await longestStall(page);
        const status = await page.getByTestId("status").textContent();
        const rows = await page.locator('#board [role="row"]').count();
        console.log(`${site}, ${name}: longest stall ${stall} ms (shown after ${shown} ms; ${rows} rows drawn;` +
          ` status: ${status.slice(0, 80)})`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    files.close();
    server.kill();
  }
}
