import { useState, type FormEvent } from 'react';
import { ApiError, getAppConfig, useTranslation } from '@kk/platform';

/**
 * The submit cycle both refill forms share: errors show once the user has submitted,
 * nothing is sent while the rules refuse or a save is running, and a failed save shows
 * the catalogue's text for the server's answer. A save that answers null has sent the
 * browser elsewhere (MobilePay's agreement page): nothing is confirmed here.
 */
export function useRefillSave<T>(valid: boolean, save: () => Promise<T | null>, onSaved: (saved: T) => void) {
  const { t } = useTranslation('wallet');
  const { culture } = getAppConfig();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await save();
      if (result !== null) onSaved(result);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.describe().text[culture] : t('refill.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return { submitted, busy, failure, submit };
}
