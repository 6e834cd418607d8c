// Query operations answered by their read plan (compileReadPlan.ts), compiled once per parsed
// document (persisted operations and the API's repeated documents are parsed once and kept), with
// the executor answering whatever the plan leaves to it or cannot answer.
import type { DocumentNode, GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../../context.ts";
import { areaLogger } from "../../operations/logger.ts";
import { type ReadPlan, compileReadPlan } from "./compileReadPlan.ts";
import { runReadPlan } from "./runReadPlan.ts";

const log = areaLogger("graphql");

/** How many operations each way, for the tests that check a plan answers what it should. */
export const readPlanCounts = { planned: 0, executed: 0 };

export function readPlans(schema: GraphQLSchema): Plugin<Context> {
  const plans = new WeakMap<DocumentNode, Map<string, ReadPlan | null>>();
  const failed = new WeakSet<ReadPlan>();
  const planOf = (document: DocumentNode, operationName: string | null | undefined): ReadPlan | null => {
    let byName = plans.get(document);
    if (!byName) plans.set(document, (byName = new Map()));
    const key = operationName ?? "";
    let plan = byName.get(key);
    if (plan === undefined) byName.set(key, (plan = compileReadPlan(schema, document, operationName)));
    return plan;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const plan = planOf(args.document, args.operationName);
      if (!plan) return;
      setExecuteFn(async (executeArgs) => {
        let answer: Awaited<ReturnType<typeof runReadPlan>>;
        try {
          answer = await runReadPlan(
            plan,
            { schema, document: executeArgs.document, ctx: executeArgs.contextValue as Context, variables: executeArgs.variableValues ?? undefined },
            (document) => executeFn({ ...executeArgs, document }) as never,
          );
        } catch (error) {
          // A plan that fails (a statement refused, a bug) gives way to the executor, which answers
          // or reports the request's own error; the plan's failure is logged once.
          if (!failed.has(plan)) {
            failed.add(plan);
            log.warn({ operation: args.operationName, error: error instanceof Error ? error.message : String(error) }, "A read plan failed; the executor answers its operation.");
          }
          answer = undefined;
        }
        if (answer) {
          readPlanCounts.planned++;
          return answer;
        }
        readPlanCounts.executed++;
        return executeFn(executeArgs);
      });
    },
  };
}
