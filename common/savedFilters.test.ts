import { describe, expect, it } from "vitest";
import { ListQueryError } from "./listQuery/index.ts";
import { savedFilterNameProblem, savedFilterQuery } from "./savedFilters.ts";

describe("savedFilterNameProblem", () => {
  it("wants a name of at most 60 characters, spaces around it not counted", () => {
    expect(savedFilterNameProblem("  ")).toBe("is required");
    expect(savedFilterNameProblem(` ${"x".repeat(60)} `)).toBeNull();
    expect(savedFilterNameProblem("x".repeat(61))).toBe("must be at most 60 characters");
  });
});

describe("savedFilterQuery", () => {
  it("keeps the filter and order in a fixed order and drops the page and anything else", () => {
    expect(savedFilterQuery("?page=2&orderBy=name~ASC&message=abc&filters=role~ADMIN")).toBe("filters=role%7EADMIN&orderBy=name%7EASC");
    expect(savedFilterQuery("")).toBe("");
  });

  it("refuses a list query that does not parse, naming its parameter", () => {
    expect(() => savedFilterQuery("orderBy=name~UP")).toThrow(ListQueryError);
    const thrown = (() => {
      try {
        savedFilterQuery("filterGroups=XOR~a~b");
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ListQueryError);
    expect(thrown).toMatchObject({ parameter: "filterGroups" });
  });
});
