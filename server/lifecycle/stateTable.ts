// A lifecycle as one table: each state maps to the states it may move to. Every `move…` function
// updates a row only where its status is one the table lets reach the target, so a move is one
// conditional update and two racing callers cannot both succeed.

export type StateTable<State extends string> = Readonly<Record<State, readonly State[]>>;

/** The states from which `to` can be reached in one move, in the table's order. */
export function statesBefore<State extends string>(table: StateTable<State>, to: State): State[] {
  return (Object.keys(table) as State[]).filter((from) => table[from].includes(to));
}
