// /order/telephone-voice-prompts, /order/on-hold-message, /order/mobile-voicemail (public) and the
// same wizards at /account/order/new/<wizard> (account layout). The loader reads the catalogue the
// wizard offers (the service with its plans, the voices, the music beds), the reading speed and,
// for a signed-in customer, their latest draft of this service. Any other address, or a service
// that is inactive or priced on request, is the 404 page.
import { Container } from "@mantine/core";
import { useEffect, useState } from "react";
import { fetchQuery, graphql } from "react-relay";
import { useLocation, useParams, useSearchParams, type LoaderFunctionArgs, type Params } from "react-router";
import { emptyDraft, type OrderDraft } from "../../common/orders/orderDraft.ts";
import type { WizardService } from "../../common/orders/wizards.ts";
import type { OrderWizardRouteExistsQuery as OrderWizardRouteExistsQueryType } from "../__generated__/OrderWizardRouteExistsQuery.graphql.ts";
import type { OrderWizardRouteQuery as OrderWizardRouteQueryType } from "../__generated__/OrderWizardRouteQuery.graphql.ts";
import { currentEnvironment } from "../app/relayEnvironment.ts";
import { usePageMeta } from "../app/usePageMeta.ts";
import { PageHeader } from "../ui/PageHeader.tsx";
import { loadRouteQueryOrNotFound, notFound } from "../app/routeData.ts";
import { readLocalDraft } from "./draftStorage.ts";
import { readGreetingFields } from "./greetingFieldsStorage.ts";
import { greetingTemplate, withGreetingFields } from "./greetingTemplates.ts";
import { initialGreetingFields, OrderWizard } from "./OrderWizard.tsx";
import { draftFromOrder } from "./serverDraft.ts";
import { addItem, planFromParam, VOICE_PARAM, wizardForPath, withChosenVoice } from "./wizardDraft.ts";
import { useRouteQuery } from "../ui/routeLoaders.ts";

const OrderWizardRouteQuery = graphql`
  query OrderWizardRouteQuery($service: String!, $withTracks: Boolean!) {
    service(slug: $service) {
      name
      pricingModel
      bundles {
        slug
      }
    }
    voices(first: 100) {
      edges {
        node {
          id
          slug
          languages
        }
      }
      ...VoicePicker_voices
      ...ReviewSummary_voices
    }
    settings {
      wordsPerMinute
    }
    viewer {
      id
      name
      company {
        name
      }
      orderDraft(service: $service) {
        ...serverDraft_order
      }
    }
    ...OrderWizard_query
  }
`;

// The server's question before answering the page's document (routes.tsx, `exists`).
const OrderWizardRouteExistsQuery = graphql`
  query OrderWizardRouteExistsQuery($service: String!) {
    service(slug: $service) {
      pricingModel
    }
  }
`;

const UNKNOWN_WIZARD = "We have no order form at this address. See what you can order online, or ask us for a quote.";

/** Whether the service (active, by the address's slug) is ordered with a wizard: it has a price. */
const hasOrderForm = (service: { readonly pricingModel: string } | null | undefined) => !!service && service.pricingModel !== "QUOTE";

export function loader({ params }: LoaderFunctionArgs) {
  const service = wizardForPath(params.wizard);
  if (!service) notFound(UNKNOWN_WIZARD);
  return loadRouteQueryOrNotFound<OrderWizardRouteQueryType>(
    OrderWizardRouteQuery,
    { service, withTracks: service === "message-on-hold" },
    (data) => hasOrderForm(data.service),
    UNKNOWN_WIZARD,
  );
}

export async function exists(params: Params): Promise<boolean> {
  const service = wizardForPath(params.wizard);
  if (!service) return false;
  const data = await fetchQuery<OrderWizardRouteExistsQueryType>(currentEnvironment(), OrderWizardRouteExistsQuery, { service }).toPromise();
  return hasOrderForm(data?.service);
}

const LEADS: Record<WizardService, string> = {
  "telephone-voice-prompts": "List your prompts with the file name your phone system expects, choose the voice and the format, and see the price as you type.",
  "message-on-hold": "Choose a bundle or pay per message, write your messages, pick a voice and a music bed, and see the price as you type.",
  "mobile-voicemail": "Start from a template, make it yours, choose a voice and see the price straight away.",
};

