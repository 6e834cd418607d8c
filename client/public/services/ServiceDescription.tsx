// A service's description beside how it is priced and the button that starts it, under the
// heading the page gives it.
import { Grid } from "@mantine/core";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { ServiceDescription_service$key } from "../../__generated__/ServiceDescription_service.graphql.ts";
import { ContentBody } from "../shared/ContentBody.tsx";
import type { CallToAction } from "../shared/links.ts";
import { ServicePricing } from "./ServicePricing.tsx";

export function ServiceDescription({ service: serviceKey, heading, action }: { service: ServiceDescription_service$key; heading: ReactNode; action: CallToAction }) {
  const service = useFragment(
    graphql`
      fragment ServiceDescription_service on Service {
        description
        ...ServicePricing_service
      }
    `,
    serviceKey,
  );
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        {heading}
        <ContentBody body={service.description} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <ServicePricing service={service} action={action} />
      </Grid.Col>
    </Grid>
  );
}
