import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, LoadFailed, Loading, ModalDialog, Text, useAsync } from '@kk/ui';

async function loadPolicy(culture: string): Promise<string[]> {
  // Spec section 7: the cookie policy text is a static text file per culture.
  const response = await fetch(`/cookie-policy.${culture}.txt`);
  if (!response.ok) throw new Error(`cookie policy answered ${response.status}`);
  return (await response.text()).split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

/** The cookie policy, read from the shell's static text file in the reader's language. */
export default function CookiePolicyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chrome');
  const { culture } = getAppConfig();
  const policy = useAsync(() => loadPolicy(culture), [culture]);
  return (
    <ModalDialog title={t('cookies.policyTitle')} onClose={onClose} size="lg" testId="cookie-policy-dialog" footer={<Button onClick={onClose}>{t('cookies.close')}</Button>}>
      {policy.status === 'loading' && <Loading />}
      {policy.status === 'failed' && <LoadFailed />}
      {policy.status === 'done' && (
        <Box>
          {policy.data.map((paragraph, index) => (
            <Text key={index} mb="3" whiteSpace="pre-line">{paragraph}</Text>
          ))}
        </Box>
      )}
    </ModalDialog>
  );
}
