import { describe, expect, it } from "vitest";
import { isPrivateAddress, isPrivateHost, privateHostRefusal } from "./privateAddresses.ts";

describe("private addresses", () => {
  it("knows loopback, link-local and private networks from public ones", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.16.0.9", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:10.0.0.1"]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["8.8.8.8", "172.32.0.1", "192.169.0.1", "2a00:1450:4001::1", "not an address"]) expect(isPrivateAddress(address), address).toBe(false);
    expect(isPrivateHost("localhost")).toBe(true);
    expect(isPrivateHost("[::1]")).toBe(true);
    expect(isPrivateHost("hooks.example.com")).toBe(false);
  });

  it("refuses a name that resolves inside, and lets a public one through", async () => {
    const resolvesTo = (address: string) => (async () => [{ address, family: 4 }]) as never;
    expect(await privateHostRefusal("intranet.example.com", resolvesTo("10.0.0.7"))).toBe("Not sent: intranet.example.com resolves to a private address (10.0.0.7).");
    expect(await privateHostRefusal("hooks.example.com", resolvesTo("93.184.216.34"))).toBeNull();
    expect(await privateHostRefusal("169.254.169.254", resolvesTo("169.254.169.254"))).toBe("Not sent: 169.254.169.254 is a private address.");
  });
});
