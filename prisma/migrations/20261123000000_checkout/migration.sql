
-- DropIndex
DROP INDEX "Order_guestAccessHash_key";

-- AlterTable
ALTER TABLE "Order" DROP COLUMN "guestAccessHash",
ADD COLUMN     "billingCountry" TEXT,
ADD COLUMN     "billingRegion" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "guestName" TEXT,
ADD COLUMN     "pricedByStudio" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "clientSecret" TEXT;

-- AlterTable
ALTER TABLE "DiscountRedemption" ADD COLUMN     "confirmedAt" TIMESTAMPTZ(3);

