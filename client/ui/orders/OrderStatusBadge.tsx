import { Badge, type BadgeProps } from "@mantine/core";
import { orderStatusColor, orderStatusLabel } from "./orderStatus.ts";

/** An order's status as a light badge in its colour ("In production" in blue). */
export function OrderStatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, "color" | "children" | "styles">) {
  const color = orderStatusColor(status);
  return (
    <Badge variant="light" color={color} tt="none" {...props}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
