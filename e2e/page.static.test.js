// The page as a static site (scripts/build-site.sh, in target/site or $HOPNIM_SITE)
// served by a plain static file server, its engine the library in WebAssembly, in
// Chromium: the tests of page-suite.js and modes-suite.js that ask the engine or the
// files (`onBoth`), the review's (review-suite.js) and Learn's
// (learn-suite.js).
//   scripts/test-page.sh   (builds the static site, then runs this)
import { serveStatic, siteDir } from "./harness.js";
import { learnTests } from "./learn-suite.js";
import { modesTests } from "./modes-suite.js";
import { pageTests } from "./page-suite.js";
import { reviewTests } from "./review-suite.js";

const serve = async () => {
  const [server, base] = await serveStatic(siteDir);
  return [base, () => server.close()];
};
pageTests("the static site", serve, { wasm: true, pageAlone: false });
modesTests("the static site", serve, { pageAlone: false });
reviewTests("the static site", serve);
learnTests("the static site", serve);
