-- AlterEnum
ALTER TYPE "AuditAction" ADD VALUE 'session_end';

-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "clientIp" TEXT;

-- CreateTable
CREATE TABLE "StaffSession" (
    "id" UUID NOT NULL,
    "staffId" UUID NOT NULL,
    "client" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "StaffSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StaffSession_staffId_createdAt_idx" ON "StaffSession"("staffId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "StaffSession" ADD CONSTRAINT "StaffSession_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand: sessions are bookkeeping (last seen is written once a
-- minute), not records staff change; History gets sign-ins and ended
-- sessions as events of their own (HistoryService).
CREATE OR REPLACE FUNCTION audit_unrecorded_tables() RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['AuditEvent', 'AuditChange', 'FileRemoval', 'AccountDeletionAudit', '_prisma_migrations', 'throttle_attempts', 'StaffSession']
$$;
DROP TRIGGER IF EXISTS audit_record ON "StaffSession";
