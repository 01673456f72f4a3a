import type { ReactNode } from 'react';
import { i18n, useTranslation } from '@kk/platform';
import { notify } from '../feedback/toasts';
import { ContextMenu, textToCopy } from './ContextMenu';

async function copy(target: HTMLElement): Promise<void> {
  const text = textToCopy(target);
  try {
    await navigator.clipboard.writeText(text);
    notify.success(i18n.t('ui:contextMenu.copied'));
  } catch {
    notify.error(i18n.t('ui:contextMenu.copyFailed'));
  }
}

/** The right-click menu with its copy option around content worth copying (IDs, contact data). */
export function CopyContextMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <ContextMenu label={t('contextMenu.label')} items={[{ id: 'copy', label: t('contextMenu.copy'), run: (target) => void copy(target) }]}>
      {children}
    </ContextMenu>
  );
}
