import type { AuditLog } from "../db/generated/client.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";

export const AuditLogNode = builder.prismaNode("AuditLog", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    action: t.exposeString("action"),
    actor: t.relation("actor", { nullable: true }),
    actorEmail: t.exposeString("actorEmail", { nullable: true }),
    entityType: t.exposeString("entityType", { nullable: true }),
    entityId: t.exposeString("entityId", { nullable: true }),
    ip: t.exposeString("ip", { nullable: true }),
    userAgent: t.exposeString("userAgent", { nullable: true }),
    metadata: t.expose("metadata", { type: "JSON" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const auditLogListSpec: ListDeclaration = {
  fields: {
    action: { type: "string", sortable: true },
    actorEmail: { type: "string", sortable: true },
    actor: { type: "string", field: "actor.email" },
    entityType: { type: "string", sortable: true },
    entityId: { type: "string" },
    ip: { type: "string" },
    createdAt: { type: "dateTime", sortable: true },
  },
  relations: { actor: {} },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

const auditLogList: ListSource = { model: "auditLog", typeName: "AuditLog" };

builder.queryField("auditLogs", (t) =>
  t.connection(
    {
      type: AuditLogNode,
      authScopes: { admin: true },
      ...listQueryField(auditLogListSpec, auditLogList),
      resolve: (root, args, ctx, info) => resolveListSource<AuditLog>(auditLogList, root, args, ctx, info),
    },
    ...countedConnection(),
  ),
);
