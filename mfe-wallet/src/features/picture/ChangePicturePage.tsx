import { Suspense, useEffect, useId, useState, type ChangeEvent } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';
import { ALLOWED_IMAGE_TYPES, fileSizeMessage, fileTooLarge, isAllowedImageType, mayChangePicture, PICTURE_UPLOAD_LIMIT_MB, splitDataUrl } from '@kk/domain';
import { ApiError, getAppConfig, navigate, useTranslation } from '@kk/platform';
import { Alert, Button, confirmDialog, HStack, Image, Loading, notify, PageTitle, Stack } from '@kk/ui';
import { ImageEditor } from '@kk/ui/images';
import { pictureApi } from './api';

function Problem({ text }: { text: string }) {
  return (
    <Alert.Root status="error" role="alert" data-testid="picture-problem">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * Picture change (/Picture/ChangePicture?WalletID=), for the ChangePicture role only: a
 * file within the size limit, cropped and turned in the image editor, saved as JPEG;
 * removing the picture asks first.
 */
export function ChangePicturePage({ wallet, roles, onChanged }: { wallet: WalletInOnboarding; roles: readonly string[]; onChanged: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const inputId = useId();
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => {
    if (source) URL.revokeObjectURL(source.url);
  }, [source]);

  if (!mayChangePicture(roles)) {
    return (
      <Alert.Root status="warning" role="alert" data-testid="picture-not-allowed">
        <Alert.Indicator />
        <Alert.Title>{t('picture.notAllowed')}</Alert.Title>
      </Alert.Root>
    );
  }

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    if (fileTooLarge(file.size, PICTURE_UPLOAD_LIMIT_MB)) return setProblem(fileSizeMessage(t('picture.fileSizeLimit'), PICTURE_UPLOAD_LIMIT_MB));
    if (!isAllowedImageType(file.type)) return setProblem(t('picture.wrongType'));
    setSource({ url: URL.createObjectURL(file), name: file.name });
  };

  const save = async (dataUrl: string) => {
    const parts = splitDataUrl(dataUrl);
    if (!parts || !source) return setProblem(t('picture.unreadable'));
    setBusy(true);
    try {
      await pictureApi.changePicture(wallet.WalletID, { FileName: source.name.replace(/\.[^.]*$/, '') + '.jpg', FileType: parts.fileType, Base64: parts.base64 });
      notify.success(t('picture.saved'));
      onChanged();
      navigate('/');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.describe().text[culture] : t('picture.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const ok = await confirmDialog({ title: t('picture.removeTitle'), message: t('picture.removeBody', { name: wallet.Name }), confirmLabel: t('picture.remove'), cancelLabel: t('common.cancel') });
    if (!ok) return;
    await pictureApi.removePicture(wallet.WalletID);
    onChanged();
    navigate('/');
  };

  return (
    <Stack as="section" gap="5" aria-labelledby="picture-title" data-testid="change-picture-page">
      <PageTitle id="picture-title" title={t('picture.title', { name: wallet.Name })} intro={t('picture.intro', { limit: PICTURE_UPLOAD_LIMIT_MB })} />
      {problem && <Problem text={problem} />}
      {source ? (
        <Suspense fallback={<Loading />}>
          <ImageEditor src={source.url} busy={busy} saveLabel={t('picture.save')} onSave={(dataUrl) => void save(dataUrl)} onCancel={() => setSource(null)} />
        </Suspense>
      ) : (
        <HStack gap="5" align="center" wrap="wrap">
          {wallet.PictureUrl && <Image src={wallet.PictureUrl} alt={t('pictureOf', { name: wallet.Name })} boxSize="120px" borderRadius="full" objectFit="cover" />}
          <Stack gap="2">
            <label htmlFor={inputId} style={{ fontWeight: 600 }}>{t('picture.choose')}</label>
            <input id={inputId} type="file" accept={ALLOWED_IMAGE_TYPES.join(',')} onChange={choose} data-testid="picture-file" />
            {wallet.PictureUrl && (
              <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={() => void remove()} data-testid="remove-picture">{t('picture.remove')}</Button>
            )}
          </Stack>
        </HStack>
      )}
    </Stack>
  );
}
