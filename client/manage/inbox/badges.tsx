import { Badge } from "@mantine/core";
import { badgeText } from "../users/badges.tsx";
import { kindLabel } from "./inboxList.ts";

const KIND_COLORS: Record<string, string> = { CONTACT: "gray", QUOTE: "studio", PARTNERSHIP: "teal" };

export function KindBadge({ kind }: { kind: string }) {
  const color = KIND_COLORS[kind] ?? "gray";
  return (
    <Badge styles={{ label: { overflow: "visible" } }} variant="light" color={color} c={badgeText(color)}>
      {kindLabel(kind)}
    </Badge>
  );
}

export function HandledBadge({ handledAt }: { handledAt: string | null | undefined }) {
  return handledAt ? (
    <Badge styles={{ label: { overflow: "visible" } }} variant="light" color="green" c={badgeText("green")}>
      Handled
    </Badge>
  ) : (
    <Badge styles={{ label: { overflow: "visible" } }} variant="filled" color="amber.3" c="dark.9">
      New
    </Badge>
  );
}
