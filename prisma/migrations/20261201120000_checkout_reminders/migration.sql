-- Abandoned checkouts: the customer's consent to a reminder, and the one reminder sent.

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "reminderConsent" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "reminderSentAt" TIMESTAMPTZ(3),
ADD COLUMN     "reminderSentById" UUID;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_reminderSentById_fkey" FOREIGN KEY ("reminderSentById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
