// Answers a quote request with a priced order (createQuotedOrder): the customer, the service the
// request named, the studio's own lines typed as decimal amounts (sent as minor units), what the
// price covers and whether it is a rush job. The server e-mails the customer the total and how to
// pay; its ValidationError goes under the fields it names (input.lines.0.description → line 1).
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { randomId } from "@mantine/hooks";
import { useEffect, useId, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { z } from "zod";
import { amountProblem, formatMoney, toMinorUnits } from "../../../common/money.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { messages } from "../../../common/validation/messages.ts";
import { email, integer, optionalText, requiredText } from "../../../common/validation/rules.ts";
import type { QuotePricingForm_message$key } from "../../__generated__/QuotePricingForm_message.graphql.ts";
import type { QuotePricingForm_query$key } from "../../__generated__/QuotePricingForm_query.graphql.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { MoneyInput } from "../services/MoneyInput.tsx";
import { useCreateQuotedOrderMutation } from "./useCreateQuotedOrderMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";

type Amount = number | string;
type LineValues = { key: string; description: string; quantity: Amount; unitAmount: Amount };
type QuoteValues = { name: string; email: string; serviceId: string | null; language: string; scope: string; rush: boolean; lines: LineValues[] };
type Service = { readonly id: string; readonly name: string; readonly slug: string; readonly currency: string; readonly active: boolean };
type Sent = { number: number; email: string; total: string };

const newLine = (): LineValues => ({ key: randomId(), description: "", quantity: 1, unitAmount: "" });

/** The service the request named (by slug, else by name), to start from. */
function requestedService(details: unknown, services: readonly Service[]): string | null {
  const record = details && typeof details === "object" ? (details as Record<string, unknown>) : {};
  const bySlug = services.find((service) => service.slug === record.serviceSlug);
  const named = [record.serviceName, record.service].find((value) => typeof value === "string") as string | undefined;
  const byName = named ? services.find((service) => service.name.toLowerCase() === named.toLowerCase()) : undefined;
  return (bySlug ?? byName)?.id ?? null;
}

/** The requested languages, when they fit the order's language field (35 characters). */
function requestedLanguage(details: unknown): string {
  const languages = details && typeof details === "object" ? (details as Record<string, unknown>).languages : null;
  const joined = Array.isArray(languages) ? languages.filter((value) => typeof value === "string").join(", ") : "";
  return joined.length <= 35 ? joined : "";
}

const count = (value: Amount) => (typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value));

/** A line's amount in minor units, null while its quantity or price cannot be read. */
function lineAmount(line: LineValues, currency: string): number | null {
  const quantity = count(line.quantity);
  const unit = toMinorUnits(line.unitAmount, currency);
  return Number.isInteger(quantity) && unit !== null ? quantity * unit : null;
}

// The server's own rules (server/orders/quotedOrders.ts), so the form says what it would.
const checkQuote = formValidator(
  z.object({
    name: requiredText(200),
    email: email(),
    language: optionalText(35),
    scope: optionalText(4000),
    lines: z.array(z.object({ description: requiredText(200), quantity: integer(1, 10_000) })),
  }),
);

function validateQuote(values: QuoteValues, currency: string): Record<string, string> {
  const errors = checkQuote({ ...values, lines: values.lines.map((line) => ({ description: line.description, quantity: count(line.quantity) })) });
  if (!values.serviceId) errors.serviceId = messages.notEmpty;
  values.lines.forEach((line, index) => {
    if (line.quantity === "") errors[`lines.${index}.quantity`] = messages.notEmpty;
    const problem = amountProblem(line.unitAmount, currency) ?? (toMinorUnits(line.unitAmount, currency) === 0 ? "must be more than 0" : null);
    if (problem) errors[`lines.${index}.unitAmount`] = problem;
  });
  return errors;
}

