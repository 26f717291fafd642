import { Global, Module } from '@nestjs/common';
import { Authenticator } from './authenticator.js';

/** Who is calling: shared by the global guard and the GraphQL plugins. */
@Global()
@Module({ providers: [Authenticator], exports: [Authenticator] })
export class AuthCoreModule {}
