// What the page's suites check alike: axe-core's violations, the text drawn too
// small to read, and the browser and site a suite's tests open their pages in.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, before } from "node:test";
import { launchBrowser } from "./harness.js";

// axe-core is evaluated in the page by the browser's debugging protocol, not added as
// a script: the served page's Content-Security-Policy refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's violations on the page as it is now, named for a failure message. */
export async function axeViolations(page) {
  await page.evaluate(axeSource);
  const results = await page.evaluate(() => window.axe.run(document));
  assert.ok(results.passes.length > 10, "axe-core checked the page");
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join("; ")})`);
}

/**
 * A browser and the site `start()` serves (it resolves to [base URL, stop]) for the
 * tests of the `describe` this is called in: `site.browser` and `site.base` once its
 * `before` has run; both are closed after its tests.
 */
export function browserAndSite(start) {
  const site = {};
  before(async () => {
    site.browser = await launchBrowser();
    [site.base, site.stop] = await start();
  });
  after(async () => {
    await site.browser?.close();
    site.stop?.();
  });
  return site;
}

/**
 * The visible texts drawn under 10 CSS pixels: each text node of the page shown on
 * screen, at its computed font size times the scale its SVG is drawn at.
 */
export function smallTexts(page) {
  return page.evaluate(() => {
    const small = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent.trim() || !element) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true })) continue;
      const scale = element instanceof SVGElement && element.getScreenCTM() ? Math.abs(element.getScreenCTM().a) : 1;
      const size = parseFloat(getComputedStyle(element).fontSize) * scale;
      if (size < 10) small.push(`${node.textContent.trim().slice(0, 30)}: ${size.toFixed(1)}px`);
    }
    return small;
  });
}
