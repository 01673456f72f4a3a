import { z } from 'zod';

/** Spec section 3, "System notification": 1 info, 2 warning, 3 serious warning or blocking. */
export const NotificationTypeID = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** GET /api/SystemNotifications: one current notification. Message is in the caller's language when the author gave an English text. */
export const SystemNotification = z.object({
  ID: z.string().uuid(),
  Message: z.string(),
  StartDate: z.string().datetime(),
  EndDate: z.string().datetime().nullable(),
  NotificationTypeID: NotificationTypeID,
  ShowOnFrontpage: z.boolean(),
  /** null: every customer (a global notification). */
  CustomerID: z.string().uuid().nullable(),
});
export type SystemNotification = z.infer<typeof SystemNotification>;

export const SystemNotificationsResponse = z.array(SystemNotification);
export type SystemNotificationsResponse = z.infer<typeof SystemNotificationsResponse>;

/** POST /api/SystemNotifications (support tool only). */
export const CreateSystemNotificationRequest = z
  .object({
    Message: z.string().trim().min(1).max(1000),
    /** Optional English text; Danish readers and a missing English text get Message. */
    MessageEnglish: z.string().trim().min(1).max(1000).nullish(),
    NotificationTypeID: NotificationTypeID,
    ShowOnFrontpage: z.boolean().default(false),
    StartDate: z.string().datetime({ offset: true }),
    EndDate: z.string().datetime({ offset: true }).nullish(),
    CustomerID: z.string().uuid().nullish(),
  })
  .refine((body) => !body.EndDate || Date.parse(body.EndDate) > Date.parse(body.StartDate), {
    message: 'EndDate must be after StartDate',
    path: ['EndDate'],
  });
export type CreateSystemNotificationRequest = z.input<typeof CreateSystemNotificationRequest>;
