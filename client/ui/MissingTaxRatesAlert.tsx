// Warns the studio of countries customers can be billed in where VAT is due but no rate exists:
// their quotes charge no VAT until a rate is added. Nothing is shown when every country has one.
import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { MissingTaxRatesAlert_query$key } from "../__generated__/MissingTaxRatesAlert_query.graphql.ts";
import { countryName } from "./billingCountries.ts";
import { Icon } from "./Icon.tsx";

export function MissingTaxRatesAlert({ query, action }: { query: MissingTaxRatesAlert_query$key; action?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment MissingTaxRatesAlert_query on Query {
        missingTaxRates
      }
    `,
    query,
  );
  if (data.missingTaxRates.length === 0) return null;
  const names = data.missingTaxRates.map(countryName).join(", ");
  return (
    <Alert color="yellow" variant="light" icon={<Icon name="alert" />} title="No VAT rate for some countries" data-testid="missing-tax-rates">
      Customers can choose {names} as their billing country, where VAT is due, but there is no active rate for {data.missingTaxRates.length === 1 ? "it" : "them"}: their quotes
      charge no VAT. {action}
    </Alert>
  );
}
