-- CreateEnum
CREATE TYPE "ScheduledNotificationStatus" AS ENUM ('scheduled', 'sent', 'failed', 'cancelled', 'skipped');

-- AlterTable
ALTER TABLE "Festival" ADD COLUMN     "notifyAt" TEXT NOT NULL DEFAULT '07:00',
ADD COLUMN     "notifyOnDay" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ScheduledNotification" (
    "id" UUID NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT,
    "sendAt" TIMESTAMP(3) NOT NULL,
    "status" "ScheduledNotificationStatus" NOT NULL DEFAULT 'scheduled',
    "reason" TEXT,
    "automatic" BOOLEAN NOT NULL DEFAULT false,
    "scheduledById" UUID,
    "scheduledByName" TEXT,
    "notificationId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ScheduledNotification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScheduledNotification_status_sendAt_idx" ON "ScheduledNotification"("status", "sendAt");

-- CreateIndex
CREATE INDEX "ScheduledNotification_subjectType_subjectId_idx" ON "ScheduledNotification"("subjectType", "subjectId");

-- CreateIndex
CREATE INDEX "ScheduledNotification_sendAt_idx" ON "ScheduledNotification"("sendAt");
