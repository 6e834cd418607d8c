// Why the card was refused (the alert's title), and that the order still waits for payment.
import { FormAlert } from "../../ui/FormAlert.tsx";

export function CardDeclinedAlert({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return <FormAlert title={reason}>Your order is still waiting for payment: try again, or use another card.</FormAlert>;
}
