// The page as `hopnim serve` serves it, its engine the JSON API, in Chromium.
//   HOPNIM_BIN=target/debug/hopnim node --test e2e/   (scripts/test-all.sh does this)
import { startServer } from "./harness.js";
import { pageTests } from "./page-suite.js";

pageTests("hopnim serve", async () => {
  const [server, base] = await startServer();
  return [base, () => server.kill()];
}, { presentation: false });
