// The service form in the drawer: create a service (createService) or edit one (updateService).
// Prices are typed as decimal amounts in the service's currency and sent as minor units; the
// pricing model decides which price fields are asked for. The server's ValidationError goes under
// the fields it names, anything else above the form.
import { NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { ServiceEditor_service$key } from "../../__generated__/ServiceEditor_service.graphql.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { EditorActions } from "../EditorActions.tsx";
import { SlugInput } from "../SlugInput.tsx";
import { useEditorForm } from "../useEditorForm.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { MoneyInput } from "./MoneyInput.tsx";
import { readServicePrices } from "../../ui/servicePrices.ts";
import { PRICING_MODEL_LABELS, PRICING_MODEL_VALUES, pricingFields } from "./pricing.ts";
import { emptyServiceForm, serviceFormValues, serviceInput, validateServiceForm, type ServiceFormValues } from "./serviceForm.ts";
import { useCreateServiceMutation } from "./useCreateServiceMutation.ts";
import { useUpdateServiceMutation } from "./useUpdateServiceMutation.ts";

export type ServiceEditorProps = {
  /** The service to edit; null creates one. */
  service: ServiceEditor_service$key | null;
  /** The studio's currency, for a new service. */
  defaultCurrency: string;
  onDone: () => void;
};

export function ServiceEditor({ service: serviceKey, defaultCurrency, onDone }: ServiceEditorProps) {
  const service = useFragment(
    graphql`
      fragment ServiceEditor_service on Service {
        id
        name
        slug
        summary
        description
        ...servicePrices_service
        active
      }
    `,
    serviceKey,
  );
  const prices = service && readServicePrices(service);
  const currency = prices?.currency ?? defaultCurrency;
  const [create] = useCreateServiceMutation();
  const [update] = useUpdateServiceMutation();
  const form = useEditorForm<ServiceFormValues>(service && prices ? serviceFormValues({ ...service, ...prices }) : emptyServiceForm(), (values) => validateServiceForm(values, currency));
  const fields = pricingFields(form.values.pricingModel);

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: async (values) => {
      const input = serviceInput(values, currency);
      return service
        ? update({ ...input, id: service.id })
        : create({ ...input, currency });
    },
    success: "ServicePayload",
    notify: (result) => `${result.service.name} is saved.`,
    onSuccess: () => onDone(),
  });

  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={service ? `Edit ${service.name}` : "New service"} gap="lg">

      <Stack gap="sm">
        <Title order={3} size="h5">
          Description
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput size="sm" label="Name" required {...form.getInputProps("name")} />
          <SlugInput description={service ? "The address: /services/<slug>" : "Made from the name when left empty"} {...form.getInputProps("slug")} />
        </SimpleGrid>
        <Textarea label="Summary" description="One or two sentences for cards and lists." required autosize minRows={2} {...form.getInputProps("summary")} />
        <Textarea
          label="Description"
          description="Plain text; separate paragraphs with a blank line."
          required
          autosize
          minRows={4}
          maxRows={14}
          {...form.getInputProps("description")}
        />
      </Stack>

      <Stack gap="sm">
        <Title order={3} size="h5">
          Pricing ({currency})
        </Title>
        <Select
          label="Pricing model"
          data={PRICING_MODEL_VALUES.map((value) => ({ value, label: PRICING_MODEL_LABELS[value] }))}
          allowDeselect={false}
          required
          {...form.getInputProps("pricingModel")}
        />
        {fields.basePrice === null ? (
          <Text size="sm" c="dimmed">
            Customers ask for a quote; the studio prices each order.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: fields.words ? 3 : 1 }} spacing="md">
            <MoneyInput label={fields.basePrice} currency={currency} description={fields.basePriceHint} required {...form.getInputProps("basePrice")} />
            {fields.words && (
              <>
                <NumberInput label="Included words" description="Covered by the price" min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps("includedWords")} />
                <MoneyInput label="Price per extra word" currency={currency} {...form.getInputProps("perWordPrice")} />
              </>
            )}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={3} size="h5">
          Turnaround and rush delivery
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput label="Turnaround (days)" min={0} allowDecimal={false} allowNegative={false} required {...form.getInputProps("turnaroundDays")} />
          <MoneyInput label="Rush fee" currency={currency} required {...form.getInputProps("rushFee")} />
          <NumberInput label="Rush turnaround (days)" min={0} allowDecimal={false} allowNegative={false} required {...form.getInputProps("rushTurnaroundDays")} />
        </SimpleGrid>
      </Stack>

      <Switch
        label="Active"
        description="Inactive services are hidden from the site and cannot be ordered."
        {...form.getInputProps("active", { type: "checkbox" })}
      />

      <EditorActions submitLabel={service ? "Save service" : "Create service"} submitting={submitting} onCancel={onDone} />
    </SubmitForm>
  );
}
