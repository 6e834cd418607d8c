// deleteAccount: refused signed out, to an API token, with a wrong password and while deleting
// would strand somebody (the last administrator, an order in production, a payment under way,
// money owed to a partner); otherwise the person is anonymised, signed out and kept out, while
// their orders, invoices and payments stay exactly as they were.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailHash } from "../../server/accounts/accountDeletion.ts";
import { createApiToken } from "../../server/accounts/apiTokens.ts";
import { type Client, startTestApp, type TestApp, toGlobalId } from "./harness.ts";
import { addPayment, orderAwaitingPayment } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DELETE = `mutation($input: DeleteAccountInput!) {
  deleteAccount(input: $input) {
    __typename
    ... on DeletedAccountPayload { message }
    ... on Error { message }
    ... on ValidationError { fields { path message } }
    ... on AccountDeletionRefusedError { reason }
  }
}`;
const PASSWORD = "customer password";
const deleteAs = (client: Client, password = PASSWORD) => client.gql(DELETE, { input: { password } });
const userOf = (client: { email: string }) => t.prisma.user.findUniqueOrThrow({ where: { email: client.email } });
const signIn = (email: string, password = PASSWORD) => t.client().gql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { message } } }`, { input: { email, password } });

describe("deleting one's account", () => {
  it("is refused signed out, to an API token and with a wrong password (naming the field); nobody can delete somebody else", async () => {
    const anonymous = await deleteAs(t.client());
    expect(anonymous.errors?.[0]?.message ?? anonymous.data?.deleteAccount.message).toBe("Sign in to continue.");

    const owner = await t.registered("Olivia Owner");
    const ownerRow = await userOf(owner);
    const intruder = await t.registered("Ivan Intruder");
    // The mutation acts on the caller alone: the owner's password deletes nothing of the owner's.
    const wrong = await deleteAs(intruder, PASSWORD.toUpperCase());
    expect(wrong.data?.deleteAccount).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "password"], message: "is not your password" }] });
    const empty = await deleteAs(intruder, "");
    expect(empty.data?.deleteAccount.__typename).toBe("ValidationError");
    expect(empty.data?.deleteAccount.fields[0].path).toEqual(["input", "password"]);

    const { token } = await createApiToken(t.prisma, t.app.services.config.sessionSecret, ownerRow.id, { name: "Integration", readOnly: false });
    const api = t.client();
    api.token = token;
    const byToken = await api.document(DELETE, { input: { password: PASSWORD } });
    expect(byToken.data?.deleteAccount).toMatchObject({ __typename: "PermissionError", message: "An API token cannot delete the account: sign in with a browser to delete it." });

    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: ownerRow.id } })).toMatchObject({ name: "Olivia Owner", email: owner.email, deletedAt: null });
    expect((await userOf(intruder)).deletedAt).toBeNull();
  });

  it("anonymises the person, signs them out everywhere and keeps their orders, invoices and payments as they were", async () => {
    const person = await t.registered("Dora Deleted");
    const user = await userOf(person);
    await t.prisma.user.update({ where: { id: user.id }, data: { phone: "+31 20 555 0101" } });
    const company = await t.prisma.company.create({ data: { name: "Dora's Dental", members: { connect: { id: user.id } } } });
    const secondDevice = await t.signedIn({ email: person.email, password: PASSWORD });
    const { token } = await createApiToken(t.prisma, t.app.services.config.sessionSecret, user.id, { name: "Sync", readOnly: false });
    const { order } = await orderAwaitingPayment(t.prisma, { userId: user.id, status: "COMPLETED" });
    await t.prisma.order.update({ where: { id: order.id }, data: { companyId: company.id, guestName: "Dora Deleted" } });
    const payment = await addPayment(t.prisma, order, { status: "SUCCEEDED" });
    const invoice = await t.prisma.invoice.create({
      data: {
        number: `2099-${randomBytes(3).toString("hex")}`,
        year: 2099,
        sequence: Math.floor(Math.random() * 1e9),
        kind: "INVOICE",
        orderId: order.id,
        total: order.total,
        currency: "EUR",
        content: { buyer: { name: "Dora Deleted", email: person.email, company: "Dora's Dental" } },
      },
    });
    const message = await t.prisma.orderMessage.create({ data: { orderId: order.id, fromStudio: false, authorId: user.id, authorName: "Dora Deleted", body: "Please say 'dental' with a soft t." } });
    const orderBefore = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });

    const result = await deleteAs(person);
    expect(result.data?.deleteAccount).toMatchObject({ __typename: "DeletedAccountPayload", message: expect.stringContaining("Your account is deleted.") });
    // The answer ends the session: the cookie is cleared and the session is revoked.
    expect(person.cookie).toBeNull();

    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ name: "Deleted customer", email: `deleted-${user.id}@invalid`, phone: null, companyId: null, referralCode: `deleted-${user.id}` });
    expect(after.deletedAt).toBeInstanceOf(Date);
    expect(after.disabledAt).toBeInstanceOf(Date);
    expect(after.passwordHash).not.toBe(user.passwordHash);
    expect(await t.prisma.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
    expect(await t.prisma.apiToken.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
    // The company stays, without her.
    expect(await t.prisma.company.findUniqueOrThrow({ where: { id: company.id }, include: { members: true } })).toMatchObject({ name: "Dora's Dental", members: [] });

    // Accounting records are untouched.
    expect(await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toEqual(orderBefore);
    expect(await t.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toEqual(invoice);
    expect(await t.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toEqual(payment);
    // Her message stays on the order, no longer under her name.
    expect(await t.prisma.orderMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({ authorName: "Deleted customer", body: message.body });

    // Audited without the address in clear; the hash answers "was this address deleted?".
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "user.deleted", entityId: user.id } });
    expect(audit.actorEmail).toBe(`deleted-${user.id}@invalid`);
    expect(audit.metadata).toMatchObject({ emailHash: emailHash(t.app.services.config.sessionSecret, person.email) });
    expect(JSON.stringify(audit)).not.toContain(person.email);
    // The old address is told, in case it was not them.
    expect(await t.prisma.emailOutbox.count({ where: { to: person.email, subject: { contains: "account is deleted" } } })).toBe(1);

    // Every way back in is closed: the other device, the token, signing in, a reset link.
    const viewer = await secondDevice.gql(`{ viewer { id } }`);
    expect(viewer.data?.viewer).toBeNull();
    const api = t.client();
    api.token = token;
    const byToken = await api.document(`{ viewer { id } }`);
    expect(byToken.errors?.[0]?.extensions?.code).toBe("INVALID_TOKEN");
    expect((await signIn(person.email)).data?.signIn.__typename).toBe("AuthenticationError");
    // The new address is not even a valid one to sign in with.
    expect((await signIn(after.email)).data?.signIn.__typename).not.toBe("ViewerPayload");
    const outboxBefore = await t.prisma.emailOutbox.count();
    const reset = await t.client().gql(`mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`, { input: { email: person.email } });
    expect(reset.data?.requestPasswordReset.__typename).toBe("MessagePayload");
    expect(await t.prisma.passwordReset.count({ where: { userId: user.id, usedAt: null } })).toBe(0);
    expect(await t.prisma.emailOutbox.count()).toBe(outboxBefore);

    // Nor can an administrator bring the account back.
    const admin = await t.signedIn(TEST_ADMIN);
    const restore = await admin.gql(`mutation($input: SetUserDisabledInput!) { setUserDisabled(input: $input) { __typename ... on Error { message } } }`, { input: { userId: toGlobalId("User", user.id), disabled: false } });
    expect(restore.data?.setUserDisabled).toMatchObject({ __typename: "PermissionError", message: expect.stringContaining("deleted") });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).disabledAt).not.toBeNull();
  });

  it("is refused to the last administrator, and allowed once there is another", async () => {
    const admin = await t.signedIn(TEST_ADMIN);
    const refused = await admin.gql(DELETE, { input: { password: TEST_ADMIN.password } });
    expect(refused.data?.deleteAccount).toMatchObject({ __typename: "AccountDeletionRefusedError", reason: "LAST_ADMIN", message: expect.stringContaining("only administrator") });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } })).deletedAt).toBeNull();

    const second = await t.registered("Sam Second");
    await t.prisma.user.update({ where: { email: second.email }, data: { role: "ADMIN" } });
    const allowed = await deleteAs(second);
    expect(allowed.data?.deleteAccount.__typename).toBe("DeletedAccountPayload");
    // The administrator left is the last one again.
    expect((await admin.gql(DELETE, { input: { password: TEST_ADMIN.password } })).data?.deleteAccount.reason).toBe("LAST_ADMIN");
  });

  it("is refused while an order is in production or being paid, or while the studio owes the person commissions", async () => {
    const producing = await t.registered("Paula Producing");
    const { order } = await orderAwaitingPayment(t.prisma, { userId: (await userOf(producing)).id, status: "IN_PRODUCTION" });
    const blockers = async (client: Client) => (await client.gql(`{ viewer { accountDeletionBlockers { reason message } } }`)).data?.viewer.accountDeletionBlockers;
    // Said as soon as the deletion section opens, before any password is typed.
    expect(await blockers(producing)).toEqual([{ reason: "ORDER_IN_PROGRESS", message: expect.stringContaining(`Order ${order.number}`) }]);
    const inProduction = await deleteAs(producing);
    expect(inProduction.data?.deleteAccount).toMatchObject({ __typename: "AccountDeletionRefusedError", reason: "ORDER_IN_PROGRESS", message: expect.stringContaining(`Order ${order.number}`) });
    // Delivered, the studio no longer needs to reach her: she may go.
    await t.prisma.order.update({ where: { id: order.id }, data: { status: "DELIVERED" } });
    expect(await blockers(producing)).toEqual([]);
    // Only the person and the studio read it.
    const producingId = toGlobalId("User", (await userOf(producing)).id);
    const readAs = async (client: Client) => (await client.gql(`query($id: ID!) { node(id: $id) { ... on User { accountDeletionBlockers { reason } } } }`, { id: producingId })).data?.node;
    expect(await readAs(await t.registered("Nosy Neighbour"))).toBeNull();
    expect(await readAs(await t.signedIn(TEST_ADMIN))).toEqual({ accountDeletionBlockers: [] });
    expect((await deleteAs(producing)).data?.deleteAccount.__typename).toBe("DeletedAccountPayload");

    const paying = await t.registered("Pete Paying");
    const awaiting = await orderAwaitingPayment(t.prisma, { userId: (await userOf(paying)).id });
    const underWay = await deleteAs(paying);
    expect(underWay.data?.deleteAccount).toMatchObject({ reason: "PAYMENT_IN_PROGRESS", message: expect.stringContaining(`order ${awaiting.order.number}`) });

    const partner = await t.registered("Priya Partner");
    const partnerRow = await userOf(partner);
    await t.prisma.partnerLedgerEntry.create({ data: { partnerId: partnerRow.id, kind: "ADJUSTMENT", amount: 1250, currency: "EUR", note: "Commission" } });
    const owed = await deleteAs(partner);
    expect(owed.data?.deleteAccount).toMatchObject({ reason: "PARTNER_BALANCE", message: expect.stringContaining("€12.50") });
    expect((await userOf(partner)).deletedAt).toBeNull();
  });

  // Last: one of the two may be the seeded administrator.
  it("lets only one of the last two administrators go when both delete their accounts at the same moment", async () => {
    const admin = await t.signedIn(TEST_ADMIN);
    const other = await t.registered("Ada Another");
    await t.prisma.user.update({ where: { email: other.email }, data: { role: "ADMIN" } });
    expect(await t.prisma.user.count({ where: { role: "ADMIN", disabledAt: null } })).toBe(2);
    const results = await Promise.all([admin.gql(DELETE, { input: { password: TEST_ADMIN.password } }), deleteAs(other)]);
    expect(results.map((result) => result.data?.deleteAccount.__typename).sort()).toEqual(["AccountDeletionRefusedError", "DeletedAccountPayload"]);
    expect(await t.prisma.user.count({ where: { role: "ADMIN", disabledAt: null, deletedAt: null } })).toBe(1);
  });
});
