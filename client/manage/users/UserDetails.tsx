import { Anchor, DataList, Group, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { UserDetails_user$key } from "../../__generated__/UserDetails_user.graphql.ts";
import { DetailField } from "../DetailField.tsx";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { fromGlobalId } from "../globalId.ts";
import { companyPath, filteredListPath, LOGS_PATH, ORDERS_PATH, OUTBOX_PATH } from "../paths.ts";
import { RoleBadge, StatusBadge } from "./badges.tsx";

export function UserDetails({ user }: { user: UserDetails_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserDetails_user on User {
        id
        name
        email
        phone
        role
        referralCode
        createdAt
        lastSignInAt
        disabledAt
        deletedAt
        orderCount
        company {
          id
          name
        }
        sessions {
          id
        }
      }
    `,
    user,
  );
  const rawId = fromGlobalId(data.id)?.id;
  // Two views of the audit log: what this person did (by the e-mail they acted or tried to sign in
  // with) and what was done to this account (its raw id is the log's entityId).
  const activityLink = filteredListPath(LOGS_PATH, [{ key: "actorEmail", operator: "EQUAL", values: [data.email] }]);
  const ordersLink = filteredListPath(ORDERS_PATH, [{ key: "customerEmail", operator: "EQUAL", values: [data.email] }]);
  const accountLink = rawId ? filteredListPath(LOGS_PATH, [{ key: "entityId", operator: "EQUAL", values: [rawId] }]) : null;
  const emailsLink = filteredListPath(OUTBOX_PATH, [{ key: "to", operator: "EQUAL", values: [data.email] }]);

  return (
    <DataList labelWidth={160} withDivider>
      <DetailField label="Name" value={data.name} />
      <DetailField label="E-mail" value={<Anchor href={`mailto:${data.email}`}>{data.email}</Anchor>} />
      <DetailField label="Phone" value={data.phone ?? <Text span c="dimmed">Not given</Text>} />
      <DetailField label="Role" value={<RoleBadge role={data.role} />} />
      {data.company && (
        <DetailField
          label="Company"
          value={
            <Anchor component={Link} to={companyPath(data.company.id)}>
              {data.company.name}
            </Anchor>
          }
        />
      )}
      <DetailField
        label="Status"
        value={
          <Group gap="xs">
            <StatusBadge disabledAt={data.disabledAt} deletedAt={data.deletedAt} />
            {data.disabledAt && (
              <Text span size="sm" c="dimmed">
                since <DateTimeCell value={data.deletedAt ?? data.disabledAt} />
              </Text>
            )}
          </Group>
        }
      />
      <DetailField label="Referral code" value={<Text span ff="monospace">{data.referralCode}</Text>} />
      <DetailField label="Created" value={<DateTimeCell value={data.createdAt} />} />
      <DetailField label="Last sign-in" value={<DateTimeCell value={data.lastSignInAt} empty="Never" />} />
      <DetailField
        label="Orders"
        value={
          ordersLink && data.orderCount > 0 ? (
            <Anchor component={Link} to={ordersLink}>
              {data.orderCount.toLocaleString("en")}
            </Anchor>
          ) : (
            data.orderCount.toLocaleString("en")
          )
        }
      />
      <DetailField label="Active sessions" value={data.sessions.length.toLocaleString("en")} />
      {emailsLink && (
        <DetailField
          label="Outbox"
          value={
            <Anchor component={Link} to={emailsLink}>
              E-mails to this address
            </Anchor>
          }
        />
      )}
      <DetailField
        label="Audit log"
        value={
          <Group gap="md">
            {activityLink && (
              <Anchor component={Link} to={activityLink}>
                Activity by this user
              </Anchor>
            )}
            {accountLink && (
              <Anchor component={Link} to={accountLink}>
                Changes to this account
              </Anchor>
            )}
          </Group>
        }
      />
    </DataList>
  );
}
