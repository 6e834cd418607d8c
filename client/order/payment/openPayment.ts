/** The order's open card payment, as the provider's form needs it to take the card. */
export type OpenPayment = { paymentId: string; clientSecret: string };

/** Opens (or finds) the order's payment at the server's price; null when there is nothing to confirm here. */
export type OpenPaymentFn = () => Promise<OpenPayment | null>;
