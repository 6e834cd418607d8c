// What a guest types at checkout and at /payment, checked before anything is looked up or stored:
// each refusal names its input field.
import { EmailAddressResolver } from "graphql-scalars";
import { ValidationError } from "../errors.ts";

const MAX_NAME = 200;

/** The address as typed (trimmed); refused unless it is an e-mail address. */
export function emailInput(value: string): string {
  try {
    return EmailAddressResolver.parseValue(value.trim()) as string;
  } catch {
    throw ValidationError.field("input.email", "must be an email");
  }
}

/** A guest's name, trimmed; none when empty. */
export function guestName(value: string | null | undefined): string | null {
  const name = value?.trim() || null;
  if (name && name.length > MAX_NAME) throw ValidationError.field("input.name", `must be shorter than or equal to ${MAX_NAME} characters`);
  return name;
}

/** An order number as /payment takes it. */
export function orderNumberInput(value: number): number {
  if (value < 1) throw ValidationError.field("input.number", "must not be less than 1");
  return value;
}
