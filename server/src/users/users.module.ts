import { Module } from '@nestjs/common';
import { StaffUsersModule } from '../staff-users/staff-users.module.js';
import { UsersController } from './users.controller.js';

@Module({ imports: [StaffUsersModule], controllers: [UsersController] })
export class UsersModule {}
