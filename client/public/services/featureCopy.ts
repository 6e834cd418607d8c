// The copy of the four dedicated service pages: what sets each service apart, how it works, which
// examples and questions to show. The service's name, summary, description and prices come from
// the catalogue.
import { orderPathFor } from "../../../common/orders/wizards.ts";
import { quotePath, type CallToAction } from "../shared/links.ts";
import type { IconName } from "../../ui/Icon.tsx";
import type { ExampleMode } from "./examples.ts";

export type FeatureSlug = "telephone-voice-prompts" | "bilingual-voice-over" | "multilingual-voice-over" | "commercial-recording";

export type FeatureCopy = {
  eyebrow: string;
  highlights: Array<{ icon: IconName; title: string; text: string }>;
  steps: Array<{ title: string; text: string }>;
  examples: { mode: ExampleMode; title: string; max: number };
  faq: readonly string[];
  cta: { title: string; text: string; primary: CallToAction; secondary: CallToAction };
};

export const FEATURE_SLUGS: readonly FeatureSlug[] = ["telephone-voice-prompts", "bilingual-voice-over", "multilingual-voice-over", "commercial-recording"];

export function isFeatureSlug(slug: string): slug is FeatureSlug {
  return (FEATURE_SLUGS as readonly string[]).includes(slug);
}

export const FEATURE_COPY: Record<FeatureSlug, FeatureCopy> = {
  "telephone-voice-prompts": {
    eyebrow: "IVR and phone menus",
    highlights: [
      { icon: "phone", title: "One voice for every prompt", text: "Welcome greeting, menu options, queue and out-of-hours messages read by the same voice, so your line sounds like one company." },
      { icon: "file", title: "Named the way your system expects", text: "Give each prompt its file name and we deliver one file per prompt, named exactly as you asked, ready to upload." },
      { icon: "sliders", title: "In your platform's format", text: "µ-law or A-law 8 kHz WAV, 16-bit PCM, MP3 or Dialogic VOX. Tell us your phone system and we pick the right one." },
      { icon: "check", title: "Checked before the booth", text: "Our producer reads every script first and flags prompts that are too long for callers to remember." },
    ],
    steps: [
      { title: "Send your prompts", text: "Paste or upload the text of each prompt with the file name your phone system expects." },
      { title: "Choose the voice", text: "Listen to our voices, pick the language and the voice that suits your brand." },
      { title: "We record and edit", text: "Recorded in our booth, levelled, trimmed to an even silence and converted to your format." },
      { title: "Upload and go live", text: "Download the files from the link we e-mail you (or your account), usually within two working days, and load them into your system." },
    ],
    examples: { mode: "phone", title: "Hear telephone prompts", max: 4 },
    faq: ["file-formats", "installation", "word-count", "turnaround"],
    cta: {
      title: "Ready to record your phone menu?",
      text: "Type your prompts, pick a voice and your phone system's file format, and see the price as you go. Pay by card, no account needed.",
      primary: { label: "Order your prompts", to: orderPathFor("telephone-voice-prompts") },
      secondary: { label: "Listen to all voices", to: "/about/voices" },
    },
  },
  "bilingual-voice-over": {
    eyebrow: "Two languages, one voice",
    highlights: [
      { icon: "languages", title: "One voice, two languages", text: "A native-level speaker of both languages records your whole script, so your brand sounds the same in each." },
      { icon: "check", title: "Names read right", text: "We agree beforehand how your company name, numbers and web address are pronounced in each language." },
      { icon: "file", title: "Translation arranged", text: "Send the script in one language and our translation partner prepares the other, checked by the voice before recording." },
      { icon: "clock", title: "Matching timing", text: "Both versions are paced to fit the same menu or video, so neither language feels rushed." },
    ],
    steps: [
      { title: "Describe the project", text: "The two languages, the length of the script and where the recording will be used." },
      { title: "Receive a fixed quote", text: "A price and delivery date, usually within one working day, with a suggested voice." },
      { title: "Approve the script", text: "We check both language versions with you before the session." },
      { title: "Download both versions", text: "Edited files in every format you need, named consistently in both languages." },
    ],
    examples: { mode: "bilingual", title: "Voices that speak two languages", max: 4 },
    faq: ["turnaround", "script-help", "revisions", "payment"],
    cta: {
      title: "Welcome callers in their own language",
      text: "Tell us the two languages and the length of your script, and we send a fixed quote with a suggested voice.",
      primary: { label: "Request a quote", to: quotePath("bilingual-voice-over") },
      secondary: { label: "Listen to all voices", to: "/about/voices" },
    },
  },
  "multilingual-voice-over": {
    eyebrow: "Every language you serve",
    highlights: [
      { icon: "globe", title: "Native speakers only", text: "Each language is recorded by a native speaker, cast to match the tone of your other languages." },
      { icon: "file", title: "One naming scheme", text: "Files follow the same names in every language, so your developers or telephony provider load them in one go." },
      { icon: "check", title: "Checked by native ears", text: "Every language is edited and checked by a native speaker before delivery." },
      { icon: "handshake", title: "One project manager", text: "A single contact keeps terminology, pace and deadlines consistent across all languages." },
    ],
    steps: [
      { title: "List your languages", text: "Tell us the languages, word count and intended use, or upload the scripts." },
      { title: "Receive a quote and schedule", text: "A fixed price per language and a delivery schedule for the whole project." },
      { title: "We cast and record", text: "Native voices record in parallel; we keep tone and terminology aligned." },
      { title: "One delivery", text: "All languages delivered together, in the same formats and naming scheme." },
    ],
    examples: { mode: "multilingual", title: "One voice per language", max: 6 },
    faq: ["turnaround", "file-formats", "word-count", "payment"],
    cta: {
      title: "Planning a multilingual project?",
      text: "Send us the list of languages and your scripts, and we put together a fixed quote and schedule.",
      primary: { label: "Request a quote", to: quotePath("multilingual-voice-over") },
      secondary: { label: "Listen to all voices", to: "/about/voices" },
    },
  },
  "commercial-recording": {
    eyebrow: "Radio, online and in-store",
    highlights: [
      { icon: "radio", title: "Directed sessions", text: "Join the session remotely and direct the voice live, or leave the direction to our producer." },
      { icon: "music", title: "Music and sound design", text: "We choose the music, add sound design and mix to the loudness standard of each medium." },
      { icon: "file", title: "Usage rights included", text: "Radio, TV, online or in-store rights agreed up front and included in the quote." },
      { icon: "star", title: "Broadcast-ready mix", text: "Delivered to the specification of the station or platform, ready to go on air." },
    ],
    steps: [
      { title: "Send your brief", text: "The script or an idea, the media and the airdate." },
      { title: "Quote and casting", text: "A fixed quote with usage rights and a shortlist of voices." },
      { title: "Session and mix", text: "A directed recording, music, sound design and the final mix." },
      { title: "On air", text: "Files delivered to you or straight to the station, usually within five working days." },
    ],
    examples: { mode: "commercial", title: "Hear commercial reads", max: 4 },
    faq: ["revisions", "music-licensing", "turnaround", "payment"],
    cta: {
      title: "Have a campaign coming up?",
      text: "Send us your script or brief and the airdate; we reply with a quote, usage rights and a production schedule.",
      primary: { label: "Request a quote", to: quotePath("commercial-recording") },
      secondary: { label: "See our on-air work", to: "/about/onair" },
    },
  },
};
