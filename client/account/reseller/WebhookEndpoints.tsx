// An approved reseller's webhooks: what they receive and how to verify it, the form that adds an
// endpoint, and each endpoint with its secret, test button and delivery log.
import { Code, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { WebhookEndpoints_user$key } from "../../__generated__/WebhookEndpoints_user.graphql.ts";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";
import { WebhookEndpointCard } from "./WebhookEndpointCard.tsx";
import { WebhookEndpointForm } from "./WebhookEndpointForm.tsx";

export function WebhookEndpoints({ user: userKey }: { user: WebhookEndpoints_user$key }) {
  const user = useFragment(
    graphql`
      fragment WebhookEndpoints_user on User {
        id
        webhookEndpoints {
          id
          ...WebhookEndpointCard_endpoint
        }
      }
    `,
    userKey,
  );
  return (
    <ProfileSection
      title="Webhooks"
      description={
        <>
          We POST signed JSON events to your endpoints: <Code>order.status_changed</Code> when one of your orders changes status, <Code>order.files_ready</Code> when
          its files can be downloaded, and <Code>test.ping</Code> on request. Verify the <Code>Studiofront-Signature</Code> header with the endpoint's secret; a
          delivery that fails is retried for up to a day.
        </>
      }
    >
      <WebhookEndpointForm ownerId={user.id} />
      {user.webhookEndpoints.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have no webhook endpoints.
        </Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Webhook endpoints">
          {user.webhookEndpoints.map((endpoint) => (
            <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} ownerId={user.id} />
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
