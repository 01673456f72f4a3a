import { WEBSHOP_HANDOUT_PATHS, type HandOutOrder, type WebshopHandOutList } from '@kk/contracts';
import { api } from '@kk/platform';

/** The webshop's hand-out list (partner site, role WebshopHandOut). The tick is silent: the row shows what happened. */
export const handOutApi = {
  list: (date: string, customerID: string | null) => api.get<WebshopHandOutList>(WEBSHOP_HANDOUT_PATHS.list, { date, ...(customerID ? { customerID } : {}) }),
  tick: (transactionId: string) => api.post<HandOutOrder>(WEBSHOP_HANDOUT_PATHS.tick(encodeURIComponent(transactionId)), undefined, { silent: true }),
};
