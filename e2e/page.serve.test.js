// The page as `hopnim serve` serves it, its engine the JSON API, in Chromium: every
// test of page-suite.js and modes-suite.js, those of the page alone (`once`) among them.
//   scripts/test-page.sh   (or HOPNIM_BIN=target/debug/hopnim node --test e2e/page.serve.test.js)
import { startServer } from "./harness.js";
import { modesTests } from "./modes-suite.js";
import { pageTests } from "./page-suite.js";

pageTests("hopnim serve", async () => {
  const [server, base] = await startServer();
  return [base, () => server.kill()];
}, { wasm: false, pageAlone: true });

modesTests("hopnim serve", async () => {
  const [server, base] = await startServer();
  return [base, () => server.kill()];
}, { pageAlone: true });
