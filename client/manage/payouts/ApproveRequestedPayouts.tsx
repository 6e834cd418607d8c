// Approving in bulk: every requested payout on the page at once, after one confirmation. Payouts
// someone else decided meanwhile are left as they are (the server approves only requested ones).
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { formatMoney } from "../../../common/money.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { isResultError } from "../../ui/resultError.ts";
import { useApprovePayoutsMutation } from "./useApprovePayoutsMutation.ts";

export type RequestedPayout = { id: string; amount: number; currency: string };

export function ApproveRequestedPayouts({ payouts }: { payouts: readonly RequestedPayout[] }) {
  const [approve, approving] = useApprovePayoutsMutation();
  if (payouts.length === 0) return null;
  const total = formatMoney(
    payouts.reduce((sum, payout) => sum + payout.amount, 0),
    payouts[0].currency,
  );
  const count = payouts.length === 1 ? "1 requested payout" : `${payouts.length} requested payouts`;
  const run = async () => {
    try {
      const result = await approve({ payoutIds: payouts.map((payout) => payout.id) });
      if (isResultError(result)) notifications.show({ color: "red", title: "The payouts were not approved", message: result.message });
      else notifications.show({ color: "teal", message: result.approved.length === 1 ? "1 payout is approved." : `${result.approved.length} payouts are approved.` });
    } catch (error) {
      notifications.show({ color: "red", title: "The payouts were not approved", message: requestErrorMessage(error) });
    }
  };
  return (
    <Button
      variant="light"
      // The label wraps on a phone rather than widening the page.
      h="auto"
      py={6}
      styles={{ label: { whiteSpace: "normal" } }}
      loading={approving}
      onClick={() =>
        askToConfirm({
          title: "Approve payouts",
          question: `Approve the ${count} on this page, ${total} in all? Mark each paid once its bank transfer is made.`,
          confirm: "Approve all",
          onConfirm: run,
        })
      }
    >
      Approve {count} on this page
    </Button>
  );
}
