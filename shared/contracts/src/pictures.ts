import { z } from 'zod';

/** Spec section 3, "Image payload": POST /api/Picture/ChangePicture?walletID= */
export const PictureQuery = z.object({ walletID: z.string().uuid() });
export const ImagePayload = z.object({
  FileName: z.string().min(1).max(255),
  FileType: z.string().min(1).max(100),
  /** The image, base64 without the data-URL prefix. */
  Base64: z.string().min(1),
});
export type ImagePayload = z.infer<typeof ImagePayload>;
/** The picture's address (a /blob path), which GET /api/Onboarding/GetChildren then carries as PictureUrl. */
export const PictureResponse = z.object({ PictureUrl: z.string() });
export type PictureResponse = z.infer<typeof PictureResponse>;
export const BlobParams = z.object({ pictureId: z.string().uuid() });
