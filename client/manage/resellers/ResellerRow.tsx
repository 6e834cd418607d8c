// One reseller in the management table: who, their terms, whether suspended (with the reason),
// and the steps: edit terms, suspend or reactivate.
import { Anchor, Badge, Button, Group, Table, Text } from "@mantine/core";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { formatPercent } from "../../../common/money.ts";
import type { ResellerRow_reseller$key } from "../../__generated__/ResellerRow_reseller.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { userPath } from "../paths.ts";
import { StatusCell } from "../rowCells.tsx";
import { ResellerSuspendModal } from "./ResellerSuspendModal.tsx";
import { ResellerTermsModal } from "./ResellerTermsModal.tsx";

/** The columns ResellerRow renders, in order. */
export const resellerColumns = [
  { key: "reseller", label: "Reseller", sortField: "email" },
  { key: "discount", label: "Wholesale discount", sortField: "wholesaleDiscountBasisPoints" },
  { key: "commission", label: "Commission", sortField: "commissionRateBasisPoints" },
  { key: "status", label: "Status", sortField: "suspendedAt" },
  { key: "createdAt", label: "Since", sortField: "createdAt", firstDirection: "DESC" },
  { key: "actions", label: "Actions", hideLabel: true },
] as const;

export function ResellerRow({ reseller }: { reseller: ResellerRow_reseller$key }) {
  const data = useFragment(
    graphql`
      fragment ResellerRow_reseller on Reseller {
        id
        wholesaleDiscountBasisPoints
        commissionRateBasisPoints
        suspended
        suspensionReason
        createdAt
        user {
          id
          email
          name
        }
        ...ResellerTermsModal_reseller
        ...ResellerSuspendModal_reseller
      }
    `,
    reseller,
  );
  const [open, setOpen] = useState<"terms" | "suspend" | null>(null);
  return (
    <Table.Tr data-testid="reseller-row">
      <Table.Td>
        <Anchor component={Link} to={userPath(data.user.id)} size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {data.user.email}
        </Anchor>
        <Text size="xs" c="dimmed">
          {data.user.name}
        </Text>
      </Table.Td>
      <Table.Td>{formatPercent(data.wholesaleDiscountBasisPoints)}</Table.Td>
      <Table.Td>{formatPercent(data.commissionRateBasisPoints)}</Table.Td>
      <StatusCell
        badge={
          <Badge color={data.suspended ? "red" : "teal"} variant="light">
            {data.suspended ? "Suspended" : "Active"}
          </Badge>
        }
        reason={data.suspensionReason}
      />
      <Table.Td>
        <DateTimeCell value={data.createdAt} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={() => setOpen("terms")} aria-label={`Edit terms of ${data.user.email}`}>
            Edit terms
          </Button>
          <Button size="compact-sm" variant="subtle" color={data.suspended ? undefined : "red.8"} onClick={() => setOpen("suspend")} aria-label={`${data.suspended ? "Reactivate" : "Suspend"} ${data.user.email}`}>
            {data.suspended ? "Reactivate" : "Suspend"}
          </Button>
        </Group>
        {open === "terms" && <ResellerTermsModal reseller={data} onClose={() => setOpen(null)} />}
        {open === "suspend" && <ResellerSuspendModal reseller={data} onClose={() => setOpen(null)} />}
      </Table.Td>
    </Table.Tr>
  );
}
