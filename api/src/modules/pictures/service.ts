import sharp from 'sharp';
import type { ImagePayload, PictureResponse } from '@kk/contracts';
import { base64ByteLength, isAllowedImageType, mayChangePicture, PICTURE_UPLOAD_LIMIT_MB, sniffImageType, uploadLimitBytes } from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest, forbidden } from '../../core/errors';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { WalletService } from '../wallet/service';
import * as pictures from './repository';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A stored picture is at most this wide and high; the editor crops far smaller (spec section 5). */
export const STORED_PICTURE_MAX_SIDE = 1024;
/** Refuses decompression bombs before decoding: a 10 MB file may not unpack into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes the upload and encodes it afresh in its own format: bytes that only begin like an
 * image are refused, and what is stored is a clean image without the camera's metadata
 * (EXIF position and the like), turned upright, no larger than needed.
 */
async function reencode(bytes: Buffer, type: 'image/jpeg' | 'image/png' | 'image/webp'): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: STORED_PICTURE_MAX_SIDE, height: STORED_PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (type === 'image/png') return await image.png().toBuffer();
    if (type === 'image/webp') return await image.webp({ quality: 80 }).toBuffer();
    return await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  } catch {
    throw badRequest(`The file is not a ${type} image that can be read`);
  }
}

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
    const base64 = image.Base64.replace(/\s/g, '');
    if (!BASE64.test(base64) || base64.length % 4 !== 0) throw badRequest('Base64 is not base64 text');
    if (base64ByteLength(base64) > uploadLimitBytes(PICTURE_UPLOAD_LIMIT_MB)) {
      throw new AppError(413, 'File too large', `A picture may be at most ${PICTURE_UPLOAD_LIMIT_MB} MB`);
    }
    if (!isAllowedImageType(image.FileType)) throw badRequest('FileType must be image/jpeg, image/png or image/webp');
    const head = Buffer.from(base64.slice(0, 24), 'base64');
    if (sniffImageType(new Uint8Array(head)) !== image.FileType) throw badRequest(`The file is not a ${image.FileType} image`);
    const clean = await reencode(Buffer.from(base64, 'base64'), image.FileType);
    const id = await this.db.transaction((tx) =>
      pictures.replacePicture(tx, {
        walletId,
        contentType: image.FileType,
        base64: clean.toString('base64'),
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
