import { createHash } from 'node:crypto';

/** Only this hash of a terminal's device key is stored: a copy of the table opens no terminal. */
export function hashDeviceKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
