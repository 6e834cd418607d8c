// The bundle form in the drawer: create a message-on-hold plan (createBundle) or edit one
// (updateBundle). The price is typed as a decimal amount and sent in minor units; the on-hold
// programme's layout (length, intro, gaps) in whole seconds.
import { NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { BundleEditor_bundle$key } from "../../__generated__/BundleEditor_bundle.graphql.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { EditorActions } from "../EditorActions.tsx";
import { SlugInput } from "../SlugInput.tsx";
import { PositionInput } from "../PositionInput.tsx";
import { useEditorForm } from "../useEditorForm.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { MoneyInput } from "./MoneyInput.tsx";
import { pricingModelLabel } from "./pricing.ts";
import { PROGRAMME_LIMITS } from "../../../common/orders/programmeLayout.ts";
import { bundleFormValues, bundleInput, emptyBundleForm, validateBundleForm, type BundleFormValues } from "./serviceForm.ts";
import { useCreateBundleMutation } from "./useCreateBundleMutation.ts";
import { useUpdateBundleMutation } from "./useUpdateBundleMutation.ts";

const resultFields = graphql`
  fragment BundleEditor_result on Bundle {
    id
    name
    ...BundleAdminRow_bundle
    ...BundleEditor_bundle
    service {
      id
      bundles {
        id
      }
    }
  }
`;
void resultFields;

const limits = (key: keyof typeof PROGRAMME_LIMITS) => `${PROGRAMME_LIMITS[key][0]} to ${PROGRAMME_LIMITS[key][1]} seconds`;

const secondsProps = {
  rightSection: (
    <Text span size="sm" c="dimmed" aria-hidden="true">
      s
    </Text>
  ),
  allowDecimal: false,
  allowNegative: false,
  required: true,
};

export type ServiceChoice = { id: string; name: string; pricingModel: string; currency: string };

export type BundleEditorProps = {
  bundle: BundleEditor_bundle$key | null;
  services: readonly ServiceChoice[];
  /** Where a new bundle goes in the list. */
  nextPosition: number;
  onDone: () => void;
};

export function BundleEditor({ bundle: bundleKey, services, nextPosition, onDone }: BundleEditorProps) {
  const bundle = useFragment(
    graphql`
      fragment BundleEditor_bundle on Bundle {
        id
        name
        slug
        description
        messagesIncluded
        wordsPerMessage
        periodMonths
        programmeSeconds
        introSeconds
        gapSeconds
        price
        currency
        active
        position
        service {
          id
        }
      }
    `,
    bundleKey,
  );
  const [create] = useCreateBundleMutation();
  const [update] = useUpdateBundleMutation();
  const defaultService = services.find((service) => service.pricingModel === "BUNDLE") ?? services[0];
  const form = useEditorForm<BundleFormValues>(bundle ? bundleFormValues({ ...bundle, serviceId: bundle.service.id }) : emptyBundleForm(defaultService?.id ?? null, nextPosition), (values) => validateBundleForm(values, currencyOf(values.serviceId)));
  function currencyOf(serviceId: string | null): string {
    if (bundle && bundle.service.id === serviceId) return bundle.currency;
    return services.find((service) => service.id === serviceId)?.currency ?? bundle?.currency ?? "EUR";
  }
  const currency = currencyOf(form.values.serviceId);

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: async (values) => {
      const input = bundleInput(values, currency);
      return bundle
        ? update({ ...input, id: bundle.id })
        : create(input);
    },
    success: "BundlePayload",
    notify: (result) => `${result.bundle.name} is saved.`,
    onSuccess: () => onDone(),
  });

  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={bundle ? `Edit ${bundle.name}` : "New bundle"}>
      <Select
        label="Service"
        data={services.map((service) => ({ value: service.id, label: `${service.name} (${pricingModelLabel(service.pricingModel)})` }))}
        allowDeselect={false}
        required
        {...form.getInputProps("serviceId")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput size="sm" label="Name" required {...form.getInputProps("name")} />
        <SlugInput description={bundle ? undefined : "Made from the name when left empty"} {...form.getInputProps("slug")} />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps("description")} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput label="Messages included" min={1} allowDecimal={false} allowNegative={false} required {...form.getInputProps("messagesIncluded")} />
        <NumberInput label="Words per message" min={1} allowDecimal={false} allowNegative={false} required {...form.getInputProps("wordsPerMessage")} />
        <NumberInput label="Period (months)" min={1} allowDecimal={false} allowNegative={false} required {...form.getInputProps("periodMonths")} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput label="Programme length" description={`${limits("programmeSeconds")}, then it loops`} {...secondsProps} {...form.getInputProps("programmeSeconds")} />
        <NumberInput label="Music before the first message" description={limits("introSeconds")} {...secondsProps} {...form.getInputProps("introSeconds")} />
        <NumberInput label="Music between messages" description={limits("gapSeconds")} {...secondsProps} {...form.getInputProps("gapSeconds")} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyInput label="Price" currency={currency} required {...form.getInputProps("price")} />
        <PositionInput required {...form.getInputProps("position")} />
      </SimpleGrid>
      <Switch label="Active" description="Inactive bundles are not offered to customers." {...form.getInputProps("active", { type: "checkbox" })} />
      <EditorActions submitLabel={bundle ? "Save bundle" : "Create bundle"} submitting={submitting} onCancel={onDone} />
    </SubmitForm>
  );
}
