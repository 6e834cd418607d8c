// One order wizard (telephone prompts, message on hold, voicemail greeting): the steps Script,
// Voice, Delivery and Review in a Mantine Stepper, the live price from the server next to them,
// and the draft kept as the customer works (browser for guests, server when signed in). Each step
// is checked with the shared `draftIssues` rules when the customer continues, and the messages
// show next to the fields; "Continue to payment" checks everything, saves and moves on.
import { Grid, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useCallback, useMemo, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { maxWordsFor } from "../../common/orders/limits.ts";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import type { WizardService } from "../../common/orders/wizards.ts";
import type { OrderWizard_query$key } from "../__generated__/OrderWizard_query.graphql.ts";
import type { ReviewSummary_voices$key } from "../__generated__/ReviewSummary_voices.graphql.ts";
import type { VoicePicker_voices$key } from "../__generated__/VoicePicker_voices.graphql.ts";
import { FormAlert } from "../ui/FormAlert.tsx";
import { DeliveryOptions } from "./DeliveryOptions.tsx";
import { readGreetingFields, writeGreetingFields } from "./greetingFieldsStorage.ts";
import type { GreetingFields } from "./greetingTemplates.ts";
import { ReviewSummary } from "./ReviewSummary.tsx";
import { SaveStatus } from "./SaveStatus.tsx";
import { ScriptStep } from "./ScriptStep.tsx";
import { useContinueToPayment } from "./useContinueToPayment.ts";
import { useDraftPersistence } from "./useDraftPersistence.ts";
import { useLiveQuote } from "./useLiveQuote.ts";
import { useWizardSteps } from "./useWizardSteps.ts";
import { VoicePicker } from "./VoicePicker.tsx";
import type { DraftUpdate } from "./wizardDraft.ts";
import { isPriced, WizardMobileTotal, WizardPriceCard } from "./WizardPrice.tsx";
import { WizardStepActions } from "./WizardStepActions.tsx";
import { WizardStepPanel } from "./WizardStepPanel.tsx";
import { WizardStepper } from "./WizardStepper.tsx";
import type { StepErrorSources, WizardLimits } from "./wizardRules.ts";

export type OrderWizardProps = {
  serviceSlug: WizardService;
  /** The route's query (it exists only with its service). */
  query: OrderWizard_query$key;
  /** The voices to choose from (the route's query selects them once: a list costs its length). */
  voices: VoicePicker_voices$key & ReviewSummary_voices$key;
  initialDraft: OrderDraft;
  /** The starting draft is not kept yet (a plan from the address, a guest draft after signing in). */
  initialUnsaved?: boolean;
  /** The signed-in customer's server draft this continues (null: a new one, or a guest). */
  orderId: string | null;
  /** The draft as the server has it, so an unchanged draft is not saved again. */
  savedDraft: OrderDraft | null;
  signedIn: boolean;
};

/** The name and company the voicemail templates use: the profile's when signed in, else what the guest typed. */
export function initialGreetingFields(viewer: { readonly name: string; readonly company?: { readonly name: string } | null } | null | undefined): GreetingFields {
  if (viewer) return { name: viewer.name, company: viewer.company?.name ?? "" };
  return readGreetingFields() ?? { name: "", company: "" };
}

export function OrderWizard({ serviceSlug, query, voices, initialDraft, initialUnsaved = false, orderId, savedDraft, signedIn }: OrderWizardProps) {
  const data = useFragment(
    graphql`
      fragment OrderWizard_query on Query {
        service(slug: $service) {
          name
          pricingModel
          includedWords
          perWordPrice
          bundles {
            slug
            name
            messagesIncluded
            wordsPerMessage
          }
          ...PlanPicker_service
          ...DeliveryOptions_service
          ...ReviewSummary_service
        }
        soundtrackTracks @include(if: $withTracks) {
          ...MusicBedPicker_tracks
          ...ReviewSummary_tracks
        }
        settings {
          wordsPerMinute
          scriptAssistantAvailable
        }
        viewer {
          name
          company {
            name
          }
        }
      }
    `,
    query,
  );
  const { settings, viewer } = data;
  const service = data.service!;
  const wide = useMediaQuery("(min-width: 48em)", true);

  const [draft, setDraft] = useState(initialDraft);
  const onChange: DraftUpdate = useCallback((update) => setDraft((current) => update(current)), []);
  const [greetingFields, setGreetingFields] = useState<GreetingFields>(() => initialGreetingFields(viewer));

  const persistence = useDraftPersistence({ signedIn, draft, orderId, savedDraft, initialUnsaved });
  const live = useLiveQuote(draft);
  const wordsPerMinute = settings.wordsPerMinute;

  const bundle = service.bundles.find((candidate) => candidate.slug === draft.bundle) ?? null;
  const maxWords = maxWordsFor(service);
  const limits: WizardLimits = useMemo(
    () => ({ plan: bundle ? { name: bundle.name, messagesIncluded: bundle.messagesIncluded } : null, maxWords, fillGaps: serviceSlug === "mobile-voicemail" }),
    [bundle, maxWords, serviceSlug],
  );
  const sources: StepErrorSources = useMemo(
    () => ({ draft, limits, server: { ...persistence.state.fields, ...live.fieldErrors } }),
    [draft, limits, persistence.state.fields, live.fieldErrors],
  );
  const wizard = useWizardSteps(serviceSlug, sources);
  const { steps, active, step, errors } = wizard;
  const payment = useContinueToPayment({ serviceSlug, signedIn, draft, persistence, live, wizard });

  const next = () => {
    if (!wizard.next()) payment.clearAlert();
  };

  const changeGreetingFields = (fields: GreetingFields) => {
    setGreetingFields(fields);
    if (!signedIn) writeGreetingFields(fields);
  };

  const stepProps = { draft, onChange, errors };
  const isReview = step.key === "review";

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <WizardStepper steps={steps} active={active} wide={wide} hasIssues={wizard.hasIssues} onStepClick={wizard.selectStep} />
          <WizardStepPanel panelRef={wizard.panel} headingRef={wizard.heading} active={active} stepCount={steps.length} title={step.title} errorCount={wizard.stepErrorCount}>
            {step.key === "script" ? (
              <ScriptStep
                {...stepProps}
                serviceSlug={serviceSlug}
                service={service}
                plan={bundle}
                includedWords={service.includedWords}
                tracks={data.soundtrackTracks ?? null}
                greetingFields={greetingFields}
                onGreetingFieldsChange={changeGreetingFields}
                wordsPerMinute={wordsPerMinute}
                maxWords={maxWords}
                assistantAvailable={settings.scriptAssistantAvailable}
              />
            ) : step.key === "voice" ? (
              <VoicePicker voices={voices} {...stepProps} />
            ) : step.key === "delivery" ? (
              <DeliveryOptions service={service} {...stepProps} />
            ) : (
              <ReviewSummary
                serviceSlug={serviceSlug}
                service={service}
                voices={voices}
                tracks={data.soundtrackTracks ?? null}
                draft={draft}
                wordsPerMinute={wordsPerMinute}
                scriptIssues={[...new Set(Object.values(wizard.issues[0]))]}
                onEdit={(key) => wizard.goTo(steps.findIndex((candidate) => candidate.key === key))}
              />
            )}
            <FormAlert>{payment.alert}</FormAlert>
            <WizardMobileTotal total={isPriced(live, !!bundle) ? live.total : null} />
            <WizardStepActions
              canGoBack={active > 0}
              onBack={() => wizard.goTo(active - 1)}
              nextLabel={isReview ? null : steps[active + 1].label}
              onNext={next}
              onContinueToPayment={() => void payment.continueToPayment()}
              leaving={payment.leaving}
            />
            <SaveStatus signedIn={signedIn} state={persistence.state} />
          </WizardStepPanel>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <WizardPriceCard serviceSlug={serviceSlug} serviceName={service.name} planName={bundle?.name ?? null} live={live} />
      </Grid.Col>
    </Grid>
  );
}
