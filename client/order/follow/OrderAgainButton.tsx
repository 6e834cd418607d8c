// "Order again" for a signed-in customer: a new draft with this order's service, voice, script
// and choices, opened in the wizard inside the account to check and pay (priced afresh).
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import { isWizardService } from "../../../common/orders/wizards.ts";
import type { OrderAgainButton_order$key } from "../../__generated__/OrderAgainButton_order.graphql.ts";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { wizardPath } from "../wizardDraft.ts";
import { useOrderAgainMutation } from "./useOrderAgainMutation.ts";
import { standAloneMessages } from "../../../common/validation/fieldLabels.ts";

export function OrderAgainButton({ order }: { order: OrderAgainButton_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderAgainButton_order on Order {
        id
        service {
          slug
        }
      }
    `,
    order,
  );
  const navigate = useNavigate();
  const [orderAgain, starting] = useOrderAgainMutation();
  const slug = data.service.slug;
  // Orders the studio priced by hand have no order form to reopen them in.
  if (!isWizardService(slug)) return null;

  const start = async () => {
    try {
      const result = await orderAgain({ orderId: data.id });
      if (result.__typename === "OrderPayload") {
        navigate(wizardPath(slug, true));
        return;
      }
      const message = result.__typename === "ValidationError" && result.fields?.length ? standAloneMessages(result.fields) : result.message;
      notifications.show({ color: "red", title: "The order could not be copied", message });
    } catch (error) {
      notifications.show({ color: "red", title: "The order could not be copied", message: requestErrorMessage(error) });
    }
  };

  return (
    <Button variant="default" onClick={() => void start()} loading={starting}>
      Order again
    </Button>
  );
}
