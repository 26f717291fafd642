-- CreateIndex
CREATE INDEX "AppUser_subscriptionEndDate_idx" ON "AppUser"("subscriptionEndDate");

-- CreateIndex
CREATE INDEX "AppUser_subscriptionStartDate_idx" ON "AppUser"("subscriptionStartDate");
