import type { UnitDetail } from '@kk/contracts';
import type { StaffApplication } from '@kk/domain';
import { api } from '@kk/platform';

/** A canteen terminal: GET /api/Units/DetailInfo in the support tool, GET /api/Units/?isDevice=true on the partner site. */
export const unitsApi = {
  unit: (application: StaffApplication, id: string) =>
    application === 'support'
      ? api.get<UnitDetail>('/api/Units/DetailInfo', { id }, { silent: true })
      : api.get<UnitDetail>('/api/Units/', { id, isDevice: true }, { silent: true }),
};
