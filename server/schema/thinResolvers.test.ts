import { readdirSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A GraphQL field is a scope plus one domain call: whatever writes to the database (a Prisma
// write, a transaction, raw SQL, an audit entry) belongs in the domain's functions, where tests
// call it directly and every caller gets the same rule.

const WRITES: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  ...["create", "createMany", "update", "updateMany", "upsert", "delete", "deleteMany"].map((operation) => ({
    kind: `.${operation}(`,
    pattern: new RegExp(String.raw`\b(?:prisma|tx)\s*\.\s*\w+\s*\.\s*${operation}\s*\(`, "g"),
  })),
  { kind: "$transaction", pattern: /\$transaction\b/g },
  { kind: "$executeRaw", pattern: /\$executeRaw\w*/g },
  { kind: "writeAudit", pattern: /\bwriteAudit\s*\(/g },
];

/** Resolver files allowed to write, as "file: kind": none. A write belongs in the domain's functions. */
const ALLOWED_WRITES: readonly string[] = [];

type Write = { file: string; line: number; kind: string };

/** Comment lines blanked (kept as empty lines, so line numbers hold): a comment may name a write. */
function withoutCommentLines(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .split("\n")
    .map((line) => (line.trimStart().startsWith("//") ? "" : line))
    .join("\n");
}

function writesIn(file: string, source: string): Write[] {
  const code = withoutCommentLines(source);
  return WRITES.flatMap(({ kind, pattern }) =>
    [...code.matchAll(pattern)].map((match) => ({ file, line: code.slice(0, match.index).split("\n").length, kind })),
  );
}

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const serverDir = fileURLToPath(new URL("../", import.meta.url));

function resolverFiles(): string[] {
  return readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".graphql.ts") && !path.startsWith("db/generated"))
    .map((path) => relative(repoRoot, serverDir + path).split("\\").join("/"))
    .sort();
}

describe("writesIn", () => {
  it("finds each kind of write on its line, and none in comments or reads", () => {
    const source = [
      "// ctx.prisma.order.update( in a comment",
      "const a = await ctx.prisma.order.update({ where, data });",
      "await prisma.order",
      "  .deleteMany({ where });",
      "await ctx.prisma.$transaction(async (tx) => tx.payment.create({ data }));",
      "await writeAudit(ctx.prisma, ctx, entry);",
      "await ctx.prisma.$executeRawUnsafe(sql);",
      "const b = await ctx.prisma.order.findMany({ where });",
      "/* tx.order.upsert( */ const c = ctx.update(1);",
    ].join("\n");
    expect(writesIn("x.graphql.ts", source).map(({ line, kind }) => `${line} ${kind}`).sort()).toEqual(
      ["2 .update(", "3 .deleteMany(", "5 $transaction", "5 .create(", "6 writeAudit", "7 $executeRaw"].sort(),
    );
  });
});

describe("resolvers", () => {
  const files = resolverFiles();
  const writes = files.flatMap((file) => writesIn(file, readFileSync(repoRoot + file, "utf8")));
  const entry = (write: Write) => `${write.file}: ${write.kind}`;

  it("reads every resolver file", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files).toContain("server/orders/order.graphql.ts");
  });

  it("leave database writes to the domain's functions", () => {
    const unexpected = writes.filter((write) => !ALLOWED_WRITES.includes(entry(write))).map((write) => `${write.file}:${write.line} ${write.kind}`);
    expect(unexpected, "a resolver writes to the database: move the write into a function in server/<domain>/").toEqual([]);
  });

  it("keep the allow-list current: every entry still writes", () => {
    const stale = ALLOWED_WRITES.filter((allowed) => !writes.some((write) => entry(write) === allowed));
    expect(stale, "these writes left the resolvers: delete their entries from ALLOWED_WRITES").toEqual([]);
  });
});
