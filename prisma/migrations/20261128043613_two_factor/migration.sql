-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AuditAction" ADD VALUE 'two_factor_setup_start';
ALTER TYPE "AuditAction" ADD VALUE 'two_factor_enable';
ALTER TYPE "AuditAction" ADD VALUE 'two_factor_disable';
ALTER TYPE "AuditAction" ADD VALUE 'two_factor_reset';
ALTER TYPE "AuditAction" ADD VALUE 'recovery_codes_regenerate';
ALTER TYPE "AuditAction" ADD VALUE 'recovery_code_use';

-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN IF NOT EXISTS "clientIp" TEXT;

-- CreateTable
CREATE TABLE "StaffTwoFactor" (
    "staffId" UUID NOT NULL,
    "secretCipher" TEXT NOT NULL,
    "enabledAt" TIMESTAMP(3),
    "lastUsedStep" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffTwoFactor_pkey" PRIMARY KEY ("staffId")
);

-- CreateTable
CREATE TABLE "StaffRecoveryCode" (
    "id" UUID NOT NULL,
    "staffId" UUID NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "StaffRecoveryCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SecuritySetting" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "requireTwoFactor" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "SecuritySetting_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StaffRecoveryCode_staffId_idx" ON "StaffRecoveryCode"("staffId");

-- AddForeignKey
ALTER TABLE "StaffTwoFactor" ADD CONSTRAINT "StaffTwoFactor_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffRecoveryCode" ADD CONSTRAINT "StaffRecoveryCode_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;
