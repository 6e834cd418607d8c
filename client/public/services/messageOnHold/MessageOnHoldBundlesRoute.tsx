// /services/message-on-hold/bundles — the on-hold plans compared in one table with prices from the
// catalogue; each plan leads into the order wizard with that plan chosen.
import { Anchor, Stack, Text } from "@mantine/core";
import { graphql } from "react-relay";
import type { MessageOnHoldBundlesRouteQuery as QueryType } from "../../../__generated__/MessageOnHoldBundlesRouteQuery.graphql.ts";
import { PrefetchLink } from "../../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../../app/usePageMeta.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { loadRouteQueryOrNotFound } from "../../../app/routeData.ts";
import { BundleTable } from "./BundleTable.tsx";
import { MusicBeds } from "./MusicBeds.tsx";
import { useRouteQuery } from "../../../ui/routeLoaders.ts";

const MessageOnHoldBundlesRouteQuery = graphql`
  query MessageOnHoldBundlesRouteQuery {
    service(slug: "message-on-hold") {
      ...BundleTable_service
    }
    soundtrackTracks {
      ...MusicBeds_tracks
    }
  }
`;

export function loader() {
  return loadRouteQueryOrNotFound<QueryType>(MessageOnHoldBundlesRouteQuery, {}, (data) => !!data.service);
}

export function Component() {
  usePageMeta({
    title: "Message-on-hold bundles",
    description: "Compare the studio's yearly message-on-hold plans: messages included, words per message and price per message.",
  });
  const data = useRouteQuery<QueryType>(MessageOnHoldBundlesRouteQuery);
  if (!data.service) return null;
  return (
    <Stack gap={48}>
      <div>
        <PageHeader
          eyebrow="Message on hold"
          title="Bundles compared"
          lead="Buy a set of on-hold messages once and use them throughout the year. Every message is voiced, mixed over the music bed of your choice and delivered in your phone system's format."
        />
        <BundleTable service={data.service} />
        <Text size="sm" c="dimmed" mt="md">
          Need just one message?{" "}
          <Anchor component={PrefetchLink} to="/services/message-on-hold/pay-as-you-go" fw={600} underline="always">
            See pay-as-you-go prices
          </Anchor>
          .
        </Text>
      </div>
      <MusicBeds tracks={data.soundtrackTracks} title="Choose your music bed" />
    </Stack>
  );
}
