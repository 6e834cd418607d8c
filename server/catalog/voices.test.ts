import { describe, expect, it } from "vitest";
import { listVoiceFacets } from "./voices.ts";

describe("listVoiceFacets", () => {
  it("lists distinct languages and styles of the active voices, sorted", async () => {
    let where: unknown;
    const db = {
      voice: {
        findMany: async (args: { where: unknown }) => {
          where = args.where;
          return [
            { languages: ["nl-NL", "en-GB"], styles: ["friendly", "corporate"] },
            { languages: ["de-DE", "en-GB"], styles: ["warm", "corporate"] },
          ];
        },
      },
    };
    expect(await listVoiceFacets(db as never)).toEqual({ languages: ["de-DE", "en-GB", "nl-NL"], styles: ["corporate", "friendly", "warm"] });
    expect(where).toEqual({ active: true, archivedAt: null });
  });
});
