import type { ImagePayload, PictureResponse } from '@kk/contracts';
import { api } from '@kk/platform';

/** The picture page's calls. */
export const pictureApi = {
  changePicture: (walletID: string, image: ImagePayload) =>
    api.post<PictureResponse>('/api/Picture/ChangePicture', image, { params: { walletID }, silent: true }),
  removePicture: (walletID: string) => api.delete<void>('/api/Picture/RemovePicture', { walletID }),
};
