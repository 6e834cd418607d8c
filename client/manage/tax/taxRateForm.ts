// The tax-rate form's values ↔ the GraphQL input. The rate is typed as a percentage ("21" is
// 21 %, sent as 2100 basis points); the rest is checked with the server's own schema
// (common/validation/discountSchemas.ts), so the form shows the same messages the server would.
import { taxRateSchema } from "../../../common/validation/discountSchemas.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { basisPointsToPercent, percentToBasisPoints } from "../discounts/discountForm.ts";

export type TaxRateFormValues = {
  name: string;
  country: string;
  region: string;
  /** Percent, up to two decimals. */
  rate: number | string;
  inclusive: boolean;
  active: boolean;
};

export type StoredTaxRate = { name: string; country: string; region: string; rateBasisPoints: number; inclusive: boolean; active: boolean };

export type TaxRateInputFields = { name: string; country: string; region: string; rateBasisPoints: number; inclusive: boolean; active: boolean };

export function emptyTaxRateForm(): TaxRateFormValues {
  return { name: "", country: "", region: "", rate: "", inclusive: false, active: true };
}

export function taxRateFormValues(rate: StoredTaxRate): TaxRateFormValues {
  return {
    name: rate.name,
    country: rate.country,
    region: rate.region,
    rate: basisPointsToPercent(rate.rateBasisPoints),
    inclusive: rate.inclusive,
    active: rate.active,
  };
}

export function taxRateInput(values: TaxRateFormValues): TaxRateInputFields {
  return {
    name: values.name.trim(),
    country: values.country.trim().toUpperCase(),
    region: values.region.trim().toUpperCase(),
    rateBasisPoints: percentToBasisPoints(values.rate) ?? Number.NaN,
    inclusive: values.inclusive,
    active: values.active,
  };
}

/** Server field names → the form's. */
export const TAX_SERVER_FIELD_NAMES: Record<string, string> = { rateBasisPoints: "rate" };

const checkTaxRate = formValidator(taxRateSchema);
const RATE_OUT_OF_RANGE = "must be between 0 and 100 %";

export function validateTaxRateForm(values: TaxRateFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const basisPoints = percentToBasisPoints(values.rate);
  if (values.rate === "") errors.rate = "should not be empty";
  else if (basisPoints === null) errors.rate = "must be a number";
  else if (!Number.isInteger(basisPoints)) errors.rate = "must have at most 2 decimals";
  else if (basisPoints < 0 || basisPoints > 10_000) errors.rate = RATE_OUT_OF_RANGE;
  const input = taxRateInput(values);
  const schemaErrors = checkTaxRate({ ...input, rateBasisPoints: Number.isNaN(input.rateBasisPoints) ? 0 : input.rateBasisPoints });
  for (const [field, message] of Object.entries(schemaErrors)) errors[TAX_SERVER_FIELD_NAMES[field] ?? field] ??= message;
  return errors;
}
