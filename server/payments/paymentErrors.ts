// Expected failures of taking and refunding payments. The GraphQL layer answers them as typed
// errors (payment.graphql.ts).

/** The payment provider refused a request or could not be reached. */
export class PaymentGatewayError extends Error {
  constructor(message = "The payment provider could not process this request. Try again in a few minutes.") {
    super(message);
    this.name = "PaymentGatewayError";
  }
}

/** The card was declined; the message is the one to show the customer. */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly declineCode: string | null = null,
  ) {
    super(message);
    this.name = "PaymentDeclinedError";
  }
}
