// The discount-code form in the drawer: create a code (createDiscount) or edit one
// (updateDiscount; switching "Active" off deactivates it). The percentage is typed in percent,
// money as decimal amounts in the code's currency, the validity window with date-time pickers
// in the administrator's local time. The server's ValidationError goes under the fields it
// names, anything else above the form.
import { MultiSelect, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import "@mantine/dates/styles.css";
import { DateTimePicker, type DateTimePickerProps } from "@mantine/dates";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { DiscountEditor_discount$key } from "../../__generated__/DiscountEditor_discount.graphql.ts";
import type { DiscountEditor_query$key } from "../../__generated__/DiscountEditor_query.graphql.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { EditorActions } from "../EditorActions.tsx";
import { PercentInput } from "../PercentInput.tsx";
import { useEditorForm } from "../useEditorForm.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { MoneyInput } from "../services/MoneyInput.tsx";
import { discountFormValues, discountInput, emptyDiscountForm, SERVER_FIELD_NAMES, validateDiscountForm, type DiscountFormValues } from "./discountForm.ts";
import { DISCOUNT_KIND_LABELS } from "./discountsList.ts";
import { useCreateDiscountMutation } from "./useCreateDiscountMutation.ts";
import { useUpdateDiscountMutation } from "./useUpdateDiscountMutation.ts";

export type DiscountEditorProps = {
  /** The code to edit; null creates one. */
  discount: DiscountEditor_discount$key | null;
  /** The services a code can be limited to and the studio's currency. */
  query: DiscountEditor_query$key;
  /** After a successful save (the lists are stale then) or on cancel. */
  onDone: (saved: boolean) => void;
};

const PICKER_ARIA_LABELS = {
  previousMonth: "Previous month",
  nextMonth: "Next month",
  previousYear: "Previous year",
  nextYear: "Next year",
  previousDecade: "Previous decade",
  nextDecade: "Next decade",
};

/**
 * A date-time picker for the validity window, with what Mantine's leaves out for assistive
 * technology: names for the calendar's arrows and its submit button, the field's label as the
 * name of the dropdown dialog (Popover labels the dialog with the element whose id is the
 * popover's id: here the label, `<field id>-label`), the theme's dimmed colour for the
 * placeholder, and no red weekends or greyed days of other months (both below WCAG AA contrast).
 */
function WindowPicker(props: DateTimePickerProps & { label: string }) {
  const id = useId();
  return (
    <DateTimePicker
      id={id}
      popoverProps={{ id: `${id}-label` }}
      valueFormat="D MMM YYYY HH:mm"
      clearable
      styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
      ariaLabels={PICKER_ARIA_LABELS}
      submitButtonProps={{ "aria-label": "Confirm date and time" }}
      weekendDays={[]}
      hideOutsideDates
      {...props}
    />
  );
}

export function DiscountEditor({ discount: discountKey, query: queryKey, onDone }: DiscountEditorProps) {
  const discount = useFragment(
    graphql`
      fragment DiscountEditor_discount on Discount {
        id
        code
        description
        kind
        percentBasisPoints
        amount
        currency
        startsAt
        endsAt
        maxRedemptions
        perCustomerLimit
        minimumSubtotal
        redemptionCount
        active
        services {
          id
        }
      }
    `,
    discountKey,
  );
  const query = useFragment(
    graphql`
      fragment DiscountEditor_query on Query {
        settings {
          currency
        }
        manageServices {
          id
          name
          active
        }
      }
    `,
    queryKey,
  );
  const [create] = useCreateDiscountMutation();
  const [update] = useUpdateDiscountMutation();
  const form = useEditorForm<DiscountFormValues>(discount ? discountFormValues(discount) : emptyDiscountForm(query.settings.currency), validateDiscountForm);
  const kindLabelId = useId();
  const currency = /^[A-Za-z]{3}$/.test(form.values.currency.trim()) ? form.values.currency.trim().toUpperCase() : query.settings.currency;
  const serviceChoices = query.manageServices.map((service) => ({
    value: service.id,
    label: service.active ? service.name : `${service.name} (hidden)`,
  }));

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: (values) => {
      const input = discountInput(values);
      return discount ? update({ ...input, id: discount.id }) : create(input);
    },
    success: "DiscountPayload",
    notify: (result) => `${result.discount.code} is saved.`,
    onSuccess: () => onDone(true),
    fieldNames: SERVER_FIELD_NAMES,
  });

  const title = discount ? `Edit ${discount.code}` : "New discount code";
  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={title} gap="lg">

      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            size="sm"
            label="Code"
            description="3 to 32 letters, digits, - or _; customers may type it in any case"
            required
            spellCheck={false}
            autoCapitalize="characters"
            autoComplete="off"
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", textTransform: "uppercase" } }}
            {...form.getInputProps("code")}
          />
          <TextInput
            size="sm"
            label="Currency"
            description="Of a fixed amount and the minimum subtotal"
            maxLength={3}
            required
            spellCheck={false}
            autoCapitalize="characters"
            {...form.getInputProps("currency")}
          />
        </SimpleGrid>
        <Textarea label="Description" description="For the studio: what the code is for" autosize minRows={2} {...form.getInputProps("description")} />
      </Stack>

      <Stack gap="sm">
        <Title order={3} size="h5">
          Discount
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={kindLabelId}>
            Kind
          </Text>
          <SegmentedControl
            aria-labelledby={kindLabelId}
            data={Object.entries(DISCOUNT_KIND_LABELS).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps("kind")}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {form.values.kind === "PERCENT" ? (
            <PercentInput label="Percentage off" description="0.01 to 100" required {...form.getInputProps("percent")} />
          ) : (
            <MoneyInput label="Amount off" currency={currency} required {...form.getInputProps("amount")} />
          )}
          <MoneyInput
            label="Minimum subtotal"
            description="Leave empty for none"
            currency={currency}
            fixedDecimalScale={false}
            {...form.getInputProps("minimumSubtotal")}
          />
        </SimpleGrid>
        <MultiSelect
          label="Services"
          description="Limit the code to these services; leave empty for every service"
          data={serviceChoices}
          placeholder={form.values.serviceIds.length ? undefined : "Every service"}
          searchable
          clearable
          {...form.getInputProps("serviceIds")}
        />
      </Stack>

      <Stack gap="sm">
        <Title order={3} size="h5">
          When and how often
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <WindowPicker
            label="Starts"
            description="Usable from this moment; empty: at once"
            placeholder="At once"
            {...form.getInputProps("startsAt")}
          />
          <WindowPicker
            label="Ends"
            description="No longer usable from this moment; empty: never"
            placeholder="Never"
            {...form.getInputProps("endsAt")}
          />
          <NumberInput
            label="Uses in all"
            description={discount ? `Used ${discount.redemptionCount} times so far; empty: unlimited` : "Empty: unlimited"}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("maxRedemptions")}
          />
          <NumberInput
            label="Uses per customer"
            description="Empty: unlimited"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("perCustomerLimit")}
          />
        </SimpleGrid>
      </Stack>

      <Switch label="Active" description="Customers cannot use an inactive code." {...form.getInputProps("active", { type: "checkbox" })} />

      <EditorActions submitLabel={discount ? "Save code" : "Create code"} submitting={submitting} onCancel={() => onDone(false)} />
    </SubmitForm>
  );
}
