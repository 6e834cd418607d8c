// What became of a payout, for its row in the partner's and the studio's tables: the bank
// transfer's reference once paid, the reason once rejected, a dash until then.
import { Text } from "@mantine/core";

export function PayoutOutcome({ reference, rejectionReason }: { reference: string | null | undefined; rejectionReason: string | null | undefined }) {
  if (reference) {
    return (
      <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
        {reference}
      </Text>
    );
  }
  if (rejectionReason) {
    return (
      <Text size="sm" maw={240}>
        {rejectionReason}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}
