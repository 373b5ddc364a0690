// How soon the page shows its first analysis: loads the page N times (default 21) as
// `hopnim serve` serves it and as the static site (scripts/build-site.sh), interleaved,
// and prints the medians of the time from the page's start to its first analysis
// drawn (the page's own performance mark), in Chromium.
//   benches/page.sh [N]
import { launchBrowser, serveStatic, siteDir, startServer } from "./harness.js";

const runs = Number(process.argv[2] || 21);
const [files, siteBase] = await serveStatic(siteDir);
const [server, serverBase] = await startServer();
const browser = await launchBrowser();
const sites = { "hopnim serve (JSON API)": serverBase, "static site (WebAssembly)": siteBase };
const times = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
try {
  for (let run = 0; run < runs; run++) {
    for (const [name, base] of Object.entries(sites)) {
      const page = await browser.newPage();
      await page.goto(`${base}?board=x1x5x2x8/3xx4x5xx3/18x1/7x3xx7`);
      await page.getByTestId("stairs-1").waitFor();
      times[name].push(await page.evaluate(
        () => performance.getEntriesByName("hopnim-first-analysis")[0].startTime,
      ));
      await page.close();
    }
  }
} finally {
  await browser.close();
  files.close();
  server.kill();
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, values] of Object.entries(times)) {
  console.log(`${name}: first analysis drawn after ${median(values).toFixed(0)} ms (median of ${runs};` +
    ` fastest ${values[0].toFixed(0)}, slowest ${values[values.length - 1].toFixed(0)})`);
}
