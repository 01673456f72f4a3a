import { AdminCustomerBody, AdminCustomerItem, AdminCustomerOptions, CUSTOMER_ADMIN_LIST } from '@kk/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { genericListRoutes } from '../../http/generic-list';
import type { CustomerAdmin } from './admin-service';

/** The support tool's customers and their settings (issue 28): the spec's generic list calls, each change audited. */
export const customerAdminRoutes: FastifyPluginAsync<{ customers: CustomerAdmin }> = async (app, { customers }) => {
  genericListRoutes(app, {
    paths: CUSTOMER_ADMIN_LIST,
    tags: ['Customers'],
    noun: 'customer',
    who: 'support tool',
    item: AdminCustomerItem,
    options: AdminCustomerOptions,
    create: AdminCustomerBody,
    update: AdminCustomerBody,
    handlers: {
      options: (auth) => customers.options(auth),
      search: (auth, request) => customers.search(auth, request),
      create: (auth, body) => customers.create(auth, body),
      update: (auth, id, body) => customers.update(auth, id, body),
      remove: (auth, id) => customers.remove(auth, id),
      history: (auth, id) => customers.history(auth, id),
    },
  });
};
