import { Body, Controller, Post } from '@nestjs/common';
import { SuperadminOnly } from '../common/auth/roles.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { ProfileUserArgs } from './dto/profile.inputs.js';
import { ProfilesService } from './profiles.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { BusinessModel } from '../businesses/models/business.model.js';
import { ElectionProfileModel, PanchayatProfileModel } from './models/profile.models.js';

type Files = Record<string, ReceivedImage[]>;

/** Spec §7 multipart profile routes under /users (array fields may be named `businessFrame[]`). */
@Controller('users')
@SuperadminOnly()
export class ProfilesController {
  constructor(private readonly service: ProfilesService) {}

  @ApiRoute({
    summary: "Save an app user's business frames",
    description: 'Sets the business logo and adds business frames to the app user named by `userId`.',
    data: BusinessModel,
    message: 'Business frames saved successfully',
    errors: { 404: 'User not found' },
  })
  @Post('addbusiness')
  @ImageUploads({ businessLogo: 1, businessFrame: MAX_GALLERY_FILES })
  async addBusiness(@Body() { userId, userType }: ProfileUserArgs, @UploadedImages() files: Files) {
    return this.service.saveBusinessProfile(userId, files, userType);
  }

  @ApiRoute({
    summary: "Save an app user's panchayat frames",
    description: 'Sets the panchayat logo and person image and adds panchayat frames to the app user named by `userId`.',
    data: PanchayatProfileModel,
    message: 'Panchayat frames saved successfully',
    errors: { 404: 'User not found' },
  })
  @Post('addgrampanchayat')
  @ImageUploads({ panchayatLogo: 1, personImage: 1, panchayatFrame: MAX_GALLERY_FILES })
  async addGramPanchayat(@Body() { userId, userType }: ProfileUserArgs, @UploadedImages() files: Files) {
    return this.service.savePanchayatProfile(userId, files, userType);
  }

  @ApiRoute({
    summary: "Save an app user's election frames",
    description: 'Sets the candidate symbol and image and adds election frames to the app user named by `userId`.',
    data: ElectionProfileModel,
    message: 'Election frames saved successfully',
    errors: { 404: 'User not found' },
  })
  @Post('addelection')
  @ImageUploads({ candidateSymbol: 1, candidateImage: 1, candidateFrame: MAX_GALLERY_FILES })
  async addElection(@Body() { userId, userType }: ProfileUserArgs, @UploadedImages() files: Files) {
    return this.service.saveElectionProfile(userId, files, userType);
  }
}
