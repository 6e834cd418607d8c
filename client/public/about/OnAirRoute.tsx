// /about/onair — where the studio's work is heard: broadcast clients and phone lines, from the
// on-air entries of the site content.
import { Badge, Stack, Text } from "@mantine/core";
import { graphql } from "react-relay";
import type { OnAirRouteQuery as OnAirRouteQueryType } from "../../__generated__/OnAirRouteQuery.graphql.ts";
import { ContentEntryCards } from "../shared/ContentEntryCards.tsx";
import { LinkButtons } from "../shared/LinkButtons.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

const OnAirRouteQuery = graphql`
  query OnAirRouteQuery {
    contentEntries(kind: ON_AIR) {
      id
      title
      subtitle
      body
    }
  }
`;

export const loader = queryRouteLoader<OnAirRouteQueryType>(OnAirRouteQuery);

export function Component() {
  usePageMeta({ title: "On air", description: "Broadcast clients and phone lines where the studio's voices are heard: idents, commercials, IVR menus and on-hold programmes." });
  const data = useRouteQuery<OnAirRouteQueryType>(OnAirRouteQuery);
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="About us"
        title="On air"
        lead="Our voices answer phones, fill waiting time and go on air every day. A selection of the broadcasters, brands and businesses we have recorded for."
      />
      <ContentEntryCards entries={data.contentEntries}>
        {(client) => (
          <>
            {client.subtitle && (
              <Badge variant="light" radius="sm" tt="none" w="fit-content">
                {client.subtitle}
              </Badge>
            )}
            <Text size="sm">{client.body}</Text>
          </>
        )}
      </ContentEntryCards>
      <LinkButtons primary={{ label: "Start your project", to: "/voice-contact" }} secondary={{ label: "See our services", to: "/services" }} />
    </Stack>
  );
}
