// Where someone without an order to pay here can go: start one, or find theirs by its number.
import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { FIND_ORDER_PATH, ORDER_START_PATH } from "../../ui/orders/paymentPaths.ts";

export function StartOrPayButtons() {
  return (
    <Group>
      <Button component={Link} to={ORDER_START_PATH}>
        Start an order
      </Button>
      <Button component={Link} to={FIND_ORDER_PATH} variant="default">
        Pay an order by its number
      </Button>
    </Group>
  );
}
