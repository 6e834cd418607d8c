// Everything about one order on one page: where it stands and the moves allowed from there, what
// the customer asked to change, the script, production (masters and rendered files), what the
// customer received, the customer, the price, payments and refunds, invoices, internal notes and
// the timeline.
import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { OrderDesk_order$key } from "../../__generated__/OrderDesk_order.graphql.ts";
import type { OrderDesk_progress$key } from "../../__generated__/OrderDesk_progress.graphql.ts";
import { useMayUseArea } from "../../app/useMayUseArea.ts";
import { countryName } from "../../ui/billingCountries.ts";
import { Icon } from "../../ui/Icon.tsx";
import { DeliveredFiles } from "../../ui/orders/DeliveredFiles.tsx";
import { InvoiceLinks } from "../../ui/orders/InvoiceLinks.tsx";
import { OrderLinesTable } from "../../ui/orders/OrderLinesTable.tsx";
import { OrderSection } from "../../ui/orders/OrderSection.tsx";
import { OrderStatusBadge } from "../../ui/orders/OrderStatusBadge.tsx";
import { OrderMessages } from "../../ui/orders/OrderMessages.tsx";
import { OrderTimeline } from "../../ui/orders/OrderTimeline.tsx";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { useOrderUpdates } from "../../ui/useOrderUpdates.ts";
import { orderSheetPath, TAX_PATH } from "../paths.ts";
import { CheckoutReminder } from "./CheckoutReminder.tsx";
import { OrderCustomer } from "./OrderCustomer.tsx";
import { OrderNotes } from "./OrderNotes.tsx";
import { OrderPayments } from "./OrderPayments.tsx";
import { OrderProduction } from "./OrderProduction.tsx";
import { OrderRevisionRequests } from "./OrderRevisionRequests.tsx";
import { OrderScript } from "./OrderScript.tsx";
import { OrderStatusActions } from "./OrderStatusActions.tsx";

// The server sends the order again whenever it changes (a file rendered, a payment refunded, a
// colleague's move or note), so the page stays current without reloading.
const OrderDeskUpdatesSubscription = graphql`
  subscription OrderDeskUpdatesSubscription($id: ID!, $key: String) {
    orderUpdated(id: $id, key: $key) {
      id
      ...OrderDesk_progress
      ...OrderNotes_order
    }
  }
`;

export function OrderDesk({ order }: { order: OrderDesk_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderDesk_order on Order {
        ...OrderDesk_progress
        ...OrderScript_order
        ...OrderLinesTable_order
        ...OrderNotes_order
      }
    `,
    order,
  );
  // What moves with the order (its state, files, payments, timeline): the part the desk's
  // mutations and its live updates answer with.
  const progress = useFragment<OrderDesk_progress$key>(
    graphql`
      fragment OrderDesk_progress on Order {
        id
        number
        status
        rush
        flagReason
        flaggedAt
        pricedWithoutVatIn
        filesZipUrl
        service {
          name
        }
        ...OrderStatusActions_order
        ...OrderRevisionRequests_order
        ...OrderProduction_order
        ...DeliveredFiles_order
        ...OrderCustomer_order
        ...CheckoutReminder_order
        ...OrderPayments_order
        ...InvoiceLinks_order
        ...OrderTimeline_order
        ...OrderTimelineActors_order
        ...OrderMessages_order
      }
    `,
    data,
  );
  // A producer sees no money: the payments, invoices and reminders are the bookkeeping's.
  const keepsBooks = useMayUseArea("bookkeeping");
  useOrderUpdates(progress.id, null, OrderDeskUpdatesSubscription);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Group gap="sm" align="center">
            <Title order={1}>Order {progress.number}</Title>
            <OrderStatusBadge status={progress.status} size="lg" data-testid="order-status" />
          </Group>
          <Text c="dimmed">
            {progress.service.name}
            {progress.rush ? " · rush" : ""}
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={orderSheetPath(progress.id)} variant="default" size="sm">
            Recording sheet
          </Button>
        </Group>
      </Group>
      {progress.flagReason && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title="Needs attention">
          {progress.flagReason}
          {progress.flaggedAt && (
            <Text span size="xs" c="dimmed" display="block">
              since <DateTimeCell value={progress.flaggedAt} />
            </Text>
          )}
        </Alert>
      )}
      {progress.pricedWithoutVatIn && (
        <Alert color="yellow" variant="light" icon={<Icon name="alert" />} title={`No VAT rate for ${countryName(progress.pricedWithoutVatIn)}`} data-testid="order-missing-tax-rate">
          VAT is due in {countryName(progress.pricedWithoutVatIn)}, but the studio has no rate for it: this order was priced without VAT.{" "}
          <Anchor component={Link} to={TAX_PATH}>
            Add the rate
          </Anchor>
          ; an order not yet paid takes it when its payment starts.
        </Alert>
      )}
      <OrderStatusActions order={progress} />
      <OrderRevisionRequests order={progress} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <OrderSection title="Production" testId="order-production">
              <OrderProduction order={progress} />
            </OrderSection>
            <OrderSection title="Delivered to the customer">
              {progress.filesZipUrl ? (
                <DeliveredFiles order={progress} />
              ) : (
                <Text size="sm" c="dimmed">
                  Nothing delivered yet. Delivering the order sends the customer the ready files of every prompt.
                </Text>
              )}
            </OrderSection>
            <OrderSection title="Script">
              <OrderScript order={data} />
            </OrderSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <OrderSection title="Customer">
              <OrderCustomer order={progress} />
            </OrderSection>
            {keepsBooks && <CheckoutReminder order={progress} />}
            <OrderSection title="Price">
              <OrderLinesTable order={data} />
            </OrderSection>
            {keepsBooks && (
              <OrderSection title="Payments and refunds">
                <OrderPayments order={progress} />
              </OrderSection>
            )}
            {keepsBooks && (
              <OrderSection title="Invoices">
                <InvoiceLinks order={progress} />
              </OrderSection>
            )}
            <OrderSection title="Internal notes">
              <OrderNotes order={data} />
            </OrderSection>
            <OrderSection title="Timeline">
              <OrderMessages order={progress} asStudio />
              <OrderTimeline order={progress} actors={progress} />
            </OrderSection>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
