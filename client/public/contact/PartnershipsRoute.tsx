// /partnerships — the reseller, referral and agency programmes (page "partnerships"), the way in
// through an account, and the partnership enquiry form.
import { Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { graphql } from "react-relay";
import { useSearchParams } from "react-router";
import { PARTNERSHIP_PROGRAMMES } from "../../../common/validation/contactFields.ts";
import type { PartnershipsRouteQuery as PartnershipsRouteQueryType } from "../../__generated__/PartnershipsRouteQuery.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ContentBody } from "../shared/ContentBody.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { loadRouteQueryOrNotFound } from "../../app/routeData.ts";
import { isProgramme, PartnershipForm, PROGRAMMES } from "./PartnershipForm.tsx";
import { useRouteQuery } from "../../ui/routeLoaders.ts";

const PartnershipsRouteQuery = graphql`
  query PartnershipsRouteQuery {
    page(slug: "partnerships") {
      title
      subtitle
      body
    }
    viewer {
      id
    }
  }
`;

export function loader() {
  return loadRouteQueryOrNotFound<PartnershipsRouteQueryType>(PartnershipsRouteQuery, {}, (data) => !!data.page);
}

export function Component() {
  const data = useRouteQuery<PartnershipsRouteQueryType>(PartnershipsRouteQuery);
  const [searchParams] = useSearchParams();
  const page = data.page;
  usePageMeta({ title: page?.title ?? "Partnerships", description: page?.subtitle ?? "Reseller, referral and agency programmes of the studio." });
  if (!page) return null;
  const requested = searchParams.get("programme");
  return (
    <Stack gap={48}>
      <div>
        <PageHeader eyebrow="Partnerships" title={page.title} lead={page.subtitle} />
        <ContentBody body={page.body} />
      </div>
      <Stack gap="md" component="section" aria-labelledby="programmes-title">
        <Title order={2} fz="h3" id="programmes-title">
          Three ways to work with us
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {PARTNERSHIP_PROGRAMMES.map((programme) => (
            <Card key={programme} padding="lg">
              <Title order={3} fz="lg">
                {PROGRAMMES[programme].title}
              </Title>
              <Text size="sm" c="dimmed" mt={6}>
                {PROGRAMMES[programme].text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        {!data.viewer && (
          <Card padding="lg" bg="studio.0" withBorder={false}>
            <Group justify="space-between" gap="md">
              <Text maw={520}>Resellers and referrers work from a customer account: create yours, then apply for the programme from your account area.</Text>
              <Button component={PrefetchLink} to="/register">
                Create an account
              </Button>
            </Group>
          </Card>
        )}
      </Stack>
      <Divider />
      <PartnershipForm initialProgramme={isProgramme(requested) ? requested : "RESELLER"} />
    </Stack>
  );
}
