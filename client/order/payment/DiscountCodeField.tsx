// The discount code: apply one (the server checks it against the order and re-prices it; a
// refusal such as "This code does not exist." shows under the field), or remove the one applied.
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useId, useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { DiscountCodeField_order$key } from "../../__generated__/DiscountCodeField_order.graphql.ts";
import { Icon } from "../../ui/Icon.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { useApplyDiscountCodeMutation } from "./useApplyDiscountCodeMutation.ts";
import { useRemoveDiscountCodeMutation } from "./useRemoveDiscountCodeMutation.ts";
import type { OrderAccess } from "../../ui/orders/paymentPaths.ts";

export function DiscountCodeField({
  order,
  access,
  disabled = false,
  onFailure,
}: {
  order: DiscountCodeField_order$key;
  access: OrderAccess;
  disabled?: boolean;
  onFailure?: (typename: string, message: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment DiscountCodeField_order on Order {
        discountCode
        discountTotal
      }
    `,
    order,
  );
  const [apply, applying] = useApplyDiscountCodeMutation(access);
  const [remove, removing] = useRemoveDiscountCodeMutation(access);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const statusId = useId();

  const orderWide = (typename: string, message: string) => {
    setError(message);
    if (typename === "OrderExpiredError" || typename === "OrderNotPayableError") onFailure?.(typename, message);
  };

  const onApply = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = code.trim();
    if (!trimmed) {
      setError("Enter a discount code.");
      return;
    }
    setError(null);
    try {
      const result = await apply(trimmed);
      if (result.__typename === "OrderPayload") {
        setCode("");
        return;
      }
      if (result.__typename === "ValidationError") setError(result.fields?.[0]?.message ?? result.message ?? null);
      else if ("message" in result && result.message) orderWide(result.__typename, result.message);
    } catch (failure) {
      setError(requestErrorMessage(failure));
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      const result = await remove();
      if (result.__typename !== "OrderPayload" && "message" in result && result.message) orderWide(result.__typename, result.message);
    } catch (failure) {
      setError(requestErrorMessage(failure));
    }
  };

  if (data.discountCode) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Discount code
        </Text>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap={6} wrap="nowrap" c="teal.8" id={statusId} role="status">
            <Icon name="check" size={16} />
            <Text size="sm" fw={600} c="teal.8" style={{ overflowWrap: "anywhere" }}>
              {data.discountCode} applied
            </Text>
          </Group>
          <Button variant="subtle" size="compact-sm" onClick={onRemove} loading={removing} disabled={disabled} aria-describedby={statusId}>
            Remove code
          </Button>
        </Group>
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={onApply} noValidate aria-label="Discount code">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Discount code"
          placeholder="Optional"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value.toUpperCase());
            if (error) setError(null);
          }}
          error={error}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          style={{ flex: 1 }}
          errorProps={{ role: "alert" }}
        />
        <Button type="submit" variant="default" mt={25} loading={applying} disabled={disabled}>
          Apply
        </Button>
      </Group>
    </form>
  );
}
