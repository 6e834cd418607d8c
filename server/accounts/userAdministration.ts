// What an administrator changes about another person's account: their role, and whether they may
// sign in at all. Nobody changes their own (another administrator must), and an account its owner
// deleted stays as it is. Each change is audited; disabling ends every session at once.
import { writeAudit } from "../admin/auditLog.ts";
import type { PrismaClient, Role, User } from "../db/generated/client.ts";
import { NotFoundError, PermissionError } from "../errors.ts";
import type { SignedInActor } from "./viewerChecks.ts";

async function managedUser(prisma: PrismaClient, actor: SignedInActor, userId: string): Promise<User> {
  const user = await prisma.user.findUnique({ where: { id: userId } }).catch(() => null);
  if (!user) throw new NotFoundError("This user does not exist.");
  if (user.id === actor.userId) throw new PermissionError("You cannot change your own role or access; ask another administrator.");
  if (user.deletedAt) throw new PermissionError("This account was deleted by its owner and cannot be changed or restored.");
  return user;
}

/** The audit entry of a change to `user`'s account. */
const auditedChange = (actor: SignedInActor, user: User) => ({ actorId: actor.userId, actorEmail: actor.email, entityType: "User", entityId: user.id });

export async function setUserRole(prisma: PrismaClient, actor: SignedInActor, userId: string, role: Role): Promise<User> {
  const before = await managedUser(prisma, actor, userId);
  return prisma.$transaction(async (tx) => {
    const updated = await tx.user.update({ where: { id: before.id }, data: { role } });
    await writeAudit(tx, actor.request, { action: "user.role_changed", ...auditedChange(actor, before), metadata: { from: before.role, to: role, email: before.email } });
    return updated;
  });
}

export async function setUserDisabled(prisma: PrismaClient, actor: SignedInActor, userId: string, disabled: boolean): Promise<User> {
  const before = await managedUser(prisma, actor, userId);
  return prisma.$transaction(async (tx) => {
    const updated = await tx.user.update({ where: { id: before.id }, data: { disabledAt: disabled ? (before.disabledAt ?? new Date()) : null } });
    if (disabled) await tx.session.updateMany({ where: { userId: before.id, revokedAt: null }, data: { revokedAt: new Date() } });
    await writeAudit(tx, actor.request, { action: disabled ? "user.disabled" : "user.enabled", ...auditedChange(actor, before), metadata: { email: before.email } });
    return updated;
  });
}
