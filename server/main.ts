// Starts Studiofront in the role ROLE names: `all` (default) and `web` serve HTTP (web.ts), `worker`
// runs the background jobs and answers only an operator's routes (worker.ts). Every role migrates
// the database on start.
import { ConfigError, loadConfig } from "./config.ts";
import { reportError, startErrorReports, stopErrorReports } from "./operations/errorReports.ts";
import { logger, setLogLevel } from "./operations/logger.ts";
import { startWeb } from "./web.ts";
import { startWorker } from "./worker.ts";

async function main() {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  await startErrorReports({ dsn: config.sentryDsn, environment: process.env.NODE_ENV || "development" });
  const stop = config.role === "worker" ? await startWorker(config) : await startWeb(config);
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    // Past the grace time and the hand-back, nothing is left worth waiting for.
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 15_000).unref();
    void stop()
      .then(() => stopErrorReports())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.fatal({ err: error }, "Stopping failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

main().catch(async (error) => {
  if (error instanceof ConfigError) logger.fatal(`Configuration error: ${error.message}`);
  else {
    logger.fatal({ err: error }, "Studiofront could not start");
    reportError(error, { phase: "start" });
  }
  await stopErrorReports();
  process.exit(1);
});
