// Who the order is for (a customer's account or a guest, and a reseller's client, whom the studio
// contacts only if the reseller allows it), where they are billed, and the
// order's dates: placed, paid, due, and until when a delivery waits for the customer's approval.
import { Anchor, Badge, DataList, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { OrderCustomer_order$key } from "../../__generated__/OrderCustomer_order.graphql.ts";
import { countryName } from "../../ui/billingCountries.ts";
import { DetailField } from "../DetailField.tsx";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { userPath } from "../paths.ts";
import { isOverdue } from "./ordersList.ts";

export function OrderCustomer({ order }: { order: OrderCustomer_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderCustomer_order on Order {
        status
        customerName
        email
        isGuestOrder
        customer {
          id
        }
        company {
          name
          vatNumber
        }
        clientCompany {
          name
          emailContact
        }
        billingCountry
        billingRegion
        createdAt
        placedAt
        paidAt
        dueAt
        approvalDeadline
      }
    `,
    order,
  );
  const overdue = isOverdue(data.status, data.dueAt);
  return (
    <DataList labelWidth={130} withDivider>
      <DetailField
        label={data.isGuestOrder ? "Guest" : "Customer"}
        value={
          <Text span fz="inherit" fw={600}>
            {data.customer ? (
              <Anchor component={Link} to={userPath(data.customer.id)} fz="inherit">
                {data.customerName ?? "No name given"}
              </Anchor>
            ) : (
              (data.customerName ?? "No name given")
            )}
            {data.isGuestOrder && (
              <Badge variant="light" color="gray" size="xs" tt="none" ml={6}>
                Guest
              </Badge>
            )}
          </Text>
        }
      />
      <DetailField
        label="E-mail"
        value={data.email ? <Anchor href={`mailto:${data.email}`} fz="inherit" style={{ overflowWrap: "anywhere" }}>{data.email}</Anchor> : <Text span fz="inherit" c="dimmed">Not given</Text>}
      />
      {data.company && <DetailField label="Company" value={`${data.company.name}${data.company.vatNumber ? ` · VAT ${data.company.vatNumber}` : ""}`} />}
      {data.clientCompany && (
        <DetailField
          label="For client"
          value={`${data.clientCompany.name} · ${data.clientCompany.emailContact ? "we may e-mail the client" : "private label: write only to the reseller"}`}
        />
      )}
      <DetailField
        label="Billed in"
        value={data.billingCountry ? `${countryName(data.billingCountry)}${data.billingRegion ? `, ${data.billingRegion}` : ""}` : <Text span fz="inherit" c="dimmed">Not chosen yet</Text>}
      />
      <DetailField label="Created" value={<DateTimeCell value={data.createdAt} />} />
      <DetailField label="Placed" value={<DateTimeCell value={data.placedAt} empty="Not placed" />} />
      <DetailField label="Paid" value={<DateTimeCell value={data.paidAt} empty="Not paid" />} />
      <DetailField
        label="Due"
        value={
          <Text span fz="inherit" c={overdue ? "red.8" : undefined} fw={overdue ? 600 : undefined}>
            <DateTimeCell value={data.dueAt} empty="Set once paid" />
            {overdue && " · overdue"}
          </Text>
        }
      />
      {data.approvalDeadline && <DetailField label="Approval until" value={<DateTimeCell value={data.approvalDeadline} />} />}
    </DataList>
  );
}
