import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Spec section 4: disabled, with a spinner, while busy (useFormValidation resets busy on page show). */
export function SubmitButton({ busy, busyText, children, form }: { busy: boolean; busyText: string; children: ReactNode; form?: string }) {
  return (
    <Button type="submit" form={form} loading={busy} loadingText={busyText} disabled={busy} aria-busy={busy}>
      {children}
    </Button>
  );
}
