-- Reseller applications carry the VAT number, country and how the applicant sells, and link the
-- company their approval created; a reseller is suspended with a time, a reason and who did it
-- (instead of the bare "active" flag).

-- AlterTable
ALTER TABLE "ResellerApplication" ADD COLUMN     "companyId" UUID,
ADD COLUMN     "country" TEXT,
ADD COLUMN     "salesChannels" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "vatNumber" TEXT;

-- AlterTable
ALTER TABLE "Reseller" ADD COLUMN     "suspendedAt" TIMESTAMPTZ(3),
ADD COLUMN     "suspendedById" UUID,
ADD COLUMN     "suspensionReason" TEXT;

UPDATE "Reseller" SET "suspendedAt" = "updatedAt", "suspensionReason" = 'Inactive before suspensions were recorded.' WHERE NOT "active";

ALTER TABLE "Reseller" DROP COLUMN "active";

-- CreateIndex
CREATE UNIQUE INDEX "ResellerApplication_companyId_key" ON "ResellerApplication"("companyId");

-- CreateIndex
CREATE INDEX "ResellerApplication_userId_idx" ON "ResellerApplication"("userId");

-- One open application per user, even for two racing submissions.
CREATE UNIQUE INDEX "ResellerApplication_one_open_per_user" ON "ResellerApplication"("userId") WHERE "status" = 'SUBMITTED';

-- AddForeignKey
ALTER TABLE "ResellerApplication" ADD CONSTRAINT "ResellerApplication_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reseller" ADD CONSTRAINT "Reseller_suspendedById_fkey" FOREIGN KEY ("suspendedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
