import { Module } from '@nestjs/common';
import { AppUsersModule } from '../app-users/app-users.module.js';
import { AccountDeletionController } from './account-deletion.controller.js';
import { AccountDeletionResolver } from './account-deletion.resolver.js';
import { AccountDeletionService } from './account-deletion.service.js';

@Module({
  imports: [AppUsersModule],
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService, AccountDeletionResolver],
})
export class AccountDeletionModule {}
