// /manage/outbox/:id (the EmailMessage's global id, or the database id the server's log names):
// one e-mail, read whole, with what became of it.
import { Grid, Stack, Title } from "@mantine/core";
import { useId } from "react";
import { graphql } from "react-relay";
import type { OutboxMessageRouteQuery as OutboxMessageRouteQueryType } from "../../__generated__/OutboxMessageRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { nodeExists } from "../../ui/nodeExists.ts";
import { nodeRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";
import { DetailNotFound } from "../DetailNotFound.tsx";
import { DetailTrail } from "../DetailTrail.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { emailMessageIdFromParam, OUTBOX_PATH } from "../paths.ts";
import { EmailDelivery } from "./EmailDelivery.tsx";
import { EmailMessageView } from "./EmailMessageView.tsx";

const OutboxMessageRouteQuery = graphql`
  query OutboxMessageRouteQuery($id: ID!) {
    node(id: $id) {
      ... on EmailMessage @alias(as: "email") {
        id
        to
        subject
        ...EmailMessageView_email
        ...EmailDelivery_email
      }
    }
  }
`;

export const loader = nodeRouteLoader<OutboxMessageRouteQueryType>(OutboxMessageRouteQuery, emailMessageIdFromParam);
export const exists = nodeExists("EmailMessage", emailMessageIdFromParam);

const LIST = { label: "Outbox", path: OUTBOX_PATH };

export function Component() {
  const data = useRouteQuery<OutboxMessageRouteQueryType>(OutboxMessageRouteQuery);
  const email = data.node?.email ?? null;
  const deliveryHeading = useId();
  usePageMeta({ title: email ? `${email.subject} · Outbox` : "E-mail not found" });

  if (!email) {
    return <DetailNotFound noun="e-mail" list={LIST} back="Back to the outbox" />;
  }
  return (
    <Stack gap="lg">
      <DetailTrail list={LIST} current={email.subject} />
      <ManageHeader title={email.subject} description={<span style={{ overflowWrap: "anywhere" }}>{`To ${email.to}`}</span>} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <EmailMessageView email={email} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm" component="section" aria-labelledby={deliveryHeading}>
            <Title order={2} size="h4" id={deliveryHeading}>
              Delivery
            </Title>
            <EmailDelivery email={email} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
