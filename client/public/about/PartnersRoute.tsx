// /about/partners — the telephony platforms, agencies and translators the studio works with, and
// the way to become one.
import { Anchor, Button, Card, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { graphql } from "react-relay";
import type { PartnersRouteQuery as PartnersRouteQueryType } from "../../__generated__/PartnersRouteQuery.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { ContentEntryCards } from "../shared/ContentEntryCards.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { queryRouteLoader, useRouteQuery } from "../../ui/routeLoaders.ts";

const PartnersRouteQuery = graphql`
  query PartnersRouteQuery {
    contentEntries(kind: PARTNER) {
      id
      title
      body
      url
    }
  }
`;

/** The host name of a partner's site, for the link text ("northline.example.com"). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

export const loader = queryRouteLoader<PartnersRouteQueryType>(PartnersRouteQuery);

export function Component() {
  usePageMeta({ title: "Partners", description: "Telephony providers, contact-centre platforms, agencies and translators that work with the studio." });
  const data = useRouteQuery<PartnersRouteQueryType>(PartnersRouteQuery);
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="About us"
        title="Partners"
        lead="Telephony providers, contact-centre platforms, agencies and translators offer our recordings to their customers or bring their expertise to our projects."
      />
      <ContentEntryCards entries={data.contentEntries}>
        {(partner) => (
          <>
            <Text size="sm" style={{ flexGrow: 1 }}>
              {partner.body}
            </Text>
            {partner.url && (
              <Anchor href={partner.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600} style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
                {hostOf(partner.url)}
                <Icon name="external" size={14} />
                <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </Anchor>
            )}
          </>
        )}
      </ContentEntryCards>
      <Card padding="xl" bg="studio.0" withBorder={false}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="h3">
            Become a partner
          </Title>
          <Text>Resell our recordings under your own brand, refer customers for a commission, or order through our API from your own platform.</Text>
          <Button component={PrefetchLink} to="/partnerships">
            Partnership programmes
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
