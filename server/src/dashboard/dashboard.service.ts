import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import type { DashboardCountsModel } from './models/dashboard-counts.model.js';

@Injectable()
export class DashboardService {
  constructor(private readonly prisma: PrismaService) {}

  async counts(): Promise<DashboardCountsModel> {
    const [totalUsers, activeUserCount, festivalCount, totalGreetings] = await this.prisma.$transaction([
      this.prisma.appUser.count(),
      this.prisma.appUser.count({ where: { status: true } }),
      this.prisma.festival.count(),
      this.prisma.greeting.count(),
    ]);
    return { totalUsers, activeUserCount, festivalCount, totalGreetings };
  }
}
