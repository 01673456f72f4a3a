import { useState, type ReactNode } from 'react';
import { Button, LoadFailed, Loading, ModalDialog, Stack, Text, useAsync } from '@kk/ui';

/** Settings as the API reads them: they say whether this user may change them. */
interface ChangeableSettings {
  MayChange: boolean;
}

/**
 * A dialog of one child's settings: loads them, shows the form to someone who may change
 * them and the settings in words to anyone else, and announces a save (role=status) in
 * the dialog. The status line is in the page, empty, before a save, so that it speaks
 * when one lands. The form brings its own footer; loading, failing and the read-only view
 * get a Close button.
 */
export function SettingsDialog<T extends ChangeableSettings>({ title, testId, closeText, load, loadKey, onClose, intro, savedTestId, savedText, readOnly, form }: {
  title: string;
  testId: string;
  closeText: string;
  load: () => Promise<T>;
  /** What `load` depends on: the settings are read again when it changes. */
  loadKey: readonly unknown[];
  onClose: () => void;
  /** What stands above the form, from the settings shown. */
  intro: (settings: T) => ReactNode;
  savedTestId: string;
  /** The announcement of a save, from what the API answered. */
  savedText: (saved: T) => string;
  readOnly: (settings: T) => ReactNode;
  form: (settings: T, onSaved: (saved: T) => void) => ReactNode;
}) {
  const loaded = useAsync(load, loadKey);
  const [saved, setSaved] = useState<T | null>(null);
  const close = <Button onClick={onClose}>{closeText}</Button>;

  let body: ReactNode;
  let footer: ReactNode = null;
  if (loaded.status === 'loading') {
    body = <Loading />;
    footer = close;
  } else if (loaded.status === 'failed') {
    body = <LoadFailed />;
    footer = close;
  } else {
    const settings = saved ?? loaded.data;
    body = (
      <Stack gap="5">
        {intro(settings)}
        <Text role="status" data-testid={savedTestId} fontWeight={saved ? 'semibold' : undefined}>
          {saved ? savedText(saved) : ''}
        </Text>
        {settings.MayChange ? form(settings, setSaved) : readOnly(settings)}
      </Stack>
    );
    if (!settings.MayChange) footer = close;
  }
  return (
    <ModalDialog title={title} onClose={onClose} testId={testId} footer={footer}>
      {body}
    </ModalDialog>
  );
}
