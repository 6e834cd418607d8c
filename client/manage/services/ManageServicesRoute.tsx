// /manage/services: the catalogue's services in the order the site shows them (move up / down
// saves the order with reorderServices), with their pricing, turnaround and rush terms, the
// active switch, and a drawer to edit or create one; below, the message-on-hold bundles.
// These lists are short and ordered by hand, so they are whole tables rather than 20-row pages.
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { graphql } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { ManageServicesRouteQuery as ManageServicesRouteQueryType } from "../../__generated__/ManageServicesRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { EditorDrawer } from "../EditorDrawer.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { WholeListTable } from "../../ui/table/WholeListTable.tsx";
import { countLabel } from "../../ui/table/ListTable.tsx";
import { requestErrorMessage, UNEXPECTED_ERROR } from "../../ui/formErrors.ts";
import { BundleAdminRow, bundleColumns } from "./BundleAdminRow.tsx";
import { BundleEditor } from "./BundleEditor.tsx";
import { ServiceAdminRow, serviceColumns } from "./ServiceAdminRow.tsx";
import { moved } from "./reorder.ts";
import { ServiceEditor } from "./ServiceEditor.tsx";
import { useReorderServicesMutation } from "./useReorderServicesMutation.ts";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

/** What the screen holds of a service: the route's query and the create and update mutations ask for it. */
export const ServiceFields = graphql`
  fragment ManageServicesRoute_service on Service {
    id
    name
    ...ServiceAdminRow_service
    ...ServiceEditor_service
  }
`;

const ManageServicesRouteQuery = graphql`
  query ManageServicesRouteQuery {
    settings {
      currency
    }
    manageServices {
      ...ManageServicesRoute_service @relay(mask: false)
      pricingModel
      currency
    }
    manageBundles {
      id
      position
      ...BundleAdminRow_bundle
      ...BundleEditor_bundle
    }
  }
`;

export const loader = queryRouteLoader<ManageServicesRouteQueryType>(ManageServicesRouteQuery);

function setRootOrder(store: RecordSourceSelectorProxy, ids: readonly string[]) {
  const root = store.getRoot();
  const records = ids.map((id) => store.get(id)).filter((record) => record != null);
  root.setLinkedRecords(records, "manageServices");
}

type Editing = { kind: "service" | "bundle"; id: string | null } | null;

export function Component() {
  const data = useRouteQuery<ManageServicesRouteQueryType>(ManageServicesRouteQuery);
  usePageMeta({ title: "Services" });
  const [editing, setEditing] = useState<Editing>(null);
  const [reorderProblem, setReorderProblem] = useState<string | null>(null);
  const [commitReorder, reordering] = useReorderServicesMutation();

  const services = data.manageServices;
  const bundles = data.manageBundles;
  const move = (index: number, direction: -1 | 1) => {
    const ids = moved(
      services.map((service) => service.id),
      index,
      direction,
    );
    setReorderProblem(null);
    commitReorder({
      variables: { input: { ids } },
      optimisticUpdater: (store) => setRootOrder(store, ids),
      updater: (store) => {
        const saved = store.getRootField("reorderServices")?.getLinkedRecords("services");
        if (saved) store.getRoot().setLinkedRecords(saved, "manageServices");
      },
      onCompleted: ({ reorderServices: result }) => {
        if (result.__typename !== "ReorderServicesPayload") setReorderProblem(("message" in result && result.message) || UNEXPECTED_ERROR);
      },
      onError: (error) => setReorderProblem(requestErrorMessage(error)),
    });
  };

  const editedService = editing?.kind === "service" && editing.id ? services.find((service) => service.id === editing.id) ?? null : null;
  const editedBundle = editing?.kind === "bundle" && editing.id ? bundles.find((bundle) => bundle.id === editing.id) ?? null : null;
  const drawerTitle =
    editing?.kind === "service"
      ? editedService
        ? `Edit ${editedService.name}`
        : "New service"
      : editing?.kind === "bundle"
        ? editedBundle
          ? "Edit bundle"
          : "New bundle"
        : "";
  const close = () => setEditing(null);

  return (
    <Stack gap="xl">
      <ManageHeader
        title="Services"
        description="What the studio sells, in the order the site lists it. Prices are shown in each service’s currency."
        action={<Button onClick={() => setEditing({ kind: "service", id: null })}>New service</Button>}
      />

      <Stack gap="xs">
        {reorderProblem && (
          <Alert color="red" variant="light" role="alert" title="The order was not saved">
            {reorderProblem}
          </Alert>
        )}
        <WholeListTable caption={`${countLabel(services.length, ["service", "services"])}; the order is the order on the site.`} columns={serviceColumns} minWidth={920}>
          {services.map((service, index) => (
            <ServiceAdminRow
              key={service.id}
              service={service}
              index={index}
              count={services.length}
              onMove={move}
              onEdit={(id) => setEditing({ kind: "service", id })}
              reordering={reordering}
            />
          ))}
        </WholeListTable>
      </Stack>

      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h3">
              Message-on-hold bundles
            </Title>
            <Text c="dimmed" size="sm">
              Plans of a number of messages to use within a period, offered on the bundles page and in the on-hold order.
            </Text>
          </div>
          <Button variant="default" onClick={() => setEditing({ kind: "bundle", id: null })} disabled={services.length === 0}>
            New bundle
          </Button>
        </Group>
        <WholeListTable caption={`${countLabel(bundles.length, ["bundle", "bundles"])}, by position`} columns={bundleColumns} minWidth={920}>
          {bundles.map((bundle) => (
            <BundleAdminRow key={bundle.id} bundle={bundle} onEdit={(id) => setEditing({ kind: "bundle", id })} />
          ))}
        </WholeListTable>
      </Stack>

      <EditorDrawer opened={editing !== null} onClose={close} title={drawerTitle}>
        {editing?.kind === "service" && (
          <ServiceEditor key={editing.id ?? "new"} service={editedService} defaultCurrency={data.settings.currency} onDone={close} />
        )}
        {editing?.kind === "bundle" && (
          <BundleEditor
            key={editing.id ?? "new"}
            bundle={editedBundle}
            services={services}
            nextPosition={bundles.reduce((max, bundle) => Math.max(max, bundle.position + 1), 0)}
            onDone={close}
          />
        )}
      </EditorDrawer>
    </Stack>
  );
}
