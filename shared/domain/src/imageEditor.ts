/**
 * The image editor's rules (spec sections 5 and 9): a square crop of the image as rotated
 * in quarter turns, a preview 200 px wide, JPEG output at quality 0.75, the file-size
 * limit and its message, and the checks the server repeats on what arrives.
 */

export const IMAGE_PREVIEW_WIDTH = 200;
export const CROP_QUALITY = 0.75;
export const CROP_FORMAT = 'image/jpeg';
/** The picture stored for a wallet: a square this many pixels wide. */
export const PICTURE_OUTPUT_SIZE = 400;
/** Spec section 5: about 100 MB unless a limit in MB is given; pictures give 10. */
export const DEFAULT_UPLOAD_LIMIT_MB = 100;
export const PICTURE_UPLOAD_LIMIT_MB = 10;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

const MB = 1024 * 1024;

export function uploadLimitBytes(limitMb: number = DEFAULT_UPLOAD_LIMIT_MB): number {
  return limitMb * MB;
}

export function fileTooLarge(sizeBytes: number, limitMb: number = DEFAULT_UPLOAD_LIMIT_MB): boolean {
  return sizeBytes > uploadLimitBytes(limitMb);
}

/** The file-size-limit text followed by the limit, e.g. 'Filen er for stor. Den må højst fylde 10 MB.' */
export function fileSizeMessage(limitText: string, limitMb: number = PICTURE_UPLOAD_LIMIT_MB): string {
  return `${limitText} ${limitMb} MB.`;
}

export function isAllowedImageType(type: string): type is AllowedImageType {
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
}

export type Rotation = 0 | 90 | 180 | 270;

/** A quarter turn clockwise (1) or anticlockwise (-1). */
export function rotate(rotation: Rotation, direction: 1 | -1): Rotation {
  return (((rotation + direction * 90) % 360) + 360) % 360 as Rotation;
}

export interface Size {
  width: number;
  height: number;
}

export function rotatedSize(image: Size, rotation: Rotation): Size {
  return rotation % 180 === 0 ? { ...image } : { width: image.height, height: image.width };
}

/** A square in the coordinates of the rotated image. */
export interface Crop {
  x: number;
  y: number;
  size: number;
}

/** The smallest crop allowed: an eighth of the short side, and never below 16 px. */
export function minimumCropSize(bounds: Size): number {
  return Math.min(Math.min(bounds.width, bounds.height), Math.max(16, Math.round(Math.min(bounds.width, bounds.height) / 8)));
}

export function clampCrop(crop: Crop, bounds: Size): Crop {
  const size = Math.min(Math.max(crop.size, minimumCropSize(bounds)), bounds.width, bounds.height);
  return {
    size,
    x: Math.min(Math.max(0, crop.x), bounds.width - size),
    y: Math.min(Math.max(0, crop.y), bounds.height - size),
  };
}

/** The largest square in the middle: where the editor starts, and where a rotation returns. */
export function centeredCrop(bounds: Size): Crop {
  const size = Math.min(bounds.width, bounds.height);
  return { size, x: (bounds.width - size) / 2, y: (bounds.height - size) / 2 };
}

export function moveCrop(crop: Crop, dx: number, dy: number, bounds: Size): Crop {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, bounds);
}

/** A new size around the same centre. */
export function resizeCrop(crop: Crop, size: number, bounds: Size): Crop {
  const centreX = crop.x + crop.size / 2;
  const centreY = crop.y + crop.size / 2;
  const fitted = clampCrop({ ...crop, size }, bounds).size;
  return clampCrop({ size: fitted, x: centreX - fitted / 2, y: centreY - fitted / 2 }, bounds);
}

/** Zoom as the editor's slider shows it: 1 is the whole short side, larger is closer. */
export function cropSizeForZoom(zoom: number, bounds: Size): number {
  return Math.min(bounds.width, bounds.height) / Math.max(1, zoom);
}

/**
 * How to draw the image on an output square of `outputSize`: scale the canvas, move the
 * crop's corner to the origin, then draw the image turned about its own centre.
 */
export function drawPlan(image: Size, rotation: Rotation, crop: Crop, outputSize: number) {
  const turned = rotatedSize(image, rotation);
  return {
    scale: outputSize / crop.size,
    translateX: -crop.x + turned.width / 2,
    translateY: -crop.y + turned.height / 2,
    radians: (rotation * Math.PI) / 180,
    drawX: -image.width / 2,
    drawY: -image.height / 2,
  };
}

/** 'data:image/jpeg;base64,AAAA' → its type and its base64 text. */
export function splitDataUrl(dataUrl: string): { fileType: string; base64: string } | null {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  return match ? { fileType: match[1]!, base64: match[2]! } : null;
}

/** The decoded size of base64 text, without decoding it. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** What the bytes say they are; the declared type must agree. */
export function sniffImageType(bytes: Uint8Array): AllowedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
