// A draft as a wizard sends it, checked and joined to the catalogue rows it names.
import { draftIssues, draftShape, orderDraftMessages, type OrderDraft, type OrderDraftInput } from "../../common/orders/orderDraft.ts";
import { isWizardService } from "../../common/orders/wizards.ts";
import type { Bundle, Prisma, PrismaClient, Service, SoundtrackTrack, Voice } from "../db/generated/client.ts";
import { ValidationError } from "../errors.ts";

export type DraftCatalogue = { service: Service; bundle: Bundle | null; voice: Voice | null; track: SoundtrackTrack | null };

const prefixed = (issues: { path: PropertyKey[]; message: string }[]) =>
  new ValidationError(issues.map((issue) => ({ path: ["draft", ...issue.path.map(String)], message: issue.message })));

/** The draft's shape (lengths, types); a half-written draft passes. */
export function parseDraft(input: OrderDraftInput): OrderDraft {
  const result = draftShape.safeParse(input);
  if (!result.success) throw prefixed(result.error.issues as { path: PropertyKey[]; message: string }[]);
  return result.data;
}

/** Everything an order needs before it can be paid. */
export function assertDraftComplete(draft: OrderDraft) {
  const issues = draftIssues(draft);
  if (issues.length) throw prefixed(issues);
}

const active = { active: true, archivedAt: null } as const;

/** Looks up the service, plan, voice and music bed a draft names; each must be on sale. */
export async function resolveDraft(prisma: PrismaClient | Prisma.TransactionClient, draft: OrderDraft): Promise<DraftCatalogue> {
  const service = await prisma.service.findFirst({ where: { slug: draft.service, ...active } });
  if (!service) throw ValidationError.field("draft.service", "This service is not available.");
  const [bundle, voice, track] = await Promise.all([
    draft.bundle ? prisma.bundle.findFirst({ where: { slug: draft.bundle, serviceId: service.id, ...active } }) : null,
    draft.voiceId ? prisma.voice.findFirst({ where: { id: draft.voiceId, ...active } }) : null,
    draft.trackId ? prisma.soundtrackTrack.findFirst({ where: { id: draft.trackId, ...active } }) : null,
  ]);
  if (draft.bundle && !bundle) throw ValidationError.field("draft.bundle", "This plan is not available.");
  if (draft.bundle && service.pricingModel !== "BUNDLE") throw ValidationError.field("draft.bundle", `${service.name} is not sold in plans.`);
  if (draft.voiceId && !voice) throw ValidationError.field("draft.voiceId", "This voice is not available.");
  if (voice && draft.language && !voice.languages.includes(draft.language)) throw ValidationError.field("draft.voiceId", orderDraftMessages.voiceLanguage);
  if (draft.trackId && !track) throw ValidationError.field("draft.trackId", "This music bed is not available.");
  if (draft.trackId && draft.service !== "message-on-hold") throw ValidationError.field("draft.trackId", "Only on-hold messages have a music bed.");
  return { service, bundle, voice, track };
}

export function isOrderableService(service: Service) {
  return isWizardService(service.slug) && service.pricingModel !== "QUOTE";
}

/** The columns of Order a draft sets. */
export function draftColumns(draft: OrderDraft, catalogue: DraftCatalogue) {
  return {
    serviceId: catalogue.service.id,
    bundleId: catalogue.bundle?.id ?? null,
    voiceId: catalogue.voice?.id ?? null,
    trackId: catalogue.track?.id ?? null,
    items: draft.items,
    languages: draft.language ? [draft.language] : [],
    fileFormats: draft.fileFormats,
    rush: draft.rush,
    customerNote: draft.customerNote,
    currency: catalogue.service.currency,
  };
}

type StoredOrder = {
  service: { slug: string };
  bundle: { slug: string } | null;
  voiceId: string | null;
  trackId: string | null;
  items: Prisma.JsonValue;
  languages: string[];
  fileFormats: string[];
  rush: boolean;
  customerNote: string | null;
};

/** An order's content as a draft again (to re-price it, or to fill a wizard). */
export function draftOf(order: StoredOrder): OrderDraft {
  return parseDraft({
    service: order.service.slug,
    bundle: order.bundle?.slug ?? null,
    language: order.languages[0] ?? null,
    voiceId: order.voiceId,
    trackId: order.trackId,
    items: Array.isArray(order.items) ? (order.items as { name: string; text: string }[]) : [],
    fileFormats: order.fileFormats as OrderDraft["fileFormats"],
    rush: order.rush,
    customerNote: order.customerNote,
  });
}
