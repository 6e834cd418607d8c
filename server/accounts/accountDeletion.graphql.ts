// deleteAccount: the signed-in person deletes their own account (accountDeletion.ts), confirming
// it with their password; the answer ends their session. User.accountDeletionBlockers says
// beforehand what would refuse it.
import { deleteAccountSchema } from "../../common/validation/accountSchemas.ts";
import { ValidationError, PermissionError } from "../errors.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { builder } from "../schema/builder.ts";
import { type AccountDeletionBlocker as Blocker, accountDeletionBlockers, AccountDeletionRefusedError, deleteOwnAccount } from "./accountDeletion.ts";
import { UserNode } from "./user.graphql.ts";

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

const AccountDeletionBlocker = builder.objectRef<Blocker>("AccountDeletionBlocker").implement({
  // Reached only through a User its reader may see.
  authScopes: { signedIn: true },
  description: "Something that keeps the account from being deleted now; the message says what to do first.",
  fields: (t) => ({
    reason: t.field({ type: AccountDeletionRefusalEnum, resolve: (blocker) => blocker.reason }),
    message: t.exposeString("message"),
  }),
});

builder.objectField(UserNode, "accountDeletionBlockers", (t) =>
  t.field({
    type: [AccountDeletionBlocker],
    description: "Why deleteAccount would be refused now, shown before the person confirms; empty when the account can be deleted.",
    resolve: (user, _args, ctx) => accountDeletionBlockers(ctx.prisma, user),
  }),
);

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