export function QuotePricingForm({ message: messageKey, query: queryKey }: { message: QuotePricingForm_message$key; query: QuotePricingForm_query$key }) {
  const message = useFragment(
    graphql`
      fragment QuotePricingForm_message on ContactMessage {
        id
        name
        email
        details
      }
    `,
    messageKey,
  );
  const { manageServices: services } = useFragment(
    graphql`
      fragment QuotePricingForm_query on Query {
        manageServices {
          id
          name
          slug
          currency
          active
        }
      }
    `,
    queryKey,
  );
  const [create, sending] = useCreateQuotedOrderMutation();
  const [sent, setSent] = useState<Sent | null>(null);
  const idPrefix = useId();
  const focusLine = useRef<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useForm<QuoteValues>({
    mode: "controlled",
    initialValues: {
      name: message.name,
      email: message.email,
      serviceId: requestedService(message.details, services),
      language: requestedLanguage(message.details),
      scope: "",
      rush: false,
      lines: [newLine()],
    },
    validate: (values) => validateQuote(values, currencyOf(values.serviceId)),
  });
  function currencyOf(serviceId: string | null) {
    return (services.find((service) => service.id === serviceId) ?? services[0])?.currency ?? "EUR";
  }
  const currency = currencyOf(form.values.serviceId);
  const amounts = form.values.lines.map((line) => lineAmount(line, currency));
  const subtotal = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);

  // A line just added, or the one that took a removed line's place, takes the focus once rendered;
  // after sending, the confirmation does (the button that had it is gone).
  useEffect(() => {
    if (!focusLine.current) return;
    document.getElementById(`${idPrefix}-${focusLine.current}-description`)?.focus();
    focusLine.current = null;
  });
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const addLine = () => {
    const line = newLine();
    focusLine.current = line.key;
    form.insertListItem("lines", line);
  };
  const removeLine = (index: number) => {
    const lines = form.getValues().lines;
    focusLine.current = (lines[index + 1] ?? lines[index - 1])?.key ?? null;
    form.removeListItem("lines", index);
  };

  const sentOf = (order: { number: number; total: number; currency: string }, values: { email: string }) => ({
    number: order.number,
    email: values.email.trim(),
    total: formatMoney(order.total, order.currency),
  });
  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => {
      const priceCurrency = currencyOf(values.serviceId);
      return create({
        email: values.email.trim(),
        name: values.name.trim(),
        serviceId: values.serviceId ?? "",
        contactMessageId: message.id,
        language: values.language.trim() || null,
        scope: values.scope.trim() || null,
        rush: values.rush,
        lines: values.lines.map((line) => ({ description: line.description.trim(), quantity: count(line.quantity), unitAmount: toMinorUnits(line.unitAmount, priceCurrency) ?? 0 })),
      });
    },
    success: "OrderPayload",
    notify: (result, values) => {
      const done = sentOf(result.order, values);
      return `Quote ${done.number} sent to ${done.email}: ${done.total}`;
    },
    onSuccess: (result, values) => setSent(sentOf(result.order, values)),
  });

  if (sent) {
    return (
      <Alert ref={sentRef} tabIndex={-1} role="status" color="teal" variant="light" title={`Quote ${sent.number} sent`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {sent.email} was e-mailed the total of {sent.total} and how to pay it: on /payment with order number {sent.number}, or with the private link.
          </Text>
          <Button variant="default" size="xs" onClick={() => setSent(null)}>
            Send another quote
          </Button>
        </Stack>
      </Alert>
    );
  }

  const lines = form.values.lines;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <Stack gap="md">
        <Title order={3} size="h5" id={`${idPrefix}-title`}>
          Price this request
        </Title>
        <FormAlert>{alert}</FormAlert>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput size="sm" label="Customer name" required {...form.getInputProps("name")} />
          <TextInput size="sm" label="Customer e-mail" type="email" required {...form.getInputProps("email")} />
          <Select
            label="Service"
            required
            searchable
            allowDeselect={false}
            data={services.map((service) => ({ value: service.id, label: service.active ? service.name : `${service.name} (inactive)` }))}
            {...form.getInputProps("serviceId")}
          />
          <TextInput size="sm" label="Language" description="As the customer will read it" {...form.getInputProps("language")} />
        </SimpleGrid>

        <Stack gap="xs" role="group" aria-labelledby={`${idPrefix}-lines`}>
          <Text fw={600} size="sm" id={`${idPrefix}-lines`}>
            Lines ({currency})
          </Text>
          {lines.map((line, index) => (
            <Paper key={line.key} withBorder p="sm" radius="md">
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm" fw={600}>
                  Line {index + 1}
                </Text>
                <Group gap="xs">
                  <Text size="sm" data-testid="quote-line-total">
                    {amounts[index] === null ? "—" : formatMoney(amounts[index], currency)}
                  </Text>
                  <Button variant="subtle" color="red" size="compact-xs" aria-label={`Remove line ${index + 1}`} disabled={lines.length === 1} onClick={() => removeLine(index)}>
                    Remove
                  </Button>
                </Group>
              </Group>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput size="sm" id={`${idPrefix}-${line.key}-description`} label="Description" aria-label={`Line ${index + 1} description`} required style={{ flex: "1 1 14rem" }} {...form.getInputProps(`lines.${index}.description`)} />
                <NumberInput label="Quantity" aria-label={`Line ${index + 1} quantity`} required min={1} allowDecimal={false} allowNegative={false} w="6rem" {...form.getInputProps(`lines.${index}.quantity`)} />
                <MoneyInput label="Unit price" aria-label={`Line ${index + 1} unit price`} currency={currency} required w="9rem" {...form.getInputProps(`lines.${index}.unitAmount`)} />
              </Group>
            </Paper>
          ))}
          {typeof form.errors.lines === "string" && (
            <Text c="red" size="sm">
              {form.errors.lines}
            </Text>
          )}
          <Group justify="space-between" align="flex-start">
            <Button variant="light" size="xs" onClick={addLine} disabled={lines.length >= 30}>
              Add a line
            </Button>
            <Stack gap={0} align="flex-end">
              <Text fw={600} data-testid="quote-subtotal">
                Total {formatMoney(subtotal, currency)}
              </Text>
              <Text size="xs" c="dimmed">
                VAT is added at checkout for the customer&apos;s country
              </Text>
            </Stack>
          </Group>
        </Stack>

        <Textarea label="What the price covers" description="Shown to the customer with the price." autosize minRows={2} maxRows={8} {...form.getInputProps("scope")} />
        <Checkbox label="Rush delivery" description="Include any rush charge in the lines." {...form.getInputProps("rush", { type: "checkbox" })} />

        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            Send priced quote
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
