-- AlterTable
ALTER TABLE "StaffUser" ADD COLUMN     "tokenVersion" INTEGER NOT NULL DEFAULT 0;
