// The wizard's last move: every step checked, then the draft saved (in the browser for a guest, on
// the server when signed in) and the customer taken to the payment page, or told what is wrong.
import { useState } from "react";
import { useNavigate } from "react-router";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import type { WizardService } from "../../common/orders/wizards.ts";
import { requestErrorMessage } from "../ui/formErrors.ts";
import type { DraftPersistence } from "./useDraftPersistence.ts";
import type { LiveQuote } from "./useLiveQuote.ts";
import type { WizardSteps } from "./useWizardSteps.ts";

export function useContinueToPayment(options: {
  serviceSlug: WizardService;
  signedIn: boolean;
  draft: OrderDraft;
  persistence: DraftPersistence;
  live: LiveQuote;
  wizard: Pick<WizardSteps, "checkAll" | "goTo">;
}) {
  const { serviceSlug, signedIn, draft, persistence, live, wizard } = options;
  const navigate = useNavigate();
  /** The message above the wizard's buttons (what keeps the order from going on to payment). */
  const [alert, setAlert] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const continueToPayment = async () => {
    setAlert(null);
    const incomplete = wizard.checkAll();
    if (incomplete >= 0) {
      setAlert("Some details are still missing: they are marked in this step.");
      wizard.goTo(incomplete, "error");
      return;
    }
    if (!live.quote && !live.updating && live.problem) {
      setAlert(live.problem);
      return;
    }
    setLeaving(true);
    try {
      if (!signedIn) {
        await persistence.flush(draft);
        navigate(`/order/guest-payment?service=${encodeURIComponent(serviceSlug)}`);
        return;
      }
      const id = await persistence.flush(draft);
      if (!id) {
        setAlert(persistence.state.message ?? "Your draft could not be saved. Please try again.");
        return;
      }
      navigate(`/order/payment/${encodeURIComponent(id)}`);
    } catch (error) {
      setAlert(requestErrorMessage(error));
    } finally {
      setLeaving(false);
    }
  };

  return { alert, clearAlert: () => setAlert(null), leaving, continueToPayment };
}
