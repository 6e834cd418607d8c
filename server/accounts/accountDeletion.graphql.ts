// deleteAccount: the signed-in person deletes their own account (accountDeletion.ts), confirming
// it with their password; the answer ends their session.
import { deleteAccountSchema } from "../../common/validation/accountSchemas.ts";
import { ValidationError, PermissionError } from "../errors.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { builder } from "../schema/builder.ts";
import { AccountDeletionRefusedError, deleteOwnAccount } from "./accountDeletion.ts";

const AccountDeletionRefusalEnum = builder.enumType("AccountDeletionRefusal", {
  values: ["LAST_ADMIN", "ORDER_IN_PROGRESS", "PAYMENT_IN_PROGRESS", "PARTNER_BALANCE"] as const,
});

builder.objectType(AccountDeletionRefusedError, {
  name: "AccountDeletionRefusedError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  description: "The account cannot be deleted yet; the message says what to do first.",
  fields: (t) => ({ reason: t.field({ type: AccountDeletionRefusalEnum, resolve: (error) => error.reason }) }),
});

const DeleteAccountInput = builder.inputType("DeleteAccountInput", {
  validate: deleteAccountSchema,
  fields: (t) => ({ password: t.string({ description: "The account's current password, to confirm." }) }),
});

const DeletedAccountPayload = builder.objectRef<{ message: string }>("DeletedAccountPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({ message: t.exposeString("message") }),
});

builder.mutationFields((t) => ({
  deleteAccount: t.field({
    type: DeletedAccountPayload,
    authScopes: { signedIn: true },
    description: "Deletes the signed-in person's account: anonymised, signed out everywhere; orders and invoices stay for the studio's accounts.",
    errors: { types: [ValidationError, PermissionError, AccountDeletionRefusedError], directResult: true },
    args: { input: t.arg({ type: DeleteAccountInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await deleteOwnAccount(ctx, ctx.viewer!, input.password) }),
  }),
}));
