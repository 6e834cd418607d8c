-- CreateEnum
CREATE TYPE "CommissionSource" AS ENUM ('REFERRAL', 'RESELLER');

-- CreateEnum
CREATE TYPE "CommissionStatus" AS ENUM ('PENDING', 'APPROVED', 'PAID', 'VOID', 'CLAWED_BACK');

-- CreateEnum
CREATE TYPE "LedgerEntryKind" AS ENUM ('COMMISSION', 'CLAWBACK', 'PAYOUT', 'PAYOUT_RETURNED', 'ADJUSTMENT');

-- DropForeignKey
ALTER TABLE "Referral" DROP CONSTRAINT "Referral_qualifyingOrderId_fkey";

-- DropForeignKey
ALTER TABLE "Referral" DROP CONSTRAINT "Referral_payoutId_fkey";

-- DropIndex
DROP INDEX "Referral_referrerId_status_idx";

-- AlterTable
ALTER TABLE "Referral" DROP COLUMN "approvedAt",
DROP COLUMN "commission",
DROP COLUMN "currency",
DROP COLUMN "paidAt",
DROP COLUMN "payoutId",
DROP COLUMN "qualifyingOrderId",
DROP COLUMN "status",
ADD COLUMN     "ineligibleReason" TEXT;

-- DropEnum
DROP TYPE "ReferralStatus";

-- CreateTable
CREATE TABLE "Commission" (
    "id" UUID NOT NULL,
    "partnerId" UUID NOT NULL,
    "source" "CommissionSource" NOT NULL,
    "referralId" UUID,
    "orderId" UUID NOT NULL,
    "baseAmount" INTEGER NOT NULL,
    "rateBasisPoints" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" "CommissionStatus" NOT NULL DEFAULT 'PENDING',
    "availableAt" TIMESTAMPTZ(3) NOT NULL,
    "approvedAt" TIMESTAMPTZ(3),
    "endedAt" TIMESTAMPTZ(3),
    "endReason" TEXT,
    "payoutId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Commission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PartnerLedgerEntry" (
    "id" UUID NOT NULL,
    "partnerId" UUID NOT NULL,
    "kind" "LedgerEntryKind" NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "commissionId" UUID,
    "payoutId" UUID,
    "note" TEXT,
    "createdById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PartnerLedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Commission_partnerId_status_idx" ON "Commission"("partnerId", "status");

-- CreateIndex
CREATE INDEX "Commission_status_availableAt_idx" ON "Commission"("status", "availableAt");

-- CreateIndex
CREATE UNIQUE INDEX "Commission_orderId_source_key" ON "Commission"("orderId", "source");

-- CreateIndex
CREATE INDEX "PartnerLedgerEntry_partnerId_createdAt_idx" ON "PartnerLedgerEntry"("partnerId", "createdAt");

-- CreateIndex
CREATE INDEX "Referral_referrerId_createdAt_idx" ON "Referral"("referrerId", "createdAt");

-- CreateIndex
CREATE INDEX "Payout_userId_createdAt_idx" ON "Payout"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "Commission" ADD CONSTRAINT "Commission_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Commission" ADD CONSTRAINT "Commission_referralId_fkey" FOREIGN KEY ("referralId") REFERENCES "Referral"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Commission" ADD CONSTRAINT "Commission_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Commission" ADD CONSTRAINT "Commission_payoutId_fkey" FOREIGN KEY ("payoutId") REFERENCES "Payout"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerLedgerEntry" ADD CONSTRAINT "PartnerLedgerEntry_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerLedgerEntry" ADD CONSTRAINT "PartnerLedgerEntry_commissionId_fkey" FOREIGN KEY ("commissionId") REFERENCES "Commission"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerLedgerEntry" ADD CONSTRAINT "PartnerLedgerEntry_payoutId_fkey" FOREIGN KEY ("payoutId") REFERENCES "Payout"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerLedgerEntry" ADD CONSTRAINT "PartnerLedgerEntry_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- The partner ledger is append-only: a correction is a new row, never a changed or deleted one.
CREATE FUNCTION "partner_ledger_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'PartnerLedgerEntry rows are never changed or deleted: append a correcting entry';
END;
$$;

CREATE TRIGGER "PartnerLedgerEntry_append_only"
  BEFORE UPDATE OR DELETE ON "PartnerLedgerEntry"
  FOR EACH ROW EXECUTE FUNCTION "partner_ledger_is_append_only"();
