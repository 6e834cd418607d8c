// One order wizard (telephone prompts, message on hold, voicemail greeting): the steps Script,
// Voice, Delivery and Review in a Mantine Stepper, the live price from the server next to them,
// and the draft kept as the customer works (browser for guests, server when signed in). Each step
// is checked with the shared `draftIssues` rules when the customer continues, and the messages
// show next to the fields; "Continue to payment" checks everything, saves and moves on.
import { Alert, Box, Button, Card, Grid, Group, Stack, Stepper, Text, Title, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate, useSearchParams } from "react-router";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import type { WizardService } from "../../common/orders/wizards.ts";
import type { OrderWizard_query$key } from "../__generated__/OrderWizard_query.graphql.ts";
import type { ReviewSummary_voices$key } from "../__generated__/ReviewSummary_voices.graphql.ts";
import type { VoicePicker_voices$key } from "../__generated__/VoicePicker_voices.graphql.ts";
import { formatMoney } from "../../common/money.ts";
import { FormAlert } from "../ui/FormAlert.tsx";
import { Icon } from "../ui/Icon.tsx";
import { requestErrorMessage } from "../ui/formErrors.ts";
import { DeliveryOptions } from "./DeliveryOptions.tsx";
import { GreetingEditor } from "./GreetingEditor.tsx";
import { readGreetingFields, writeGreetingFields } from "./greetingFieldsStorage.ts";
import { ItemListEditor } from "./ItemListEditor.tsx";
import { MusicBedPicker } from "./MusicBedPicker.tsx";
import classes from "./order.module.css";
import { PlanPicker } from "./PlanPicker.tsx";
import { QuoteSummary } from "./QuoteSummary.tsx";
import { ReviewSummary } from "./ReviewSummary.tsx";
import { useDraftPersistence } from "./useDraftPersistence.ts";
import { useLiveQuote } from "./useLiveQuote.ts";
import { VoicePicker } from "./VoicePicker.tsx";
import { maxItems, stepIndex, wizardSteps, type DraftUpdate, type FieldErrors, type WizardStepKey } from "./wizardDraft.ts";
import { maxWordsFor } from "../../common/orders/limits.ts";
import { stepFieldErrors, type StepErrorSources, type WizardLimits } from "./wizardRules.ts";
import type { GreetingFields } from "./greetingTemplates.ts";

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

const EMPTY_TEXT: Record<WizardService, string> = {
  "telephone-voice-prompts": "Add the text of a prompt to see its price.",
  "message-on-hold": "Choose a plan or write a message to see the price.",
  "mobile-voicemail": "Write your greeting to see the price.",
};

