// One service in the management table: its place in the order (move up / down), name, pricing,
// turnaround and rush terms, the active switch (setServiceActive) and the edit button.
import { ActionIcon, Badge, Group, Stack, Switch, Table, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ServiceAdminRow_service$key } from "../../__generated__/ServiceAdminRow_service.graphql.ts";
import { EditCell } from "../rowCells.tsx";
import { requestErrorMessage, UNEXPECTED_ERROR } from "../../ui/formErrors.ts";
import { formatMoney } from "../../../common/money.ts";
import { readServicePrices } from "../../ui/servicePrices.ts";
import { priceSummary, pricingModelLabel } from "./pricing.ts";
import { useSetServiceActiveMutation } from "./useSetServiceActiveMutation.ts";

export const serviceColumns = ["Order", "Service", "Pricing", "Turnaround", "Rush", "Active", "Actions"] as const;

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

export type ServiceAdminRowProps = {
  service: ServiceAdminRow_service$key;
  index: number;
  count: number;
  onMove: (index: number, direction: -1 | 1) => void;
  onEdit: (id: string) => void;
  reordering: boolean;
};

export function ServiceAdminRow({ service, index, count, onMove, onEdit, reordering }: ServiceAdminRowProps) {
  const data = useFragment(
    graphql`
      fragment ServiceAdminRow_service on Service {
        id
        name
        slug
        ...servicePrices_service
        active
        bundles {
          id
        }
      }
    `,
    service,
  );
  const prices = readServicePrices(data);
  const [problem, setProblem] = useState<string | null>(null);
  const [commitActive, savingActive] = useSetServiceActiveMutation();

  const setActive = (active: boolean) => {
    setProblem(null);
    commitActive({
      variables: { input: { id: data.id, active } },
      optimisticResponse: { setServiceActive: { __typename: "ServicePayload", service: { id: data.id, active } } },
      onCompleted: ({ setServiceActive: result }) => {
        if (result.__typename !== "ServicePayload") setProblem(("message" in result && result.message) || UNEXPECTED_ERROR);
      },
      onError: (error) => setProblem(requestErrorMessage(error)),
    });
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="md"
            onClick={() => onMove(index, -1)}
            disabled={index === 0 || reordering}
            aria-label={`Move ${data.name} up`}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="md"
            onClick={() => onMove(index, 1)}
            disabled={index === count - 1 || reordering}
            aria-label={`Move ${data.name} down`}
          >
            <span aria-hidden="true">↓</span>
          </ActionIcon>
          <Text size="sm" c="dimmed" w={24} ta="right">
            <VisuallyHidden>Position </VisuallyHidden>
            {index + 1}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text fw={600} miw={160}>
          {data.name}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {data.slug}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Group gap={6}>
            <Badge variant="light" color="studio">
              {pricingModelLabel(prices.pricingModel)}
            </Badge>
            {prices.pricingModel === "BUNDLE" && (
              <Text size="xs" c="dimmed">
                {data.bundles.length} {data.bundles.length === 1 ? "bundle" : "bundles"}
              </Text>
            )}
          </Group>
          <Text size="sm" data-testid="price-summary">
            {priceSummary(prices)}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{days(prices.turnaroundDays)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>{prices.rushFee > 0 ? `+${formatMoney(prices.rushFee, prices.currency)}` : "No fee"}</Text>
        <Text size="xs" c="dimmed">
          in {days(prices.rushTurnaroundDays)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={data.active}
          onChange={(event) => setActive(event.currentTarget.checked)}
          disabled={savingActive}
          aria-label={`${data.name} is active`}
          label={data.active ? "Active" : "Hidden"}
          size="sm"
        />
        {problem && (
          <Text size="xs" c="red.8" role="alert" mt={4}>
            {problem}
          </Text>
        )}
      </Table.Td>
      <EditCell name={data.name} onEdit={() => onEdit(data.id)} />
    </Table.Tr>
  );
}
