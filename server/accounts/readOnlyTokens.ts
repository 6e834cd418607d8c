// A read-only API token runs queries only: every mutation it sends is refused, whole, before
// anything is resolved (one check for the whole schema, on the operation's type).
import { getOperationAST, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../context.ts";

export const READ_ONLY_TOKEN_MESSAGE = "This API token is read-only: it may run queries, not mutations. Use a token without the read-only choice to change anything.";

export const readOnlyRefusal = () => new GraphQLError(READ_ONLY_TOKEN_MESSAGE, { extensions: { code: "READ_ONLY_TOKEN", http: { status: 403 } } });

export const readOnlyTokens: Plugin<Context> = {
  onExecute({ args, setResultAndStopExecution }) {
    if (!(args.contextValue as Context).viewer?.readOnly) return;
    if (getOperationAST(args.document, args.operationName)?.operation === "query") return;
    setResultAndStopExecution({ errors: [readOnlyRefusal()] });
  },
};
