import { Controller, Get } from '@nestjs/common';
import { Public } from '../common/auth/roles.js';
import { ok } from '../common/rest/envelope.js';

/** Liveness for load balancers, docker-compose and the test harness. */
@Controller('health')
export class HealthController {
  @Get()
  @Public()
  health() {
    return ok('Success', { status: 'ok' });
  }
}
