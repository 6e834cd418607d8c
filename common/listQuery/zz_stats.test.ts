import fc from "fast-check";
import { it } from "vitest";
import { parseListQuery } from "./index.ts";
import { nearValidInputForStats } from "./parse.property.test.ts";
it("stats", () => {
  const counts: Record<string, number> = {};
  for (const f of fc.sample(nearValidInputForStats, 3000)) { try { parseListQuery(f); counts.ok=(counts.ok??0)+1 } catch(e:any){ const k=e.message.replace(/\d+/g,"N").replace(/(operator|type|direction|logic) .*/,"$1 X"); counts[k]=(counts[k]??0)+1 } }
  console.log(counts);
});
