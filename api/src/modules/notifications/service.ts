import type { CreateSystemNotificationRequest, SystemNotification } from '@kk/contracts';
import type { Clock } from '../../clock';
import { badRequest, forbidden } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { ContentLanguage } from './language';
import * as notifications from './repository';

/** The role that may create notifications, and only in a session of the support tool. */
export const NOTIFICATION_AUTHOR_ROLE = 'SupportTool';


function toContract(row: notifications.SystemNotificationRow, language: ContentLanguage): SystemNotification {
  return {
    ID: row.id,
    Message: language === 'en' && row.message_en ? row.message_en : row.message,
    StartDate: new Date(row.start_date).toISOString(),
    EndDate: row.end_date === null ? null : new Date(row.end_date).toISOString(),
    NotificationTypeID: row.notification_type_id as SystemNotification['NotificationTypeID'],
    ShowOnFrontpage: row.show_on_frontpage,
    CustomerID: row.customer_id,
  };
}

/** The parsed body of POST /api/SystemNotifications (defaults applied by the contract). */
export type NewNotificationBody = Omit<CreateSystemNotificationRequest, 'ShowOnFrontpage'> & { ShowOnFrontpage: boolean };

export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async current(auth: AuthContext, language: ContentLanguage): Promise<SystemNotification[]> {
    const rows = await notifications.currentForUser(this.db, auth.userId, this.clock.now());
    return rows.map((row) => toContract(row, language));
  }

  async create(auth: AuthContext, body: NewNotificationBody, language: ContentLanguage): Promise<SystemNotification> {
    if (auth.application !== 'support' || !auth.roles.includes(NOTIFICATION_AUTHOR_ROLE)) {
      throw forbidden('Only the support tool creates system notifications');
    }
    return this.db.transaction(async (tx) => {
      if (body.CustomerID && !(await notifications.customerExists(tx, body.CustomerID))) {
        throw badRequest(`body.CustomerID: no customer ${body.CustomerID}`);
      }
      const row = await notifications.insertNotification(tx, {
        message: body.Message,
        messageEnglish: body.MessageEnglish ?? null,
        typeId: body.NotificationTypeID,
        showOnFrontpage: body.ShowOnFrontpage,
        startDate: new Date(body.StartDate),
        endDate: body.EndDate ? new Date(body.EndDate) : null,
        customerId: body.CustomerID ?? null,
        createdBy: auth.userId,
      });
      return toContract(row, language);
    });
  }

  /** The seed's notification, written inside the seed's transaction. */
  static async seed(q: Queryable, notification: notifications.NewSystemNotification): Promise<string> {
    return (await notifications.insertNotification(q, notification)).id;
  }
}
