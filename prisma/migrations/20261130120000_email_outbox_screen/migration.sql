-- The outbox screen (/manage/outbox) lists every e-mail newest first, whatever its status.

-- CreateIndex
CREATE INDEX "EmailOutbox_createdAt_idx" ON "EmailOutbox"("createdAt");
