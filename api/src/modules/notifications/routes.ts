import { CreateSystemNotificationRequest, SystemNotification, SystemNotificationsResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { requestLanguage } from './language';
import type { NotificationService } from './service';

export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (app, { notifications }) => {
  app.get(
    '/api/SystemNotifications',
    documented({ tags: ['Notifications'], summary: "Current system notifications for the signed-in user's customers, and the global ones", response: { 200: SystemNotificationsResponse }, errors: [401] }),
    (request) => notifications.current(authOf(request), requestLanguage(request.headers.language)),
  );

  app.post(
    '/api/SystemNotifications',
    documented({ tags: ['Notifications'], summary: 'Creates a system notification (role SupportTool, in a support-tool session)', body: CreateSystemNotificationRequest, response: { 201: SystemNotification }, errors: [400, 401, 403] }),
    async (request, reply) => {
      const created = await notifications.create(authOf(request), request.body, requestLanguage(request.headers.language));
      return reply.code(201).send(created);
    },
  );
};
