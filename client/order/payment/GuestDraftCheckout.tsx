// The guest's first payment step (/order/guest-payment?service=…): the draft kept in this
// browser, priced live by the server, then an e-mail address (and optional name) and the
// bot-check. Placing the order stores it, forgets the local draft and opens the order's private
// link, where the guest chooses the billing country, a discount code and pays.
import { Alert, Anchor, Button, Card, Checkbox, Grid, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { OrderDraft } from "../../../common/orders/orderDraft.ts";
import { FILE_FORMAT_LABELS } from "../../../common/orders/fileFormats.ts";
import { isWizardService } from "../../../common/orders/wizards.ts";
import { standAloneMessages } from "../../../common/validation/fieldLabels.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import type { GuestPaymentRouteDraftQuery } from "../../__generated__/GuestPaymentRouteDraftQuery.graphql.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { languageName } from "../../ui/languages.ts";
import { AltchaField, useAltcha } from "../../ui/AltchaField.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { clearLocalDraft } from "../draftStorage.ts";
import { draftInput, wizardPath } from "../wizardDraft.ts";
import { guestContactSchema } from "./guestForms.ts";
import { guestOrderPath } from "../../ui/orders/paymentPaths.ts";
import { formatDuration } from "./paymentView.ts";
import { PriceTable } from "./PriceBreakdown.tsx";
import { readPriceTotals } from "../../ui/orders/priceTotals.ts";
import { usePlaceGuestOrderMutation } from "./usePlaceGuestOrderMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { readResult } from "../../ui/resultError.ts";

type Data = GuestPaymentRouteDraftQuery["response"];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Group>
  );
}

