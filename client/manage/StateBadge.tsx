// A management table's on/off column: "Active" in green or "Hidden" in grey (the words vary), the
// colours' text shade coming from the theme.
import { Badge } from "@mantine/core";

export function StateBadge({ on, onLabel = "Active", offLabel = "Hidden" }: { on: boolean; onLabel?: string; offLabel?: string }) {
  return (
    <Badge variant="light" color={on ? "green" : "gray"}>
      {on ? onLabel : offLabel}
    </Badge>
  );
}
