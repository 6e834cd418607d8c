// npm run worker: a process that runs the background jobs only (ROLE=worker), started as `npm start`
// starts the server. It needs DATABASE_URL, and REDIS_URL and STORAGE_URL once it runs beside web
// instances on other machines.
process.env.ROLE = "worker";
await import("./start.mjs");
