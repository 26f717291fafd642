import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ClientIp } from '../common/auth/auth-user.js';
import { Public } from '../common/auth/roles.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { DeleteAccountInput } from './dto/delete-account.input.js';
import { ApiRoute } from '../common/rest/api-route.js';

/** Shares the /adminapi/auth prefix with the staff AuthController. */
@Controller('auth')
export class AccountDeletionController {
  constructor(private readonly accountDeletion: AccountDeletionService) {}

  @ApiRoute({
    summary: 'Delete an app account',
    description:
      "Public, for the app's account deletion page: deletes the app user whose mobile number and PIN are given, with everything they made. Too many attempts from one address are refused for a while.",
    data: null,
    message: 'Your account has been deleted',
    errors: { 401: 'Mobile number or pin is incorrect', 429: 'Too many attempts. Please try again in 15 minutes' },
  })
  @Post('deleteaccount')
  @HttpCode(200)
  @Public()
  async deleteAccount(@Body() input: DeleteAccountInput, @ClientIp() ip: string) {
    await this.accountDeletion.deleteAccount(input, ip);
    return null;
  }
}
