import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, type AuthUser } from '../common/auth/auth-user.js';
import { AllStaff, Public } from '../common/auth/roles.js';
import { StaffUserModel } from '../staff-users/models/staff-user.model.js';
import { AuthService } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { PreferencesInput } from '../staff-users/dto/preferences.input.js';
import { LoginAnswer } from './two-factor/two-factor.models.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => LoginAnswer, {
    description:
      'Staff sign-in with email and password: a token, or for an account with two-factor sign-in a `TwoFactorChallenge` to answer with `verifyTwoFactor`. Who may call: anyone, no sign-in needed.',
  })
  @Public()
  login(@Args('input', { description: 'Email and password' }) input: LoginInput, @Context('req') req: Request) {
    return this.auth.login(input, req.ip ?? 'unknown', req.headers['user-agent']);
  }

  @Query(() => StaffUserModel, { description: 'The signed-in staff member. Who may call: any signed-in staff (superadmin, admin, employee).' })
  @AllStaff()
  me(@CurrentUser() user: AuthUser) {
    return this.auth.details(user);
  }

  @Mutation(() => StaffUserModel, {
    description:
      "Sets the signed-in member's own admin language (English or Gujarati) and digits; kept on the server, so it follows them to any browser. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  @AllStaff()
  setMyPreferences(@CurrentUser() user: AuthUser, @Args('input', { description: 'Language and digits' }) input: PreferencesInput) {
    return this.auth.setPreferences(user, input);
  }
}
