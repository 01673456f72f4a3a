import type { MessageSearchResponse } from '@kk/contracts';
import { searchParameters } from '@kk/domain';
import { api } from '@kk/platform';

/** The message log (POST /api/Messages/Search): the mobile number and the window From–To (ISO instants). */
export const messagesApi = {
  search: (filter: { mobileNumber: string | null; from: string | null; to: string | null }) =>
    api.post<MessageSearchResponse>(
      '/api/Messages/Search',
      { StartIndex: 0, Count: 100, Search: searchParameters({ MobileNumber: filter.mobileNumber, From: filter.from, To: filter.to }) },
      { silent: true },
    ),
};
