import { describe, expect, it } from "vitest";
import { ListQueryError, parseListQuery } from "../../../common/listQuery/index.ts";
import {
  PAGE_SIZE,
  applyListUrlChange,
  ariaSortOf,
  dateRangeConditions,
  formatFilterGroups,
  formatFilters,
  listVariablesFromUrl,
  localDateTime,
  nextOrderBy,
  readDateRange,
  readListUrl,
  numberRangeConditions,
  readNumberRange,
  readSearch,
  replaceConditionsOn,
  searchTextProblem,
  totalPages,
  writeSearch,
  type ListSpec,
} from "./listQueryUrl.ts";

const spec: ListSpec = {
  fields: ["email", "name", "role", "createdAt", "disabledAt"],
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
  searchFields: ["name", "email"],
};

const params = (query: string) => new URLSearchParams(query);

function thrown(run: () => unknown): ListQueryError {
  try {
    run();
  } catch (error) {
    if (error instanceof ListQueryError) return error;
    throw error;
  }
  throw new Error("expected a ListQueryError");
}

describe("listVariablesFromUrl", () => {
  it("asks for the first page of 20 in the list's default order when the URL is bare", () => {
    expect(listVariablesFromUrl("http://app.test/manage/users", spec)).toEqual({ first: 20, filter: { offset: 0 } });
  });

  it("passes the URL's strings through and turns the 1-based page into an offset", () => {
    const url = "http://app.test/manage/users?filters=role~ADMIN&filterGroups=OR~name~ILIKE~ann,email~ILIKE~ann&orderBy=name~ASC&page=3";
    expect(listVariablesFromUrl(url, spec)).toEqual({
      first: PAGE_SIZE,
      filter: {
        filters: "role~ADMIN",
        filterGroups: "OR~name~ILIKE~ann,email~ILIKE~ann",
        orderBy: "name~ASC",
        offset: 40,
      },
    });
  });

  it("reads percent-encoded values (a date with an offset)", () => {
    const url = `http://app.test/manage/logs?filters=${encodeURIComponent("createdAt~MORE_THAN~2026-01-01T00:00:00+01:00")}`;
    expect(listVariablesFromUrl(url, spec).filter.filters).toBe("createdAt~MORE_THAN~2026-01-01T00:00:00+01:00");
  });

  it("throws the catalogue's message for a malformed URL", () => {
    expect(thrown(() => listVariablesFromUrl("http://app.test/x?filters=role", spec)).message).toBe(
      "Invalid filter format at position 1",
    );
    expect(thrown(() => listVariablesFromUrl("http://app.test/x?filters=foo~1", spec)).message).toBe(
      "The following fields are not whitelisted: foo",
    );
    expect(thrown(() => listVariablesFromUrl("http://app.test/x?filters=createdAt~BETWEEN~2026-01-01", spec)).message).toBe(
      "BETWEEN operator requires exactly 2 comma-separated values",
    );
    expect(thrown(() => listVariablesFromUrl("http://app.test/x?page=0", spec)).message).toBe("Invalid page value");
    expect(thrown(() => listVariablesFromUrl("http://app.test/x?page=two", spec)).parameter).toBe("page");
    expect(thrown(() => listVariablesFromUrl("http://app.test/x?orderBy=name~UP", spec)).message).toBe(
      "Invalid order direction UP",
    );
  });
});

describe("readListUrl", () => {
  it("falls back to the default order and page 1", () => {
    const state = readListUrl(params(""), spec);
    expect(state).toMatchObject({ filters: [], filterGroups: [], page: 1, error: null });
    expect(state.orderBy).toEqual([{ field: "createdAt", direction: "DESC" }]);
  });

  it("parses every parameter", () => {
    const state = readListUrl(params("filters=role~ADMIN&orderBy=email~ASC&page=2"), spec);
    expect(state.filters).toEqual([{ key: "role", operator: "EQUAL", values: ["ADMIN"] }]);
    expect(state.orderBy).toEqual([{ field: "email", direction: "ASC" }]);
    expect(state.page).toBe(2);
  });

  it("reports a bad parameter and still reads the good ones", () => {
    const state = readListUrl(params("filters=role~WHAT~x&orderBy=email~DESC&page=2"), spec);
    expect(state.error?.message).toBe("Invalid operator WHAT at position 1");
    expect(state.error?.parameter).toBe("filters");
    expect(state.filters).toEqual([]);
    expect(state.orderBy).toEqual([{ field: "email", direction: "DESC" }]);
    expect(state.page).toBe(2);
    expect(state.raw.filters).toBe("role~WHAT~x");
  });
});

