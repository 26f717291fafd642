import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { MoveScheduledNotificationInput, ScheduleNotificationInput, ScheduledNotificationsArgs } from './dto/scheduled-notification.inputs.js';
import { ScheduledNotificationModel, ScheduledNotificationPage } from './models/scheduled-notification.model.js';
import { ScheduledNotificationsService } from './scheduled-notifications.service.js';

/** Send later (issue 26). Who may schedule follows who may send: every staff role. */
@Resolver(() => ScheduledNotificationModel)
@AllStaff()
export class ScheduledNotificationsResolver {
  constructor(private readonly service: ScheduledNotificationsService) {}

  @Query(() => ScheduledNotificationPage, {
    description:
      'Scheduled notifications (Send later and festival mornings) with what became of them: scheduled ones soonest first, the rest newest first; search by title. ' +
      'Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  scheduledNotifications(@Args() args: ScheduledNotificationsArgs) {
    return this.service.list(args);
  }

  @Mutation(() => ScheduledNotificationModel, {
    description:
      "Schedules a custom category's, subcategory's or festival's notification for a later time; the cooldown still holds when it goes. " +
      'Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  scheduleNotification(@Args('input', { description: 'What to send and when' }) input: ScheduleNotificationInput, @CurrentUser() user: AuthUser) {
    return this.service.schedule(input, user);
  }

  @Mutation(() => ScheduledNotificationModel, {
    description: 'Moves a scheduled notification to a new time before it goes. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  moveScheduledNotification(@Args('input', { description: 'The notification and its new time' }) { id, sendAt }: MoveScheduledNotificationInput) {
    return this.service.move(id, sendAt);
  }

  @Mutation(() => ScheduledNotificationModel, {
    description: 'Cancels a scheduled notification before it goes. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  cancelScheduledNotification(@Args() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return this.service.cancel(id, user);
  }
}
