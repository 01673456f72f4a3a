import { z } from 'zod';

/**
 * GET /api/assets/HelpVideos (anonymous): spec section 3 "Help video" (VideoUrl and an
 * expand flag) with the title and description in the caller's language.
 */
export const HelpVideo = z.object({
  ID: z.string(),
  VideoUrl: z.string(),
  Title: z.string(),
  Description: z.string(),
  /** Shown opened when the help explorer opens. */
  Expand: z.boolean(),
});
export type HelpVideo = z.infer<typeof HelpVideo>;

export const HelpVideosResponse = z.array(HelpVideo);
export type HelpVideosResponse = z.infer<typeof HelpVideosResponse>;
