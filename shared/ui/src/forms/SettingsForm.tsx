import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, getAppConfig } from '@kk/platform';
import { Stack } from '@kk/ui';

export interface SettingsSave {
  /** Set by the first submit and until a save lands, so the fields show their errors only after one. */
  submitted: boolean;
  busy: boolean;
  /** The API's refusal in the page's language, or the form's own text for any other failure. */
  failure: string | null;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * A settings form's submit: nothing is sent while `blocked` (the fields then show why) or
 * while a save is on its way; what was typed stays when the save fails. A save that
 * answers null has sent the browser elsewhere (MobilePay's agreement page): nothing is
 * confirmed here.
 */
export function useSettingsSave<T>({ save, blocked, onSaved, failedText }: {
  save: () => Promise<T | null>;
  blocked: boolean;
  onSaved: (saved: T) => void;
  failedText: string;
}): SettingsSave {
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (blocked || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await save();
      if (saved === null) return;
      onSaved(saved);
      setSubmitted(false);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.describe().text[getAppConfig().culture] : failedText);
    } finally {
      setBusy(false);
    }
  };
  return { submitted, busy, failure, submit };
}

/** A settings form: its fields stacked, submitted through `useSettingsSave`; the caller ends it with its footer. */
export function SettingsForm({ formId, saving, children }: { formId: string; saving: SettingsSave; children: ReactNode }) {
  return (
    <form id={formId} onSubmit={saving.submit} noValidate>
      <Stack gap="5">{children}</Stack>
    </form>
  );
}