export function GuestDraftCheckout({ data, draft }: { data: Data; draft: OrderDraft }) {
  const navigate = useNavigate();
  const altcha = useAltcha();
  const [place, placing] = usePlaceGuestOrderMutation();
  const [draftProblem, setDraftProblem] = useState<string | null>(null);
  const form = useForm({
    name: "guest-checkout",
    mode: "controlled",
    initialValues: { email: "", name: "", reminderConsent: false, altcha: "" },
    validate: altcha.validateWith((values) => formValidator(guestContactSchema)(values)),
  });
  const service = draft.service;
  const editPath = isWizardService(service) ? wizardPath(service) : "/order";
  const quoteResult = readResult<Data["quote"], "Quote">(data.quote);
  const quote = quoteResult.__typename === "Quote" ? quoteResult : null;
  const quoteProblem = quoteResult.__typename !== "Quote" ? ("message" in quoteResult ? quoteResult.message : null) : null;

  const { onSubmit, alert } = useFormSubmit(form, {
    submit: async (values) => {
      setDraftProblem(null);
      return place({ draft: draftInput(draft), email: values.email.trim(), name: values.name.trim() || null, reminderConsent: values.reminderConsent, altcha: values.altcha });
    },
    success: "OrderWithKeyPayload",
    onSuccess: (result) => {
      if (!result.order || !result.accessKey) return;
      clearLocalDraft(service);
      navigate(guestOrderPath(result.order.id, result.accessKey), { replace: true });
    },
    onFailure: (result) => {
      if (result.__typename === "ValidationError" && result.fields?.some((field) => field.path.includes("draft"))) {
        setDraftProblem(standAloneMessages(result.fields.filter((field) => field.path.includes("draft"))));
      }
    },
    onSettled: () => {
      // The server accepts each solved challenge once: solve a fresh one for the next attempt.
      altcha.reset();
      setTimeout(() => altcha.fieldProps.ref.current?.verify(), 0);
    },
  });

  const formats = draft.fileFormats.map((format) => FILE_FORMAT_LABELS[format] ?? format);
  const items = quote?.items ?? draft.items.map((item) => ({ ...item, wordCount: 0, estimatedDurationSeconds: 0 }));

  return (
    <>
      <PageHeader
        eyebrow="Payment"
        title="Almost done: where do we send your order?"
        lead="No account needed. We e-mail you a private link to pay for your order and follow it until delivery."
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="guest-order-title">
            <Stack gap="md">
              <div>
                <Title order={2} size="h4" id="guest-order-title">
                  Your order
                </Title>
                <Text fw={600} mt={4}>
                  {data.service?.name ?? service}
                  {draft.bundle ? ` · ${data.service?.bundles.find((bundle) => bundle.slug === draft.bundle)?.name ?? draft.bundle}` : ""}
                </Text>
              </div>
              <Stack gap={6}>
                {data.voice?.voiceName && <Fact label="Voice" value={data.voice.voiceName} />}
                {draft.language && <Fact label="Language" value={languageName(draft.language)} />}
                {data.track?.trackTitle && <Fact label="Music bed" value={data.track.trackTitle} />}
                {formats.length > 0 && <Fact label={formats.length === 1 ? "File format" : "File formats"} value={formats.join(", ")} />}
                <Fact label="Delivery" value={draft.rush ? "Rush" : "Standard turnaround"} />
              </Stack>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label="Your script">
                {items.map((item, index) => (
                  <li key={index}>
                    <Group gap="xs" justify="space-between" wrap="nowrap" align="baseline">
                      <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                        {item.name || `Item ${index + 1}`}
                      </Text>
                      {quote && (
                        <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                          {item.wordCount} {item.wordCount === 1 ? "word" : "words"} · {formatDuration(item.estimatedDurationSeconds)}
                        </Text>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {item.text}
                    </Text>
                  </li>
                ))}
              </Stack>
              <Text size="sm">
                <Anchor component={Link} to={editPath}>
                  Change your order
                </Anchor>
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="guest-price-title">
              <Title order={2} size="h4" id="guest-price-title" mb="xs">
                Price
              </Title>
              {quote ? (
                <>
                  <PriceTable lines={quote.lines} totals={{ ...quote, ...readPriceTotals(quote.totals), discountCode: quote.discountCode ?? null }} />
                  <Text size="xs" c="dimmed" mt="xs">
                    VAT follows your billing country, which you choose on the next step together with any discount code.
                    {quote.turnaroundDays ? ` Delivery within ${quote.turnaroundDays} working ${quote.turnaroundDays === 1 ? "day" : "days"} of payment.` : ""}
                  </Text>
                </>
              ) : (
                <Alert color="orange" variant="light" icon={<Icon name="alert" />} role="alert" title="Your order is not complete yet">
                  <Stack gap="xs">
                    <Text size="sm">{quoteProblem ?? "This order cannot be priced."}</Text>
                    <Anchor component={Link} to={editPath} size="sm">
                      Back to your order
                    </Anchor>
                  </Stack>
                </Alert>
              )}
            </Card>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="guest-contact-title" shadow="sm">
              <form onSubmit={onSubmit} noValidate aria-labelledby="guest-contact-title">
                <Stack gap="md">
                  <Title order={2} size="h4" id="guest-contact-title">
                    Your details
                  </Title>
                  <FormAlert>{alert}</FormAlert>
                  {draftProblem && (
                    <Alert color="orange" variant="light" role="alert">
                      {draftProblem}{" "}
                      <Anchor component={Link} to={editPath} underline="always">
                        Back to your order
                      </Anchor>
                    </Alert>
                  )}
                  <TextInput
                    label="E-mail"
                    type="email"
                    autoComplete="email"
                    required
                    description="Your private order link and receipt go here."
                    {...form.getInputProps("email")}
                  />
                  <TextInput label="Name" autoComplete="name" description="Optional" {...form.getInputProps("name")} />
                  <Checkbox label="If I don't pay, you may send me one reminder with the link to pay this order" {...form.getInputProps("reminderConsent", { type: "checkbox" })} />
                  <AltchaField {...altcha.fieldProps} {...form.getInputProps("altcha")} />
                  <Button type="submit" size="md" fullWidth loading={placing} disabled={!quote}>
                    Continue to payment
                  </Button>
                  <Text size="xs" c="dimmed">
                    Have an account?{" "}
                    <Anchor component={Link} to={`/login?next=${encodeURIComponent(editPath)}`} size="xs" underline="always">
                      Sign in
                    </Anchor>{" "}
                    to keep your orders together.
                  </Text>
                </Stack>
              </form>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
