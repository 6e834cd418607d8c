// "Change this order" on a guest's private link while the order is unpaid. Placing the order
// cleared the draft kept in this browser, so changing it means: put the order's content back as
// that draft, cancel the placed order (so it can never be paid twice) and open the wizard.
// A confirmation comes first; if the order cannot be cancelled (paid meanwhile), nothing changes.
import { Alert, Anchor, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useState } from "react";
import { fetchQuery, graphql } from "react-relay";
import { useNavigate } from "react-router";
import { draftShape, type OrderDraft } from "../../../common/orders/orderDraft.ts";
import { isWizardService, orderPathFor } from "../../../common/orders/wizards.ts";
import type { ChangeGuestOrderContentQuery } from "../../__generated__/ChangeGuestOrderContentQuery.graphql.ts";
import type { ChangeGuestOrderCancelMutation } from "../../__generated__/ChangeGuestOrderCancelMutation.graphql.ts";
import { environment } from "../../app/relayEnvironment.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";
import { Icon } from "../../ui/Icon.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { readLocalDraft, writeLocalDraft, clearLocalDraft } from "../draftStorage.ts";
import type { OrderAccess } from "./paymentPaths.ts";
import { canChangeOrder, draftFromPlacedOrder } from "./changeOrder.ts";

// Fetched on demand, so the payment pages' own queries stay small.
const contentQuery = graphql`
  query ChangeGuestOrderContentQuery($id: ID!, $key: String!) {
    orderByAccessKey(id: $id, key: $key) {
      id
      status
      language
      fileFormats
      rush
      customerNote
      service {
        slug
      }
      bundle {
        slug
      }
      voice {
        id
      }
      track {
        id
      }
      items {
        name
        text
      }
      payments {
        status
      }
    }
  }
`;

const cancelOrderMutation = graphql`
  mutation ChangeGuestOrderCancelMutation($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          id
          status
          payable
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The order the payment screen shows (its content is fetched only when the guest asks to change it). */
type ShownOrder = { id: string; number: number; status: string; service: { slug: string } };

export function ChangeGuestOrder({ order: data, access }: { order: ShownOrder; access: OrderAccess }) {
  const navigate = useNavigate();
  const [cancel, cancelling] = useAsyncMutation<ChangeGuestOrderCancelMutation>(cancelOrderMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const slug = data.service.slug;
  const key = access.key;
  if (!key || !isWizardService(slug) || !canChangeOrder({ status: data.status, payments: [] })) return null;

  const change = async () => {
    setProblem(null);
    setWorking(true);
    try {
      await changeOrder(key);
    } finally {
      setWorking(false);
    }
  };

  const changeOrder = async (key: string) => {
    let content;
    try {
      content = (await fetchQuery<ChangeGuestOrderContentQuery>(environment, contentQuery, { id: data.id, key }, { fetchPolicy: "network-only" }).toPromise())?.orderByAccessKey;
    } catch (error) {
      setProblem(requestErrorMessage(error));
      return;
    }
    if (!content || !canChangeOrder(content)) {
      setProblem("This order can no longer be changed: it has been paid or cancelled meanwhile. Reload the page to see where it stands.");
      return;
    }
    const parsed = draftShape.safeParse(draftFromPlacedOrder(content));
    if (!parsed.success) {
      setProblem("This order cannot be opened in the order form. Please contact the studio to change it.");
      return;
    }
    const draft: OrderDraft = parsed.data;
    // Keep the content in this browser first: if it cannot be kept, the order stays as it is.
    const previous = readLocalDraft(slug);
    writeLocalDraft(draft);
    if (!readLocalDraft(slug)) {
      setProblem("This browser does not let us keep your order's content (private browsing or storage turned off), so the order was not changed.");
      return;
    }
    const restore = () => (previous ? writeLocalDraft(previous) : clearLocalDraft(slug));
    try {
      const { cancelOrder: result } = await cancel({ variables: { input: { orderId: data.id, key } } });
      if (result.__typename === "OrderPayload") {
        navigate(orderPathFor(slug));
        return;
      }
      restore();
      setProblem("message" in result && result.message ? result.message : "The order could not be changed.");
    } catch (error) {
      restore();
      setProblem(requestErrorMessage(error));
    }
  };

  const confirm = () =>
    modals.openConfirmModal({
      title: "Change this order?",
      children: (
        <Text size="sm">
          Your order {data.number} will be cancelled and its content opened in the order form. Nothing has been paid for it; once you have made your
          changes, you place it again as a new order.
        </Text>
      ),
      labels: { confirm: "Cancel it and change it", cancel: "Keep this order" },
      onConfirm: () => void change(),
    });

  return (
    <>
      <Text size="sm">
        Something to change?{" "}
        <Anchor component="button" type="button" onClick={confirm} underline="always" disabled={cancelling || working} fz="sm">
          Change this order
        </Anchor>
      </Text>
      {problem && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
}
