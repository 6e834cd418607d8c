// The application in a process of its own, as `npm start` runs it (node:http around app.handle, the
// browser client's persisted operations, documents only with an API token), on a private copy of
// the test database in TEST_WORK_DIR: for tests that measure the server process itself over real
// sockets. Prints `APP_READY <port>` once it listens on 127.0.0.1; stops when its stdin closes.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../server/app.ts";
import { openDatabaseCopy } from "./databaseCopy.ts";
import { testConfig } from "./testConfig.ts";

const work = process.env.TEST_WORK_DIR;
if (!work) throw new Error("TEST_WORK_DIR names the folder of the test database's template (tests/api/globalSetup.ts).");
const { database, drop } = await openDatabaseCopy(work);
const app = await createApp(testConfig(work), database, { documentsWithoutToken: false, jobs: { pollingIntervalSeconds: 0.5, runSchedules: false } });
const server = createServer(app.handle);
server.listen(0, "127.0.0.1", () => console.log(`APP_READY ${(server.address() as AddressInfo).port}`));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  await drop();
  process.exit(0);
}
process.stdin.on("end", stop);
process.stdin.on("close", stop);
process.stdin.resume();
