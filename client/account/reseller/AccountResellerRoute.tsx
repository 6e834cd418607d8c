// /account/reseller: the reseller programme from the viewer's side. The application form when
// they have none (or after a rejection, once they choose to apply again), the application's state
// while it waits or was rejected, and once approved the reseller's area: terms, clients and their
// orders, commissions and payouts (the same partner ledger as /account/referrals), API tokens with a
// guide, and webhooks.
import { Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { Navigate, useLocation } from "react-router";
import type { AccountResellerRouteQuery as AccountResellerRouteQueryType } from "../../__generated__/AccountResellerRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { ApiGuide } from "./ApiGuide.tsx";
import { ApiTokens } from "../../ui/profile/ApiTokens.tsx";
import { PartnerLedger } from "../referrals/PartnerLedger.tsx";
import { PartnerPayouts } from "../referrals/PartnerPayouts.tsx";
import { PayoutRequestForm } from "../referrals/PayoutRequestForm.tsx";
import { ResellerApplicationForm } from "./ResellerApplicationForm.tsx";
import { ResellerApplicationState } from "./ResellerApplicationState.tsx";
import { ResellerClients } from "./ResellerClients.tsx";
import { ResellerTerms } from "./ResellerTerms.tsx";
import { WebhookEndpoints } from "./WebhookEndpoints.tsx";

const AccountResellerRouteQuery = graphql`
  query AccountResellerRouteQuery {
    viewer {
      id
      ...ApiTokens_user
      ...WebhookEndpoints_user
    }
    myReseller {
      id
      ...ResellerTerms_reseller
      ...ResellerClients_reseller
    }
    myResellerApplication {
      id
      status
      ...ResellerApplicationState_application
    }
    partnerAccount {
      ...PayoutRequestForm_account
    }
    ...PartnerLedger_query
    ...PartnerPayouts_query
  }
`;

export const loader = queryRouteLoader<AccountResellerRouteQueryType>(AccountResellerRouteQuery);

export function Component() {
  usePageMeta({ title: "Reseller" });
  const data = useRouteQuery<AccountResellerRouteQueryType>(AccountResellerRouteQuery);
  const location = useLocation();
  const environment = useRelayEnvironment();
  const [applyingAgain, setApplyingAgain] = useState(false);
  const reload = useCallback(() => {
    setApplyingAgain(false);
    fetchQuery<AccountResellerRouteQueryType>(environment, AccountResellerRouteQuery, {}, { fetchPolicy: "network-only" }).subscribe({
      error: () => notifications.show({ color: "red", title: "Your application could not be refreshed", message: "Reload the page to see it." }),
    });
  }, [environment]);
  if (!data.viewer) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  const application = data.myResellerApplication;
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1}>Reseller</Title>
        <Text c="dimmed">Sell our voice-over to your own clients at a wholesale price.</Text>
      </Stack>
      {data.myReseller ? (
        <>
          <ResellerTerms reseller={data.myReseller} />
          <ResellerClients reseller={data.myReseller} />
          <PayoutRequestForm account={data.partnerAccount} onRequested={reload} />
          <PartnerLedger query={data} />
          <PartnerPayouts query={data} />
          <ApiTokens user={data.viewer} />
          <ApiGuide />
          <WebhookEndpoints user={data.viewer} />
        </>
      ) : application && !(application.status === "REJECTED" && applyingAgain) ? (
        <ResellerApplicationState application={application} onApplyAgain={() => setApplyingAgain(true)} />
      ) : (
        <ResellerApplicationForm onSubmitted={reload} />
      )}
    </Stack>
  );
}
