// Expected failures of ordering and paying, each shown next to its cause by the client.
import { formatDate } from "../../common/dates.ts";

export class OrderExpiredError extends Error {
  constructor(readonly expiredAt: Date) {
    super(`This draft expired on ${formatDate(expiredAt, "dayMonthYear", { timeZone: "UTC" })}: prices and voices may have changed since. Start a new order.`);
    this.name = "OrderExpiredError";
  }
}

export class OrderNotPayableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OrderNotPayableError";
  }
}
