-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('superadmin', 'admin', 'employee');

-- CreateEnum
CREATE TYPE "UserType" AS ENUM ('business', 'panchayat', 'election');

-- CreateEnum
CREATE TYPE "FrameFieldType" AS ENUM ('text', 'image');

-- CreateEnum
CREATE TYPE "ImageKind" AS ENUM ('business_logo', 'business_frame', 'panchayat_logo', 'panchayat_person', 'panchayat_frame', 'candidate_symbol', 'candidate_image', 'candidate_frame', 'subcategory_image', 'festival_image', 'greeting_image', 'custom_category_image', 'slider_image', 'theme_sample_image', 'frame_image', 'frame_field_image');

-- CreateTable
CREATE TABLE "StaffUser" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" "StaffRole" NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StaffUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AppUser" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "pinHash" TEXT NOT NULL,
    "occupation" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "userType" "UserType" NOT NULL,
    "downloadLimit" INTEGER NOT NULL DEFAULT 10,
    "village" TEXT,
    "taluka" TEXT,
    "district" TEXT,
    "profileData" JSONB,
    "subscriptionId" UUID,
    "subscriptionStartDate" TIMESTAMP(3),
    "subscriptionEndDate" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AppUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Business" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "businessName" TEXT NOT NULL,
    "businessEmail" TEXT,
    "businessMobile" TEXT,
    "businessWebsite" TEXT,
    "businessTagLine" TEXT,
    "businessAddress" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Business_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PanchayatProfile" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PanchayatProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ElectionProfile" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ElectionProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccountDeletionAudit" (
    "id" UUID NOT NULL,
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userType" "UserType" NOT NULL,
    "recordsDeleted" INTEGER NOT NULL,
    "filesDeleted" INTEGER NOT NULL,

    CONSTRAINT "AccountDeletionAudit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Subscription" (
    "id" UUID NOT NULL,
    "subscriptionName" TEXT NOT NULL,
    "subscriptionAmount" INTEGER NOT NULL,
    "subscriptionDuration" INTEGER NOT NULL,
    "subscriptionType" "UserType" NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Category" (
    "id" UUID NOT NULL,
    "categoryName" TEXT NOT NULL,
    "isElection" BOOLEAN NOT NULL DEFAULT false,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Subcategory" (
    "id" UUID NOT NULL,
    "categoryId" UUID NOT NULL,
    "subcategoryName" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subcategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Festival" (
    "id" UUID NOT NULL,
    "festivalName" TEXT NOT NULL,
    "isFixedDate" BOOLEAN NOT NULL DEFAULT false,
    "festivalDate" DATE,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "festivalDescription" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Festival_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FestivalPost" (
    "id" UUID NOT NULL,
    "postName" TEXT NOT NULL,
    "festivalId" UUID NOT NULL,
    "postStartDate" TIMESTAMP(3) NOT NULL,
    "postEndDate" TIMESTAMP(3) NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FestivalPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Greeting" (
    "id" UUID NOT NULL,
    "greetingName" TEXT NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "isHomePage" BOOLEAN NOT NULL DEFAULT false,
    "categoryId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Greeting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomCategory" (
    "id" UUID NOT NULL,
    "customcategoryName" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CustomCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Slider" (
    "id" UUID NOT NULL,
    "sliderName" TEXT NOT NULL,
    "sliderLink" TEXT,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Slider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ThemeSample" (
    "id" UUID NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ThemeSample_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FrameField" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "variableName" TEXT NOT NULL,
    "type" "FrameFieldType" NOT NULL,
    "isElection" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FrameField_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Frame" (
    "id" UUID NOT NULL,
    "frameName" TEXT NOT NULL,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "isElection" BOOLEAN NOT NULL DEFAULT false,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "color" TEXT,
    "fontFamily" TEXT,
    "fontSize" INTEGER,
    "fontWeight" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Frame_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FrameRegion" (
    "id" UUID NOT NULL,
    "frameId" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "x" DOUBLE PRECISION NOT NULL,
    "y" DOUBLE PRECISION NOT NULL,
    "width" DOUBLE PRECISION NOT NULL,
    "height" DOUBLE PRECISION NOT NULL,
    "frameFieldId" UUID,
    "fontColor" TEXT,
    "fontSize" INTEGER,
    "fontWeight" INTEGER,
    "fontFamily" TEXT,

    CONSTRAINT "FrameRegion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoredImage" (
    "id" UUID NOT NULL,
    "kind" "ImageKind" NOT NULL,
    "path" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "businessId" UUID,
    "panchayatProfileId" UUID,
    "electionProfileId" UUID,
    "subcategoryId" UUID,
    "festivalId" UUID,
    "greetingId" UUID,
    "customCategoryId" UUID,
    "sliderId" UUID,
    "themeSampleId" UUID,
    "frameId" UUID,
    "frameFieldId" UUID,

    CONSTRAINT "StoredImage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StaffUser_email_key" ON "StaffUser"("email");

-- CreateIndex
CREATE INDEX "StaffUser_role_idx" ON "StaffUser"("role");

-- CreateIndex
CREATE INDEX "StaffUser_createdAt_idx" ON "StaffUser"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "AppUser_mobile_key" ON "AppUser"("mobile");

-- CreateIndex
CREATE INDEX "AppUser_name_idx" ON "AppUser"("name");

-- CreateIndex
CREATE INDEX "AppUser_userType_idx" ON "AppUser"("userType");

-- CreateIndex
CREATE INDEX "AppUser_status_idx" ON "AppUser"("status");

-- CreateIndex
CREATE INDEX "AppUser_subscriptionId_idx" ON "AppUser"("subscriptionId");

-- CreateIndex
CREATE INDEX "AppUser_createdAt_idx" ON "AppUser"("createdAt");

-- CreateIndex
CREATE INDEX "Business_userId_idx" ON "Business"("userId");

-- CreateIndex
CREATE INDEX "Business_businessName_idx" ON "Business"("businessName");

-- CreateIndex
CREATE UNIQUE INDEX "PanchayatProfile_userId_key" ON "PanchayatProfile"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ElectionProfile_userId_key" ON "ElectionProfile"("userId");

-- CreateIndex
CREATE INDEX "AccountDeletionAudit_deletedAt_idx" ON "AccountDeletionAudit"("deletedAt");

-- CreateIndex
CREATE INDEX "Subscription_status_idx" ON "Subscription"("status");

-- CreateIndex
CREATE INDEX "Category_status_idx" ON "Category"("status");

-- CreateIndex
CREATE INDEX "Category_createdAt_idx" ON "Category"("createdAt");

-- CreateIndex
CREATE INDEX "Subcategory_categoryId_priority_idx" ON "Subcategory"("categoryId", "priority");

-- CreateIndex
CREATE INDEX "Festival_status_idx" ON "Festival"("status");

-- CreateIndex
CREATE INDEX "Festival_festivalDate_idx" ON "Festival"("festivalDate");

-- CreateIndex
CREATE INDEX "FestivalPost_postStartDate_postEndDate_idx" ON "FestivalPost"("postStartDate", "postEndDate");

-- CreateIndex
CREATE INDEX "FestivalPost_festivalId_idx" ON "FestivalPost"("festivalId");

-- CreateIndex
CREATE INDEX "Greeting_categoryId_idx" ON "Greeting"("categoryId");

-- CreateIndex
CREATE INDEX "Greeting_status_idx" ON "Greeting"("status");

-- CreateIndex
CREATE INDEX "CustomCategory_priority_idx" ON "CustomCategory"("priority");

-- CreateIndex
CREATE INDEX "Slider_status_idx" ON "Slider"("status");

-- CreateIndex
CREATE INDEX "ThemeSample_status_idx" ON "ThemeSample"("status");

-- CreateIndex
CREATE UNIQUE INDEX "FrameField_variableName_key" ON "FrameField"("variableName");

-- CreateIndex
CREATE INDEX "Frame_frameName_idx" ON "Frame"("frameName");

-- CreateIndex
CREATE INDEX "FrameRegion_frameFieldId_idx" ON "FrameRegion"("frameFieldId");

-- CreateIndex
CREATE UNIQUE INDEX "FrameRegion_frameId_index_key" ON "FrameRegion"("frameId", "index");

-- CreateIndex
CREATE UNIQUE INDEX "StoredImage_path_key" ON "StoredImage"("path");

-- CreateIndex
CREATE INDEX "StoredImage_businessId_idx" ON "StoredImage"("businessId");

-- CreateIndex
CREATE INDEX "StoredImage_panchayatProfileId_idx" ON "StoredImage"("panchayatProfileId");

-- CreateIndex
CREATE INDEX "StoredImage_electionProfileId_idx" ON "StoredImage"("electionProfileId");

-- CreateIndex
CREATE INDEX "StoredImage_subcategoryId_idx" ON "StoredImage"("subcategoryId");

-- CreateIndex
CREATE INDEX "StoredImage_festivalId_idx" ON "StoredImage"("festivalId");

-- CreateIndex
CREATE INDEX "StoredImage_greetingId_idx" ON "StoredImage"("greetingId");

-- CreateIndex
CREATE INDEX "StoredImage_customCategoryId_idx" ON "StoredImage"("customCategoryId");

-- CreateIndex
CREATE INDEX "StoredImage_sliderId_idx" ON "StoredImage"("sliderId");

-- CreateIndex
CREATE INDEX "StoredImage_themeSampleId_idx" ON "StoredImage"("themeSampleId");

-- CreateIndex
CREATE INDEX "StoredImage_frameId_idx" ON "StoredImage"("frameId");

-- CreateIndex
CREATE INDEX "StoredImage_frameFieldId_idx" ON "StoredImage"("frameFieldId");

-- AddForeignKey
ALTER TABLE "AppUser" ADD CONSTRAINT "AppUser_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Business" ADD CONSTRAINT "Business_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AppUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PanchayatProfile" ADD CONSTRAINT "PanchayatProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AppUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ElectionProfile" ADD CONSTRAINT "ElectionProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AppUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subcategory" ADD CONSTRAINT "Subcategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FestivalPost" ADD CONSTRAINT "FestivalPost_festivalId_fkey" FOREIGN KEY ("festivalId") REFERENCES "Festival"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Greeting" ADD CONSTRAINT "Greeting_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FrameRegion" ADD CONSTRAINT "FrameRegion_frameId_fkey" FOREIGN KEY ("frameId") REFERENCES "Frame"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FrameRegion" ADD CONSTRAINT "FrameRegion_frameFieldId_fkey" FOREIGN KEY ("frameFieldId") REFERENCES "FrameField"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_panchayatProfileId_fkey" FOREIGN KEY ("panchayatProfileId") REFERENCES "PanchayatProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_electionProfileId_fkey" FOREIGN KEY ("electionProfileId") REFERENCES "ElectionProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_subcategoryId_fkey" FOREIGN KEY ("subcategoryId") REFERENCES "Subcategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_festivalId_fkey" FOREIGN KEY ("festivalId") REFERENCES "Festival"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_greetingId_fkey" FOREIGN KEY ("greetingId") REFERENCES "Greeting"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_customCategoryId_fkey" FOREIGN KEY ("customCategoryId") REFERENCES "CustomCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_sliderId_fkey" FOREIGN KEY ("sliderId") REFERENCES "Slider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_themeSampleId_fkey" FOREIGN KEY ("themeSampleId") REFERENCES "ThemeSample"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_frameId_fkey" FOREIGN KEY ("frameId") REFERENCES "Frame"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredImage" ADD CONSTRAINT "StoredImage_frameFieldId_fkey" FOREIGN KEY ("frameFieldId") REFERENCES "FrameField"("id") ON DELETE CASCADE ON UPDATE CASCADE;
