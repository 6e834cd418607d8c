// Moved to common/money.ts (the server formats money in e-mails too).
export * from "../../../common/money.ts";
