// Query operations answered by their read plan (compileReadPlan.ts), compiled once per parsed
// document (persisted operations and the API's repeated documents are parsed once and kept), with
// the executor answering whatever the plan leaves to it or cannot answer.
import type { DocumentNode, ExecutionResult, GraphQLSchema } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import type { Context } from "../../context.ts";
import { areaLogger } from "../../operations/logger.ts";
import { type ReadPlan, compileReadPlan } from "./compileReadPlan.ts";
import { runReadPlan } from "./runReadPlan.ts";

const log = areaLogger("graphql");

/** How many operations each way, for the tests that check a plan answers what it should. */
export const readPlanCounts = { planned: 0, executed: 0, plannedWithoutYoga: 0 };

/** Documents whose text is remembered with their plan, at most (API clients may send many). */
const MAX_VALIDATED_TEXTS = 1000;

/** An operation yoga parsed and validated once, and its plan: what a request of the same text may be answered by. */
export type PlannedOperation = { document: DocumentNode; operationName: string | undefined; plan: ReadPlan };

export type ReadPlans = {
  /** The yoga plugin: every planned operation yoga runs is answered by its plan. */
  plugin: Plugin<Context>;
  /** The planned operation of a document's text that yoga has parsed, validated and run before, if any. */
  validated(text: string, operationName: string | undefined): PlannedOperation | undefined;
  /** The plan's answer, or undefined when the executor must answer (`executeRest` runs the root fields the plan leaves to it). */
  answer(
    planned: PlannedOperation,
    ctx: Context,
    variables: Record<string, unknown> | undefined,
    executeRest: (document: DocumentNode) => ExecutionResult | Promise<ExecutionResult>,
  ): Promise<ExecutionResult | undefined>;
};

export function readPlans(schema: GraphQLSchema): ReadPlans {
  const plans = new WeakMap<DocumentNode, Map<string, ReadPlan | null>>();
  const texts = new Map<string, PlannedOperation>();
  const failed = new WeakSet<ReadPlan>();
  const planOf = (document: DocumentNode, operationName: string | null | undefined): ReadPlan | null => {
    let byName = plans.get(document);
    if (!byName) plans.set(document, (byName = new Map()));
    const key = operationName ?? "";
    let plan = byName.get(key);
    if (plan === undefined) byName.set(key, (plan = compileReadPlan(schema, document, operationName)));
    return plan;
  };
  const textKey = (text: string, operationName: string | undefined) => `${operationName ?? ""}\n${text}`;
  const answer: ReadPlans["answer"] = async ({ document, operationName, plan }, ctx, variables, executeRest) => {
    try {
      return await runReadPlan(plan, { schema, document, ctx, variables }, executeRest);
    } catch (error) {
      // A plan that fails (a statement refused, a bug) gives way to the executor, which answers
      // or reports the request's own error; the plan's failure is logged once.
      if (!failed.has(plan)) {
        failed.add(plan);
        log.warn({ operation: operationName, error: error instanceof Error ? error.message : String(error) }, "A read plan failed; the executor answers its operation.");
      }
      return undefined;
    }
  };
  const plugin: Plugin<Context> = {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operationName = args.operationName ?? undefined;
      const plan = planOf(args.document, operationName);
      if (!plan) return;
      const planned = { document: args.document, operationName, plan };
      // Only now has yoga parsed and validated the text (persisted or sent) for this document.
      const text = (args.contextValue as Partial<YogaInitialContext>).params?.query;
      if (text !== undefined && !texts.has(textKey(text, operationName))) {
        if (texts.size >= MAX_VALIDATED_TEXTS) texts.clear();
        texts.set(textKey(text, operationName), planned);
      }
      setExecuteFn(async (executeArgs) => {
        // The response cache runs this with a document of its own (the original's, with the fields it reads added).
        const document = executeArgs.document;
        const own = document === args.document ? planned : { document, operationName, plan: planOf(document, operationName) };
        if (!own.plan) return executeFn(executeArgs);
        const answered = await answer(own as PlannedOperation, executeArgs.contextValue as Context, executeArgs.variableValues ?? undefined, (rest) => executeFn({ ...executeArgs, document: rest }) as never);
        if (answered) {
          readPlanCounts.planned++;
          return answered;
        }
        readPlanCounts.executed++;
        return executeFn(executeArgs);
      });
    },
  };
  return { plugin, validated: (text, operationName) => texts.get(textKey(text, operationName)), answer };
}
