// A root field whose scopes let in callers that only its arguments tell apart (a guest holding an
// order's private key) declares who may send it files, as a function of those arguments
// (`extensions: uploadGate(…)`). A multipart request is judged by it before any of its files is
// read (uploadAdmission.ts); the resolver checks the same again when it runs.
import { type FieldNode, getArgumentValues, type GraphQLField, GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import type { Services, Viewer } from "../context.ts";
import { NotFoundError, PermissionError } from "../errors.ts";
import { badRequest } from "../http/requestErrors.ts";

export type UploadCaller = Pick<Services, "prisma" | "config"> & { viewer: Viewer | null };

/** Throws NotFoundError or PermissionError when the caller may not send files to the field with these arguments. */
export type UploadGate = (args: Record<string, unknown>, caller: UploadCaller) => Promise<void>;

const KEY = "uploadGate";

/** The `extensions` of a root field whose files only some callers may send. */
export const uploadGate = (gate: UploadGate) => ({ [KEY]: gate });

function gateOf(field: GraphQLField<unknown, unknown>): UploadGate | null {
  const gate = (field.extensions as Record<string, unknown> | null | undefined)?.[KEY];
  return typeof gate === "function" ? (gate as UploadGate) : null;
}

/** Runs the field's gate, if it has one, on the arguments as the request sends them; a refusal is the request's (403 or 404). */
export async function passUploadGate(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Record<string, unknown>, caller: UploadCaller): Promise<void> {
  const gate = gateOf(field);
  if (!gate) return;
  let args: Record<string, unknown>;
  try {
    args = getArgumentValues(field, node, variables);
  } catch (error) {
    if (error instanceof GraphQLError) throw badRequest(error.message);
    throw error;
  }
  const path = [(node.alias ?? node.name).value];
  try {
    await gate(args, caller);
  } catch (error) {
    if (error instanceof NotFoundError) throw createGraphQLError(error.message, { nodes: [node], path, extensions: { code: "NOT_FOUND", http: { status: 404 } } });
    if (error instanceof PermissionError) throw createGraphQLError(error.message, { nodes: [node], path, extensions: { code: "FORBIDDEN", http: { status: 403 } } });
    throw error;
  }
}
