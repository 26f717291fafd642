import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ClientIp, CurrentUser, UserAgent, type AuthUser } from '../common/auth/auth-user.js';
import { AllStaff, Public } from '../common/auth/roles.js';
import { AuthService } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { LANGUAGE_REQUIRED, PreferencesInput } from '../staff-users/dto/preferences.input.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { LoginResult } from './models/login-result.model.js';
import { StaffUserModel } from '../staff-users/models/staff-user.model.js';
import { Reply } from '../common/rest/envelope.js';
import { TwoFactorChallenge } from './two-factor/two-factor.models.js';
import { PasswordChangeChallenge } from './password/password.models.js';

export const CODE_REQUIRED = 'Code required';
export const PASSWORD_CHANGE_REQUIRED = 'Password change required';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @ApiRoute({
    summary: 'Sign in',
    description:
      "Checks a staff member's email and password and answers a token to send as `Authorization: Bearer <token>`. Too many failed attempts from one address are refused for a while. For an account with two-factor sign-in on (or required by the superadmin) the answer is instead `message: 'Code required'` with `data.codeRequired: true` and a `challenge`: send it with a code to `/auth/login/verify` within 5 minutes (after `/auth/login/enrol` when `enrolmentRequired`). For an account with a temporary password set by the superadmin the answer is `message: 'Password change required'` with `data.passwordChangeRequired: true` and a `challenge`: send it with the new password to `/auth/login/change-password` within 5 minutes.",
    data: { oneOf: [LoginResult, TwoFactorChallenge, PasswordChangeChallenge] },
    message: 'Login Succcess',
    errors: { 400: 'Email is required', 401: 'Invalid email or password', 429: 'Too many attempts. Please try again in 15 minutes' },
  })
  @Post('login')
  @HttpCode(200)
  @Public()
  async login(@Body() input: LoginInput, @ClientIp() ip: string, @UserAgent() userAgent?: string) {
    // 'Succcess' is spelled so in the spec (§8); older clients match on it.
    const answer = await this.auth.login(input, ip, userAgent);
    if ('passwordChangeRequired' in answer) return new Reply(PASSWORD_CHANGE_REQUIRED, answer);
    return 'challenge' in answer ? new Reply(CODE_REQUIRED, answer) : answer;
  }

  @ApiRoute({
    summary: 'The signed-in staff member',
    description: 'The staff member the token belongs to.',
    data: StaffUserModel,
    message: 'Success',
  })
  @Get('details')
  @AllStaff()
  async details(@CurrentUser() user: AuthUser) {
    return this.auth.details(user);
  }

  @ApiRoute({
    summary: "Set the signed-in member's admin language",
    description:
      "Sets the signed-in staff member's own admin language (`en` or `gu`) and whether numbers use Gujarati digits. It follows them to any browser.",
    data: StaffUserModel,
    message: 'Success',
    errors: { 400: LANGUAGE_REQUIRED },
  })
  @Post('preferences')
  @HttpCode(200)
  @AllStaff()
  async preferences(@CurrentUser() user: AuthUser, @Body() input: PreferencesInput) {
    return this.auth.setPreferences(user, input);
  }
}
