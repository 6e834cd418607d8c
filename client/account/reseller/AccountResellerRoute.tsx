// /account/reseller: the reseller programme from the viewer's side. The application form when
// they have none (or after a rejection, once they choose to apply again), the application's state
// while it waits or was rejected, and the reseller's terms once approved.
import { Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { Navigate, useLocation } from "react-router";
import type { AccountResellerRouteQuery as AccountResellerRouteQueryType } from "../../__generated__/AccountResellerRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { ResellerApplicationForm } from "./ResellerApplicationForm.tsx";
import { ResellerApplicationState } from "./ResellerApplicationState.tsx";
import { ResellerTerms } from "./ResellerTerms.tsx";

const AccountResellerRouteQuery = graphql`
  query AccountResellerRouteQuery {
    viewer {
      id
    }
    myReseller {
      id
      ...ResellerTerms_reseller
    }
    myResellerApplication {
      id
      status
      ...ResellerApplicationState_application
    }
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
        <ResellerTerms reseller={data.myReseller} />
      ) : application && !(application.status === "REJECTED" && applyingAgain) ? (
        <ResellerApplicationState application={application} onApplyAgain={() => setApplyingAgain(true)} />
      ) : (
        <ResellerApplicationForm onSubmitted={reload} />
      )}
    </Stack>
  );
}
