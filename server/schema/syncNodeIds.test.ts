import SchemaBuilder from "@pothos/core";
import RelayPlugin, { encodeGlobalID } from "@pothos/plugin-relay";
import { execute, parse, type GraphQLResolveInfo } from "graphql";
import { describe, expect, it } from "vitest";
import SyncNodeIdsPlugin from "./syncNodeIds.ts";

type Row = { key: string };

function schemaWith(plugins: ("relay" | "syncNodeIds")[], id: (row: Row) => string | Promise<string>) {
  // The app's other plugins declare options of their own (types only): this builder has none of them.
  const builder = new SchemaBuilder<{ Objects: { Thing: Row } }>({ plugins: plugins.map((name) => (name === "relay" ? RelayPlugin : SyncNodeIdsPlugin)) } as never);
  const Thing = builder.node("Thing", { id: { resolve: id }, loadOne: (key) => ({ key }), fields: (t) => ({ key: t.exposeString("key") }) });
  builder.queryType({ fields: (t) => ({ things: t.field({ type: [Thing], resolve: () => [{ key: "a" }, { key: "b" }] }) }) });
  return builder.toSchema();
}

const idOf = (schema: ReturnType<typeof schemaWith>, row: Row) =>
  (schema.getType("Thing") as { getFields(): Record<string, { resolve?: (...args: unknown[]) => unknown }> }).getFields().id.resolve!(row, {}, {}, {} as GraphQLResolveInfo);

describe("SyncNodeIdsPlugin", () => {
  it("answers a node's id at once, where plugin-relay alone answers a promise", () => {
    const relayOnly = schemaWith(["relay"], (row) => row.key);
    const synchronous = schemaWith(["relay", "syncNodeIds"], (row) => row.key);
    expect(idOf(relayOnly, { key: "a" })).toBeInstanceOf(Promise);
    expect(idOf(synchronous, { key: "a" })).toBe(encodeGlobalID("Thing", "a"));
  });

  it("encodes the same ids as plugin-relay, and waits for an id option that answers a promise", async () => {
    const query = parse("{ things { id key } }");
    const relayOnly = await execute({ schema: schemaWith(["relay"], (row) => row.key), document: query });
    const synchronous = await execute({ schema: schemaWith(["relay", "syncNodeIds"], (row) => row.key), document: query });
    const deferred = await execute({ schema: schemaWith(["relay", "syncNodeIds"], async (row) => row.key), document: query });
    expect(synchronous).toEqual(relayOnly);
    expect(deferred).toEqual(relayOnly);
    expect(synchronous.data?.things).toEqual([
      { id: encodeGlobalID("Thing", "a"), key: "a" },
      { id: encodeGlobalID("Thing", "b"), key: "b" },
    ]);
  });
});
