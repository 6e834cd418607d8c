// The rules of the guest forms, with the shared field rules (the server's own messages): the
// guest's checkout (e-mail, optional name) and /payment's lookup (order number, e-mail).
import { z } from "zod";
import { email, integer, optionalText } from "../../../common/validation/rules.ts";

export const guestContactSchema = z.object({
  email: email(),
  name: optionalText(200),
});

/** The order number field holds text; it must be a whole number from 1. */
export const findOrderSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, { error: "should not be empty" })
    .regex(/^\d+$/, { error: "must be an order number such as 10001" })
    .transform(Number)
    .pipe(integer(1, 2_147_483_647)),
  email: email(),
});

/** The order number typed with a leading "#" or spaces ("# 10001") as its digits. */
export function orderNumberText(value: string): string {
  return value.replace(/^\s*(?:no\.?|#)\s*/i, "").trim();
}
