import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateFestivalInput, FestivalDatesArgs, FestivalsArgs, UpdateFestivalInput } from './dto/festival.inputs.js';
import { FestivalsService } from './festivals.service.js';

/** Spec §7 festivals; create and update are multipart with the files in `festivalImages`. */
@Controller('festivals')
@AllStaff()
export class FestivalsController {
  constructor(private readonly service: FestivalsService) {}

  @Get()
  async list(@Query() { status }: FestivalsArgs) {
    return ok('Success', await this.service.list(status));
  }

  /** The days active festivals fall on from `from` to `to` (YYYY-MM-DD, at most 400 days apart). */
  @Get('dates')
  async dates(@Query() { from, to }: FestivalDatesArgs) {
    return ok('Success', await this.service.dates(from, to));
  }

  /** Ready date rules for well-known festivals. */
  @Get('presets')
  presets() {
    return ok('Success', this.service.presets());
  }

  @Post('create')
  @ImageUploads({ festivalImages: MAX_GALLERY_FILES })
  async create(@Body() input: CreateFestivalInput, @UploadedImages('festivalImages') images: ReceivedImage[]) {
    return ok('Festival created successfully', await this.service.create(input, images));
  }

  @Put('update')
  @ImageUploads({ festivalImages: MAX_GALLERY_FILES })
  async update(@Body() input: UpdateFestivalInput, @UploadedImages('festivalImages') images: ReceivedImage[]) {
    return ok('Festival updated successfully', await this.service.update(input, images));
  }

  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return ok('Festival deleted successfully', await this.service.delete(id));
  }

  @Post('notify')
  async notify(@Body() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return ok('Notification sent Successfully', await this.service.notify(id, user));
  }
}
