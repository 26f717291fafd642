import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';
import { ReportsResolver } from './reports.resolver.js';
import { ReportsService } from './reports.service.js';

@Module({ controllers: [ReportsController], providers: [ReportsService, ReportsResolver] })
export class ReportsModule {}
