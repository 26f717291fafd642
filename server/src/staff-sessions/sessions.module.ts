import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { JWT_ALGORITHM } from '../common/auth/authenticator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsResolver } from './sessions.resolver.js';
import { SessionsService } from './sessions.service.js';

/** Staff sessions: issuing tokens (one per sign-in), listing and ending them. StaffUsersModule ends them on account changes. */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.jwtExpiresIn as `${number}h` },
      }),
    }),
  ],
  controllers: [SessionsController],
  providers: [SessionsService, SessionsResolver],
  exports: [SessionsService],
})
export class SessionsModule {}
