// The company's details, edited in place (updateCompany): name, VAT number (with its country
// prefix), address and country (a searchable list of every country). The server checks the VAT
// number against the country; its messages go under the fields they name.
import { Button, Group, SimpleGrid, TextInput } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { CompanyDetailsForm_company$data, CompanyDetailsForm_company$key } from "../../__generated__/CompanyDetailsForm_company.graphql.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useEditorForm } from "../useEditorForm.ts";
import { useUpdateCompanyMutation } from "./useUpdateCompanyMutation.ts";
import { CountrySelect } from "../../ui/CountrySelect.tsx";

export type CompanyFormValues = {
  name: string;
  vatNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postalCode: string;
  region: string;
  country: string | null;
};

type StoredCompany = Omit<CompanyDetailsForm_company$data, " $fragmentType" | "id">;

function companyFormValues(company: StoredCompany): CompanyFormValues {
  return {
    name: company.name,
    vatNumber: company.vatNumber ?? "",
    addressLine1: company.addressLine1 ?? "",
    addressLine2: company.addressLine2 ?? "",
    city: company.city ?? "",
    postalCode: company.postalCode ?? "",
    region: company.region ?? "",
    country: company.country ?? null,
  };
}

const validateCompanyForm = {
  name: (value: string) => (value.trim() ? null : "is required"),
};

export function CompanyDetailsForm({ company: companyKey }: { company: CompanyDetailsForm_company$key }) {
  const company = useFragment(
    graphql`
      fragment CompanyDetailsForm_company on Company {
        id
        name
        vatNumber
        addressLine1
        addressLine2
        city
        postalCode
        region
        country
      }
    `,
    companyKey,
  );
  const [update] = useUpdateCompanyMutation();
  const form = useEditorForm<CompanyFormValues>(companyFormValues(company), validateCompanyForm);

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: (values) =>
      update({
        companyId: company.id,
        name: values.name,
        vatNumber: values.vatNumber,
        addressLine1: values.addressLine1,
        addressLine2: values.addressLine2,
        city: values.city,
        postalCode: values.postalCode,
        region: values.region,
        country: values.country ?? "",
      }),
    success: "CompanyPayload",
    notify: (result) => `${result.company.name} is saved.`,
    onSuccess: (result) => {
      // The details as the server keeps them (VAT number without spaces, empty fields dropped).
      const saved = companyFormValues(result.company);
      form.setValues(saved);
      form.resetDirty(saved);
    },
  });

  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={`Edit ${company.name}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput size="sm" label="Name" required {...form.getInputProps("name")} />
        <TextInput
          size="sm"
          label="VAT number"
          description="With the country's prefix, e.g. NL853247123B01"
          spellCheck={false}
          autoCapitalize="characters"
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          {...form.getInputProps("vatNumber")}
        />
        <TextInput size="sm" label="Address" {...form.getInputProps("addressLine1")} />
        <TextInput size="sm" label="Address line 2" {...form.getInputProps("addressLine2")} />
        <TextInput size="sm" label="Postal code" {...form.getInputProps("postalCode")} />
        <TextInput size="sm" label="City" {...form.getInputProps("city")} />
        <TextInput size="sm" label="Region" {...form.getInputProps("region")} />
        <CountrySelect {...form.getInputProps("country")} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button type="submit" loading={submitting}>
          Save details
        </Button>
      </Group>
    </SubmitForm>
  );
}
