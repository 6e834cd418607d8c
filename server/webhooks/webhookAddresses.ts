// Where a webhook may be sent in production: only to a global unicast address that is not this
// server. A name is resolved once per delivery, every address it resolves to is checked, and the
// delivery connects to the checked address (webhookPost.ts pins it), so a name that answers a
// public address to the check and a private one to the connection (DNS rebinding) reaches nothing
// inside. What counts as global unicast comes from ipaddr.js' special-purpose range tables.
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import ipaddr from "ipaddr.js";

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolve = (hostname: string, options: { all: true }) => Promise<{ address: string; family: number }[]>;
const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true });

/**
 * IPv6's global unicast block (RFC 4291 section 2.4): ipaddr.js calls every IPv6 address outside
 * its special ranges "unicast", the IPv4-compatible ::/96 and the unassigned blocks among them.
 */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");

/** Whether an IP address is global unicast: no loopback, private, shared, reserved, multicast, broadcast, translation or tunnel range. */
export function isGlobalUnicast(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return isGlobalUnicast(ipv6.toIPv4Address().toString());
  return ipv6.range() === "unicast" && ipv6.match(IPV6_GLOBAL_UNICAST);
}

/** An address in one spelling, so "::FFFF:7f00:1" and "127.0.0.1" compare equal. */
function normalized(address: string): string {
  const parsed = ipaddr.process(address);
  return parsed.toNormalizedString();
}

/** This server as a webhook must never reach it: the names it is reached by and the addresses of its machine. */
export type OwnHost = { hostnames: readonly string[]; addresses: () => Promise<Set<string>> };

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "").toLowerCase();

/** This server by PUBLIC_URL's host and the machine's network interfaces; `resolve` finds the addresses the host's name stands for. */
export function ownHost(publicUrl: string, resolve: Resolve = systemResolve): OwnHost {
  const hostname = bare(new URL(publicUrl).hostname);
  return {
    hostnames: [hostname],
    addresses: async () => {
      const interfaces = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []).map((entry) => entry.address);
      const named = isIP(hostname) ? [hostname] : await resolve(hostname, { all: true }).then((entries) => entries.map((entry) => entry.address), () => []);
      return new Set([...interfaces, ...named].filter((address) => ipaddr.isValid(address)).map(normalized));
    },
  };
}

/** Why a host may not receive webhooks, judged by its name alone (when an endpoint is saved); null when it may. */
export function hostRefusal(hostname: string, own: Pick<OwnHost, "hostnames">): string | null {
  const host = bare(hostname);
  if (host === "localhost" || host.endsWith(".localhost") || own.hostnames.includes(host)) return `${hostname} is this server`;
  if (isIP(host) && !isGlobalUnicast(host)) return `${hostname} is not a public address`;
  return null;
}

/** Why a resolved address may not receive webhooks; null when it may. */
function addressRefusal(hostname: string, address: string, ownAddresses: Set<string>): string | null {
  const named = isIP(bare(hostname)) ? hostname : `${hostname} resolves to ${address}, which`;
  if (!isGlobalUnicast(address)) return `${named} is not a public address`;
  if (ownAddresses.has(normalized(address))) return `${named} is this server`;
  return null;
}

export type DeliveryAddress = { address: ResolvedAddress } | { refusal: string } | { networkError: string };

/**
 * The one address a delivery to `hostname` connects to: resolved once; with `publicOnly` (in
 * production) refused unless every address the name resolves to is public and not this server.
 */
export async function deliveryAddress(hostname: string, options: { publicOnly: boolean; own: OwnHost; resolve?: Resolve }): Promise<DeliveryAddress> {
  const host = bare(hostname);
  if (options.publicOnly) {
    const refusal = hostRefusal(hostname, options.own);
    if (refusal) return { refusal: `Not sent: ${refusal}.` };
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await (options.resolve ?? systemResolve)(host, { all: true });
  } catch (error) {
    return { networkError: `Network error: ${(error as { code?: string }).code ?? (error as Error).message}` };
  }
  if (addresses.length === 0) return { networkError: `Network error: ${hostname} has no address` };
  if (options.publicOnly) {
    const ownAddresses = await options.own.addresses();
    for (const { address } of addresses) {
      const refusal = addressRefusal(hostname, address, ownAddresses);
      if (refusal) return { refusal: `Not sent: ${refusal}.` };
    }
  }
  const [first] = addresses;
  return { address: { address: first.address, family: first.family === 6 ? 6 : 4 } };
}
