-- The administrators' tables read newest first: payments by creation, orders by placement.
-- CreateIndex
CREATE INDEX "Payment_createdAt_idx" ON "Payment"("createdAt");

-- CreateIndex
CREATE INDEX "Order_placedAt_createdAt_idx" ON "Order"("placedAt", "createdAt");
