-- AlterEnum
ALTER TYPE "AuditAction" ADD VALUE 'temporary_password_set';

-- AlterTable
ALTER TABLE "StaffUser" ADD COLUMN     "mustChangePassword" BOOLEAN NOT NULL DEFAULT false;
