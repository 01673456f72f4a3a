import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { NotificationService } from '../modules/notifications/service';
import type { DemoCustomerKey } from './demo-world';

const DAY_MS = 86_400_000;

/** One current front-page notice for Solbakke Skole, so the demo shows a system notification. */
export async function seedDemoNotifications(tx: Queryable, customers: Record<DemoCustomerKey, string>, clock: Clock): Promise<void> {
  await NotificationService.seed(tx, {
    message: 'Nyt i Skolepenge: Fra næste uge kan I også bestille frugtordning i webshoppen.',
    messageEnglish: 'New in Skolepenge: from next week you can also order the fruit scheme in the webshop.',
    typeId: 1,
    showOnFrontpage: true,
    startDate: new Date(clock.now().getTime() - DAY_MS),
    endDate: null,
    customerId: customers.solbakkeSkole,
    createdBy: null,
  });
}
