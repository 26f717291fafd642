-- DropIndex
DROP INDEX "AppUser_name_idx";

-- DropIndex
DROP INDEX "AppUser_subscriptionEndDate_idx";

-- CreateIndex
CREATE INDEX "AppUser_name_id_idx" ON "AppUser"("name", "id");

-- CreateIndex
CREATE INDEX "AppUser_subscriptionEndDate_id_idx" ON "AppUser"("subscriptionEndDate", "id");
