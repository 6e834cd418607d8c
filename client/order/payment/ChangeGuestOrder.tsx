// "Change this order" on a guest's private link while the order is unpaid. Placing the order
// cleared the draft kept in this browser, so changing it means: put the order's content back as
// that draft, cancel the placed order (so it can never be paid twice) and open the wizard.
// A confirmation comes first; if the order cannot be cancelled (paid meanwhile), nothing changes.
import { Alert, Anchor, Text } from "@mantine/core";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import { draftShape, type OrderDraft } from "../../../common/orders/orderDraft.ts";
import { isWizardService, orderPathFor } from "../../../common/orders/wizards.ts";
import type { ChangeGuestOrder_order$key } from "../../__generated__/ChangeGuestOrder_order.graphql.ts";
import { Icon } from "../../ui/Icon.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { readLocalDraft, writeLocalDraft, clearLocalDraft } from "../draftStorage.ts";
import type { OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { canChangeOrder, draftFromPlacedOrder } from "./changeOrder.ts";
import { useCancelOrderMutation } from "./useCancelOrderMutation.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";

export function ChangeGuestOrder({ order, access }: { order: ChangeGuestOrder_order$key; access: OrderAccess }) {
  // The content comes with the payment page's query (its loader); the server refuses to cancel an
  // order that was paid meanwhile, and the live page keeps the status current.
  const data = useFragment(
    graphql`
      fragment ChangeGuestOrder_order on Order {
        id
        number
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
    `,
    order,
  );
  const navigate = useNavigate();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const slug = data.service.slug;
  const key = access.key;
  if (!key || !isWizardService(slug) || !canChangeOrder(data)) return null;

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
    const parsed = draftShape.safeParse(draftFromPlacedOrder(data));
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
      const result = await cancel({ orderId: data.id, key });
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
    askToConfirm({
      title: "Change this order?",
      question: (
        <>
          Your order {data.number} will be cancelled and its content opened in the order form. Nothing has been paid for it; once you have made your
          changes, you place it again as a new order.
        </>
      ),
      confirm: "Cancel it and change it",
      cancel: "Keep this order",
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
