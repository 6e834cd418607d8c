// /manage/orders/:id/sheet: the printable recording sheet of one order, for the voice talent.
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { ManageOrderSheetRouteQuery as ManageOrderSheetRouteQueryType } from "../../__generated__/ManageOrderSheetRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ORDERS_PATH } from "../paths.ts";
import { RecordingSheet } from "./RecordingSheet.tsx";

const ManageOrderSheetRouteQuery = graphql`
  query ManageOrderSheetRouteQuery($id: ID!) {
    node(id: $id) {
      ... on Order @alias(as: "order") {
        number
        ...RecordingSheet_order
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs): PreloadedQuery<ManageOrderSheetRouteQueryType> {
  return loadRouteQuery<ManageOrderSheetRouteQueryType>(ManageOrderSheetRouteQuery, { id: params.id ?? "" });
}

export function Component() {
  const data = usePreloadedQuery<ManageOrderSheetRouteQueryType>(ManageOrderSheetRouteQuery, useLoaderData() as PreloadedQuery<ManageOrderSheetRouteQueryType>);
  const order = data.node?.order ?? null;
  usePageMeta({ title: order ? `Recording sheet · order ${order.number}` : "Order not found" });
  if (!order) {
    return (
      <Stack gap="md">
        <Title order={1}>Order not found</Title>
        <Text>
          There is no order at this address.{" "}
          <Anchor component={Link} to={ORDERS_PATH}>
            Back to all orders
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return <RecordingSheet order={order} />;
}
