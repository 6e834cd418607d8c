import { Badge } from "@mantine/core";
import { kindLabel } from "./inboxList.ts";

const KIND_COLORS: Record<string, string> = { CONTACT: "gray", QUOTE: "studio", PARTNERSHIP: "teal" };

export function KindBadge({ kind }: { kind: string }) {
  const color = KIND_COLORS[kind] ?? "gray";
  return (
    <Badge variant="light" color={color}>
      {kindLabel(kind)}
    </Badge>
  );
}

export function HandledBadge({ handledAt }: { handledAt: string | null | undefined }) {
  return handledAt ? (
    <Badge variant="light" color="green">
      Handled
    </Badge>
  ) : (
    <Badge variant="filled" color="amber.3" c="dark.9">
      New
    </Badge>
  );
}
