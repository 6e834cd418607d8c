-- The audio chain: what a master's analysis found (shown to the studio, and used by every
-- rendering's clean-up chain), a render's claim on its file (so a render taken over from a
-- killed instance is finished exactly once), and the on-hold plan's layout settings.

-- AlterTable
ALTER TABLE "Recording" ADD COLUMN "analysis" JSONB;

-- AlterTable
ALTER TABLE "Deliverable" ADD COLUMN "renderClaim" UUID;

-- AlterTable
ALTER TABLE "Bundle" ADD COLUMN "introSeconds" INTEGER NOT NULL DEFAULT 4,
ADD COLUMN "gapSeconds" INTEGER NOT NULL DEFAULT 6;
