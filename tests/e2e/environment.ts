// Where the browser tests' server runs. E2E_PORT lets two runs share a machine.
const port = Number(process.env.E2E_PORT ?? 3210);

export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  dataDir: `.tmp/e2e-data-${port}`,
  serverLog: `.tmp/e2e-data-${port}/server.log`,
  admin: { email: "admin@studiofront.example", password: "e2e-admin-password" },
};
