-- An e-mail may be held until a time and tied to an order: a guest's order link waits a few
-- minutes, and is withdrawn when the order is paid first (the receipt then carries the link).

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN "sendAfter" TIMESTAMPTZ(3),
ADD COLUMN "orderId" UUID;

-- CreateIndex
CREATE INDEX "EmailOutbox_orderId_idx" ON "EmailOutbox"("orderId");
