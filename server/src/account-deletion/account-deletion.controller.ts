import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ClientIp } from '../common/auth/auth-user.js';
import { Public } from '../common/auth/roles.js';
import { ok } from '../common/rest/envelope.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { DeleteAccountInput } from './dto/delete-account.input.js';

/** Shares the /adminapi/auth prefix with the staff AuthController. */
@Controller('auth')
export class AccountDeletionController {
  constructor(private readonly accountDeletion: AccountDeletionService) {}

  @Post('deleteaccount')
  @HttpCode(200)
  @Public()
  async deleteAccount(@Body() input: DeleteAccountInput, @ClientIp() ip: string) {
    const { message } = await this.accountDeletion.deleteAccount(input, ip);
    return ok(message, null);
  }
}
