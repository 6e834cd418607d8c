-- AlterTable
ALTER TABLE "User" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "PersonalDataExport" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "secretHash" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PersonalDataExport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PersonalDataExport_storageKey_key" ON "PersonalDataExport"("storageKey");

-- CreateIndex
CREATE INDEX "PersonalDataExport_userId_idx" ON "PersonalDataExport"("userId");

-- CreateIndex
CREATE INDEX "PersonalDataExport_expiresAt_idx" ON "PersonalDataExport"("expiresAt");

-- AddForeignKey
ALTER TABLE "PersonalDataExport" ADD CONSTRAINT "PersonalDataExport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

