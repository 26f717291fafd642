-- CreateEnum
CREATE TYPE "TrashKind" AS ENUM ('category', 'subcategory', 'greeting', 'custom_category', 'festival', 'festival_post', 'slider', 'theme_sample', 'frame', 'frame_field', 'subscription', 'app_user', 'business', 'image');

-- CreateTable
CREATE TABLE "TrashEntry" (
    "id" UUID NOT NULL,
    "kind" "TrashKind" NOT NULL,
    "label" TEXT NOT NULL,
    "contents" JSONB NOT NULL,
    "thumbnailPath" TEXT,
    "filePaths" TEXT[],
    "snapshot" JSONB NOT NULL,
    "deletedById" UUID,
    "deletedByName" TEXT,
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrashEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TrashEntry_deletedAt_idx" ON "TrashEntry"("deletedAt");

-- CreateIndex
CREATE INDEX "TrashEntry_kind_deletedAt_idx" ON "TrashEntry"("kind", "deletedAt");
