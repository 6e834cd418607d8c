// The studio changes its settings (/manage/settings): only the keys whose values change are
// written, in one transaction with one audit entry holding their values before and after. The
// public cache is emptied by the administrator's mutation itself (http/publicResponseCachePlugin.ts).
import { audit, type Actor, type Db } from "../catalog/catalogChange.ts";
import { ValidationError } from "../errors.ts";
import { readSettings, type StudioSettings } from "./settings.ts";
import { changedSettings, cleanSettings, type SettingsInput } from "./settingsRules.ts";

export async function updateSettings(prisma: Db, actor: Actor, input: SettingsInput): Promise<StudioSettings> {
  return prisma.$transaction(async (tx) => {
    const before = await readSettings(tx);
    const after = cleanSettings(input, before);
    const changed = changedSettings(before, after);
    if (changed.length === 0) return after;
    // Partner balances are read in the studio's currency: money owed in another one would be relabelled, not converted.
    if (changed.includes("currency") && (await tx.partnerLedgerEntry.count({ where: { currency: { not: after.currency } } })) > 0) {
      throw ValidationError.field("input.currency", `cannot change while the partner ledger holds amounts in ${before.currency}: pay them out first`);
    }
    for (const key of changed) {
      await tx.setting.upsert({ where: { key }, create: { key, value: after[key] }, update: { value: after[key] } });
    }
    const pick = (settings: StudioSettings) => Object.fromEntries(changed.map((key) => [key, settings[key]]));
    await audit(tx, actor, "settings.updated", { type: "Setting", id: "studio" }, { changed, before: pick(before), after: pick(after) });
    return after;
  });
}
