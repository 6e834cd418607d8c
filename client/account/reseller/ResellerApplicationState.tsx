// The viewer's application while it waits, or after a rejection (with the studio's reason and a
// way to apply again).
import { Alert, Button, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { formatDate } from "../../../common/dates.ts";
import type { ResellerApplicationState_application$key } from "../../__generated__/ResellerApplicationState_application.graphql.ts";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";

export function ResellerApplicationState({ application, onApplyAgain }: { application: ResellerApplicationState_application$key; onApplyAgain: () => void }) {
  const data = useFragment(
    graphql`
      fragment ResellerApplicationState_application on ResellerApplication {
        status
        companyName
        rejectionReason
        createdAt
      }
    `,
    application,
  );
  if (data.status === "REJECTED") {
    return (
      <ProfileSection title="Your application was not accepted" description={`For ${data.companyName}, sent on ${formatDate(data.createdAt)}.`}>
        <Stack gap="md" align="flex-start">
          <Alert color="red" title="The studio's reason" w="100%">
            {data.rejectionReason}
          </Alert>
          <Button variant="light" onClick={onApplyAgain}>
            Apply again
          </Button>
        </Stack>
      </ProfileSection>
    );
  }
  return (
    <ProfileSection title="Application received" description={`For ${data.companyName}, sent on ${formatDate(data.createdAt)}.`}>
      <Text>The studio is reviewing your application. We e-mail you once it has decided.</Text>
    </ProfileSection>
  );
}
