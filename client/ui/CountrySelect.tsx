// A country picked from every country by name (type to search, the best matches first), its value
// the country's code. The chosen code stays in the list even when the list does not have it (an old
// or unusual code).
import { Select, type SelectProps } from "@mantine/core";
import { countryOptions } from "./billingCountries.ts";
import { countryFilter } from "./countrySearch.ts";

export function CountrySelect(props: Omit<SelectProps, "data">) {
  return <Select label="Country" placeholder="Choose a country" searchable filter={countryFilter} clearable nothingFoundMessage="No such country" {...props} data={countryOptions(props.value)} />;
}
