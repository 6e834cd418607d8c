// One headline fact of an order on the customer's pages: a small label over its value.
import { Text, type MantineSize } from "@mantine/core";

export function OrderFact({ label, value, size }: { label: string; value: string; size?: MantineSize }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: "0.04em" }}>
        {label}
      </Text>
      <Text fw={600} size={size}>
        {value}
      </Text>
    </div>
  );
}
