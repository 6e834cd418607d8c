// The name and company a guest typed for the voicemail templates, kept next to the local draft so
// a reload keeps them too (signed-in customers start from their profile).
import type { GreetingFields } from "./greetingTemplates.ts";

const KEY = "studiofront.greetingFields.v1";

export function readGreetingFields(): GreetingFields | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<GreetingFields> | null;
    if (!value || typeof value.name !== "string" || typeof value.company !== "string") return null;
    return { name: value.name.slice(0, 200), company: value.company.slice(0, 200) };
  } catch {
    return null;
  }
}

export function writeGreetingFields(fields: GreetingFields): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(fields));
  } catch {
    // Storage refused (private mode, quota): the fields are only a convenience.
  }
}
