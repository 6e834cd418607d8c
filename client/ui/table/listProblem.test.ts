import { describe, expect, it } from "vitest";
import { listProblemOf } from "./listProblem.ts";

const badListQuery = {
  message: "The following fields are not whitelisted: foo",
  extensions: { code: "BAD_LIST_QUERY", parameter: "filters" },
};

describe("listProblemOf", () => {
  it("finds the server's BAD_LIST_QUERY error in the app's GraphQLRequestError (errors)", () => {
    const error = Object.assign(new Error(badListQuery.message), { status: 500, errors: [badListQuery] });
    expect(listProblemOf(error)).toEqual({ message: "The following fields are not whitelisted: foo", parameter: "filters" });
  });

  it("finds it in Relay's own 'No data returned' error (source.errors)", () => {
    const error = Object.assign(new Error("No data returned"), { source: { errors: [{ message: "x" }, badListQuery] } });
    expect(listProblemOf(error)?.message).toBe("The following fields are not whitelisted: foo");
  });

  it("leaves every other failure to the route's error page", () => {
    expect(listProblemOf(new Error("boom"))).toBeNull();
    expect(listProblemOf({ errors: [{ message: "Sign in to continue.", extensions: { code: "UNAUTHENTICATED" } }] })).toBeNull();
    expect(listProblemOf(null)).toBeNull();
    expect(listProblemOf("text")).toBeNull();
  });
});
