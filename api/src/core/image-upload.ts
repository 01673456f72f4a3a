import sharp from 'sharp';
import type { ImagePayload } from '@kk/contracts';
import { base64ByteLength, isAllowedImageType, PICTURE_UPLOAD_LIMIT_MB, sniffImageType, uploadLimitBytes, type AllowedImageType } from '@kk/domain';
import { AppError, badRequest } from './errors';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A stored picture is at most this wide and high; the editor crops far smaller (spec section 5). */
export const STORED_PICTURE_MAX_SIDE = 1024;
/** Refuses decompression bombs before decoding: a 10 MB file may not unpack into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface CleanImage {
  contentType: AllowedImageType;
  bytes: Buffer;
}

/**
 * Decodes the upload and encodes it afresh in its own format: bytes that only begin like an
 * image are refused, and what is stored is a clean image without the camera's metadata
 * (EXIF position and the like), turned upright, no larger than needed.
 */
async function reencode(bytes: Buffer, type: AllowedImageType): Promise<Buffer> {
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

/**
 * The spec's image payload (FileName, FileType, Base64) checked again on the server (size,
 * type, the declared type must match the bytes) and re-encoded: wallet pictures and
 * catalogue product pictures alike. 400 / 413 for what is refused.
 */
export async function cleanImageUpload(image: ImagePayload): Promise<CleanImage> {
  const base64 = image.Base64.replace(/\s/g, '');
  if (!BASE64.test(base64) || base64.length % 4 !== 0) throw badRequest('Base64 is not base64 text');
  if (base64ByteLength(base64) > uploadLimitBytes(PICTURE_UPLOAD_LIMIT_MB)) {
    throw new AppError(413, 'File too large', `A picture may be at most ${PICTURE_UPLOAD_LIMIT_MB} MB`);
  }
  if (!isAllowedImageType(image.FileType)) throw badRequest('FileType must be image/jpeg, image/png or image/webp');
  const head = Buffer.from(base64.slice(0, 24), 'base64');
  if (sniffImageType(new Uint8Array(head)) !== image.FileType) throw badRequest(`The file is not a ${image.FileType} image`);
  return { contentType: image.FileType, bytes: await reencode(Buffer.from(base64, 'base64'), image.FileType) };
}
