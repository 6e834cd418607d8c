// A signed-in person changes their name, e-mail address, phone number or their consent to payment
// reminders. A new address must be
// free and needs their browser session (an API token cannot move an account to another address);
// the change is audited with the address it had before.
import type { PrismaClient, User } from "../db/generated/client.ts";
import type { Context, RequestInfo, Viewer } from "../context.ts";
import { writeAudit } from "../admin/auditLog.ts";
import { ValidationError } from "../errors.ts";
import { assertBrowserSession, browserOnly } from "./viewer.ts";

export type ProfileChange = { name: string; email: string; phone?: string | null; remindUnpaidOrders?: boolean | null };

export async function updateProfile(prisma: PrismaClient, viewer: Viewer, info: RequestInfo, change: ProfileChange): Promise<User> {
  const email = change.email.toLowerCase();
  if (email !== viewer.email) assertBrowserSession(viewer, browserOnly.email);
  const taken = await prisma.user.findFirst({ where: { email, id: { not: viewer.id } } });
  if (taken) throw ValidationError.field("input.email", "is already used by another account");
  const before = await prisma.user.findUniqueOrThrow({ where: { id: viewer.id } });
  const user = await prisma.user.update({
    where: { id: viewer.id },
    data: { name: change.name, email, phone: change.phone ?? null, ...(typeof change.remindUnpaidOrders === "boolean" ? { remindUnpaidOrders: change.remindUnpaidOrders } : {}) },
  });
  const emailChanged = before.email !== email;
  await writeAudit(prisma, info, {
    action: "user.profile_updated",
    actorId: viewer.id,
    actorEmail: user.email,
    entityType: "User",
    entityId: user.id,
    metadata: { emailChanged, previousEmail: emailChanged ? before.email : null, remindUnpaidOrders: user.remindUnpaidOrders },
  });
  return user;
}

/** The viewer changes their own profile; the rest of the request sees them as they are now. */
export async function updateOwnProfile(ctx: Context, viewer: Viewer, change: ProfileChange): Promise<User> {
  const user = await updateProfile(ctx.prisma, viewer, ctx, change);
  ctx.viewer = { ...viewer, email: user.email, name: user.name, user };
  return user;
}
