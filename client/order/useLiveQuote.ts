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
      ... on ValidationError {
        message
        fields {
          path
          message
        }
      }
      ... on Error {
        message
      }
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
  /** Why the draft cannot be priced as it stands (a request failure or a refusal). */
  problem: string | null;
  fieldErrors: FieldErrors;
};

type QuoteResult = LiveQuoteQuery["response"]["quote"];

/** What the wizard shows for the server's answer: the price, or why there is none. */
function stateFor(result: QuoteResult): LiveQuote {
  if (result.summary && result.total != null && result.currency) {
    return { quote: result.summary, total: { amount: result.total, currency: result.currency }, updating: false, problem: null, fieldErrors: {} };
  }
  const problem = result.message ?? null;
  const fields = result.__typename === "ValidationError" ? (result.fields ?? []) : [];
  return { quote: null, total: null, updating: false, problem, fieldErrors: serverFieldErrors(fields) };
}

export function useLiveQuote(draft: OrderDraft, delayMs = QUOTE_DELAY_MS): LiveQuote {
  const environment = useRelayEnvironment();
  const variablesKey = JSON.stringify(draftInput(draft));
  const [state, setState] = useState<LiveQuote>({ quote: null, total: null, updating: true, problem: null, fieldErrors: {} });
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
            setState(stateFor(data.quote));
          },
          error: (error: unknown) => setState((current) => ({ ...current, updating: false, problem: requestErrorMessage(error), fieldErrors: {} })),
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
  }, [environment, variablesKey, delayMs]);

  useEffect(() => () => retained.current?.dispose(), []);

  return state;
}
