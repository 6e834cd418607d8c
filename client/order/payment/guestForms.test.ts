import { describe, expect, it } from "vitest";
import { findOrderSchema, guestContactSchema, orderNumberText } from "./guestForms.ts";

describe("guest forms", () => {
  it("needs an e-mail address; the name is optional", () => {
    expect(guestContactSchema.safeParse({ email: "Ann@Example.com", name: "" }).data).toEqual({ email: "ann@example.com", name: null });
    expect(guestContactSchema.safeParse({ email: "nope", name: "" }).error?.issues[0].message).toBe("must be an email");
  });
  it("reads an order number, with or without a leading #", () => {
    expect(orderNumberText(" #1024 ")).toBe("1024");
    expect(findOrderSchema.safeParse({ number: "1024", email: "a@b.co" }).data).toEqual({ number: 1024, email: "a@b.co" });
    expect(findOrderSchema.safeParse({ number: "ab", email: "a@b.co" }).error?.issues[0].message).toBe("must be an order number such as 10001");
    expect(findOrderSchema.safeParse({ number: "0", email: "a@b.co" }).error?.issues[0].message).toBe("must not be less than 1");
  });
});
