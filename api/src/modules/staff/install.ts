import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CatalogueEditing } from '../catalogue/editing';
import type { MailService } from '../mail/service';
import { staffRoutes } from './routes';
import { StaffAdmin, type PasswordLinks, type StaffSites } from './service';

export const staffModule: ApiModule<{ db: Db; clock: Clock; editing: CatalogueEditing; mail: MailService; links: PasswordLinks; sites: StaffSites }, { staff: StaffAdmin }> = {
  name: 'staff',
  create: ({ db, clock, editing, mail, links, sites }) => ({ staff: new StaffAdmin(db, clock, editing, mail, links, sites) }),
  routes: async (app, { staff }) => {
    await app.register(staffRoutes, { staff });
  },
};
