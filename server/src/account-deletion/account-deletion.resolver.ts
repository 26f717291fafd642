import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ClientIp } from '../common/auth/auth-user.js';
import { Public } from '../common/auth/roles.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { DeleteAccountInput } from './dto/delete-account.input.js';
import { DeleteAccountResult } from './models/delete-account-result.model.js';

@Resolver()
export class AccountDeletionResolver {
  constructor(private readonly accountDeletion: AccountDeletionService) {}

  @Mutation(() => DeleteAccountResult, {
    description: 'An app user deletes their own account with mobile and pin. Who may call: anyone, no sign-in needed.',
  })
  @Public()
  deleteAccount(
    @Args('input', { description: 'The mobile number and pin of the account to delete' }) input: DeleteAccountInput,
    @ClientIp() ip: string,
  ) {
    return this.accountDeletion.deleteAccount(input, ip);
  }
}
