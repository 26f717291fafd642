-- AlterEnum
ALTER TYPE "ImageKind" ADD VALUE 'suvichar_image';

-- AlterEnum
ALTER TYPE "TrashKind" ADD VALUE 'suvichar';

-- AlterTable
ALTER TABLE "StoredImage" ADD COLUMN     "suvicharId" UUID;

-- CreateTable
CREATE TABLE "Suvichar" (
    "id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "author" TEXT,
    "day" DATE NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Suvichar_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Suvichar_day_key" ON "Suvichar"("day");

-- CreateIndex
CREATE INDEX "Suvichar_status_idx" ON "Suvichar"("status");

-- CreateIndex
CREATE INDEX "StoredImage_suvicharId_position_idx" ON "StoredImage"("suvicharId", "position");

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_suvicharId_fkey" FOREIGN KEY ("suvicharId") REFERENCES "Suvichar"("id") ON DELETE CASCADE ON UPDATE CASCADE;
