// The tax-rate form in the drawer: create a rate (createTaxRate) or edit one (updateTaxRate;
// switching "Active" off stops pricing from using it). The rate is typed in percent. The
// server's ValidationError goes under the fields it names, anything else above the form.
import { Select, SimpleGrid, Switch, TextInput } from "@mantine/core";
import { useMemo, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { TaxRateEditor_taxRate$key } from "../../__generated__/TaxRateEditor_taxRate.graphql.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { EditorActions } from "../EditorActions.tsx";
import { PercentInput } from "../PercentInput.tsx";
import { useEditorForm } from "../useEditorForm.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { countryOptions } from "../../ui/billingCountries.ts";
import { countryFilter } from "../../ui/countrySearch.ts";
import { emptyTaxRateForm, TAX_SERVER_FIELD_NAMES, taxRateFormValues, taxRateInput, validateTaxRateForm, type TaxRateFormValues } from "./taxRateForm.ts";
import { useCreateTaxRateMutation } from "./useCreateTaxRateMutation.ts";
import { useUpdateTaxRateMutation } from "./useUpdateTaxRateMutation.ts";

export type TaxRateEditorProps = {
  /** The rate to edit; null creates one. */
  taxRate: TaxRateEditor_taxRate$key | null;
  /** After a successful save (the lists are stale then) or on cancel. */
  onDone: (saved: boolean) => void;
};

export function TaxRateEditor({ taxRate: taxRateKey, onDone }: TaxRateEditorProps) {
  const taxRate = useFragment(
    graphql`
      fragment TaxRateEditor_taxRate on TaxRate {
        id
        name
        country
        region
        rateBasisPoints
        inclusive
        active
      }
    `,
    taxRateKey,
  );
  const [create] = useCreateTaxRateMutation();
  const [update] = useUpdateTaxRateMutation();
  const form = useEditorForm<TaxRateFormValues>(taxRate ? taxRateFormValues(taxRate) : emptyTaxRateForm(), validateTaxRateForm);

  const country = form.getValues().country.trim().toUpperCase() || null;
  const countries = useMemo(() => countryOptions(country), [country]);
  const countryLabel = countries.find((option) => option.value === country)?.label ?? "";
  // The search shows the chosen country while closed and starts empty when the list opens.
  const [countrySearch, setCountrySearch] = useState(countryLabel);
  const [shownCountry, setShownCountry] = useState(countryLabel);
  if (shownCountry !== countryLabel) {
    setShownCountry(countryLabel);
    setCountrySearch(countryLabel);
  }
  const countryInput = form.getInputProps("country");

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: (values) => {
      const input = taxRateInput(values);
      return taxRate ? update({ ...input, id: taxRate.id }) : create(input);
    },
    success: "TaxRatePayload",
    notify: (result) => `${result.taxRate.name} is saved.`,
    onSuccess: () => onDone(true),
    fieldNames: TAX_SERVER_FIELD_NAMES,
  });

  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={taxRate ? `Edit ${taxRate.name}` : "New tax rate"} gap="lg">
      <TextInput
        size="sm"
        label="Name"
        description="Shown on quotes and invoices, e.g. Netherlands VAT (BTW) 21 %"
        required
        {...form.getInputProps("name")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          size="sm"
          label="Country"
          description="Type to search by name"
          placeholder={countryLabel || "Choose a country"}
          data={countries}
          searchable
          filter={countryFilter}
          nothingFoundMessage="No country matches"
          allowDeselect={false}
          required
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
          searchValue={countrySearch}
          onSearchChange={setCountrySearch}
          onDropdownOpen={() => setCountrySearch((current) => (countryLabel && current.startsWith(countryLabel) ? current.slice(countryLabel.length) : current))}
          onFocus={countryInput.onFocus}
          onBlur={countryInput.onBlur}
          error={countryInput.error}
          value={country}
          onChange={(value) => form.setFieldValue("country", value ?? "")}
        />
        <TextInput
          size="sm"
          label="Region"
          description="e.g. CA for California; empty: whole country"
          maxLength={3}
          spellCheck={false}
          autoCapitalize="characters"
          {...form.getInputProps("region")}
        />
        <PercentInput label="Rate" description="0 to 100" required {...form.getInputProps("rate")} />
      </SimpleGrid>
      <Switch
        label="Catalogue prices include this tax"
        description="Off: the tax is added on top of the price."
        {...form.getInputProps("inclusive", { type: "checkbox" })}
      />
      <Switch label="Active" description="Inactive rates are not used for new prices." {...form.getInputProps("active", { type: "checkbox" })} />
      <EditorActions submitLabel={taxRate ? "Save tax rate" : "Create tax rate"} submitting={submitting} onCancel={() => onDone(false)} />
    </SubmitForm>
  );
}
