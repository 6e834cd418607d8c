export const E2E = {
  port: 3210,
  baseUrl: "http://localhost:3210",
  dataDir: ".tmp/e2e-data",
  serverLog: ".tmp/e2e-data/server.log",
  admin: { email: "admin@studiofront.example", password: "e2e-admin-password" },
};
