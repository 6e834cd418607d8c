// The wizard's live price: the server's `quote` for the draft as it stands, asked again once the
// customer pauses typing (QUOTE_DELAY_MS). The last answer stays on screen while the next one is
// on its way (`updating`). A ValidationError about the draft (a greeting over its word limit, more
// messages than the plan includes) comes back as messages for the fields concerned.
import { useEffect, useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { createOperationDescriptor, getRequest, type Disposable } from "relay-runtime";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import type { useLiveQuoteQuery as LiveQuoteQuery } from "../__generated__/useLiveQuoteQuery.graphql.ts";
import { requestErrorMessage } from "../ui/formErrors.ts";
import { draftInput, serverFieldErrors, type FieldErrors } from "./wizardDraft.ts";
import { draftPath, plainMessage, quoteItems } from "./wizardRules.ts";
import { readResult, type SettledResult } from "../ui/resultError.ts";

export const QUOTE_DELAY_MS = 300;

const query = graphql`
  query useLiveQuoteQuery($draft: OrderDraftInput!) {
    quote(draft: $draft) {
      __typename
      ... on Quote {
        total
        currency
      }
      ...QuoteSummary_quote @alias(as: "summary")
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export type QuoteKey = NonNullable<LiveQuoteQuery["response"]["quote"]["summary"]>;

export type LiveQuote = {
  /** The latest priced quote (kept while a newer one is asked for), or null when the draft cannot be priced. */
  quote: QuoteKey | null;
  /** The quote's total and currency (for a compact total outside the price panel). */
  total: { amount: number; currency: string } | null;
  updating: boolean;
  /** Why the draft cannot be priced as it stands (a request failure or a refusal), in plain words. */
  problem: string | null;
  /** The server's messages about the draft as it stands now (none while a changed draft is being priced). */
  fieldErrors: FieldErrors;
  /** Some item has text (an empty item is not priced). */
  hasText: boolean;
};

type State = Omit<LiveQuote, "hasText"> & { key: string };

/** What the live quote sends: the draft without its empty items, and where the others are in the draft. */
export function quoteDraft(draft: OrderDraft) {
  const input = draftInput(draft);
  const { items, positions } = quoteItems(input.items);
  return { input: { ...input, items }, positions };
}

type QuoteResult = SettledResult<LiveQuoteQuery["response"]["quote"], "Quote">;

/** What the wizard shows for the server's answer: the price, or why there is none. */
function stateFor(result: QuoteResult, key: string, positions: readonly number[]): State {
  if (result.__typename === "Quote") {
    return { key, quote: result.summary, total: { amount: result.total, currency: result.currency }, updating: false, problem: null, fieldErrors: {} };
  }
  const fields = result.__typename === "ValidationError" ? (result.fields ?? []) : [];
  // The fields' own messages, never the joined message (which names the fields by their generic labels, not the wizard's).
  const problem = fields.length ? [...new Set(fields.map((field) => plainMessage(field.message)))].join(" ") : result.message ? plainMessage(result.message) : null;
  const fieldErrors: FieldErrors = {};
  for (const [path, message] of Object.entries(serverFieldErrors(fields))) fieldErrors[draftPath(path, positions)] ??= message;
  return { key, quote: null, total: null, updating: false, problem, fieldErrors };
}

export function useLiveQuote(draft: OrderDraft, delayMs = QUOTE_DELAY_MS): LiveQuote {
  const environment = useRelayEnvironment();
  const { input, positions } = quoteDraft(draft);
  const variablesKey = JSON.stringify(input);
  const positionsKey = positions.join(",");
  const stateKey = `${positionsKey}|${variablesKey}`;
  const [state, setState] = useState<State>({ key: "", quote: null, total: null, updating: true, problem: null, fieldErrors: {} });
  const retained = useRef<Disposable | null>(null);

  useEffect(() => {
    setState((current) => (current.updating ? current : { ...current, updating: true }));
    const variables: LiveQuoteQuery["variables"] = { draft: JSON.parse(variablesKey) as LiveQuoteQuery["variables"]["draft"] };
    let subscription: { unsubscribe(): void } | null = null;
    let hold: Disposable | null = null;
    const timer = setTimeout(
      () => {
        // Kept in the store while it is on screen; released when the next answer replaces it.
        hold = environment.retain(createOperationDescriptor(getRequest(query), variables));
        subscription = fetchQuery<LiveQuoteQuery>(environment, query, variables, { fetchPolicy: "store-or-network" }).subscribe({
          next: (data) => {
            retained.current?.dispose();
            retained.current = hold;
            hold = null;
            setState(stateFor(readResult<LiveQuoteQuery["response"]["quote"], "Quote">(data.quote), stateKey, positionsKey ? positionsKey.split(",").map(Number) : []));
          },
          error: (error: unknown) => setState((current) => ({ ...current, key: stateKey, updating: false, problem: requestErrorMessage(error), fieldErrors: {} })),
        });
      },
      // The first price comes at once; later ones once typing pauses.
      retained.current ? delayMs : 0,
    );
    return () => {
      clearTimeout(timer);
      (subscription as { unsubscribe(): void } | null)?.unsubscribe();
      (hold as Disposable | null)?.dispose();
    };
  }, [environment, variablesKey, positionsKey, stateKey, delayMs]);

  useEffect(() => () => retained.current?.dispose(), []);

  const { key, ...live } = state;
  // Messages about an earlier draft would stop a step the customer has just put right.
  return { ...live, fieldErrors: key === stateKey ? live.fieldErrors : {}, hasText: positions.length > 0 };
}
