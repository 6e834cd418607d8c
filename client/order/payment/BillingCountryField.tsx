// The billing country (and, where the studio has a regional rate, region): it decides the VAT.
// Countries with an active tax rate come first with the rate's name; every other country is
// billed without VAT. Choosing one re-prices the order on the server at once.
import { Select, Stack } from "@mantine/core";
import { useMemo, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { BillingCountryField_order$key } from "../../__generated__/BillingCountryField_order.graphql.ts";
import type { BillingCountryField_query$key } from "../../__generated__/BillingCountryField_query.graphql.ts";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { billingCountryGroups, billingCountryHint, countryName, taxRegions } from "../../ui/billingCountries.ts";
import { countryFilter } from "../../ui/countrySearch.ts";
import { useSetBillingCountryMutation } from "./useSetBillingCountryMutation.ts";
import type { OrderAccess } from "../../ui/orders/paymentPaths.ts";

export function BillingCountryField({
  query,
  order,
  access,
  disabled = false,
  onFailure,
}: {
  query: BillingCountryField_query$key;
  order: BillingCountryField_order$key;
  access: OrderAccess;
  disabled?: boolean;
  /** An error that concerns the whole order (expired, no longer payable). */
  onFailure?: (typename: string, message: string) => void;
}) {
  const { taxCountries } = useFragment(
    graphql`
      fragment BillingCountryField_query on Query {
        taxCountries {
          country
          region
          name
          rateBasisPoints
          inclusive
        }
      }
    `,
    query,
  );
  const data = useFragment(
    graphql`
      fragment BillingCountryField_order on Order {
        billingCountry
        billingRegion
      }
    `,
    order,
  );
  const [setCountry, saving] = useSetBillingCountryMutation(access);
  const [error, setError] = useState<string | null>(null);
  const country = data.billingCountry ?? null;
  const groups = useMemo(() => billingCountryGroups(taxCountries, country), [taxCountries, country]);
  const regions = taxRegions(taxCountries, country);
  const chosenLabel = useMemo(() => groups.flatMap((group) => group.items).find((item) => item.value === country)?.label ?? "", [groups, country]);
  // The search shows the chosen country's name while closed and starts empty when the list opens
  // (typing then searches afresh instead of appending to "Netherlands (21 %)").
  const [search, setSearch] = useState(chosenLabel);
  const [shownLabel, setShownLabel] = useState(chosenLabel);
  if (shownLabel !== chosenLabel) {
    setShownLabel(chosenLabel);
    setSearch(chosenLabel);
  }

  const save = async (nextCountry: string, nextRegion: string) => {
    setError(null);
    try {
      const result = await setCountry(nextCountry, nextRegion);
      if (result.__typename === "OrderPayload") return;
      if (result.__typename === "ValidationError") setError(result.fields?.[0]?.message ?? result.message ?? null);
      else if ("message" in result && result.message) {
        setError(result.message);
        onFailure?.(result.__typename, result.message);
      }
    } catch (failure) {
      setError(requestErrorMessage(failure));
    }
  };

  return (
    <Stack gap="xs">
      <Select
        label="Billing country"
        description={billingCountryHint(taxCountries, country, data.billingRegion)}
        placeholder={chosenLabel || "Choose a country"}
        data={groups}
        value={country}
        searchable
        filter={countryFilter}
        searchValue={search}
        onSearchChange={setSearch}
        onDropdownOpen={() => setSearch((current) => (chosenLabel && current.startsWith(chosenLabel) ? current.slice(chosenLabel.length) : current))}
        nothingFoundMessage="No country matches"
        allowDeselect={false}
        disabled={disabled}
        // Read-only, not disabled, while saving: a disabled field would drop the keyboard focus.
        readOnly={saving}
        autoComplete="country"
        error={error}
        maxDropdownHeight={320}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => {
          if (value && value !== country) void save(value, "");
        }}
      />
      {regions.length > 0 && (
        <Select
          label={`Region of ${countryName(country ?? "")}`}
          description="Some regions have a rate of their own."
          data={[{ value: "", label: `Elsewhere in ${countryName(country ?? "")}` }, ...regions.map((rate) => ({ value: rate.region, label: `${rate.region} — ${rate.name}` }))]}
          value={data.billingRegion}
          allowDeselect={false}
          disabled={disabled}
          readOnly={saving}
          onChange={(value) => {
            if (value !== null && value !== data.billingRegion && country) void save(country, value);
          }}
        />
      )}
    </Stack>
  );
}
