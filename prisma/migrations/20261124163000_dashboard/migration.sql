-- The dashboard (server/admin/dashboard.ts) sums each period's payments, refunds and paid orders
-- by range scans of these indexes; the payments' and orders' are read without the table.

-- DropIndex
DROP INDEX "Payment_createdAt_idx";

-- CreateIndex
CREATE INDEX "Order_paidAt_status_archivedAt_idx" ON "Order"("paidAt", "status", "archivedAt");

-- CreateIndex
CREATE INDEX "Payment_createdAt_status_currency_amount_archivedAt_idx" ON "Payment"("createdAt", "status", "currency", "amount", "archivedAt");

-- CreateIndex
CREATE INDEX "Refund_createdAt_idx" ON "Refund"("createdAt");
