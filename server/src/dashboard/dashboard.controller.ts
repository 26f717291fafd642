import { Controller, Get } from '@nestjs/common';
import { AnySignedIn } from '../common/auth/roles.js';
import { ok } from '../common/rest/envelope.js';
import { DashboardService } from './dashboard.service.js';

@Controller('dashboard')
@AnySignedIn()
export class DashboardController {
  constructor(private readonly service: DashboardService) {}

  @Get()
  async counts() {
    return ok('Success', await this.service.counts());
  }
}