function SaveStatus({ signedIn, state }: { signedIn: boolean; state: ReturnType<typeof useDraftPersistence>["state"] }) {
  let text: string;
  if (!signedIn) text = "Your draft is kept in this browser.";
  else if (state.status === "saving" || state.status === "pending") text = "Saving your draft…";
  else if (state.status === "saved") text = "Draft saved to your account.";
  else if (state.status === "error") text = state.message ?? "Your draft could not be saved.";
  else text = "Your draft is saved to your account as you go.";
  return (
    <Text size="xs" c={state.status === "error" ? "red.9" : "dimmed"} role="status" aria-live="polite" data-testid="draft-status">
      {text}
    </Text>
  );
}

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
  const steps = useMemo(() => wizardSteps(serviceSlug), [serviceSlug]);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = stepIndex(serviceSlug, searchParams.get("step"));
  const step = steps[active];
  const wide = useMediaQuery("(min-width: 48em)", true);

  const [draft, setDraft] = useState(initialDraft);
  const onChange: DraftUpdate = useCallback((update) => setDraft((current) => update(current)), []);
  const [checked, setChecked] = useState<ReadonlySet<WizardStepKey>>(() => new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [greetingFields, setGreetingFields] = useState<GreetingFields>(() => initialGreetingFields(viewer));

  const persistence = useDraftPersistence({ signedIn, draft, orderId, savedDraft, initialUnsaved });
  const live = useLiveQuote(draft);
  const wordsPerMinute = settings.wordsPerMinute;

  const bundle = service.bundles.find((candidate) => candidate.slug === draft.bundle) ?? null;
  const max = maxItems(serviceSlug, bundle?.messagesIncluded);
  const includedWords = bundle ? bundle.wordsPerMessage : service.includedWords;

  const maxWords = maxWordsFor(service);
  const limits: WizardLimits = useMemo(
    () => ({ plan: bundle ? { name: bundle.name, messagesIncluded: bundle.messagesIncluded } : null, maxWords, fillGaps: serviceSlug === "mobile-voicemail" }),
    [bundle, maxWords, serviceSlug],
  );
  const sources: StepErrorSources = useMemo(
    () => ({ draft, limits, server: { ...persistence.state.fields, ...live.fieldErrors } }),
    [draft, limits, persistence.state.fields, live.fieldErrors],
  );
  /** Everything that keeps each step from being continued, keyed by field (one message per field). */
  const issues: FieldErrors[] = useMemo(() => steps.map((candidate) => stepFieldErrors(candidate, serviceSlug, sources)), [steps, serviceSlug, sources]);
  const hasIssues = (index: number) => Object.keys(issues[index]).length > 0;

  // What shows next to the fields: everything for the steps the customer tried to continue from;
  // elsewhere only what stays wrong whatever they do next (over a limit, refused by the server).
  const errors: FieldErrors = useMemo(() => {
    const shown: FieldErrors = {};
    steps.forEach((candidate, index) => Object.assign(shown, checked.has(candidate.key) ? issues[index] : stepFieldErrors(candidate, serviceSlug, sources, false)));
    return shown;
  }, [steps, checked, issues, serviceSlug, sources]);

  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<"heading" | "error" | null>(null);
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === "heading") heading.current?.focus();
    if (target === "error") {
      // The first field in error, else what fixes a message about a whole list ("Add prompt").
      const invalid = panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? panel.current?.querySelector<HTMLElement>("[data-fixes-error]");
      (invalid ?? heading.current)?.focus();
    }
  });

  const goTo = (index: number, focus: "heading" | "error" = "heading") => {
    focusTarget.current = focus;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (index === 0) next.delete("step");
        else next.set("step", steps[index].key);
        return next;
      },
      { replace: true, preventScrollReset: index === active },
    );
    if (index !== active) window.scrollTo({ top: 0 });
  };

  /** Shows the step's messages; true when the step is complete. */
  const checkStep = (index: number): boolean => {
    const candidate = steps[index];
    if (!candidate.checks) return true;
    setChecked((current) => new Set(current).add(candidate.key));
    return !hasIssues(index);
  };

  const next = () => {
    if (checkStep(active)) goTo(active + 1);
    else {
      focusTarget.current = "error";
      setAlert(null);
    }
  };

  const selectStep = (index: number) => {
    if (index <= active) return goTo(index);
    for (let i = active; i < index; i++) {
      if (!checkStep(i)) return goTo(i, "error");
    }
    goTo(index);
  };

  const continueToPayment = async () => {
    setAlert(null);
    setChecked(new Set(steps.map((candidate) => candidate.key)));
    const incomplete = steps.findIndex((_, index) => hasIssues(index));
    if (incomplete >= 0) {
      setAlert("Some details are still missing: they are marked in this step.");
      goTo(incomplete, "error");
      return;
    }
    if (!live.quote && !live.updating && live.problem) {
      setAlert(live.problem);
      return;
    }
    setLeaving(true);
    try {
      if (!signedIn) {
        await persistence.flush(draft);
        navigate(`/order/guest-payment?service=${encodeURIComponent(serviceSlug)}`);
        return;
      }
      const id = await persistence.flush(draft);
      if (!id) {
        setAlert(persistence.state.message ?? "Your draft could not be saved. Please try again.");
        return;
      }
      navigate(`/order/payment/${encodeURIComponent(id)}`);
    } catch (error) {
      setAlert(requestErrorMessage(error));
    } finally {
      setLeaving(false);
    }
  };

  const changeGreetingFields = (fields: GreetingFields) => {
    setGreetingFields(fields);
    if (!signedIn) writeGreetingFields(fields);
  };

  const stepProps = { draft, onChange, errors };

  let content: ReactNode;
  if (step.key === "script") {
    if (serviceSlug === "mobile-voicemail") {
      content = (
        <GreetingEditor
          {...stepProps}
          fields={greetingFields}
          onFieldsChange={changeGreetingFields}
          wordsPerMinute={wordsPerMinute}
          maxWords={maxWords}
        />
      );
    } else {
      const list = (
        <ItemListEditor
          {...stepProps}
          service={serviceSlug}
          max={max}
          maxReason={bundle ? `The ${bundle.name} plan includes ${bundle.messagesIncluded} messages.` : `An order holds at most ${max}.`}
          wordsPerMinute={wordsPerMinute}
          includedWords={includedWords}
          maxWords={maxWords}
          assistantAvailable={settings.scriptAssistantAvailable}
        />
      );
      content =
        serviceSlug === "message-on-hold" ? (
          <Stack gap="xl">
            <PlanPicker service={service} {...stepProps} />
            <Stack gap="xs">
              <Title order={3} fz="lg">
                Your messages
              </Title>
              {list}
            </Stack>
            {data.soundtrackTracks && <MusicBedPicker tracks={data.soundtrackTracks} {...stepProps} />}
          </Stack>
        ) : (
          list
        );
    }
  } else if (step.key === "voice") {
    content = <VoicePicker voices={voices} {...stepProps} />;
  } else if (step.key === "delivery") {
    content = <DeliveryOptions service={service} {...stepProps} />;
  } else {
    content = (
      <ReviewSummary
        serviceSlug={serviceSlug}
        service={service}
        voices={voices}
        tracks={data.soundtrackTracks ?? null}
        draft={draft}
        wordsPerMinute={wordsPerMinute}
        scriptIssues={[...new Set(Object.values(issues[0]))]}
        onEdit={(key) => goTo(steps.findIndex((candidate) => candidate.key === key))}
      />
    );
  }

  const isReview = step.key === "review";
  const stepErrorCount = step.checks && checked.has(step.key) ? Object.keys(issues[active]).length : 0;
  // Nothing to price until some item has text (a plan has its price without).
  const priced = live.hasText || !!bundle;
  const refused = Object.keys(live.fieldErrors).length > 0;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Stepper active={active} onStepClick={selectStep} size={wide ? "sm" : "xs"} labelPosition={wide ? "right" : "bottom"} aria-label="Order steps">
            {steps.map((candidate, index) => {
              // A step passed with something still missing (opened by its address, or changed since).
              const unfinished = index < active && hasIssues(index);
              return (
                <Stepper.Step
                  key={candidate.key}
                  label={
                    <>
                      <VisuallyHidden>
                        Step {index + 1} of {steps.length}:{" "}
                      </VisuallyHidden>
                      {candidate.label}
                      {unfinished && <VisuallyHidden> (incomplete)</VisuallyHidden>}
                    </>
                  }
                  description={wide ? candidate.description : undefined}
                  color={unfinished ? "red.9" : undefined}
                  completedIcon={unfinished ? <Icon name="alert" size={16} /> : undefined}
                  aria-current={index === active ? "step" : undefined}
                />
              );
            })}
          </Stepper>
          <Box ref={panel} component="section" aria-labelledby="order-step-title" className={classes.step}>
            <Stack gap="lg">
              <div>
                <Text size="sm" c="dimmed">
                  Step {active + 1} of {steps.length}
                </Text>
                <Title order={2} id="order-step-title" ref={heading} tabIndex={-1} fz="h3" style={{ outline: "none" }}>
                  {step.title}
                </Title>
              </div>
              {stepErrorCount > 0 && (
                <Alert color="red" variant="light" icon={<Icon name="alert" />}>
                  {stepErrorCount === 1 ? "One thing needs your attention" : `${stepErrorCount} things need your attention`} before you continue: see the marked fields.
                </Alert>
              )}
              {content}
              <FormAlert>{alert}</FormAlert>
              {live.total && priced && (
                <Text hiddenFrom="md" fw={700}>
                  Total: {formatMoney(live.total.amount, live.total.currency)}{" "}
                  <Text span size="sm" c="dimmed" fw={400}>
                    (details below)
                  </Text>
                </Text>
              )}
              <Group justify="space-between" gap="sm">
                <Button variant="default" onClick={() => goTo(active - 1)} disabled={active === 0} leftSection={<Icon name="arrowLeft" />}>
                  Back
                </Button>
                {isReview ? (
                  <Button size="md" color="amber.5" c="dark.9" loading={leaving} onClick={() => void continueToPayment()}>
                    Continue to payment
                  </Button>
                ) : (
                  <Button onClick={next}>Continue to {steps[active + 1].label.toLowerCase()}</Button>
                )}
              </Group>
              <SaveStatus signedIn={signedIn} state={persistence.state} />
            </Stack>
          </Box>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card padding="lg" component="aside" aria-labelledby="order-price-title" style={{ position: "sticky", top: 80 }}>
          <Stack gap="sm">
            <Title order={2} fz="h4" id="order-price-title">
              Your price
            </Title>
            <Text size="sm" c="dimmed">
              {service.name}
              {bundle ? ` · ${bundle.name}` : serviceSlug === "message-on-hold" ? " · pay-as-you-go" : ""}
            </Text>
            {!priced ? (
              <Text size="sm" c="dimmed">
                {EMPTY_TEXT[serviceSlug]}
              </Text>
            ) : live.quote ? (
              <QuoteSummary quote={live.quote} updating={live.updating} emptyText={EMPTY_TEXT[serviceSlug]} />
            ) : live.updating ? (
              <Text size="sm" c="dimmed" role="status">
                Calculating the price…
              </Text>
            ) : (
              <Text size="sm" c="var(--mantine-color-error)" role="status">
                {refused ? "The price shows once the marked fields are put right." : (live.problem ?? "The price could not be calculated.")}
              </Text>
            )}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
