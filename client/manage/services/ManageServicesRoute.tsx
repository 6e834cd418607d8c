// /manage/services: the catalogue's services in the order the site shows them (move up / down
// saves the order with reorderServices), with their pricing, turnaround and rush terms, the
// active switch, and a drawer to edit or create one; below, the message-on-hold bundles.
// These lists are short and ordered by hand, so they are whole tables rather than 20-row pages.
import { Alert, Button, Drawer, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { ManageServicesRouteQuery as ManageServicesRouteQueryType } from "../../__generated__/ManageServicesRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { requestErrorMessage, UNEXPECTED_ERROR } from "../../ui/formErrors.ts";
import { BundleAdminRow, bundleColumns } from "./BundleAdminRow.tsx";
import { BundleEditor } from "./BundleEditor.tsx";
import { ServiceAdminRow, serviceColumns } from "./ServiceAdminRow.tsx";
import { moved } from "./reorder.ts";
import { ServiceEditor } from "./ServiceEditor.tsx";
import { useReorderServicesMutation } from "./useReorderServicesMutation.ts";

const ManageServicesRouteQuery = graphql`
  query ManageServicesRouteQuery {
    settings {
      currency
    }
    manageServices {
      id
      name
      pricingModel
      currency
      ...ServiceAdminRow_service
      ...ServiceEditor_service
    }
    manageBundles {
      id
      position
      ...BundleAdminRow_bundle
      ...BundleEditor_bundle
    }
  }
`;

export function loader(): PreloadedQuery<ManageServicesRouteQueryType> {
  return loadRouteQuery<ManageServicesRouteQueryType>(ManageServicesRouteQuery, {});
}

function setRootOrder(store: RecordSourceSelectorProxy, ids: readonly string[]) {
  const root = store.getRoot();
  const records = ids.map((id) => store.get(id)).filter((record) => record != null);
  root.setLinkedRecords(records, "manageServices");
}

type Editing = { kind: "service" | "bundle"; id: string | null } | null;

export function Component() {
  const data = usePreloadedQuery<ManageServicesRouteQueryType>(
    ManageServicesRouteQuery,
    useLoaderData() as PreloadedQuery<ManageServicesRouteQueryType>,
  );
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
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Services</Title>
          <Text c="dimmed">What the studio sells, in the order the site lists it. Prices are shown in each service’s currency.</Text>
        </div>
        <Button onClick={() => setEditing({ kind: "service", id: null })}>New service</Button>
      </Group>

      <Stack gap="xs">
        {reorderProblem && (
          <Alert color="red" variant="light" role="alert" title="The order was not saved">
            {reorderProblem}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={920} type="native">
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption>
              {services.length} {services.length === 1 ? "service" : "services"}; the order is the order on the site.
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {serviceColumns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
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
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
        <Table.ScrollContainer minWidth={920} type="native">
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Caption>
              {bundles.length} {bundles.length === 1 ? "bundle" : "bundles"}, by position
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {bundleColumns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bundles.map((bundle) => (
                <BundleAdminRow key={bundle.id} bundle={bundle} onEdit={(id) => setEditing({ kind: "bundle", id })} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      <Drawer opened={editing !== null} onClose={close} position="right" size="xl" closeButtonProps={{ "aria-label": "Close" }} title={drawerTitle}>
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
      </Drawer>
    </Stack>
  );
}
