// A signed-in customer's draft as the server keeps it (an Order in DRAFT), read back into the
// wizard's draft: the same fields the wizard sends with saveOrderDraft.
import { graphql, readInlineData } from "react-relay";
import { draftShape, emptyDraft, type OrderDraft } from "../../common/orders/orderDraft.ts";
import type { WizardService } from "../../common/orders/wizards.ts";
import type { serverDraft_order$key } from "../__generated__/serverDraft_order.graphql.ts";

export const serverDraftFragment = graphql`
  fragment serverDraft_order on Order @inline {
    id
    status
    language
    rush
    customerNote
    fileFormats
    items {
      name
      text
    }
    bundle {
      slug
    }
    voice {
      id
    }
    track {
      id
    }
  }
`;

/**
 * The order's id and its content as a wizard draft (an empty draft if it breaks the rules), or
 * null when the order is no longer a draft (its payment has started since it was loaded).
 */
export function draftFromOrder(service: WizardService, orderKey: serverDraft_order$key): { orderId: string; draft: OrderDraft } | null {
  const order = readInlineData(serverDraftFragment, orderKey);
  if (order.status !== "DRAFT") return null;
  const parsed = draftShape.safeParse({
    service,
    bundle: order.bundle?.slug ?? null,
    language: order.language ?? null,
    voiceId: order.voice?.id ?? null,
    trackId: order.track?.id ?? null,
    items: order.items.map((item) => ({ name: item.name, text: item.text })),
    fileFormats: order.fileFormats.filter((format) => format !== "%future added value"),
    rush: order.rush,
    customerNote: order.customerNote ?? null,
  });
  return { orderId: order.id, draft: parsed.success ? parsed.data : emptyDraft(service) };
}
