-- AlterTable
ALTER TABLE "StaffUser" ADD COLUMN     "passwordResetExpiresAt" TIMESTAMP(3),
ADD COLUMN     "passwordResetHash" TEXT;
