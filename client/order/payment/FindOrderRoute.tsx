// /payment — pay an order the studio priced (a quote) or any unpaid order: its number, the
// e-mail address it was placed with and the bot-check find it. The page shows what is to be paid
// and the server e-mails the link to pay it to that address (the page itself never opens the
// order). `?order=<number>&email=<address>` fill the form in.
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatMoney } from "../../../common/money.ts";
import { formValidator } from "../../../common/validation/formErrors.ts";
import type { useFindPayableOrderMutation as FindPayableOrderMutation } from "../../__generated__/useFindPayableOrderMutation.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { focusField } from "../../ui/formResult.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { AltchaField, useAltcha } from "../../ui/AltchaField.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { findOrderSchema, orderNumberText } from "./guestForms.ts";
import { PaymentPage } from "./PaymentPage.tsx";
import { ORDER_START_PATH } from "../../ui/orders/paymentPaths.ts";
import { readPriceTotals } from "../../ui/orders/priceTotals.ts";
import { useFindPayableOrderMutation } from "./useFindPayableOrderMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import type { MutationResult } from "../../ui/useResultMutation.ts";

type Found = Extract<MutationResult<FindPayableOrderMutation, "PayableOrderPayload">, { __typename: "PayableOrderPayload" }>;

export function Component() {
  usePageMeta({ title: "Pay an order", description: "Pay an order the studio priced for you, with its order number and your e-mail address." });
  const [search] = useSearchParams();
  const altcha = useAltcha();
  const [find, finding] = useFindPayableOrderMutation();
  const [found, setFound] = useState<Found | null>(null);
  const form = useForm({
    name: "find-order",
    mode: "controlled",
    initialValues: { number: orderNumberText(search.get("order") ?? ""), email: search.get("email") ?? "", altcha: "" },
    validate: altcha.validateWith((values) => formValidator(findOrderSchema)({ ...values, number: orderNumberText(values.number) })),
  });

  const { onSubmit, alert } = useFormSubmit(form, {
    submit: (values) => find({ number: Number(orderNumberText(values.number)), email: values.email.trim(), altcha: values.altcha }),
    success: "PayableOrderPayload",
    onSuccess: (result) => setFound(result),
    onFailure: (result) => {
      if (result.__typename !== "NotFoundError") return false;
      form.setErrors({ number: result.message });
      focusField(form, "number");
      return true;
    },
    onSettled: () => {
      // The server accepts each solved challenge once: solve a fresh one for the next attempt.
      altcha.reset();
      setTimeout(() => altcha.fieldProps.ref.current?.verify(), 0);
    },
  });

  return (
    <PaymentPage>
      <PageHeader
        eyebrow="Payment"
        title="Pay an order"
        lead="Did the studio price your project, or do you have an order waiting for payment? Find it with its number and the e-mail address you gave us."
      />
      {found ? (
        <FoundOrder order={found} onAgain={() => setFound(null)} />
      ) : (
      <Card withBorder radius="md" padding="lg" maw={560}>
        <form onSubmit={onSubmit} noValidate aria-label="Find your order">
          <Stack gap="md">
            <FormAlert>{alert}</FormAlert>
            <TextInput
              label="Order number"
              description="In the subject of our e-mail, e.g. 10001"
              inputMode="numeric"
              autoComplete="off"
              required
              {...form.getInputProps("number")}
              errorProps={{ role: "alert" }}
            />
            <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps("email")} />
            <AltchaField {...altcha.fieldProps} {...form.getInputProps("altcha")} />
            <Button type="submit" size="md" loading={finding}>
              Find my order
            </Button>
          </Stack>
        </form>
      </Card>
      )}
      <Text size="sm" c="dimmed" mt="lg">
        The e-mail with your price also holds a direct link to pay. Want something new instead?{" "}
        <Anchor component={Link} to={ORDER_START_PATH} underline="always">
          Start an order
        </Anchor>
        .
      </Text>
    </PaymentPage>
  );
}

/** What the order found is for, and where the link to pay it went. */
function FoundOrder({ order, onAgain }: { order: Found; onAgain: () => void }) {
  const price = readPriceTotals(order.totals);
  return (
    <Card withBorder radius="md" padding="lg" maw={560}>
      <Stack gap="md">
        <Alert color="teal" title="Check your inbox" role="status">
          {order.message}
        </Alert>
        <Title order={2} fz="lg">
          Order {order.number}: {order.serviceName}
        </Title>
        <Table aria-label={`What order ${order.number} is for`}>
          <Table.Tbody>
            {order.lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  {line.description}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ""}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(line.amount, price.currency)}</Table.Td>
              </Table.Tr>
            ))}
            {price.discountTotal > 0 && (
              <Table.Tr>
                <Table.Td>Discount</Table.Td>
                <Table.Td ta="right">−{formatMoney(price.discountTotal, price.currency)}</Table.Td>
              </Table.Tr>
            )}
            {price.taxTotal > 0 && (
              <Table.Tr>
                {/* Added on top, or already in the prices (then the total does not add it again). */}
                <Table.Td>{price.subtotal - price.discountTotal + price.taxTotal === price.total ? "Tax" : "Of which tax"}</Table.Td>
                <Table.Td ta="right">{formatMoney(price.taxTotal, price.currency)}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>To pay</Table.Th>
              <Table.Th ta="right" data-testid="amount-to-pay">
                {formatMoney(price.total, price.currency)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        <Group>
          <Button variant="default" onClick={onAgain}>
            Find another order
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
