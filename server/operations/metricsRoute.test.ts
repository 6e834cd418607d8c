import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { carriesToken, metricsAccess } from "./metricsRoute.ts";

const TOKEN = "metrics-token-0123456789abcdef";

describe("who may read /metrics on a role's port", () => {
  it("with METRICS_TOKEN, whoever sends it; else nobody beside METRICS_PORT or in production; else anyone", () => {
    expect(metricsAccess({ metricsToken: TOKEN, metricsPort: undefined, production: true })).toBe("token");
    expect(metricsAccess({ metricsToken: TOKEN, metricsPort: 9100, production: false })).toBe("token");
    expect(metricsAccess({ metricsToken: undefined, metricsPort: 9100, production: false })).toBe("hidden");
    expect(metricsAccess({ metricsToken: undefined, metricsPort: undefined, production: true })).toBe("hidden");
    expect(metricsAccess({ metricsToken: undefined, metricsPort: undefined, production: false })).toBe("open");
  });

  it("checks the bearer token exactly", () => {
    expect(carriesToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const wrong of [undefined, "", TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, "Bearer "]) expect(carriesToken(wrong, TOKEN)).toBe(false);
  });
});

describe("the configuration of logs and metrics", () => {
  const base = { DATA_DIR: "/tmp/sf-config-test", SESSION_SECRET: "s", ALTCHA_HMAC_KEY: "k", ADMIN_PASSWORD: "p" };

  it("reads LOG_LEVEL, METRICS_TOKEN and METRICS_PORT", () => {
    expect(loadConfig(base)).toMatchObject({ logLevel: "info", metricsToken: undefined, metricsPort: undefined });
    expect(loadConfig({ ...base, LOG_LEVEL: "debug", METRICS_TOKEN: TOKEN, METRICS_PORT: "9100" })).toMatchObject({ logLevel: "debug", metricsToken: TOKEN, metricsPort: 9100 });
  });

  it("refuses an unknown level, a short token and a metrics port that is PORT, naming the variable", () => {
    expect(() => loadConfig({ ...base, LOG_LEVEL: "verbose" })).toThrow(new ConfigError('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"'));
    expect(() => loadConfig({ ...base, METRICS_TOKEN: "short" })).toThrow(/^METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ ...base, PORT: "3000", METRICS_PORT: "3000" })).toThrow(/^METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ ...base, METRICS_PORT: "http" })).toThrow(/^METRICS_PORT must be an integer/);
  });
});
