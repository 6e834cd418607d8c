// Starts Studiofront in the role ROLE names: `all` (default) and `web` serve HTTP (web.ts), `worker`
// runs the background jobs and answers only an operator's routes (worker.ts). Every role migrates
// the database on start.
import { ConfigError, loadConfig } from "./config.ts";
import { startWeb } from "./web.ts";
import { startWorker } from "./worker.ts";

async function main() {
  const config = loadConfig();
  const stop = config.role === "worker" ? await startWorker(config) : await startWeb(config);
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    // Past the grace time and the hand-back, nothing is left worth waiting for.
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 15_000).unref();
    void stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Stopping failed:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
