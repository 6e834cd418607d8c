export * from "./email.ts";
export * from "./formErrors.ts";
export * from "./messages.ts";
export * from "./rules.ts";
export * from "./accountSchemas.ts";
export * from "./catalogueSchemas.ts";
export * from "./contactSchemas.ts";
export * from "./discountSchemas.ts";
