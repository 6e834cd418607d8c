// A subscription opened again after its connection was lost asks, with this header, for the state
// it may have missed: `orderUpdated` then sends the order at once, before its next change.
export const RESUMED_SUBSCRIPTION_HEADER = "X-Subscription-Resumed";