type Start = {
  draft: OrderDraft;
  orderId: string | null;
  savedDraft: OrderDraft | null;
  /** The draft differs from what is kept (a plan from the address, a guest draft adopted after signing in): keep it at once. */
  unsaved: boolean;
};

/**
 * Where the wizard starts: the customer's draft on the server, else the one kept in this browser
 * (a guest's, also taken over by the account once signed in), else a fresh one.
 */
function startingDraft(service: WizardService, data: OrderWizardRouteQueryType["response"], plan: string | null, voice: string | null): Start {
  const bundleSlugs = data.service?.bundles.map((bundle) => bundle.slug) ?? [];
  const saved = data.viewer?.orderDraft ? draftFromOrder(service, data.viewer.orderDraft) : null;
  let start: Start;
  if (saved) start = { draft: saved.draft, orderId: saved.orderId, savedDraft: saved.draft, unsaved: false };
  else {
    const local = readLocalDraft(service);
    start = { draft: local ?? freshDraft(service, data), orderId: null, savedDraft: null, unsaved: !!local && !!data.viewer };
  }
  // A guest's greeting taken over after signing in: the template's text follows the profile's name
  // and company, which the wizard shows from now on.
  const greeting = start.draft.items[0];
  if (service === "mobile-voicemail" && data.viewer && greeting) {
    const updated = withGreetingFields(greeting, readGreetingFields() ?? { name: "", company: "" }, initialGreetingFields(data.viewer));
    if (updated !== greeting) start = { ...start, draft: { ...start.draft, items: [updated, ...start.draft.items.slice(1)] }, unsaved: true };
  }
  // A plan chosen on the plans pages (?plan=) wins over the one in the draft.
  const chosen = service === "message-on-hold" ? planFromParam(plan, bundleSlugs) : undefined;
  if (chosen !== undefined && chosen !== start.draft.bundle) start = { ...start, draft: { ...start.draft, bundle: chosen }, unsaved: true };
  // So does a voice chosen on the voices page (?voice=).
  const withVoice = withChosenVoice(start.draft, voice, data.voices.edges.map((edge) => edge.node));
  if (withVoice !== start.draft) start = { ...start, draft: withVoice, unsaved: true };
  return start;
}

function freshDraft(service: WizardService, data: OrderWizardRouteQueryType["response"]): OrderDraft {
  const draft = emptyDraft(service);
  if (service !== "mobile-voicemail") return addItem(draft);
  const standard = greetingTemplate("standard")!;
  return addItem(draft, { name: standard.title, text: standard.text(initialGreetingFields(data.viewer)) });
}

export function Component() {
  const service = wizardForPath(useParams().wizard)!;
  const data = useRouteQuery<OrderWizardRouteQueryType>(OrderWizardRouteQuery);
  const inAccount = useLocation().pathname.startsWith("/account/");
  usePageMeta({ title: data.service ? `Order: ${data.service.name}` : "Order", description: LEADS[service] });
  if (!data.service) return null;
  return (
    <Container size="lg" px={inAccount ? 0 : "md"} py={inAccount ? 0 : "xl"} w="100%">
      <PageHeader eyebrow={inAccount ? "New order" : "Order online"} title={data.service.name} lead={LEADS[service]} />
      {/* Keyed: another wizard (or the same one for another person) starts from its own draft. */}
      <WizardStart key={`${service}:${data.viewer?.id ?? "guest"}`} service={service} data={{ ...data, service: data.service }} />
    </Container>
  );
}

function WizardStart({ service, data }: { service: WizardService; data: OrderWizardRouteQueryType["response"] & { service: NonNullable<OrderWizardRouteQueryType["response"]["service"]> } }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [start] = useState(() => startingDraft(service, data, searchParams.get("plan"), searchParams.get(VOICE_PARAM)));

  // The plan and voice are in the draft now; the address no longer needs them (a reload keeps the draft's).
  const hasChoice = searchParams.has("plan") || searchParams.has(VOICE_PARAM);
  useEffect(() => {
    if (!hasChoice) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("plan");
        next.delete(VOICE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [hasChoice, setSearchParams]);

  return <OrderWizard serviceSlug={service} query={data} voices={data.voices} initialDraft={start.draft} initialUnsaved={start.unsaved} orderId={start.orderId} savedDraft={start.savedDraft} signedIn={!!data.viewer} />;
}
