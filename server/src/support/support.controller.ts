import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '../common/auth/roles.js';
import { ok } from '../common/rest/envelope.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Public facts for the public pages: the help page's contacts (SUPPORT_WHATSAPP, SUPPORT_EMAIL). */
@Controller('public')
export class SupportController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('support')
  @Public()
  support() {
    return ok('Success', { whatsapp: this.config.supportPhone, email: this.config.supportEmail });
  }
}
