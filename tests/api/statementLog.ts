// Counts the SQL statements the application sends while a piece of test code runs (Saleor's
// count_queries): the database's driver adapter reports each statement to `record`.
export class StatementLog {
  private current: string[] | null = null;
  /** Awaited before counting starts, so background work (jobs a request queued) adds nothing. */
  settle: () => Promise<void> = async () => {};

  /** Given to openDatabase as its `onStatement` listener. */
  readonly record = (sql: string) => {
    this.current?.push(sql);
  };

  /** Runs `run` (one request, say) and answers the statements sent meanwhile, in order. */
  async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    if (this.current) throw new Error("Statements are already being counted.");
    await this.settle();
    const statements: string[] = [];
    this.current = statements;
    try {
      return { result: await run(), statements };
    } finally {
      this.current = null;
    }
  }
}
