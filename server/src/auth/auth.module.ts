import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { JWT_ALGORITHM } from '../common/auth/authenticator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { StaffUsersModule } from '../staff-users/staff-users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { SessionsModule } from '../staff-sessions/sessions.module.js';
import { TwoFactorLoginService } from './two-factor/two-factor-login.service.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { TwoFactorResolver } from './two-factor/two-factor.resolver.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';
import { PasswordController } from './password/password.controller.js';
import { PasswordResolver } from './password/password.resolver.js';
import { PasswordService } from './password/password.service.js';
import { PasswordResetService } from './password/password-reset.service.js';

@Module({
  imports: [
    StaffUsersModule,
    SessionsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.jwtExpiresIn as `${number}h` },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  controllers: [AuthController, TwoFactorController, PasswordController],
  providers: [
    AuthService,
    AuthResolver,
    TwoFactorService,
    TwoFactorLoginService,
    TwoFactorResolver,
    PasswordService,
    PasswordResetService,
    PasswordResolver,
  ],
})
export class AuthModule {}
