import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { UserType } from '../common/user-type.js';
import type { CreateSubscriptionPlanInput, UpdateSubscriptionPlanInput } from './dto/subscription-plan.inputs.js';
import { TrashService } from '../trash/trash.service.js';
import { type SubscriptionPlanModel, subscriptionPlanSelect, toSubscriptionPlanModel } from './models/subscription-plan.model.js';

export const PLAN_NOT_FOUND = 'Subscription not found';

const holders = (count: number) => (count === 1 ? '1 user holds' : `${count.toLocaleString('en-IN')} users hold`);

/** Subscription plans (spec §3): what a superadmin assigns to app users of the same type. */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly trash: TrashService,
  ) {}

  async list(filter: { status?: boolean; type?: UserType } = {}): Promise<SubscriptionPlanModel[]> {
    const where: Prisma.SubscriptionWhereInput = {};
    if (filter.status !== undefined) where.status = filter.status;
    if (filter.type !== undefined) where.subscriptionType = filter.type;
    const rows = await this.prisma.subscription.findMany({
      where,
      select: subscriptionPlanSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toSubscriptionPlanModel);
  }

  async get(id: string): Promise<SubscriptionPlanModel> {
    const row = await this.prisma.subscription.findUnique({ where: { id }, select: subscriptionPlanSelect });
    if (!row) throw AppError.notFound(PLAN_NOT_FOUND);
    return toSubscriptionPlanModel(row);
  }

  async create(input: CreateSubscriptionPlanInput): Promise<SubscriptionPlanModel> {
    const row = await this.prisma.subscription.create({ data: input, select: subscriptionPlanSelect });
    return toSubscriptionPlanModel(row);
  }

  /**
   * A held plan keeps its type: its holders were matched to it by type, and
   * an assignment must never pair a user with a plan of another type.
   */
  async update({ id, ...changes }: UpdateSubscriptionPlanInput): Promise<SubscriptionPlanModel> {
    return this.prisma.$transaction(async (tx) => {
      const current = await lockPlan(tx, id);
      if (changes.subscriptionType && changes.subscriptionType !== current.subscriptionType) {
        const holderCount = await tx.appUser.count({ where: { subscriptionId: id } });
        if (holderCount > 0) {
          throw AppError.conflict(`${holders(holderCount)} this plan, so its type cannot be changed`);
        }
      }
      const row = await tx.subscription.update({
        where: { id },
        data: {
          subscriptionName: changes.subscriptionName ?? undefined,
          subscriptionAmount: changes.subscriptionAmount ?? undefined,
          subscriptionDuration: changes.subscriptionDuration ?? undefined,
          subscriptionType: changes.subscriptionType ?? undefined,
          status: changes.status ?? undefined,
        },
        select: subscriptionPlanSelect,
      });
      return toSubscriptionPlanModel(row);
    });
  }

  /**
   * Refuses (409) while any user holds the plan. The plan row is locked first,
   * so an assignment running at the same time (its foreign key takes a share
   * lock on the plan) waits for this transaction instead of slipping in.
   */
  async delete(id: string): Promise<SubscriptionPlanModel> {
    return this.prisma.$transaction(async (tx) => {
      await lockPlan(tx, id);
      const plan = await tx.subscription.findUniqueOrThrow({ where: { id }, select: subscriptionPlanSelect });
      if (plan._count.users > 0) {
        throw AppError.conflict(`${holders(plan._count.users)} this plan, so it cannot be deleted`);
      }
      await this.trash.trash('subscription', id, tx);
      return toSubscriptionPlanModel(plan);
    });
  }
}

export interface LockedPlan {
  id: string;
  subscriptionName: string;
  subscriptionType: UserType;
  subscriptionDuration: number;
  status: boolean;
}

/**
 * Reads the plan with a row lock; 404 when there is none. 'update' for
 * changing or deleting the plan, 'share' for assigning it (assignments do not
 * wait for each other, but a delete waits for them and they for a delete).
 */
export async function lockPlan(tx: Prisma.TransactionClient, id: string, mode: 'update' | 'share' = 'update'): Promise<LockedPlan> {
  const rows =
    mode === 'update'
      ? await tx.$queryRaw<LockedPlan[]>`SELECT "id", "subscriptionName", "subscriptionType"::text AS "subscriptionType",
          "subscriptionDuration", "status" FROM "Subscription" WHERE "id" = ${id}::uuid FOR UPDATE`
      : await tx.$queryRaw<LockedPlan[]>`SELECT "id", "subscriptionName", "subscriptionType"::text AS "subscriptionType",
          "subscriptionDuration", "status" FROM "Subscription" WHERE "id" = ${id}::uuid FOR SHARE`;
  if (!rows.length) throw AppError.notFound(PLAN_NOT_FOUND);
  return rows[0];
}
