-- CreateEnum
CREATE TYPE "FestivalRuleKind" AS ENUM ('LUNAR', 'SOLAR');

-- CreateEnum
CREATE TYPE "LunarMonth" AS ENUM ('CHAITRA', 'VAISHAKHA', 'JYESHTHA', 'ASHADHA', 'SHRAVANA', 'BHADRAPADA', 'ASHVIN', 'KARTIKA', 'MARGASHIRSHA', 'PAUSHA', 'MAGHA', 'PHALGUNA');

-- CreateEnum
CREATE TYPE "Paksha" AS ENUM ('SHUKLA', 'KRISHNA');

-- CreateEnum
CREATE TYPE "Observance" AS ENUM ('SUNRISE', 'MADHYAHNA', 'APARAHNA', 'PRADOSH', 'NISHITA');

-- CreateEnum
CREATE TYPE "SolarSign" AS ENUM ('MESHA', 'VRISHABHA', 'MITHUNA', 'KARKA', 'SIMHA', 'KANYA', 'TULA', 'VRISHCHIKA', 'DHANU', 'MAKARA', 'KUMBHA', 'MEENA');

-- AlterTable
ALTER TABLE "Festival" ADD COLUMN     "ruleKind" "FestivalRuleKind",
ADD COLUMN     "ruleMonth" "LunarMonth",
ADD COLUMN     "ruleObservance" "Observance",
ADD COLUMN     "ruleOffsetDays" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "rulePaksha" "Paksha",
ADD COLUMN     "ruleSign" "SolarSign",
ADD COLUMN     "ruleTithi" INTEGER;
