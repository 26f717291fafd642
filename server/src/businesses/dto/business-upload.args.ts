import { Args } from '@nestjs/graphql';
import { GraphQLUpload } from '../../images/upload.scalar.js';

/**
 * The two uploads a business takes, shared by the business mutations and the
 * superadmin's business profile: `businessLogo` (one image) and
 * `businessFrame` (frame images). The texts default to an update's.
 */
export const BusinessLogoArg = (description = 'A new logo (replaces the old one): one png, jpg or jpeg of at most 2,000,000 bytes') =>
  Args('businessLogo', { type: () => GraphQLUpload, nullable: true, description });

export const BusinessFramesArg = (description = 'Frame images to add: png, jpg or jpeg, each at most 2,000,000 bytes') =>
  Args('businessFrame', { type: () => [GraphQLUpload], nullable: true, description });
