// A service's catalogue prices (how it is priced, its turnaround and rush option, its bundles'
// prices), read the same way wherever a service's price is shown or edited.
import { graphql, readInlineData } from "react-relay";
import type { servicePrices_service$key } from "../__generated__/servicePrices_service.graphql.ts";
import type { PricedService } from "./pricing.ts";

const servicePricesFragment = graphql`
  fragment servicePrices_service on Service @inline {
    pricingModel
    basePrice
    includedWords
    perWordPrice
    currency
    turnaroundDays
    rushFee
    rushTurnaroundDays
    bundles {
      price
    }
  }
`;

export function readServicePrices(service: servicePrices_service$key): PricedService & { bundlePrices: readonly number[] } {
  const { bundles, ...prices } = readInlineData<servicePrices_service$key>(servicePricesFragment, service);
  return { ...prices, bundlePrices: bundles.map((bundle) => bundle.price) };
}
