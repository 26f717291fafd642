import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '../common/auth/roles.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiRoute } from '../common/rest/api-route.js';

/** Public facts for the public pages: the help page's contacts (SUPPORT_WHATSAPP, SUPPORT_EMAIL). */
@Controller('public')
export class SupportController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @ApiRoute({
    summary: 'Support contacts',
    description: "The help page's contacts: a WhatsApp number (digits only) and an email address.",
    data: {
      schema: {
        type: 'object',
        required: ['whatsapp', 'email'],
        properties: {
          whatsapp: { type: 'string', pattern: '^\\d{10,15}$', example: '919876543210' },
          email: { type: 'string', format: 'email', example: 'support@example.com' },
        },
      },
    },
    message: 'Success',
    database: false,
  })
  @Get('support')
  @Public()
  support() {
    return { whatsapp: this.config.supportPhone, email: this.config.supportEmail };
  }
}
