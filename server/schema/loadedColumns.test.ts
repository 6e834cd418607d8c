import type { GraphQLResolveInfo } from "graphql";
import { describe, expect, it } from "vitest";
import { answerLoadedColumn, exposedColumnOf } from "./loadedColumns.ts";

const info = {} as GraphQLResolveInfo;

describe("exposedColumnOf", () => {
  it("names the column of a select-mode type's exposed field", () => {
    expect(exposedColumnOf({ kind: "PrismaObject", extensions: { pothosExposedField: "name", pothosPrismaSelect: { name: true } } })).toBe("name");
  });

  it("leaves alone a field that selects more than its column, a relation, a computed field and a field of another kind", () => {
    expect(exposedColumnOf({ kind: "PrismaObject", extensions: { pothosExposedField: "name", pothosPrismaSelect: { name: true, slug: true } } })).toBeNull();
    expect(exposedColumnOf({ kind: "PrismaObject", extensions: { pothosExposedField: "voice", pothosPrismaSelect: { voice: { select: { name: true } } } } })).toBeNull();
    expect(exposedColumnOf({ kind: "PrismaObject", extensions: { pothosPrismaSelect: { photoFileId: true } } })).toBeNull();
    expect(exposedColumnOf({ kind: "PrismaObject", extensions: { pothosExposedField: "name" } })).toBeNull();
    expect(exposedColumnOf({ kind: "PrismaObject", extensions: { pothosExposedField: "name", pothosPrismaSelect: () => ({ name: true }) } })).toBeNull();
    expect(exposedColumnOf({ kind: "Object", extensions: { pothosExposedField: "name", pothosPrismaSelect: { name: true } } })).toBeNull();
  });
});

describe("answerLoadedColumn", () => {
  const loaded: unknown[] = [];
  const load = (parent: unknown) => {
    loaded.push(parent);
    return "loaded by its own query";
  };

  it("answers the column of a row that holds it, null included, without the plugin's lookup", () => {
    const resolve = answerLoadedColumn("name", load);
    expect(resolve({ id: "a", name: "Anna" }, {}, {}, info)).toBe("Anna");
    expect(resolve({ id: "b", name: null }, {}, {}, info)).toBeNull();
    expect(loaded).toEqual([]);
  });

  it("leaves a row that lacks the column to the plugin, which loads it", () => {
    const resolve = answerLoadedColumn("name", load);
    expect(resolve({ id: "c" }, {}, {}, info)).toBe("loaded by its own query");
    expect(loaded).toEqual([{ id: "c" }]);
  });
});
