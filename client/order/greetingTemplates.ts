// Voicemail greeting templates: realistic starting points the customer chooses from, filled with
// their name and company and then edited freely. Every template stays well under the 40 words a
// voicemail greeting includes, even with a long name and company. What the customer still has to
// fill in (a date, opening hours) is in square brackets, which `unfilledPlaceholders` finds.

export type GreetingFields = { name: string; company: string };

export type GreetingTemplate = {
  id: string;
  title: string;
  /** When to use it, shown under the title. */
  hint: string;
  text(fields: GreetingFields): string;
};

const clean = (value: string) => value.trim().replace(/\s+/g, " ");
const firstName = (name: string) => clean(name).split(" ")[0] ?? "";

/** "Ann Smith at Acme", "Ann Smith", "Acme" or the placeholder when both are empty. */
function whoYouReached({ name, company }: GreetingFields): string {
  const person = clean(name);
  const firm = clean(company);
  if (person && firm) return `${person} at ${firm}`;
  return person || firm || "[your name]";
}

export const GREETING_TEMPLATES: readonly GreetingTemplate[] = [
  {
    id: "standard",
    title: "Standard greeting",
    hint: "For every day: who you are and what callers should do.",
    text: (fields) =>
      `Hello, you've reached ${whoYouReached(fields)}. I can't take your call right now. Please leave your name, number and a short message, and I'll call you back as soon as I can.`,
  },
  {
    id: "out-of-office",
    title: "Out of office",
    hint: "While you are travelling or on leave, with the day you are back.",
    text: ({ name, company }) => {
      const person = clean(name) || "[your name]";
      const firm = clean(company);
      return `Hello, this is ${person}${firm ? ` of ${firm}` : ""}. I'm away until [date]. For anything urgent, please call our main office; otherwise leave a message and I'll reply when I'm back.`;
    },
  },
  {
    id: "after-hours",
    title: "After hours",
    hint: "Outside opening hours: when you are open and that you call back.",
    text: ({ name, company }) => {
      const firm = clean(company) || clean(name) || "[your company]";
      return `Thank you for calling ${firm}. We're closed right now; our hours are [Monday to Friday, 9 am to 5 pm]. Please leave your name and number and we'll call you back the next working day.`;
    },
  },
  {
    id: "holiday",
    title: "Holiday closure",
    hint: "Over the holidays or a company closure, with the dates.",
    text: ({ name, company }) => {
      const firm = clean(company) || clean(name) || "[your company]";
      return `Season's greetings from ${firm}! Our office is closed from [date] until [date]. Please leave a message with your name and number and we'll return your call when we're back. Happy holidays!`;
    },
  },
  {
    id: "personal",
    title: "Personal and friendly",
    hint: "Short and warm, for a personal mobile number.",
    text: ({ name }) => `Hi, it's ${firstName(name) || "[your name]"}. Sorry I missed your call! Leave me a message after the tone and I'll get back to you soon.`,
  },
];

export function greetingTemplate(id: string | null | undefined): GreetingTemplate | undefined {
  return GREETING_TEMPLATES.find((template) => template.id === id);
}

/** The template whose title an item carries (the greeting's name is its template's title). */
export function templateByTitle(title: string): GreetingTemplate | undefined {
  return GREETING_TEMPLATES.find((template) => template.title === title);
}

/** The bracketed gaps still in a greeting: ["[date]"]. */
export function unfilledPlaceholders(text: string): string[] {
  return [...new Set(text.match(/\[[^\]]+\]/g) ?? [])];
}

/**
 * Whether a text is still exactly what `template` produced from `fields` (not edited by hand):
 * only then may new name or company fields rewrite it.
 */
export function isUntouched(text: string, template: GreetingTemplate | undefined, fields: GreetingFields): boolean {
  return !!template && text === template.text(fields);
}

/**
 * A greeting written for other name and company fields (a guest's, before signing in), written
 * again for `to` while it is still its template's own words; hand-edited text stays as it is.
 */
export function withGreetingFields<T extends { name: string; text: string }>(item: T, from: GreetingFields, to: GreetingFields): T {
  const template = templateByTitle(item.name);
  if (!template || !isUntouched(item.text, template, from)) return item;
  const text = template.text(to);
  return text === item.text ? item : { ...item, text };
}
