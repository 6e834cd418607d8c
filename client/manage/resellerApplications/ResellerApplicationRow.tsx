// One reseller application in the management table: company and applicant, country and VAT
// number, how they sell, status, and Approve/Reject while it is submitted.
import { Anchor, Badge, Button, Group, Table, Text } from "@mantine/core";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ResellerApplicationRow_application$key } from "../../__generated__/ResellerApplicationRow_application.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { userPath } from "../paths.ts";
import { StatusCell } from "../rowCells.tsx";
import { ResellerApplicationDecisionModal, type ApplicationDecisionKind } from "./ResellerApplicationDecisionModal.tsx";
import { APPLICATION_STATUS_LABELS } from "./resellerApplicationsList.ts";

/** The columns ResellerApplicationRow renders, in order. */
export const resellerApplicationColumns = [
  { key: "company", label: "Company", sortField: "companyName" },
  { key: "applicant", label: "Applicant", sortField: "applicantEmail" },
  { key: "country", label: "Country", sortField: "country" },
  { key: "sales", label: "How they sell" },
  { key: "status", label: "Status", sortField: "status" },
  { key: "createdAt", label: "Submitted", sortField: "createdAt", firstDirection: "DESC" },
  { key: "actions", label: "Actions", hideLabel: true },
] as const;

const STATUS_COLORS = { SUBMITTED: "blue", APPROVED: "teal", REJECTED: "red" } as const;

export function ResellerApplicationRow({ application }: { application: ResellerApplicationRow_application$key }) {
  const data = useFragment(
    graphql`
      fragment ResellerApplicationRow_application on ResellerApplication {
        id
        companyName
        vatNumber
        website
        country
        expectedVolume
        salesChannels
        status
        rejectionReason
        createdAt
        applicant {
          id
          email
          name
        }
        ...ResellerApplicationDecisionModal_application
      }
    `,
    application,
  );
  const [asking, setAsking] = useState<ApplicationDecisionKind | null>(null);
  const status = data.status as keyof typeof APPLICATION_STATUS_LABELS;
  return (
    <Table.Tr data-testid="reseller-application-row">
      <Table.Td>
        <Text size="sm" fw={600}>
          {data.companyName}
        </Text>
        {data.vatNumber && (
          <Text size="xs" c="dimmed" ff="monospace">
            {data.vatNumber}
          </Text>
        )}
        {data.website && (
          <Anchor href={data.website} target="_blank" rel="noreferrer" size="xs">
            {data.website}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={userPath(data.applicant.id)} size="sm" style={{ overflowWrap: "anywhere" }}>
          {data.applicant.email}
        </Anchor>
        <Text size="xs" c="dimmed">
          {data.applicant.name}
        </Text>
      </Table.Td>
      <Table.Td>{data.country ?? "—"}</Table.Td>
      <Table.Td>
        <Text size="sm" maw={280}>
          {data.salesChannels}
        </Text>
        {data.expectedVolume && (
          <Text size="xs" c="dimmed">
            Volume: {data.expectedVolume}
          </Text>
        )}
      </Table.Td>
      <StatusCell
        badge={
          <Badge color={STATUS_COLORS[status] ?? "gray"} variant="light">
            {APPLICATION_STATUS_LABELS[status] ?? data.status}
          </Badge>
        }
        reason={data.rejectionReason}
      />
      <Table.Td>
        <DateTimeCell value={data.createdAt} />
      </Table.Td>
      <Table.Td>
        {data.status === "SUBMITTED" && (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" variant="default" onClick={() => setAsking("APPROVE")} aria-label={`Approve ${data.companyName}`}>
              Approve
            </Button>
            <Button size="compact-sm" variant="subtle" color="red.9" onClick={() => setAsking("REJECT")} aria-label={`Reject ${data.companyName}`}>
              Reject
            </Button>
          </Group>
        )}
        {asking && <ResellerApplicationDecisionModal application={data} decision={asking} onClose={() => setAsking(null)} />}
      </Table.Td>
    </Table.Tr>
  );
}
