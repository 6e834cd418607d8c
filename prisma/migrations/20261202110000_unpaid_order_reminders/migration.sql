-- A signed-in customer's standing consent to one e-mail reminder of an order they leave unpaid
-- (a guest gives it per order at checkout: Order.reminderConsent).

-- AlterTable
ALTER TABLE "User" ADD COLUMN "remindUnpaidOrders" BOOLEAN NOT NULL DEFAULT false;
