// Saved filters: a person keeps a management table's filter and order under a name, to apply it
// again; each sees and deletes only their own.
import { ListQueryError } from "../../common/listQuery/index.ts";
import { SAVED_FILTER_QUERY_MAX, savedFilterNameProblem, savedFilterQuery, type SavedFilterTable } from "../../common/savedFilters.ts";
import type { PrismaClient, SavedFilter } from "../db/generated/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { NotFoundError, ValidationError } from "../errors.ts";

export function savedFiltersOf(prisma: PrismaClient, userId: string, table: SavedFilterTable): Promise<SavedFilter[]> {
  return prisma.savedFilter.findMany({ where: { userId, table }, orderBy: [{ name: "asc" }, { id: "asc" }] });
}

const nameTaken = () => ValidationError.field("input.name", "is already the name of one of your filters of this table");

export async function saveFilter(prisma: PrismaClient, userId: string, input: { table: SavedFilterTable; name: string; query: string }): Promise<SavedFilter> {
  const name = input.name.trim();
  const nameProblem = savedFilterNameProblem(name);
  if (nameProblem) throw ValidationError.field("input.name", nameProblem);
  if (input.query.length > SAVED_FILTER_QUERY_MAX) throw ValidationError.field("input.query", `must be at most ${SAVED_FILTER_QUERY_MAX} characters`);
  let query: string;
  try {
    query = savedFilterQuery(input.query);
  } catch (error) {
    if (error instanceof ListQueryError) throw ValidationError.field("input.query", `${error.parameter}: ${error.message}`);
    throw error;
  }
  if (await prisma.savedFilter.findUnique({ where: { userId_table_name: { userId, table: input.table, name } }, select: { id: true } })) throw nameTaken();
  try {
    return await prisma.savedFilter.create({ data: { userId, table: input.table, name, query } });
  } catch (error) {
    // Saved twice at once under the same name: the second is told as if it came later.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Deletes one of the person's own filters; another's is not found, as one that does not exist. */
export async function deleteSavedFilter(prisma: PrismaClient, userId: string, id: string): Promise<SavedFilter> {
  const filter = await prisma.savedFilter.findFirst({ where: { id, userId } });
  if (!filter) throw new NotFoundError("No such saved filter.");
  await prisma.savedFilter.deleteMany({ where: { id, userId } });
  return filter;
}
