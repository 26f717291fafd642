-- CreateEnum
CREATE TYPE "StaffLanguage" AS ENUM ('en', 'gu');

-- AlterTable
ALTER TABLE "StaffUser" ADD COLUMN     "gujaratiDigits" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "language" "StaffLanguage" NOT NULL DEFAULT 'en';
