// Addresses a webhook must never reach in production: the server's own machine and the private
// networks behind it (a reseller's "endpoint" could otherwise probe the studio's internal services).
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address (v4, v6, or v4 mapped into v6) is loopback, link-local or private. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return privateRanges.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Whether a URL's host is this machine or a private network by its name alone ("localhost", "10.0.0.5", "[::1]"). */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || isPrivateAddress(host);
}

/** The reason a host may not be posted to, once resolved; null when every address it resolves to is public. */
export async function privateHostRefusal(hostname: string, resolve: typeof lookup = lookup): Promise<string | null> {
  if (isPrivateHost(hostname)) return `Not sent: ${hostname} is a private address.`;
  try {
    const addresses = await resolve(hostname.replace(/^\[|\]$/g, ""), { all: true });
    const inside = addresses.find((entry) => isPrivateAddress(entry.address));
    return inside ? `Not sent: ${hostname} resolves to a private address (${inside.address}).` : null;
  } catch {
    // The POST reports the name that does not resolve as its network error.
    return null;
  }
}
