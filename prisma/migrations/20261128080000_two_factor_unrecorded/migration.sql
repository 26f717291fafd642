-- Written by hand: the two-factor rows hold a sealed secret and hashed codes,
-- and have no "id" of their own (StaffTwoFactor is keyed by staffId), so the
-- generic row trigger must not record them. History gets two_factor_* events
-- of their own (TwoFactorService). Before this, deleting a staff member who
-- had enrolled failed: the cascade reached StaffTwoFactor and its change had
-- no entity id.
CREATE OR REPLACE FUNCTION audit_unrecorded_tables() RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['AuditEvent', 'AuditChange', 'FileRemoval', 'AccountDeletionAudit', '_prisma_migrations', 'throttle_attempts', 'StaffSession', 'StaffTwoFactor', 'StaffRecoveryCode']
$$;
DROP TRIGGER IF EXISTS audit_record ON "StaffTwoFactor";
DROP TRIGGER IF EXISTS audit_record ON "StaffRecoveryCode";
