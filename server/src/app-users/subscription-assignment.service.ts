import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { PrismaService } from '../database/prisma.service.js';
import { lockPlan } from '../subscriptions/subscriptions.service.js';
import { appUserSelect, type AppUserModel, toAppUserModel } from './models/app-user.model.js';

const USER_NOT_FOUND = 'User not found';

const withArticle = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/**
 * The end of a plan that starts at `start` and lasts `months` calendar months.
 * A start on a day the end month lacks ends on that month's last day
 * (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Assigning a plan to an app user and taking it away (spec §2 Subscribed Users, §4). */
@Injectable()
export class SubscriptionAssignmentService {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The plan starts now and ends after its months. Only an active plan of the
   * user's own type; a new assignment replaces the current one.
   */
  async assign(userId: string, subscriptionId: string, now = new Date()): Promise<AppUserModel> {
    return this.prisma.$transaction(async (tx) => {
      const plan = await lockPlan(tx, subscriptionId, 'share');
      const user = await tx.appUser.findUnique({ where: { id: userId }, select: { userType: true } });
      if (!user) throw AppError.notFound(USER_NOT_FOUND);
      if (plan.subscriptionType !== user.userType) {
        throw AppError.badInput(`This plan is for ${plan.subscriptionType} users; this user is ${withArticle(user.userType)} user`);
      }
      if (!plan.status) throw AppError.badInput('This plan is inactive and cannot be assigned');
      const row = await tx.appUser.update({
        where: { id: userId },
        data: {
          subscriptionId: plan.id,
          subscriptionStartDate: now,
          subscriptionEndDate: addMonths(now, plan.subscriptionDuration),
        },
        select: appUserSelect,
      });
      return toAppUserModel(row);
    });
  }

  /** Takes the plan away; 400 when the user has none (spec §4: only when one exists). */
  async remove(userId: string): Promise<AppUserModel> {
    return this.prisma.$transaction(async (tx) => {
      const user = await tx.appUser.findUnique({ where: { id: userId }, select: { subscriptionId: true } });
      if (!user) throw AppError.notFound(USER_NOT_FOUND);
      if (!user.subscriptionId) throw AppError.badInput('This user has no subscription');
      const row = await tx.appUser.update({
        where: { id: userId },
        data: { subscriptionId: null, subscriptionStartDate: null, subscriptionEndDate: null },
        select: appUserSelect,
      });
      return toAppUserModel(row);
    });
  }
}
