// Changing a placed but unpaid order: whether it may still be changed, and its content as the
// draft a wizard opens (the shape the order form keeps in the browser).
import type { OrderDraftInput } from "../../../common/orders/orderDraft.ts";

/** Payment statuses that mean money was taken (refunds included). */
const TAKEN = new Set(["SUCCEEDED", "PARTIALLY_REFUNDED", "REFUNDED"]);

/** Unpaid: a draft or awaiting payment, with no successful payment. */
export function canChangeOrder(order: { status: string; payments: readonly { status: string }[] }): boolean {
  return (order.status === "DRAFT" || order.status === "PENDING_PAYMENT") && !order.payments.some((payment) => TAKEN.has(payment.status));
}

export type PlacedOrderContent = {
  service: { slug: string };
  bundle: { slug: string } | null | undefined;
  language: string | null | undefined;
  voice: { id: string } | null | undefined;
  track: { id: string } | null | undefined;
  items: readonly { name: string; text: string }[];
  fileFormats: readonly string[];
  rush: boolean;
  customerNote: string | null | undefined;
};

/** The order's content as a wizard draft (checked with `draftShape` before it is kept). */
export function draftFromPlacedOrder(order: PlacedOrderContent): OrderDraftInput {
  return {
    service: order.service.slug,
    bundle: order.bundle?.slug ?? null,
    language: order.language ?? null,
    voiceId: order.voice?.id ?? null,
    trackId: order.track?.id ?? null,
    items: order.items.map((item) => ({ name: item.name, text: item.text })),
    fileFormats: [...order.fileFormats] as OrderDraftInput["fileFormats"],
    rush: order.rush,
    customerNote: order.customerNote ?? null,
  };
}
