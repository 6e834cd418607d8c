import { describe, expect, it } from "vitest";
import { mayNameStatements, MAX_PREPARED_STATEMENTS, StatementNames } from "./preparedStatements.ts";

describe("statement names", () => {
  it("gives a text the same name every time and two texts two names", () => {
    const names = new StatementNames();
    const first = names.nameOf("SELECT 1");
    expect(first).toBeDefined();
    expect(names.nameOf("SELECT 1")).toBe(first);
    expect(names.nameOf("SELECT 2")).not.toBe(first);
  });

  it("gives no name beyond its limit, and still the names it gave", () => {
    const names = new StatementNames(2);
    const given = [names.nameOf("SELECT 1"), names.nameOf("SELECT 2")];
    expect(names.nameOf("SELECT 3")).toBeUndefined();
    expect([names.nameOf("SELECT 1"), names.nameOf("SELECT 2")]).toEqual(given);
    expect(new StatementNames().limit).toBe(MAX_PREPARED_STATEMENTS);
  });

  it("gives a forgotten text a new name, never its old one, and counts it against the limit", () => {
    const names = new StatementNames(2);
    const old = names.nameOf("SELECT 1");
    names.forget("SELECT 1");
    const renamed = names.nameOf("SELECT 1");
    expect(renamed).toBeDefined();
    expect(renamed).not.toBe(old);
    expect(names.nameOf("SELECT 2")).toBeUndefined();
  });
});

describe("whether a database's statements may be named", () => {
  it("is no behind PgBouncer's transaction pooling, as a DATABASE_URL with pgbouncer=true says", () => {
    expect(mayNameStatements("postgresql://studiofront:secret@pooler.example.com:6432/studiofront?pgbouncer=true")).toBe(false);
    expect(mayNameStatements("postgresql://studiofront:secret@pooler.example.com:6432/studiofront?sslmode=require&pgbouncer=true")).toBe(false);
  });

  it("is yes otherwise", () => {
    expect(mayNameStatements("postgresql://studiofront:secret@db.example.com:5432/studiofront")).toBe(true);
    expect(mayNameStatements("postgresql://studiofront:secret@db.example.com:5432/studiofront?pgbouncer=false")).toBe(true);
    expect(mayNameStatements("postgresql://studiofront:secret@db.example.com:5432/pgbouncer=true_archive")).toBe(true);
  });
});
