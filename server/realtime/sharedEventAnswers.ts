// One answer per event for every subscriber who would be answered alike. A subscription answers
// each event by executing its operation again (the spec's ExecuteSubscriptionEvent), once per
// subscriber: 2,000 pages following one order cost 2,000 executions of the order page's selection
// for each change, seconds of CPU and hundreds of MB at once (`npm run bench`, live followers).
// Subscribers share an event's answer when nothing that decides it differs: the same event (the
// object published, which pub/sub hands to every listener), the same operation document and
// variables, and the same answerIdentity (who asks, which orders they proved they may see). Each
// subscriber still starts its own subscription: its `subscribe` resolver (the permission check)
// runs for it alone.
import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from "graphql";
import { isAsyncIterable, isPromise, mapAsyncIterator, type Plugin } from "graphql-yoga";
import type { Context } from "../context.ts";

/**
 * What in a subscriber's context decides its answers: the signed-in user as read for this request
 * (its row's version included: its role, company and e-mail address are read from it), the session
 * or API token it came with, and the orders it proved it may see with their private keys. Visitors
 * with the same keys are alike.
 */
export function answerIdentity(ctx: Pick<Context, "viewer" | "grantedOrderIds">): string {
  const viewer = ctx.viewer;
  const who = viewer ? ["user", viewer.id, viewer.role, viewer.sessionId ?? "", viewer.apiTokenId ?? "", viewer.readOnly, viewer.user.updatedAt.getTime()].join(" ") : "visitor";
  return `${who}|${[...ctx.grantedOrderIds].sort().join(",")}`;
}

const documentIds = new WeakMap<DocumentNode, number>();
let lastDocumentId = 0;
/** A parsed document's number: yoga parses each document text once and keeps it (its parse cache). */
function documentId(document: DocumentNode): number {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = ++lastDocumentId));
  return id;
}

/** A subscription's operation: its document and its variables. */
export function operationKey(args: Pick<ExecutionArgs, "document" | "operationName" | "variableValues">): string {
  return `${documentId(args.document)}|${args.operationName ?? ""}|${JSON.stringify(args.variableValues ?? {})}`;
}

type Answer = ExecutionResult | Promise<ExecutionResult>;

/** The answer with its JSON written once for all who share it: yoga's event stream writes a result with the result's own `stringify` when it has one. */
function withSharedJson(result: ExecutionResult): ExecutionResult {
  let json: string | undefined;
  const stringify = (value: unknown) => (value === result ? (json ??= JSON.stringify(result)) : JSON.stringify(value));
  return Object.defineProperty(result, "stringify", { value: stringify, enumerable: false });
}

/**
 * The yoga plugin: subscriptions run as graphql-js's createSourceEventStream, then execute per
 * event, the two steps yoga's executor takes inside one `subscribe` that cannot be split. A
 * subscription refused before its `subscribe` resolver ran (variables that do not fit the
 * operation) is answered by yoga's own executor, with its statuses.
 */
export function sharedEventAnswers<C extends Record<string, any>>(identityOf: (context: C) => string): Plugin<C> {
  // For each event published, the answers executed so far; gone with the event.
  const answersByEvent = new WeakMap<object, Map<string, Answer>>();
  return {
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        const stream = await createSourceEventStream(args);
        if (!isAsyncIterable(stream)) return stream.errors?.some((error) => !error.path) ? subscribeFn(args) : stream;
        const context = args.contextValue as C;
        const operation = operationKey(args);
        return mapAsyncIterator(stream, (event: unknown): Answer => {
          const run = () => {
            const result = execute({ ...args, rootValue: event });
            return isPromise(result) ? result.then(withSharedJson) : withSharedJson(result);
          };
          if (typeof event !== "object" || event === null) return run();
          let answers = answersByEvent.get(event);
          if (!answers) answersByEvent.set(event, (answers = new Map()));
          // Read at each event: a subscriber's grants are those its `subscribe` resolver proved.
          const key = `${operation}|${identityOf(context)}`;
          let answer = answers.get(key);
          if (!answer) answers.set(key, (answer = run()));
          return answer;
        });
      });
    },
  };
}
