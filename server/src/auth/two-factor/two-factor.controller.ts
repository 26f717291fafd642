import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ClientIp, UserAgent } from '../../common/auth/auth-user.js';
import { Public } from '../../common/auth/roles.js';
import { ApiRoute } from '../../common/rest/api-route.js';
import { TwoFactorLoginService } from './two-factor-login.service.js';
import { TwoFactorChallengeInput, VerifyTwoFactorInput } from './two-factor.inputs.js';
import { TwoFactorLoginResult, TwoFactorSetup } from './two-factor.models.js';

/** The second step of a sign-in, for the REST facade's clients. */
@Controller('auth/login')
export class TwoFactorController {
  constructor(private readonly login: TwoFactorLoginService) {}

  @ApiRoute({
    summary: 'Sign in: second step',
    description:
      'Takes the `challenge` that `/auth/login` answered with `codeRequired` and a 6-digit code from the authenticator app (or an unused recovery code), and answers the token. A wrong code counts like a wrong password; a code is accepted once.',
    data: TwoFactorLoginResult,
    message: 'Login Succcess',
    errors: { 400: 'Code is required', 401: 'Invalid code', 429: 'Too many attempts. Please try again in 15 minutes' },
  })
  @Post('verify')
  @HttpCode(200)
  @Public()
  verify(@Body() input: VerifyTwoFactorInput, @ClientIp() ip: string, @UserAgent() userAgent?: string) {
    return this.login.verify(input, { ip, userAgent });
  }

  @ApiRoute({
    summary: 'Sign in: enrol a second factor',
    description:
      'When `/auth/login` answered `enrolmentRequired: true` (the superadmin requires two-factor sign-in): a new secret and its QR code for the authenticator app. Then call `/auth/login/verify` with a code.',
    data: TwoFactorSetup,
    errors: { 400: 'Sign-in expired. Please sign in again', 409: 'Two-factor sign-in is already on' },
  })
  @Post('enrol')
  @HttpCode(200)
  @Public()
  enrol(@Body() input: TwoFactorChallengeInput, @ClientIp() ip: string) {
    return this.login.startEnrolment(input, ip);
  }
}