describe("applyListUrlChange", () => {
  it("sets and removes parameters, keeps unrelated ones, and goes back to page 1", () => {
    const next = applyListUrlChange(params("filters=role~ADMIN&page=4&tab=x"), { filters: "", orderBy: "name~ASC" });
    expect(next.toString()).toBe("tab=x&orderBy=name%7EASC");
  });

  it("writes page 1 as no parameter", () => {
    expect(applyListUrlChange(params("page=3"), { page: 1 }).toString()).toBe("");
    expect(applyListUrlChange(params("filters=role~ADMIN"), { page: 2 }).get("page")).toBe("2");
    expect(applyListUrlChange(params("filters=role~ADMIN"), { page: 2 }).get("filters")).toBe("role~ADMIN");
  });

  it("round-trips through listVariablesFromUrl", () => {
    const next = applyListUrlChange(params(""), {
      filterGroups: formatFilterGroups(writeSearch([], spec.searchFields!, "o'brien & co")),
      page: 2,
    });
    const variables = listVariablesFromUrl(`http://app.test/manage/users?${next}`, spec);
    expect(variables.filter).toEqual({ filterGroups: "OR~name~ILIKE~o'brien & co,email~ILIKE~o'brien & co", offset: 20 });
  });
});

describe("sorting", () => {
  const byDate = [{ field: "createdAt", direction: "DESC" as const }];
  it("flips the direction of the current field and starts another field ascending", () => {
    expect(nextOrderBy(byDate, "createdAt")).toEqual([{ field: "createdAt", direction: "ASC" }]);
    expect(nextOrderBy([{ field: "createdAt", direction: "ASC" }], "createdAt")).toEqual(byDate);
    expect(nextOrderBy(byDate, "name")).toEqual([{ field: "name", direction: "ASC" }]);
    expect(nextOrderBy(byDate, "lastSignInAt", "DESC")).toEqual([{ field: "lastSignInAt", direction: "DESC" }]);
  });
  it("tells assistive technology the sort of each column", () => {
    expect(ariaSortOf(byDate, "createdAt")).toBe("descending");
    expect(ariaSortOf([{ field: "name", direction: "ASC" }], "name")).toBe("ascending");
    expect(ariaSortOf(byDate, "name")).toBe("none");
  });
});

describe("search", () => {
  const fields = ["name", "email"];
  it("writes one OR group of ILIKE conditions and reads it back", () => {
    const groups = writeSearch([], fields, "  ann ");
    expect(formatFilterGroups(groups)).toBe("OR~name~ILIKE~ann,email~ILIKE~ann");
    expect(readSearch(parseListQuery({ filterGroups: formatFilterGroups(groups) }).filterGroups, fields)).toBe("ann");
  });
  it("replaces its own group, keeps other groups and removes itself when cleared", () => {
    const other = parseListQuery({ filterGroups: "AND~role~ADMIN" }).filterGroups;
    const once = writeSearch(other, fields, "ann");
    const twice = writeSearch(once, fields, "bob");
    expect(formatFilterGroups(twice)).toBe("AND~role~ADMIN|OR~name~ILIKE~bob,email~ILIKE~bob");
    expect(formatFilterGroups(writeSearch(twice, fields, ""))).toBe("AND~role~ADMIN");
  });
  it("does not read a group that is not its own", () => {
    const groups = parseListQuery({ filterGroups: "OR~name~ILIKE~ann,email~ILIKE~bob" }).filterGroups;
    expect(readSearch(groups, fields)).toBe("");
  });
  it("refuses the language's separators", () => {
    expect(searchTextProblem("Smith, John")).toBe('Search text cannot contain "," or "|".');
    expect(searchTextProblem("a|b")).not.toBeNull();
    expect(searchTextProblem("o'brien")).toBeNull();
    expect(() => writeSearch([], fields, "a,b")).toThrow();
  });
});

