// Expected failures of ordering and paying, each shown next to its cause by the client.

export class OrderExpiredError extends Error {
  constructor(readonly expiredAt: Date) {
    super(`This draft expired on ${expiredAt.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}: prices and voices may have changed since. Start a new order.`);
    this.name = "OrderExpiredError";
  }
}

export class OrderNotPayableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OrderNotPayableError";
  }
}
