import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./keyEncryption.ts";

describe("sealed secrets", () => {
  const key = "sk-or-v1-4c2d9e0f1a2b3c4d5e6f708192a3b4c5";

  it("open with the same secret and purpose, and hide the plaintext", () => {
    const sealed = sealSecret("session secret", "openrouter.apiKey", key);
    expect(JSON.stringify(sealed)).not.toContain(key);
    expect(Buffer.from(sealed.data, "base64url").toString("utf8")).not.toContain("sk-or");
    expect(openSecret("session secret", "openrouter.apiKey", sealed)).toBe(key);
  });

  it("differ each time they are sealed (a fresh IV)", () => {
    const a = sealSecret("session secret", "openrouter.apiKey", key);
    const b = sealSecret("session secret", "openrouter.apiKey", key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it("do not open with another secret, another purpose, or once altered", () => {
    const sealed = sealSecret("session secret", "openrouter.apiKey", key);
    expect(openSecret("another secret", "openrouter.apiKey", sealed)).toBeNull();
    expect(openSecret("session secret", "stripe.apiKey", sealed)).toBeNull();
    const data = Buffer.from(sealed.data, "base64url");
    data[0] ^= 1;
    expect(openSecret("session secret", "openrouter.apiKey", { ...sealed, data: data.toString("base64url") })).toBeNull();
  });
});
