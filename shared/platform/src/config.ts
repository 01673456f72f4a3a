import type { ApplicationName } from '@kk/contracts';
import type { Culture } from '@kk/domain';

/** What the shell decides at start-up and every remote reads. */
export interface AppConfig {
  application: ApplicationName;
  pageKey: string;
  culture: Culture;
  /** Base URL of the payment target (the wallet API); '' means the same host. */
  paymentApiBase: string;
  /** Base URL of the local target; '' (the same host) except on a remote's standalone page. */
  localApiBase?: string;
  /** Test runs show API errors in the error dialog rather than a toast (spec section 8). */
  testMode?: boolean;
}

let current: AppConfig = { application: 'wallet', pageKey: 'skolepenge', culture: 'da', paymentApiBase: '' };

export function setAppConfig(config: AppConfig): void {
  current = { ...config };
}

export function getAppConfig(): Readonly<AppConfig> {
  return current;
}
