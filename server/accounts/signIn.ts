import type { PrismaClient } from "../db/generated/client.ts";
import type { RequestInfo } from "../context.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { AuthenticationError } from "../errors.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

// Verifying against a real hash when the address is unknown keeps the answer time the same,
// so response timing does not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;

export async function checkCredentials(prisma: PrismaClient, info: RequestInfo, email: string, password: string) {
  const user = await prisma.user.findUnique({ where: { email: email.toLowerCase() } });
  const valid = await verifyPassword(user?.passwordHash ?? (await (decoyHash ??= hashPassword("decoy-password"))), password);
  if (!user || !valid || user.disabledAt) {
    await writeAudit(prisma, info, {
      action: "user.sign_in_failed",
      actorId: user?.id,
      actorEmail: email.toLowerCase(),
      entityType: user ? "User" : undefined,
      entityId: user?.id,
      metadata: { reason: !user ? "unknown_email" : !valid ? "wrong_password" : "disabled" },
    });
    throw user?.disabledAt && valid
      ? new AuthenticationError("This account is disabled. Contact the studio to restore it.")
      : new AuthenticationError();
  }
  await prisma.user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } });
  await writeAudit(prisma, info, { action: "user.signed_in", actorId: user.id, actorEmail: user.email, entityType: "User", entityId: user.id });
  return user;
}
