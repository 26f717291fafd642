-- CreateEnum
CREATE TYPE "NotificationState" AS ENUM ('queued', 'delivered', 'failed');

-- DropIndex
DROP INDEX "StoredImage_businessId_idx";

-- DropIndex
DROP INDEX "StoredImage_panchayatProfileId_idx";

-- DropIndex
DROP INDEX "StoredImage_electionProfileId_idx";

-- DropIndex
DROP INDEX "StoredImage_subcategoryId_idx";

-- DropIndex
DROP INDEX "StoredImage_festivalId_idx";

-- DropIndex
DROP INDEX "StoredImage_greetingId_idx";

-- DropIndex
DROP INDEX "StoredImage_customCategoryId_idx";

-- DropIndex
DROP INDEX "StoredImage_sliderId_idx";

-- DropIndex
DROP INDEX "StoredImage_themeSampleId_idx";

-- DropIndex
DROP INDEX "StoredImage_frameId_idx";

-- DropIndex
DROP INDEX "StoredImage_frameFieldId_idx";

-- AlterTable
ALTER TABLE "StoredImage" ADD COLUMN     "height" INTEGER NOT NULL,
ADD COLUMN     "originalName" TEXT,
ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "thumbnailPath" TEXT NOT NULL,
ADD COLUMN     "width" INTEGER NOT NULL;

-- CreateTable
CREATE TABLE "FileRemoval" (
    "id" UUID NOT NULL,
    "path" TEXT NOT NULL,
    "notBefore" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FileRemoval_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" UUID NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT,
    "topic" TEXT NOT NULL,
    "state" "NotificationState" NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "sentById" UUID,
    "sentByName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FileRemoval_notBefore_idx" ON "FileRemoval"("notBefore");

-- CreateIndex
CREATE INDEX "FileRemoval_path_idx" ON "FileRemoval"("path");

-- CreateIndex
CREATE INDEX "Notification_subjectType_subjectId_createdAt_idx" ON "Notification"("subjectType", "subjectId", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_createdAt_idx" ON "Notification"("createdAt");

-- CreateIndex
CREATE INDEX "StoredImage_businessId_position_idx" ON "StoredImage"("businessId", "position");

-- CreateIndex
CREATE INDEX "StoredImage_panchayatProfileId_position_idx" ON "StoredImage"("panchayatProfileId", "position");

-- CreateIndex
CREATE INDEX "StoredImage_electionProfileId_position_idx" ON "StoredImage"("electionProfileId", "position");

-- CreateIndex
CREATE INDEX "StoredImage_subcategoryId_position_idx" ON "StoredImage"("subcategoryId", "position");

-- CreateIndex
CREATE INDEX "StoredImage_festivalId_position_idx" ON "StoredImage"("festivalId", "position");

-- CreateIndex
CREATE INDEX "StoredImage_greetingId_position_idx" ON "StoredImage"("greetingId", "position");

-- CreateIndex
CREATE INDEX "StoredImage_customCategoryId_position_idx" ON "StoredImage"("customCategoryId", "position");

-- CreateIndex
CREATE INDEX "StoredImage_sliderId_position_idx" ON "StoredImage"("sliderId", "position");

-- CreateIndex
CREATE INDEX "StoredImage_themeSampleId_position_idx" ON "StoredImage"("themeSampleId", "position");

-- CreateIndex
CREATE INDEX "StoredImage_frameId_position_idx" ON "StoredImage"("frameId", "position");

-- CreateIndex
CREATE INDEX "StoredImage_frameFieldId_position_idx" ON "StoredImage"("frameFieldId", "position");
