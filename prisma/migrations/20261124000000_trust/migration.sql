-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('REQUESTED', 'PENDING', 'SUCCEEDED', 'FAILED');

-- AlterTable
ALTER TABLE "Refund" ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "RefundStatus" USING ("status"::"RefundStatus"),
ALTER COLUMN "status" SET DEFAULT 'PENDING';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "flaggedAt" TIMESTAMPTZ(3),
ADD COLUMN     "flagReason" TEXT;

-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "readOnly" BOOLEAN NOT NULL DEFAULT false;
