-- CreateEnum
CREATE TYPE "AuditAction" AS ENUM ('create', 'update', 'delete', 'restore', 'purge', 'assign_subscription', 'remove_subscription', 'notify', 'reorder', 'sign_in', 'sign_in_refused', 'password_change');

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" BIGSERIAL NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" "AuditAction" NOT NULL,
    "entityKind" TEXT NOT NULL,
    "entityId" TEXT,
    "staffId" UUID,
    "staffName" TEXT,
    "staffRole" "StaffRole",
    "requestId" TEXT,
    "changeCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditChange" (
    "id" BIGSERIAL NOT NULL,
    "eventId" BIGINT NOT NULL,
    "entityKind" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "ownerKind" TEXT,
    "ownerId" TEXT,
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "AuditChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEvent_occurredAt_id_idx" ON "AuditEvent"("occurredAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "AuditEvent_staffId_occurredAt_idx" ON "AuditEvent"("staffId", "occurredAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEvent_entityKind_occurredAt_idx" ON "AuditEvent"("entityKind", "occurredAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEvent_action_occurredAt_idx" ON "AuditEvent"("action", "occurredAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEvent_entityKind_entityId_occurredAt_idx" ON "AuditEvent"("entityKind", "entityId", "occurredAt" DESC);

-- CreateIndex
CREATE INDEX "AuditChange_eventId_id_idx" ON "AuditChange"("eventId", "id");

-- CreateIndex
CREATE INDEX "AuditChange_entityKind_entityId_idx" ON "AuditChange"("entityKind", "entityId");

-- CreateIndex
CREATE INDEX "AuditChange_ownerKind_ownerId_idx" ON "AuditChange"("ownerKind", "ownerId");

-- AddForeignKey
ALTER TABLE "AuditChange" ADD CONSTRAINT "AuditChange_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "AuditEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
