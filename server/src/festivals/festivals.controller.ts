import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateFestivalInput, FestivalDatesArgs, FestivalsArgs, UpdateFestivalInput } from './dto/festival.inputs.js';
import { FestivalsService } from './festivals.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { FestivalModel } from './models/festival.model.js';
import { FestivalDayModel, FestivalPresetModel } from './models/festival-day.model.js';
import { NotificationModel } from '../notifications/models/notification.model.js';

/** Spec §7 festivals; create and update are multipart with the files in `festivalImages`. */
@Controller('festivals')
@AllStaff()
export class FestivalsController {
  constructor(private readonly service: FestivalsService) {}

  @ApiRoute({
    summary: 'List festivals',
    description: 'All festivals, newest first, optionally only the active or inactive ones.',
    data: [FestivalModel],
    message: 'Success',
  })
  @Get()
  async list(@Query() { status }: FestivalsArgs) {
    return this.service.list(status);
  }

  /** The days active festivals fall on from `from` to `to` (YYYY-MM-DD, at most 400 days apart). */
  @ApiRoute({
    summary: 'Festival days in a range',
    description:
      'The days active festivals fall on from `from` to `to` (YYYY-MM-DD, India time, at most 400 days apart): fixed dates and the days their date rules give, ' +
      'with how many posts cover each day.',
    data: [FestivalDayModel],
  })
  @Get('dates')
  async dates(@Query() { from, to }: FestivalDatesArgs) {
    return this.service.dates(from, to);
  }

  /** Ready date rules for well-known festivals. */
  @ApiRoute({
    summary: 'Preset date rules',
    description:
      "Ready date rules for well-known festivals ('Diwali (Lakshmi Puja): Ashvin Krishna Amavasya, pradosh'), offered when adding or editing one.",
    data: [FestivalPresetModel],
    database: false,
  })
  @Get('presets')
  presets() {
    return this.service.presets();
  }

  @ApiRoute({
    summary: 'Create a festival',
    description: 'Creates a festival and answers it.',
    data: FestivalModel,
    message: 'Festival created successfully',
  })
  @Post('create')
  @ImageUploads({ festivalImages: MAX_GALLERY_FILES })
  async create(@Body() input: CreateFestivalInput, @UploadedImages('festivalImages') images: ReceivedImage[]) {
    return this.service.create(input, images);
  }

  @ApiRoute({
    summary: 'Update a festival',
    description: 'Changes the fields given (by `id` or `_id`) and answers the festival; absent fields stay as they are.',
    data: FestivalModel,
    message: 'Festival updated successfully',
    errors: { 404: 'Festival not found' },
  })
  @Put('update')
  @ImageUploads({ festivalImages: MAX_GALLERY_FILES })
  async update(@Body() input: UpdateFestivalInput, @UploadedImages('festivalImages') images: ReceivedImage[]) {
    return this.service.update(input, images);
  }

  @ApiRoute({
    summary: 'Delete a festival',
    description: 'Deletes the festival named by `id` (or `_id`) and answers it as it was.',
    data: FestivalModel,
    message: 'Festival deleted successfully',
    errors: { 404: 'Festival not found' },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @ApiRoute({
    summary: 'Send a push notification about a festival',
    description: "Queues a push notification to the app users subscribed to the festival's topic and answers it; delivery happens in the background.",
    data: NotificationModel,
    message: 'Notification sent Successfully',
    errors: { 404: 'Festival not found', 409: 'This was notified 3 minutes ago. Please wait 10 minutes between notifications' },
  })
  @Post('notify')
  async notify(@Body() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return this.service.notify(id, user);
  }
}
