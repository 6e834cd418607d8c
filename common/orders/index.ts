export * from "./fileFormats.ts";
export * from "./limits.ts";
export * from "./orderDraft.ts";
export * from "./wizards.ts";
export * from "./wordCount.ts";
