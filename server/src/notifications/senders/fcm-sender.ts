import { readFile } from 'node:fs/promises';
import type { NotificationSender, PushMessage } from './notification-sender.js';

type Messaging = { send(message: object): Promise<string> };

/**
 * Firebase Cloud Messaging to a topic (no device-token table needed).
 * firebase-admin is large and only loaded when credentials are configured.
 */
export class FcmTopicSender implements NotificationSender {
  readonly name = 'fcm';
  private messaging?: Promise<Messaging>;

  constructor(private readonly serviceAccountFile: string) {}

  async send(message: PushMessage): Promise<void> {
    const messaging = await (this.messaging ??= this.connect());
    await messaging.send({
      topic: message.topic,
      notification: { title: message.title, ...(message.body ? { body: message.body } : {}) },
      data: message.data,
    });
  }

  private async connect(): Promise<Messaging> {
    const [{ initializeApp, cert, getApps }, { getMessaging }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/messaging'),
    ]);
    const account = JSON.parse(await readFile(this.serviceAccountFile, 'utf8')) as Record<string, string>;
    const name = 'poster-admin-notifications';
    const app = getApps().find((existing) => existing.name === name) ?? initializeApp({ credential: cert(account) }, name);
    return getMessaging(app);
  }
}
