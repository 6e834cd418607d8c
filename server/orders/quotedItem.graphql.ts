// A prompt, message or greeting as a quote and an order show it: its text with its word count and
// spoken duration.
import type { QuotedItem } from "./pricing.ts";
import { builder } from "../schema/builder.ts";

export const QuotedItemRef = builder.objectRef<QuotedItem>("QuotedItem").implement({
  authScopes: { public: true },
  description: "A prompt, message or greeting with its word count and estimated spoken duration.",
  fields: (t) => ({
    name: t.exposeString("name"),
    text: t.exposeString("text"),
    wordCount: t.exposeInt("wordCount"),
    estimatedDurationSeconds: t.exposeInt("estimatedDurationSeconds"),
  }),
});
