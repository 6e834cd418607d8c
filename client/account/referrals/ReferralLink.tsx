// The viewer's referral link with a copy button, what they earn through it (the rate, net of VAT,
// and the holding period), and their balance: available to pay out, and pending.
import { SimpleGrid, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatMoney, formatPercent } from "../../../common/money.ts";
import type { ReferralLink_account$key } from "../../__generated__/ReferralLink_account.graphql.ts";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";
import { CopyableCode } from "../../ui/CopyableCode.tsx";
import { commissionApprovalWording } from "./commissionHolding.ts";

function Amount({ label, amount, currency, hint }: { label: string; amount: number; currency: string; hint: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} aria-label={`${label}: ${formatMoney(amount, currency)}`}>
        {formatMoney(amount, currency)}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

export function ReferralLink({ account }: { account: ReferralLink_account$key }) {
  const data = useFragment(
    graphql`
      fragment ReferralLink_account on PartnerAccount {
        referralLink
        commissionRateBasisPoints
        holdingDays
        balance {
          currency
          available
          pending
        }
      }
    `,
    account,
  );
  const { currency, available, pending } = data.balance;
  return (
    <ProfileSection
      title="Your referral link"
      description={`You earn ${formatPercent(data.commissionRateBasisPoints)} of what the people you refer pay, net of VAT; a commission is approved ${commissionApprovalWording(data.holdingDays)}.`}
    >
      <CopyableCode value={data.referralLink} label="Referral link" copyLabel="Copy link" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Amount label="Available" amount={available} currency={currency} hint="Approved commissions you can ask to be paid." />
        <Amount label="Pending" amount={pending} currency={currency} hint="Commissions still in their holding period." />
      </SimpleGrid>
    </ProfileSection>
  );
}
