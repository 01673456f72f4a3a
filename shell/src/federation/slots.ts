/** The DOM element a remote's application or parcel mounts into. */
export function slotId(remote: string, kind: 'app' | 'parcel'): string {
  return kind === 'app' ? `kk-slot-${remote}` : `kk-slot-${remote}-parcel`;
}
