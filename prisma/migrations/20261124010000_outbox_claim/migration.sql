-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "claimedUntil" TIMESTAMPTZ(3);
