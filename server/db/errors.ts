import { Prisma } from "./generated/client.ts";

/**
 * Whether a database error is a unique-constraint violation. Prisma reports it as P2002, except
 * inside interactive transactions on some driver adapters, where the adapter's own error with
 * kind "UniqueConstraintViolation" or PostgreSQL's code 23505 comes through instead.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  const cause = (error as { cause?: { kind?: string; code?: string; originalCode?: string } } | null)?.cause;
  return cause?.kind === "UniqueConstraintViolation" || cause?.code === "23505" || cause?.originalCode === "23505";
}

/** Whether a database error says the record a `…OrThrow` query looked for does not exist (P2025). */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}
