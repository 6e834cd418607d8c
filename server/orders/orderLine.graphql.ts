// One line of an order's price, as it was fixed when the order was priced.
import { builder } from "../schema/builder.ts";

export const OrderLineRef = builder.prismaObject("OrderLine", {
  authScopes: { public: true },
  fields: (t) => ({
    kind: t.exposeString("kind"),
    description: t.exposeString("description"),
    quantity: t.exposeInt("quantity"),
    unitAmount: t.exposeInt("unitAmount"),
    amount: t.exposeInt("amount"),
  }),
});
