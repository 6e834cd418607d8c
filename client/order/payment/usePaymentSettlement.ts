// After Stripe accepted a card in the page, the payment settles once its webhook reaches the
// server: until then the page asks the server, which asks Stripe (refreshOrderPayment), and the
// answer updates every view of the order in the store.
import { useEffect, useState } from "react";
import type { OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { refreshOrder } from "./refreshOrderPayment.ts";

const POLL_MS = 2000;
const PATIENCE_MS = 60_000;

/** Asks the server how the order stands; answers its status, null when the server could not say. */
export type OrderRefresh = (access: OrderAccess) => Promise<string | null>;

/**
 * While `active`, polls the order through `refresh` as long as `waitingWhile(status)`; `slow` after
 * a minute. `waitingWhile` and `refresh` must keep their identity.
 */
export function usePaymentSettlement(access: OrderAccess, active: boolean, waitingWhile: (status: string) => boolean, refresh: OrderRefresh = refreshOrder) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const status = await refresh(access).catch(() => null);
      if (stopped || (status && !waitingWhile(status))) return;
      if (Date.now() - startedAt > PATIENCE_MS) setSlow(true);
      timer = setTimeout(tick, Date.now() - startedAt > PATIENCE_MS ? POLL_MS * 5 : POLL_MS);
    };
    timer = setTimeout(tick, POLL_MS / 2);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [access, active, waitingWhile, refresh]);
  return slow;
}
