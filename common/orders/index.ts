export * from "./fileFormats.ts";
export * from "./orderDraft.ts";
export * from "./wizards.ts";
export * from "./wordCount.ts";
