import { solveChallenge } from "altcha-lib/v1";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { ALTCHA_MAX_NUMBER, ALTCHA_TEST_MAX_NUMBER, issueChallenge } from "./altcha.ts";

describe("the test challenge", () => {
  it("keeps the widget's format and maxnumber, with a secret number below 100,000", async () => {
    for (let i = 0; i < 2; i++) {
      const challenge = await issueChallenge("key", { test: true });
      expect(challenge.maxnumber).toBe(ALTCHA_MAX_NUMBER);
      const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, ALTCHA_TEST_MAX_NUMBER).promise;
      expect(solution?.number).toBeLessThan(ALTCHA_TEST_MAX_NUMBER);
    }
  });

  it("is refused in production", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgresql://x@localhost/db", PUBLIC_URL: "https://studio.example", SESSION_SECRET: "s", ALTCHA_HMAC_KEY: "k", ADMIN_PASSWORD: "p" };
    expect(loadConfig(production).altchaTestChallenge).toBe(false);
    expect(() => loadConfig({ ...production, ALTCHA_TEST_CHALLENGE: "true" })).toThrow(ConfigError);
  });
});
