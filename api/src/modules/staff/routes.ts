import { STAFF_ADMIN_LIST, StaffCreate, StaffItem, StaffOptions, StaffUpdate } from '@kk/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { genericListRoutes } from '../../http/generic-list';
import type { StaffAdmin } from './service';

/** Staff and their roles (issue 28): the spec's generic list calls, each change audited. */
export const staffRoutes: FastifyPluginAsync<{ staff: StaffAdmin }> = async (app, { staff }) => {
  genericListRoutes(app, {
    paths: STAFF_ADMIN_LIST,
    tags: ['Staff'],
    noun: 'member of staff',
    who: 'support tool, or role StaffAdministration on the partner site',
    item: StaffItem,
    options: StaffOptions,
    create: StaffCreate,
    update: StaffUpdate,
    handlers: {
      options: (auth) => staff.options(auth),
      search: (auth, request) => staff.search(auth, request),
      create: (auth, body) => staff.create(auth, body),
      update: (auth, id, body) => staff.update(auth, id, body),
      remove: (auth, id) => staff.remove(auth, id),
      history: (auth, id) => staff.history(auth, id),
    },
  });
};
