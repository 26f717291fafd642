import { Logger } from '@nestjs/common';
import type { NotificationSender, PushMessage } from './notification-sender.js';

/** Without FCM credentials: logs the push, and the notification counts as delivered. */
export class LogNotificationSender implements NotificationSender {
  readonly name = 'log';
  private readonly logger = new Logger('Notifications');

  async send(message: PushMessage): Promise<void> {
    this.logger.log(`Push to topic "${message.topic}": ${message.title}${message.body ? ` (${message.body})` : ''} ${JSON.stringify(message.data)}`);
  }
}
