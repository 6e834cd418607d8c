-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "wordsPerMinute" INTEGER NOT NULL DEFAULT 150;
