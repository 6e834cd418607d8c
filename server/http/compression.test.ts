import { describe, expect, it } from "vitest";
import { negotiateEncoding, varyAcceptEncoding, withVary } from "./compression.ts";

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, and honours q-values and *", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0.1, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("")).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding("br, gzip", ["gzip"])).toBe("gzip");
  });
});

describe("varyAcceptEncoding", () => {
  it("adds Accept-Encoding once, keeping what is there", () => {
    expect(varyAcceptEncoding(null)).toBe("Accept-Encoding");
    expect(varyAcceptEncoding("Origin")).toBe("Origin, Accept-Encoding");
    expect(varyAcceptEncoding("origin, accept-encoding")).toBe("origin, accept-encoding");
    expect(varyAcceptEncoding("*")).toBe("*");
  });
});

describe("withVary", () => {
  it("adds any request header once, whatever its case: Accept beside Accept-Encoding stays two names", () => {
    expect(withVary("Accept-Encoding", "Accept")).toBe("Accept-Encoding, Accept");
    expect(withVary("Origin, ACCEPT", "Accept")).toBe("Origin, ACCEPT");
    expect(withVary(null, "Accept")).toBe("Accept");
  });
});
