import { Args, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { NotificationsArgs } from './dto/notifications.args.js';
import { NotificationModel } from './models/notification.model.js';
import { NotificationsService } from './notifications.service.js';

@Resolver(() => NotificationModel)
@AllStaff()
export class NotificationsResolver {
  constructor(private readonly service: NotificationsService) {}

  @Query(() => [NotificationModel], {
    description:
      'The latest notifications sent, newest first, with their delivery state. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  notifications(@Args() { limit }: NotificationsArgs) {
    return this.service.list(limit);
  }
}
