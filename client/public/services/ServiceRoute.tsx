// /services/:service — one active service: its description, how it is priced, how fast it is
// delivered, sample audio and the button that starts it. An unknown or inactive slug is the 404
// page. Message on hold has its own section (/services/message-on-hold/...).
import { Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { redirect, type LoaderFunctionArgs } from "react-router";
import type { ServiceRouteQuery as ServiceRouteQueryType } from "../../__generated__/ServiceRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { serviceCallToAction } from "../shared/links.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { loadRouteQueryOrNotFound } from "../../app/routeData.ts";
import { CallToActionBand } from "./CallToActionBand.tsx";
import { ServiceDescription } from "./ServiceDescription.tsx";
import { VoiceExamples } from "./VoiceExamples.tsx";
import { useRouteQuery } from "../../ui/routeLoaders.ts";

const ServiceRouteQuery = graphql`
  query ServiceRouteQuery($slug: String!) {
    service(slug: $slug) {
      slug
      name
      summary
      pricingModel
      ...ServiceDescription_service
    }
    featuredVoices {
      ...VoiceExamples_voices
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.service ?? "";
  if (slug === "message-on-hold") return redirect("/services/message-on-hold/overview");
  return loadRouteQueryOrNotFound<ServiceRouteQueryType>(ServiceRouteQuery, { slug }, (data) => !!data.service, "We do not offer a service at this address. See all our services for what we record.");
}

export function Component() {
  const data = useRouteQuery<ServiceRouteQueryType>(ServiceRouteQuery);
  const service = data.service;
  usePageMeta({ title: service?.name, description: service?.summary });
  if (!service) return null;
  const cta = serviceCallToAction(service.slug);
  return (
    <Stack gap={48}>
      <ServiceDescription service={service} heading={<PageHeader eyebrow="Services" title={service.name} lead={service.summary} />} action={cta} />
      <VoiceExamples voices={data.featuredVoices} title="Hear our voices" />
      <CallToActionBand
        title={service.pricingModel === "QUOTE" ? "Get a fixed quote" : `Order ${service.name.toLowerCase()}`}
        text={
          service.pricingModel === "QUOTE"
            ? "Tell us what you need — the script, languages and deadline — and the studio replies with a fixed price and a delivery date, usually within one working day."
            : "Write your script, choose a voice and a file format, and see the price as you type. Pay by card; no account needed."
        }
        primary={cta}
        secondary={{ label: "Ask a question", to: "/contact" }}
      />
    </Stack>
  );
}
