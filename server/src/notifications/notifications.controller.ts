import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { MoveScheduledNotificationInput, ScheduleNotificationInput, ScheduledNotificationsArgs } from './dto/scheduled-notification.inputs.js';
import { ScheduledNotificationModel } from './models/scheduled-notification.model.js';
import { SCHEDULE_MESSAGES, ScheduledNotificationsService } from './scheduled-notifications.service.js';

const NOT_SCHEDULED = SCHEDULE_MESSAGES.notScheduled('sent');

/** Send later (issue 26): /adminapi/notifications/…; who may schedule follows who may send (every staff role). */
@Controller('notifications')
@AllStaff()
export class NotificationsController {
  constructor(private readonly service: ScheduledNotificationsService) {}

  @ApiRoute({
    summary: 'List scheduled notifications',
    description:
      'Send later and festival mornings with what became of them (scheduled, sent, failed, cancelled, skipped, with the reason and who scheduled it), paged: ' +
      'scheduled ones soonest first, the rest newest first; filter by status, automatic and withinDays, search by title.',
    data: [ScheduledNotificationModel],
    paged: true,
  })
  @Get('scheduled')
  async list(@Query() args: ScheduledNotificationsArgs) {
    return this.service.list(args);
  }

  @ApiRoute({
    summary: 'Schedule a notification',
    description:
      "Sends the custom category's, subcategory's or festival's notification (its title and text as 'Send notification' sends them) at sendAt, " +
      'an ISO 8601 date-time with its offset (India time is +05:30), in the future and within a year. The cooldown still holds when it goes.',
    data: ScheduledNotificationModel,
    message: 'Notification scheduled Successfully',
    errors: { 400: SCHEDULE_MESSAGES.inPast, 404: 'Festival not found' },
  })
  @Post('schedule')
  async schedule(@Body() input: ScheduleNotificationInput, @CurrentUser() user: AuthUser) {
    return this.service.schedule(input, user);
  }

  @ApiRoute({
    summary: 'Move a scheduled notification',
    description: 'A new time (as for schedule) for a notification that has not gone yet.',
    data: ScheduledNotificationModel,
    message: 'Notification moved Successfully',
    errors: { 400: SCHEDULE_MESSAGES.inPast, 404: SCHEDULE_MESSAGES.notFound, 409: NOT_SCHEDULED },
  })
  @Post('move')
  async move(@Body() { id, sendAt }: MoveScheduledNotificationInput) {
    return this.service.move(id, sendAt);
  }

  @ApiRoute({
    summary: 'Cancel a scheduled notification',
    description: 'Cancels a notification that has not gone yet; it stays in the list as cancelled, naming who cancelled it.',
    data: ScheduledNotificationModel,
    message: 'Notification cancelled Successfully',
    errors: { 404: SCHEDULE_MESSAGES.notFound, 409: NOT_SCHEDULED },
  })
  @Post('cancel')
  async cancel(@Body() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return this.service.cancel(id, user);
  }
}
