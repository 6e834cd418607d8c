// The OpenRouter key an administrator saves is kept encrypted at rest: AES-256-GCM under a key
// derived from SESSION_SECRET with HKDF, so a copy of the database alone does not reveal it. The
// setting's name is bound in as additional data, so a sealed value moved to another row fails to
// open. A changed SESSION_SECRET makes the stored value unreadable (`openSecret` answers null):
// the administrator saves the key again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

export type SealedSecret = { alg: "A256GCM"; iv: string; tag: string; data: string };

const SALT = "studiofront/settings";

function keyFor(sessionSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, SALT, `secret:${purpose}`, 32));
}

export function sealSecret(sessionSecret: string, purpose: string, plaintext: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(sessionSecret, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return { alg: "A256GCM", iv: iv.toString("base64url"), tag: cipher.getAuthTag().toString("base64url"), data: data.toString("base64url") };
}

export function isSealedSecret(value: unknown): value is SealedSecret {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return v.alg === "A256GCM" && typeof v.iv === "string" && typeof v.tag === "string" && typeof v.data === "string";
}

/** The plaintext, or null when it was sealed under another secret or purpose, or was altered. */
export function openSecret(sessionSecret: string, purpose: string, sealed: SealedSecret): string | null {
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(sessionSecret, purpose), Buffer.from(sealed.iv, "base64url"));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(sealed.tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
