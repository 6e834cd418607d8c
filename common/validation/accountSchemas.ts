// Input rules of the account forms, shared by the GraphQL inputs and the client forms.
import { z } from "zod";
import { messages } from "./messages.ts";
import { email, optionalText, password, phone, requiredText } from "./rules.ts";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;

const newPassword = () => password(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
const currentPassword = () => requiredText(PASSWORD_MAX_LENGTH);

export const registerSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  email: email(),
  password: newPassword(),
  referralCode: optionalText(32),
  altcha: z.string().nullish(),
});

export const signInSchema = z.object({ email: email(), password: currentPassword(), altcha: z.string().nullish() });

export const requestPasswordResetSchema = z.object({ email: email() });

export const resetPasswordSchema = z.object({
  id: z.uuid({ error: messages.uuid }),
  key: requiredText(200),
  password: newPassword(),
  revokeApiTokens: z.boolean().nullish(),
});

export const updateProfileSchema = z.object({ name: requiredText(NAME_MAX_LENGTH), email: email(), phone: phone(), remindUnpaidOrders: z.boolean().nullish() });

export const changePasswordSchema = z.object({ currentPassword: currentPassword(), newPassword: newPassword(), revokeApiTokens: z.boolean().nullish() });

export const deleteAccountSchema = z.object({ password: currentPassword() });
