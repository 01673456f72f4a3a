import { z } from 'zod';

/** Spec section 3, "Error object": every error body the API returns. */
export const ErrorObject = z.object({
  StatusCode: z.number().int(),
  message: z.string(),
  reason: z.string(),
});
export type ErrorObject = z.infer<typeof ErrorObject>;
