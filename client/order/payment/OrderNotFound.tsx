// An order link that opens nothing: a wrong or incomplete address, or an order of someone else.
import { Button, Group, Stack } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { FIND_ORDER_PATH, ORDER_START_PATH } from "../../ui/orders/paymentPaths.ts";

export function OrderNotFound({ guest = false }: { guest?: boolean }) {
  return (
    <>
      <PageHeader
        eyebrow="Your order"
        title="Order not found"
        lead={
          guest
            ? "This private link does not open an order. Check that you copied the whole link from our e-mail, or find an unpaid order by its number."
            : "There is no order of yours at this address. The link may be incomplete, or the order belongs to another account."
        }
      />
      <Stack>
        <Group>
          <Button component={Link} to={FIND_ORDER_PATH}>
            Find an order by its number
          </Button>
          <Button component={Link} to={ORDER_START_PATH} variant="default">
            Start a new order
          </Button>
        </Group>
      </Stack>
    </>
  );
}
