import { z } from 'zod';

/** The micro-frontends the shell knows. Container names are JS identifiers. */
export const RemoteName = z.enum([
  'mfe_wallet',
  'mfe_cart',
  'mfe_meeting',
  'mfe_foodplan',
  'mfe_transactions',
  'mfe_onboarding',
]);
export type RemoteName = z.infer<typeof RemoteName>;

/** remotes.json: where each remote is deployed; fetched by the shell at start-up. */
export const RemotesManifest = z.object({
  remotes: z.record(RemoteName, z.object({ entry: z.string().url() })),
});
export type RemotesManifest = z.infer<typeof RemotesManifest>;
