// What the page says between Stripe accepting a card and the server learning of it (its webhook):
// a few seconds, or, when the bank is slow, that the customer may leave and will be e-mailed.
import { Stack, Text } from "@mantine/core";

export function PaymentSettling({ slow, email }: { slow: boolean; email: string | null | undefined }) {
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Text fw={600}>Payment accepted. Confirming it with the studio…</Text>
      <Text size="sm" c="dimmed">
        {slow ? `Your bank is taking longer than usual. You can close this page: we e-mail ${email ?? "you"} as soon as the payment is received.` : "This takes a few seconds."}
      </Text>
    </Stack>
  );
}
