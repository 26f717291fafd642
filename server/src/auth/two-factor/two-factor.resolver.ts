import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, type AuthUser } from '../../common/auth/auth-user.js';
import { AllStaff, Public, SuperadminOnly } from '../../common/auth/roles.js';
import { IdArgs } from '../../common/dto/id.input.js';
import { TwoFactorLoginService } from './two-factor-login.service.js';
import { SecuritySettingsInput, TwoFactorChallengeInput, TwoFactorCodeInput, VerifyTwoFactorInput } from './two-factor.inputs.js';
import { RecoveryCodes, SecuritySettings, TwoFactorLoginResult, TwoFactorSetup, TwoFactorStatus } from './two-factor.models.js';
import { TwoFactorService } from './two-factor.service.js';

const ipOf = (req: Request) => req.ip ?? 'unknown';

@Resolver()
export class TwoFactorResolver {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly login: TwoFactorLoginService,
  ) {}

  @Mutation(() => TwoFactorLoginResult, {
    description:
      'Second step of a sign-in: the challenge from `login` and a code from the authenticator app or a recovery code. A wrong code counts like a wrong password. Who may call: anyone, no sign-in needed.',
  })
  @Public()
  verifyTwoFactor(@Args('input', { description: 'Challenge and code' }) input: VerifyTwoFactorInput, @Context('req') req: Request) {
    return this.login.verify(input, { ip: ipOf(req), userAgent: req.headers['user-agent'] });
  }

  @Mutation(() => TwoFactorSetup, {
    description:
      'For a sign-in whose challenge says enrolmentRequired: a new secret and its QR code; then `verifyTwoFactor` with a code turns it on. Who may call: anyone, no sign-in needed.',
  })
  @Public()
  startTwoFactorEnrolment(@Args('input', { description: 'The challenge' }) input: TwoFactorChallengeInput, @Context('req') req: Request) {
    return this.login.startEnrolment(input, ipOf(req));
  }

  @Query(() => TwoFactorStatus, {
    description: "The signed-in member's two-factor sign-in. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  @AllStaff()
  twoFactorStatus(@CurrentUser() user: AuthUser) {
    return this.twoFactor.status(user);
  }

  @Mutation(() => TwoFactorSetup, {
    description:
      'Starts turning on two-factor sign-in: a new secret and its QR code, in force once confirmed. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  @AllStaff()
  beginTwoFactorSetup(@CurrentUser() user: AuthUser, @Context('req') req: Request) {
    return this.twoFactor.beginSetup(user, user, ipOf(req));
  }

  @Mutation(() => RecoveryCodes, {
    description:
      'Turns two-factor sign-in on with a code from the new secret; answers 10 recovery codes, shown once. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  @AllStaff()
  confirmTwoFactorSetup(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'A code' }) input: TwoFactorCodeInput,
    @Context('req') req: Request,
  ) {
    return this.twoFactor.confirmSetup(user, input.code, ipOf(req));
  }

  @Mutation(() => RecoveryCodes, {
    description:
      'Replaces the recovery codes with 10 new ones (the old stop working); needs a current code. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  @AllStaff()
  regenerateRecoveryCodes(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'A code' }) input: TwoFactorCodeInput,
    @Context('req') req: Request,
  ) {
    return this.twoFactor.regenerateRecoveryCodes(user, input.code, ipOf(req));
  }

  @Mutation(() => TwoFactorStatus, {
    description:
      'Turns two-factor sign-in off (refused while the superadmin requires it); needs a current code. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  @AllStaff()
  disableTwoFactor(@CurrentUser() user: AuthUser, @Args('input', { description: 'A code' }) input: TwoFactorCodeInput, @Context('req') req: Request) {
    return this.twoFactor.disable(user, input.code, ipOf(req));
  }

  @Mutation(() => Boolean, {
    description:
      "Removes a member's second factor (a lost phone): they sign in with the password, or enrol again when required. Who may call: superadmin.",
  })
  @SuperadminOnly()
  resetTwoFactor(@CurrentUser() actor: AuthUser, @Args() { id }: IdArgs, @Context('req') req: Request) {
    return this.twoFactor.reset(actor, id, ipOf(req));
  }

  @Query(() => SecuritySettings, { description: 'Sign-in settings. Who may call: superadmin.' })
  @SuperadminOnly()
  securitySettings() {
    return this.twoFactor.settings();
  }

  @Mutation(() => SecuritySettings, { description: 'Changes the sign-in settings. Who may call: superadmin.' })
  @SuperadminOnly()
  updateSecuritySettings(@Args('input', { description: 'The settings' }) input: SecuritySettingsInput) {
    return this.twoFactor.updateSettings(input);
  }
}
