-- Revisions beyond the free ones are bought: a RevisionCharge on the order, paid by its own
-- Payment and invoiced with its own Invoice; once paid it becomes the order's RevisionRequest.

-- CreateEnum
CREATE TYPE "RevisionChargeStatus" AS ENUM ('PENDING_PAYMENT', 'PAID', 'CANCELLED');

-- CreateTable
CREATE TABLE "RevisionCharge" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "status" "RevisionChargeStatus" NOT NULL DEFAULT 'PENDING_PAYMENT',
    "message" TEXT NOT NULL,
    "items" JSONB NOT NULL DEFAULT '[]',
    "requestedById" UUID,
    "subtotal" INTEGER NOT NULL,
    "taxTotal" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "taxRateId" UUID,
    "paidAt" TIMESTAMPTZ(3),
    "revisionRequestId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RevisionCharge_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "revisionChargeId" UUID;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "revisionChargeId" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "RevisionCharge_revisionRequestId_key" ON "RevisionCharge"("revisionRequestId");

-- CreateIndex
CREATE INDEX "RevisionCharge_orderId_status_idx" ON "RevisionCharge"("orderId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_revisionChargeId_key" ON "Invoice"("revisionChargeId");

-- CreateIndex
CREATE INDEX "Payment_revisionChargeId_idx" ON "Payment"("revisionChargeId");

-- AddForeignKey
ALTER TABLE "RevisionCharge" ADD CONSTRAINT "RevisionCharge_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RevisionCharge" ADD CONSTRAINT "RevisionCharge_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RevisionCharge" ADD CONSTRAINT "RevisionCharge_taxRateId_fkey" FOREIGN KEY ("taxRateId") REFERENCES "TaxRate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RevisionCharge" ADD CONSTRAINT "RevisionCharge_revisionRequestId_fkey" FOREIGN KEY ("revisionRequestId") REFERENCES "RevisionRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_revisionChargeId_fkey" FOREIGN KEY ("revisionChargeId") REFERENCES "RevisionCharge"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_revisionChargeId_fkey" FOREIGN KEY ("revisionChargeId") REFERENCES "RevisionCharge"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
