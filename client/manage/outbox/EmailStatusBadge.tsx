import { Badge } from "@mantine/core";
import { emailStatusColor, emailStatusLabel } from "./outboxList.ts";

export function EmailStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={emailStatusColor(status)}>
      {emailStatusLabel(status)}
    </Badge>
  );
}
