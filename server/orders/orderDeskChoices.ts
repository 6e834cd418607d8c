// What the order desk's service and voice filters offer: the catalogue's names. They change only
// when an administrator edits the catalogue, which empties the public cache, so one read serves
// every desk request until then and the desk's request costs no statement for them.
import type { Services } from "../context.ts";

export type OrderDeskChoices = {
  services: { slug: string; name: string }[];
  voices: { name: string }[];
};

const CACHE_KEY = "order-desk-choices";

export async function orderDeskChoices({ prisma, publicCache }: Pick<Services, "prisma" | "publicCache">): Promise<OrderDeskChoices> {
  const kept = publicCache.get<OrderDeskChoices>(CACHE_KEY);
  if (kept) return kept;
  const byPosition = [{ position: "asc" as const }, { name: "asc" as const }, { id: "asc" as const }];
  const [services, voices] = await Promise.all([
    prisma.service.findMany({ where: { archivedAt: null }, orderBy: byPosition, select: { slug: true, name: true } }),
    prisma.voice.findMany({ where: { archivedAt: null }, orderBy: byPosition, select: { name: true } }),
  ]);
  const choices = { services, voices };
  publicCache.set(CACHE_KEY, choices);
  return choices;
}
