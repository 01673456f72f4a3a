import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Dialog, Field, HStack, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { getAppConfig, useTranslation } from '@kk/platform';
import { closeDialog, type DialogRequest } from './dialogStore';

/** A dialog that traps focus (Chakra's dialog) and closes only through its buttons or Escape. */
function Frame({ title, role = 'dialog', onEscape, children, footer }: {
  title: string;
  role?: 'dialog' | 'alertdialog';
  onEscape: (() => void) | null;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Dialog.Root
      open
      role={role}
      closeOnInteractOutside={false}
      closeOnEscape={onEscape !== null}
      onOpenChange={(details) => {
        if (!details.open) onEscape?.();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="kk-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ConfirmView({ dialog }: { dialog: Extract<DialogRequest, { kind: 'confirm' }> }) {
  const { t } = useTranslation('ui');
  const answer = (ok: boolean) => {
    closeDialog(dialog.id);
    dialog.resolve(ok);
  };
  return (
    <Frame
      title={dialog.title}
      role="alertdialog"
      onEscape={() => answer(false)}
      footer={(
        <HStack gap="3">
          <Button variant="outline" onClick={() => answer(false)}>{dialog.cancelLabel ?? t('dialog.cancel')}</Button>
          <Button onClick={() => answer(true)} data-testid="dialog-confirm">{dialog.confirmLabel ?? t('dialog.confirm')}</Button>
        </HStack>
      )}
    >
      <Dialog.Description>{dialog.message}</Dialog.Description>
    </Frame>
  );
}

function PromptView({ dialog }: { dialog: Extract<DialogRequest, { kind: 'prompt' }> }) {
  const { t } = useTranslation('ui');
  const [value, setValue] = useState(dialog.initialValue ?? '');
  const [tried, setTried] = useState(false);
  const formId = useId();
  const missing = tried && value.trim() === '';
  const finish = (result: string | null) => {
    closeDialog(dialog.id);
    dialog.resolve(result);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (value.trim() !== '') finish(value.trim());
  };
  return (
    <Frame
      title={dialog.title}
      onEscape={() => finish(null)}
      footer={(
        <HStack gap="3">
          <Button variant="outline" onClick={() => finish(null)}>{t('dialog.cancel')}</Button>
          <Button type="submit" form={formId}>{t('dialog.ok')}</Button>
        </HStack>
      )}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field.Root invalid={missing} required>
          <Field.Label>{dialog.label}</Field.Label>
          <Input value={value} onChange={(e) => setValue(e.target.value)} data-autofocus />
          {missing && <Field.ErrorText>{t('form.required')}</Field.ErrorText>}
        </Field.Root>
      </form>
    </Frame>
  );
}

function ErrorView({ dialog }: { dialog: Extract<DialogRequest, { kind: 'error' }> }) {
  const { t } = useTranslation('ui');
  const culture = getAppConfig().culture;
  const [details, setDetails] = useState(false);
  const detailsId = useId();
  const close = () => {
    closeDialog(dialog.id);
    dialog.resolve();
  };
  const error = dialog.error;
  return (
    <Frame
      title={dialog.title ?? t('toast.title.error')}
      role="alertdialog"
      onEscape={close}
      footer={<Button onClick={close}>{t('dialog.ok')}</Button>}
    >
      <Stack gap="3" data-testid="error-dialog">
        <Dialog.Description>{dialog.message ?? error?.text[culture] ?? ''}</Dialog.Description>
        {error && (
          <>
            <Button size="xs" variant="outline" alignSelf="start" aria-expanded={details} aria-controls={detailsId} onClick={() => setDetails((d) => !d)}>
              {details ? t('toast.hideDetails') : t('toast.showDetails')}
            </Button>
            <Box id={detailsId} hidden={!details} fontSize="sm">
              <Text>{t('toast.serverMessage')}: {error.serverMessage || '—'}</Text>
              {error.serverReason && <Text>{t('toast.reason')}: {error.serverReason}</Text>}
              {error.statusCode !== null && <Text>{t('toast.statusCode')}: {error.statusCode}</Text>}
            </Box>
          </>
        )}
      </Stack>
    </Frame>
  );
}

function SpinnerView() {
  const { t } = useTranslation('ui');
  return (
    <Frame title={t('dialog.working')} onEscape={null} footer={null}>
      <HStack gap="3" role="status" aria-live="polite" data-testid="spinner-dialog">
        <Spinner size="md" />
        <Text>{t('dialog.pleaseWait')}</Text>
      </HStack>
    </Frame>
  );
}

/** Rendered (and downloaded) only once a dialog is asked for. */
export default function DialogViews({ dialog, busy }: { dialog: DialogRequest | null; busy: boolean }) {
  if (dialog?.kind === 'confirm') return <ConfirmView key={dialog.id} dialog={dialog} />;
  if (dialog?.kind === 'prompt') return <PromptView key={dialog.id} dialog={dialog} />;
  if (dialog?.kind === 'error') return <ErrorView key={dialog.id} dialog={dialog} />;
  return busy ? <SpinnerView /> : null;
}
