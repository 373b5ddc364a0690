// The page as `hopnim serve` serves it, its engine the JSON API, in Chromium: every
// test of page-suite.js and modes-suite.js, those of the page alone (`once`) among them,
// the review's (review-suite.js) and Learn's
// (learn-suite.js).
//   scripts/test-page.sh   (or HOPNIM_BIN=target/debug/hopnim node --test e2e/page.serve.test.js)
import { startServer } from "./harness.js";
import { learnTests } from "./learn-suite.js";
import { modesTests } from "./modes-suite.js";
import { pageTests } from "./page-suite.js";
import { reviewTests } from "./review-suite.js";

const serve = async () => {
  const [server, base] = await startServer();
  return [base, () => server.kill()];
};
pageTests("hopnim serve", serve, { wasm: false, pageAlone: true });
modesTests("hopnim serve", serve, { pageAlone: true });
reviewTests("hopnim serve", serve);
learnTests("hopnim serve", serve);
