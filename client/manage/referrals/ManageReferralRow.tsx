// One referral in the studio's table: who referred whom, when, and why it earns nothing when it
// does not (the same person under another account).
import { Anchor, Table, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ManageReferralRow_referral$key } from "../../__generated__/ManageReferralRow_referral.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { userPath } from "../paths.ts";

/** The columns ManageReferralRow renders, in order (ManageReferralsTable's headers). */
export const referralColumns = [
  { key: "referrer", label: "Referrer", sortField: "referrerEmail" },
  { key: "referred", label: "Referred customer", sortField: "referredEmail" },
  { key: "createdAt", label: "Signed up", sortField: "createdAt", firstDirection: "DESC" },
  { key: "ineligibleReason", label: "Not eligible because" },
] as const;

export function ManageReferralRow({ referral }: { referral: ManageReferralRow_referral$key }) {
  const data = useFragment(
    graphql`
      fragment ManageReferralRow_referral on Referral {
        id
        createdAt
        ineligibleReason
        referrer {
          id
          email
        }
        referredUser {
          id
          email
        }
      }
    `,
    referral,
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={userPath(data.referrer.id)} size="sm" style={{ overflowWrap: "anywhere" }}>
          {data.referrer.email}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={userPath(data.referredUser.id)} size="sm" style={{ overflowWrap: "anywhere" }}>
          {data.referredUser.email}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <DateTimeCell value={data.createdAt} dateOnly />
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={data.ineligibleReason ? undefined : "dimmed"} maw={280}>
          {data.ineligibleReason ?? "—"}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