describe("search over fields matched in other ways", () => {
  const fields = [{ field: "number", operator: "EQUAL" as const, when: /^\d+$/ }, "customerEmail", "guestEmail"];
  it("matches a field only when the text fits it", () => {
    expect(formatFilterGroups(writeSearch([], fields, "1042"))).toBe("OR~number~1042,customerEmail~ILIKE~1042,guestEmail~ILIKE~1042");
    expect(formatFilterGroups(writeSearch([], fields, "ann@"))).toBe("OR~customerEmail~ILIKE~ann@,guestEmail~ILIKE~ann@");
  });
  it("reads both shapes back and replaces them", () => {
    for (const text of ["1042", "ann@"]) {
      const groups = parseListQuery({ filterGroups: formatFilterGroups(writeSearch([], fields, text)) }).filterGroups;
      expect(readSearch(groups, fields)).toBe(text);
      expect(formatFilterGroups(writeSearch(groups, fields, ""))).toBe("");
    }
  });
});

describe("number ranges", () => {
  it("write BETWEEN for two bounds (in order), a comparison for one, and read them back", () => {
    expect(formatFilters(numberRangeConditions("total", [5000, 1000]))).toBe("total~BETWEEN~1000,5000");
    expect(formatFilters(numberRangeConditions("total", [1000, null]))).toBe("total~MORE_THAN_OR_EQUAL~1000");
    expect(numberRangeConditions("total", [null, null])).toEqual([]);
    const read = (filters: string) => readNumberRange(parseListQuery({ filters }).filters, "total");
    expect(read("total~BETWEEN~1000,5000")).toEqual([1000, 5000]);
    expect(read("total~LESS_THAN_OR_EQUAL~5000")).toEqual([null, 5000]);
    expect(read("status~PAID")).toEqual([null, null]);
  });
});

describe("select filters", () => {
  it("replace the conditions on their field only", () => {
    const filters = parseListQuery({ filters: "role~ADMIN,createdAt~MORE_THAN~2026-01-01" }).filters;
    const next = replaceConditionsOn(filters, "role", [{ key: "role", operator: "EQUAL", values: ["RESELLER"] }]);
    expect(formatFilters(next)).toBe("createdAt~MORE_THAN~2026-01-01,role~RESELLER");
    expect(formatFilters(replaceConditionsOn(next, "role", []))).toBe("createdAt~MORE_THAN~2026-01-01");
  });
});

describe("date ranges", () => {
  it("writes local day bounds with the offset, so the last day counts whole", () => {
    const start = localDateTime("2026-01-01", "start");
    const end = localDateTime("2026-01-31", "end");
    expect(start).toMatch(/^2026-01-01T00:00:00[+-]\d{2}:\d{2}$/);
    expect(end).toMatch(/^2026-01-31T23:59:59\.999[+-]\d{2}:\d{2}$/);
    expect(new Date(start).getTime()).toBe(new Date(2026, 0, 1).getTime());
    expect(new Date(end).getTime()).toBe(new Date(2026, 0, 31, 23, 59, 59, 999).getTime());
  });
  it("uses BETWEEN for two bounds, a comparison for one, and reads both back", () => {
    const both = dateRangeConditions("createdAt", ["2026-01-31", "2026-01-01"]);
    expect(both[0].operator).toBe("BETWEEN");
    expect(readDateRange(both, "createdAt")).toEqual(["2026-01-01", "2026-01-31"]);
    const from = dateRangeConditions("createdAt", ["2026-02-01", null]);
    expect(from[0].operator).toBe("MORE_THAN_OR_EQUAL");
    expect(readDateRange(from, "createdAt")).toEqual(["2026-02-01", null]);
    const to = dateRangeConditions("createdAt", [null, "2026-02-01"]);
    expect(readDateRange(to, "createdAt")).toEqual([null, "2026-02-01"]);
    expect(dateRangeConditions("createdAt", [null, null])).toEqual([]);
  });
  it("survives the URL and the parser (the offset's + is encoded)", () => {
    const filters = formatFilters(dateRangeConditions("createdAt", ["2026-01-01", "2026-01-31"]));
    const next = applyListUrlChange(params(""), { filters });
    const state = readListUrl(new URLSearchParams(next.toString()), spec);
    expect(state.error).toBeNull();
    expect(readDateRange(state.filters, "createdAt")).toEqual(["2026-01-01", "2026-01-31"]);
  });
  it("reads a hand-typed date-only range", () => {
    const filters = parseListQuery({ filters: "createdAt~BETWEEN~2026-01-01,2026-01-31" }).filters;
    expect(readDateRange(filters, "createdAt")).toEqual(["2026-01-01", "2026-01-31"]);
  });
});

describe("totalPages", () => {
  it("counts pages of 20 and never fewer than one", () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(20)).toBe(1);
    expect(totalPages(21)).toBe(2);
    expect(totalPages(123)).toBe(7);
  });
});
