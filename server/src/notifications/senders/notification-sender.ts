/** One push to every phone subscribed to `topic`. */
export interface PushMessage {
  topic: string;
  title: string;
  body?: string | null;
  /** Lets the app open what the notification is about. */
  data: Record<string, string>;
}

/**
 * How a queued notification is delivered: FCM when credentials are
 * configured, else the log sender. A thrown error fails the attempt (pg-boss
 * retries it, and the notification ends as failed after the last retry).
 */
export interface NotificationSender {
  readonly name: string;
  send(message: PushMessage): Promise<void>;
}

export const NOTIFICATION_SENDER = Symbol('NOTIFICATION_SENDER');
