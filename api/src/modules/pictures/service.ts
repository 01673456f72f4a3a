import type { ImagePayload, PictureResponse } from '@kk/contracts';
import { mayChangePicture } from '@kk/domain';
import type { Clock } from '../../clock';
import { forbidden } from '../../core/errors';
import { cleanImageUpload } from '../../core/image-upload';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { WalletService } from '../wallet/service';
import * as pictures from './repository';

export { STORED_PICTURE_MAX_SIDE } from '../../core/image-upload';

export interface StoredPicture {
  contentType: string;
  bytes: Buffer;
}

/**
 * Wallet pictures (spec sections 5 and 7): only with the ChangePicture role and access to
 * the wallet; the server checks size and type again (the declared type must match the
 * bytes), keeps the image in the database and serves it under /blob.
 */
export class PictureService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wallets: WalletService,
  ) {}

  async change(auth: AuthContext, walletId: string, image: ImagePayload): Promise<PictureResponse> {
    await this.authorise(auth, walletId);
    const clean = await cleanImageUpload(image);
    const id = await this.db.transaction((tx) =>
      pictures.replacePicture(tx, {
        walletId,
        contentType: clean.contentType,
        base64: clean.bytes.toString('base64'),
        fileName: image.FileName,
        uploadedBy: auth.userId,
        at: this.clock.now(),
      }),
    );
    return { PictureUrl: `${pictures.PICTURE_PATH_PREFIX}${id}` };
  }

  async remove(auth: AuthContext, walletId: string): Promise<void> {
    await this.authorise(auth, walletId);
    await this.db.transaction((tx) => pictures.removePicture(tx, walletId));
  }

  async picture(pictureId: string): Promise<StoredPicture | null> {
    const row = await pictures.findPicture(this.db, pictureId);
    return row === null ? null : { contentType: row.content_type, bytes: Buffer.from(row.base64, 'base64') };
  }

  private async authorise(auth: AuthContext, walletId: string): Promise<void> {
    await this.wallets.assertAccess(auth, walletId);
    if (!mayChangePicture(auth.roles)) throw forbidden('Changing a picture needs the ChangePicture role');
  }
}
