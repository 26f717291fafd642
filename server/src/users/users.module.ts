import { Module } from '@nestjs/common';
import { AppUsersModule } from '../app-users/app-users.module.js';
import { StaffUsersModule } from '../staff-users/staff-users.module.js';
import { UserAccountsService } from './user-accounts.service.js';
import { UsersController } from './users.controller.js';

@Module({ imports: [StaffUsersModule, AppUsersModule], controllers: [UsersController], providers: [UserAccountsService] })
export class UsersModule {}
