import { describe, expect, it } from "vitest";
import { deliveryAddress, hostRefusal, isGlobalUnicast, type OwnHost, ownHost, type Resolve } from "./webhookAddresses.ts";

const own: OwnHost = { hostnames: ["studio.example.com"], addresses: async () => new Set(["127.0.0.1"]) };
const publicOwn: OwnHost = { hostnames: ["studio.example.com"], addresses: async () => new Set(["93.184.216.34"]) };
const resolvesTo = (...addresses: string[]): Resolve => async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("global unicast", () => {
  it("refuses every special-purpose range, IPv4 inside IPv6 and IPv6's tunnels and translations included", () => {
    for (const address of [
      "127.0.0.1", "10.1.2.3", "172.16.0.9", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
      "198.18.0.1", "224.0.0.1", "255.255.255.255", "192.0.0.1", "192.0.2.1", "240.0.0.1",
      "::", "::1", "fd00::1", "fe80::1", "ff02::1", "::ffff:10.0.0.1", "::ffff:127.0.0.1",
      "64:ff9b::7f00:1", "64:ff9b:1::1", "2002:7f00:1::", "::7f00:1", "2001::1", "2001:db8::1", "3fff::1", "not an address",
    ]) {
      expect(isGlobalUnicast(address), address).toBe(false);
    }
  });

  it("lets public addresses through, IPv4 written inside IPv6 too", () => {
    for (const address of ["8.8.8.8", "93.184.216.34", "172.32.0.1", "::ffff:8.8.8.8", "2a00:1450:4001::1", "2606:4700::1111"]) expect(isGlobalUnicast(address), address).toBe(true);
  });
});

describe("this server", () => {
  it("is refused by its public name and its machine's addresses", async () => {
    expect(hostRefusal("studio.example.com", own)).toBe("studio.example.com is this server");
    expect(hostRefusal("Studio.Example.com", own)).toBe("Studio.Example.com is this server");
    expect(hostRefusal("localhost", own)).toBe("localhost is this server");
    expect(hostRefusal("hooks.example.com", own)).toBeNull();
    expect(await deliveryAddress("hooks.example.com", { publicOnly: true, own: publicOwn, resolve: resolvesTo("93.184.216.34") })).toEqual({
      refusal: "Not sent: hooks.example.com resolves to 93.184.216.34, which is this server.",
    });
    expect(await deliveryAddress("hooks.example.com", { publicOnly: true, own: publicOwn, resolve: resolvesTo("::ffff:5db8:d822") })).toEqual({
      refusal: "Not sent: hooks.example.com resolves to ::ffff:5db8:d822, which is this server.",
    });
  });

  it("is known by PUBLIC_URL's host, its addresses and the machine's interfaces", async () => {
    const server = ownHost("https://studio.example.com/", resolvesTo("93.184.216.34"));
    expect(server.hostnames).toEqual(["studio.example.com"]);
    const addresses = await server.addresses();
    expect(addresses.has("93.184.216.34")).toBe(true);
    expect(addresses.has("127.0.0.1")).toBe(true);
  });
});

describe("the address a delivery connects to", () => {
  it("is resolved once, and refused in production unless every address is public", async () => {
    let calls = 0;
    const rebinding: Resolve = async () => (calls++ === 0 ? [{ address: "93.184.216.34", family: 4 }] : [{ address: "127.0.0.1", family: 4 }]);
    expect(await deliveryAddress("hooks.example.com", { publicOnly: true, own, resolve: rebinding })).toEqual({ address: { address: "93.184.216.34", family: 4 } });
    expect(calls).toBe(1);
    expect(await deliveryAddress("hooks.example.com", { publicOnly: true, own, resolve: resolvesTo("93.184.216.34", "10.0.0.7") })).toEqual({
      refusal: "Not sent: hooks.example.com resolves to 10.0.0.7, which is not a public address.",
    });
    expect(await deliveryAddress("[::7f00:1]", { publicOnly: true, own, resolve: resolvesTo("8.8.8.8") })).toEqual({ refusal: "Not sent: [::7f00:1] is not a public address." });
    expect(await deliveryAddress("127.0.0.1", { publicOnly: false, own, resolve: resolvesTo("8.8.8.8") })).toEqual({ address: { address: "127.0.0.1", family: 4 } });
  });

  it("reports a name that does not resolve as the network error", async () => {
    const failing: Resolve = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND nowhere.invalid"), { code: "ENOTFOUND" });
    };
    expect(await deliveryAddress("nowhere.invalid", { publicOnly: true, own, resolve: failing })).toEqual({ networkError: "Network error: ENOTFOUND" });
  });
});
