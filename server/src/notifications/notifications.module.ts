import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { NotificationQueue } from './notification-queue.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsResolver } from './notifications.resolver.js';
import { NotificationsService } from './notifications.service.js';
import { ScheduledNotificationsResolver } from './scheduled-notifications.resolver.js';
import { ScheduledNotificationsService } from './scheduled-notifications.service.js';
import { FcmTopicSender } from './senders/fcm-sender.js';
import { LogNotificationSender } from './senders/log-sender.js';
import { NOTIFICATION_SENDER, type NotificationSender } from './senders/notification-sender.js';

/**
 * Notifications (issue 6): import this module and call NotificationsService.send
 * from a feature's notify route (custom categories, subcategories, festivals).
 */
@Module({
  controllers: [NotificationsController],
  providers: [
    NotificationQueue,
    NotificationsService,
    NotificationsResolver,
    ScheduledNotificationsService,
    ScheduledNotificationsResolver,
    {
      provide: NOTIFICATION_SENDER,
      inject: [APP_CONFIG],
      useFactory: ({ notifications }: AppConfig): NotificationSender => {
        if (notifications.fcmServiceAccountFile) return new FcmTopicSender(notifications.fcmServiceAccountFile);
        new Logger('Notifications').log('FCM_SERVICE_ACCOUNT_FILE is not set: notifications are logged, not pushed');
        return new LogNotificationSender();
      },
    },
  ],
  exports: [NotificationsService, ScheduledNotificationsService],
})
export class NotificationsModule {}
