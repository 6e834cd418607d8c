// Saved filters in the API: the viewer's filters of a management table, saving the table's
// current filter under a name, and deleting one; each person reaches only their own.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { SAVED_FILTER_NAME_MAX, SAVED_FILTER_TABLES } from "../../common/savedFilters.ts";
import { isSelfOrAdmin } from "../accounts/viewerChecks.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { deleteSavedFilter, saveFilter, savedFiltersOf } from "./savedFilters.ts";

const SavedFilterTableEnum = builder.enumType("SavedFilterTable", { values: SAVED_FILTER_TABLES, description: "A management table that keeps saved filters." });

export const SavedFilterNode = builder.prismaNode("SavedFilter", {
  id: { field: "id" },
  // Administrators see every record of every type; changing one stays with its owner (savedFilters.ts).
  authScopes: (filter, ctx) => isSelfOrAdmin(filter.userId, ctx),
  description: "A table's filter and order one person saved under a name.",
  fields: (t) => ({
    name: t.exposeString("name"),
    query: t.exposeString("query", { description: "The table's list query as URL parameters (filters, filterGroups, orderBy), e.g. `filters=status~PAID&orderBy=createdAt~DESC`." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryField("savedFilters", (t) =>
  t.prismaField({
    type: [SavedFilterNode],
    authScopes: { signedIn: true },
    description: "The viewer's saved filters of a table, by name.",
    args: { table: t.arg({ type: SavedFilterTableEnum, required: true }) },
    resolve: (_query, _root, args, ctx) => savedFiltersOf(ctx.prisma, ctx.viewer!.id, args.table),
  }),
);

const SaveFilterPayload = builder.objectRef<{ table: (typeof SAVED_FILTER_TABLES)[number]; savedFilterId: string }>("SaveFilterPayload").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    savedFilter: t.prismaField({ type: SavedFilterNode, resolve: (query, p, _args, ctx) => ctx.prisma.savedFilter.findUniqueOrThrow({ ...query, where: { id: p.savedFilterId } }) }),
    savedFilters: t.prismaField({
      type: [SavedFilterNode],
      description: "The viewer's saved filters of the table now, by name.",
      resolve: (_query, p, _args, ctx) => savedFiltersOf(ctx.prisma, ctx.viewer!.id, p.table),
    }),
  }),
});

builder.mutationField("saveFilter", (t) =>
  t.field({
    type: SaveFilterPayload,
    authScopes: { signedIn: true },
    description: `Saves a table's filter and order under a name (required, at most ${SAVED_FILTER_NAME_MAX} characters, unique among the viewer's filters of that table).`,
    errors: { types: [ValidationError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("SaveFilterInput", {
          fields: (f) => ({
            table: f.field({ type: SavedFilterTableEnum }),
            name: f.string(),
            query: f.string({ description: "The table's URL query string; its page is dropped." }),
          }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ table: input.table, savedFilterId: (await saveFilter(ctx.prisma, ctx.viewer!.id, input)).id }),
  }),
);

const DeletedSavedFilterPayload = builder.objectRef<{ deletedId: string }>("DeletedSavedFilterPayload").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({ deletedId: t.exposeID("deletedId", { description: "The global id of the saved filter that was deleted." }) }),
});

builder.mutationField("deleteSavedFilter", (t) =>
  t.field({
    type: DeletedSavedFilterPayload,
    authScopes: { signedIn: true },
    description: "Deletes one of the viewer's saved filters.",
    errors: { types: [NotFoundError], directResult: true },
    args: { input: t.arg({ type: builder.inputType("DeleteSavedFilterInput", { fields: (f) => ({ id: f.globalID({ for: [SavedFilterNode] }) }) }) }) },
    resolve: async (_root, { input }, ctx) => ({ deletedId: encodeGlobalID("SavedFilter", (await deleteSavedFilter(ctx.prisma, ctx.viewer!.id, input.id.id)).id) }),
  }),
);
