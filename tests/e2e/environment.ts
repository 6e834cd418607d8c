// Where the browser tests' server runs. E2E_PORT lets two runs share a machine.
const port = Number(process.env.E2E_PORT ?? 3210);

export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  dataDir: `.tmp/e2e-data-${port}`,
  admin: { email: "admin@studiofront.example", password: "e2e-admin-password" },
  /** Its ALTCHA_HMAC_KEY (server.mjs), which signs bot-check challenges. */
  altchaKey: "e2e-altcha-key",
};
