// Said at the top of the outbox while the server sends nothing: without SMTP_URL every e-mail is
// kept here, and this is the one place to read it.
import { Alert, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { SmtpNotice_query$key } from "../../__generated__/SmtpNotice_query.graphql.ts";

export function SmtpNotice({ query }: { query: SmtpNotice_query$key | null }) {
  const data = useFragment(
    graphql`
      fragment SmtpNotice_query on Query {
        smtpConfigured
      }
    `,
    query,
  );
  if (!data || data.smtpConfigured) return null;
  return (
    <Alert color="orange" variant="light" role="status">
      <Text fw={600}>E-mail is not being sent: SMTP_URL is not set. Messages stay here.</Text>
      <Text size="sm">Once SMTP_URL is set on the server, the e-mails written from then on are sent.</Text>
    </Alert>
  );
}
