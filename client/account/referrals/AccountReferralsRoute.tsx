// /account/referrals: the viewer's side of the partner programme. Their referral link and what it
// earns, their balance and a payout request, the people they referred, their ledger and payouts.
import { Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { Navigate, useLocation } from "react-router";
import type { AccountReferralsRouteQuery as AccountReferralsRouteQueryType } from "../../__generated__/AccountReferralsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { PartnerLedger } from "./PartnerLedger.tsx";
import { PartnerPayouts } from "./PartnerPayouts.tsx";
import { PayoutRequestForm } from "./PayoutRequestForm.tsx";
import { ReferralLink } from "./ReferralLink.tsx";
import { ReferredPeople } from "./ReferredPeople.tsx";

const AccountReferralsRouteQuery = graphql`
  query AccountReferralsRouteQuery {
    viewer {
      id
    }
    partnerAccount {
      balance {
        currency
      }
      ...ReferralLink_account
      ...PayoutRequestForm_account
    }
    ...ReferredPeople_query
    ...PartnerLedger_query
    ...PartnerPayouts_query
  }
`;

export const loader = queryRouteLoader<AccountReferralsRouteQueryType>(AccountReferralsRouteQuery);

export function Component() {
  usePageMeta({ title: "Referrals" });
  const data = useRouteQuery<AccountReferralsRouteQueryType>(AccountReferralsRouteQuery);
  const location = useLocation();
  const environment = useRelayEnvironment();
  // A payout moves money from the balance to the ledger and the payouts: all of it is read again
  // (the payout's own payload carries the payout only). The screen stays as it is meanwhile.
  const reload = useCallback(() => {
    fetchQuery<AccountReferralsRouteQueryType>(environment, AccountReferralsRouteQuery, {}, { fetchPolicy: "network-only" }).subscribe({
      error: () => notifications.show({ color: "red", title: "Your balance could not be refreshed", message: "Reload the page to see your payout." }),
    });
  }, [environment]);
  // The session ended since the guard looked (signed out in another tab): sign in again.
  if (!data.viewer) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1}>Referrals</Title>
        <Text c="dimmed">Share your link: when the people you refer order, you earn a commission, paid out to you by bank transfer.</Text>
      </Stack>
      <ReferralLink account={data.partnerAccount} />
      <PayoutRequestForm account={data.partnerAccount} onRequested={reload} />
      <ReferredPeople query={data} currency={data.partnerAccount.balance.currency} />
      <PartnerLedger query={data} />
      <PartnerPayouts query={data} />
    </Stack>
  );
}
