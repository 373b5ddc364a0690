// The page as a static site (scripts/build-site.sh, in target/site or $HOPNIM_SITE)
// served by a plain static file server, its engine the library in WebAssembly, in
// Chromium: the tests of page-suite.js and modes-suite.js that ask the engine or the
// files (`onBoth`).
//   scripts/test-page.sh   (builds the static site, then runs this)
import { serveStatic, siteDir } from "./harness.js";
import { modesTests } from "./modes-suite.js";
import { pageTests } from "./page-suite.js";

pageTests("the static site", async () => {
  const [server, base] = await serveStatic(siteDir);
  return [base, () => server.close()];
}, { wasm: true, pageAlone: false });

modesTests("the static site", async () => {
  const [server, base] = await serveStatic(siteDir);
  return [base, () => server.close()];
}, { pageAlone: false });
