// Tells a listener about every SQL statement Prisma sends through its driver adapter, on PGlite
// and PostgreSQL alike: the tests count the statements one request issues. Transactions count
// what the database is sent: BEGIN (and SET TRANSACTION), each statement, then COMMIT or ROLLBACK,
// whether the adapter sends them itself (PGlite's driver, "phantom" queries) or Prisma does.
import type { SqlDriverAdapterFactory } from "@prisma/client/runtime/client";

type Adapter = Awaited<ReturnType<SqlDriverAdapterFactory["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;
type Query = Parameters<Adapter["queryRaw"]>[0];

export type StatementListener = (sql: string) => void;

function observed<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(object, key) {
      if (Object.hasOwn(overrides, key)) return overrides[key as keyof T];
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

function observedTransaction(transaction: Transaction, heard: StatementListener): Transaction {
  // Without phantom queries Prisma sends COMMIT/ROLLBACK through executeRaw before calling these.
  const closing = (sql: string, close: () => Promise<void>) => () => {
    if (transaction.options.usePhantomQuery) heard(sql);
    return close();
  };
  return observed(transaction, {
    queryRaw: (query: Query) => (heard(query.sql), transaction.queryRaw(query)),
    executeRaw: (query: Query) => (heard(query.sql), transaction.executeRaw(query)),
    commit: closing("COMMIT", () => transaction.commit()),
    rollback: closing("ROLLBACK", () => transaction.rollback()),
  });
}

function observedAdapter(adapter: Adapter, heard: StatementListener): Adapter {
  return observed(adapter, {
    queryRaw: (query: Query) => (heard(query.sql), adapter.queryRaw(query)),
    executeRaw: (query: Query) => (heard(query.sql), adapter.executeRaw(query)),
    executeScript: (script: string) => (heard(script), adapter.executeScript(script)),
    startTransaction: async (isolationLevel?: Parameters<Adapter["startTransaction"]>[0]) => {
      heard("BEGIN");
      if (isolationLevel) heard(`SET TRANSACTION ISOLATION LEVEL ${isolationLevel}`);
      return observedTransaction(await adapter.startTransaction(isolationLevel), heard);
    },
  });
}

/** The adapter factory `factory`, telling `heard` the text of each statement before it is sent. */
export function observeStatements<F extends SqlDriverAdapterFactory>(factory: F, heard: StatementListener): F {
  return observed(factory, { connect: async () => observedAdapter(await factory.connect(), heard) } as Partial<Record<keyof F, unknown>>);
}
