// What the script assistant answers instead of a suggestion: each with a message a customer can act on.
import type { OpenRouterFailure } from "./openRouterClient.ts";

/** No OpenRouter key is set: the wizards do not offer the assistant. */
export class AssistantUnavailableError extends Error {
  constructor(message = "The script assistant is not available at the moment. Write the text yourself, or ask the studio for help.") {
    super(message);
    this.name = "AssistantUnavailableError";
  }
}

const FAILURE_MESSAGES: Record<OpenRouterFailure, string> = {
  TIMEOUT: "The assistant took too long to answer. Try again in a moment, or write the text yourself.",
  REFUSED: "The assistant declined to work on this text. Rephrase it and try again, or write it yourself.",
  UPSTREAM: "The assistant could not answer just now. Try again in a few minutes, or write the text yourself.",
};

/** The model was asked but gave no usable suggestion; `reason` says why. */
export class AssistantFailedError extends Error {
  constructor(readonly reason: OpenRouterFailure) {
    super(FAILURE_MESSAGES[reason]);
    this.name = "AssistantFailedError";
  }
}
