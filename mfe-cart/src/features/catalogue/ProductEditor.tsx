import { Suspense, useId, useState, type ChangeEvent } from 'react';
import type { CatalogueWebshopOptions, CatalogueWebshopProduct } from '@kk/contracts';
import { ALLERGENS, ALLOWED_IMAGE_TYPES, CATALOGUE_LANGUAGES, fileSizeMessage, fileTooLarge, isAllowedImageType, PICTURE_UPLOAD_LIMIT_MB, splitDataUrl } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Field, HStack, Image, Input, Loading, SimpleGrid, Stack, Text } from '@kk/ui';
import { CheckboxField, DateField, SelectField, TextAreaField } from '@kk/ui/forms';
import { ImageEditor } from '@kk/ui/images';
import type { EditorProps } from '@kk/ui/lists';
import type { ProductDraft } from './productDraft';

type Props = EditorProps<CatalogueWebshopProduct, ProductDraft, CatalogueWebshopOptions>;

function FieldError({ text, testId }: { text: string | undefined; testId?: string }) {
  return text ? <Text role="alert" color="red.700" fontSize="sm" data-testid={testId}>{text}</Text> : null;
}

function TextInput({ label, value, onChange, error, testId, inputMode }: { label: string; value: string; onChange: (value: string) => void; error?: string; testId: string; inputMode?: 'decimal' | 'numeric' }) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId} inputMode={inputMode} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The picture: a file within the limit, cropped in the shared image editor, sent with the save. */
function PictureField({ draft, onChange, item }: Pick<Props, 'draft' | 'onChange' | 'item'>) {
  const { t } = useTranslation('cart');
  const inputId = useId();
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    if (fileTooLarge(file.size, PICTURE_UPLOAD_LIMIT_MB)) return setProblem(fileSizeMessage(t('catalogue.pictureTooLarge'), PICTURE_UPLOAD_LIMIT_MB));
    if (!isAllowedImageType(file.type)) return setProblem(t('catalogue.pictureWrongType'));
    setSource({ url: URL.createObjectURL(file), name: file.name });
  };
  const use = (dataUrl: string) => {
    const parts = splitDataUrl(dataUrl);
    if (parts && source) onChange({ ...draft, Picture: { FileName: `${source.name.replace(/\.[^.]*$/, '')}.jpg`, FileType: parts.fileType, Base64: parts.base64, previewUrl: dataUrl } });
    if (source) URL.revokeObjectURL(source.url);
    setSource(null);
  };
  const shown = draft.Picture?.previewUrl ?? item?.ImageUrl ?? null;
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">{t('catalogue.fields.picture')}</Text>
      {source ? (
        <Suspense fallback={<Loading />}>
          <ImageEditor src={source.url} busy={false} previewShape="square" saveLabel={t('catalogue.fields.usePicture')} onSave={use} onCancel={() => setSource(null)} />
        </Suspense>
      ) : (
        <HStack gap="4" align="center" wrap="wrap">
          {shown ? <Image src={shown} alt="" boxSize="80px" objectFit="cover" borderRadius="md" data-testid="catalogue-picture-preview" /> : <Text fontSize="sm" color="fg.muted">{t('catalogue.noPicture')}</Text>}
          <Stack gap="1">
            <label htmlFor={inputId} style={{ fontWeight: 500, fontSize: '0.875rem' }}>{t('catalogue.fields.choosePicture')}</label>
            <input id={inputId} type="file" accept={ALLOWED_IMAGE_TYPES.join(',')} onChange={choose} data-testid="catalogue-picture-file" />
            {draft.Picture && (
              <HStack gap="2">
                <Text fontSize="sm" data-testid="catalogue-picture-new">{t('catalogue.fields.newPicture')}</Text>
                <Button size="xs" variant="outline" onClick={() => onChange({ ...draft, Picture: null })}>{t('catalogue.fields.removeNew')}</Button>
              </HStack>
            )}
          </Stack>
        </HStack>
      )}
      <FieldError text={problem ?? undefined} testId="catalogue-picture-problem" />
    </Stack>
  );
}

/** The edit dialog's fields of a webshop product: every field the API takes, the stock on create only. */
export function ProductEditor({ draft, onChange, errors, item, options }: Props) {
  const { t } = useTranslation('cart');
  const culture = getAppConfig().culture;
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => onChange({ ...draft, [key]: value });
  const webshop = options.Webshops.find((candidate) => candidate.ID === draft.WebshopID);
  const setDescriptor = (language: string, key: 'Name' | 'Description', value: string) =>
    onChange({ ...draft, Descriptors: draft.Descriptors.map((descriptor) => (descriptor.Language === language ? { ...descriptor, [key]: value } : descriptor)) });
  const toggleAllergen = (id: number, on: boolean) => set('Allergens', on ? [...draft.Allergens, id].sort((a, b) => a - b) : draft.Allergens.filter((other) => other !== id));

  return (
    <Stack gap="4" data-testid="catalogue-product-editor">
      {draft.creating && options.Webshops.length > 1 && (
        <SelectField
          label={t('catalogue.fields.webshop')}
          value={draft.WebshopID}
          onChange={(id) => onChange({ ...draft, WebshopID: id, ProductGroupID: options.Webshops.find((candidate) => candidate.ID === id)?.ProductGroups[0]?.ID ?? '' })}
          testId="catalogue-field-webshop"
        >
          {options.Webshops.map((candidate) => (
            <option key={candidate.ID} value={candidate.ID}>{`${candidate.Name} (${candidate.CustomerName})`}</option>
          ))}
        </SelectField>
      )}
      <TextInput label={t('catalogue.fields.name')} value={draft.Name} onChange={(value) => set('Name', value)} error={errors.Name} testId="catalogue-field-name" />
      <TextAreaField label={t('catalogue.fields.description')} value={draft.Description} onChange={(value) => set('Description', value)} error={errors.Description} testId="catalogue-field-description" />
      <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
        <Text as="legend" fontWeight="medium" fontSize="sm" px="1">{t('catalogue.fields.languages')}</Text>
        <Stack gap="3">
          <FieldError text={errors.Descriptors} />
          {CATALOGUE_LANGUAGES.map((language) => {
            const descriptor = draft.Descriptors.find((candidate) => candidate.Language === language);
            const name = t(`catalogue.languages.${language}`);
            return (
              <SimpleGrid key={language} columns={{ base: 1, md: 2 }} gap="3">
                <TextInput label={t('catalogue.fields.languageName', { language: name })} value={descriptor?.Name ?? ''} onChange={(value) => setDescriptor(language, 'Name', value)} error={errors[`Descriptors.${language}.Name`]} testId={`catalogue-field-name-${language}`} />
                <TextInput label={t('catalogue.fields.languageDescription', { language: name })} value={descriptor?.Description ?? ''} onChange={(value) => setDescriptor(language, 'Description', value)} error={errors[`Descriptors.${language}.Description`]} testId={`catalogue-field-description-${language}`} />
              </SimpleGrid>
            );
          })}
        </Stack>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextInput label={t('catalogue.fields.price')} value={draft.Price} onChange={(value) => set('Price', value)} error={errors.Price} testId="catalogue-field-price" inputMode="decimal" />
        <Stack gap="1">
          <SelectField label={t('catalogue.fields.vat')} value={String(draft.VatRate)} onChange={(value) => set('VatRate', value === '0' ? 0 : 25)} testId="catalogue-field-vat">
            {options.VatRates.map((rate) => (
              <option key={rate} value={rate}>{t('catalogue.vatRate', { rate })}</option>
            ))}
          </SelectField>
          <FieldError text={errors.VatRate} />
        </Stack>
      </SimpleGrid>
      <Stack gap="1">
        <SelectField label={t('catalogue.fields.group')} value={draft.ProductGroupID} onChange={(value) => set('ProductGroupID', value)} testId="catalogue-field-group">
          <option value="">{t('catalogue.fields.chooseGroup')}</option>
          {(webshop?.ProductGroups ?? []).map((group) => (
            <option key={group.ID} value={group.ID}>{group.Name}</option>
          ))}
        </SelectField>
        <FieldError text={errors.ProductGroupID} testId="catalogue-error-group" />
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Stack gap="1">
          <DateField label={t('catalogue.fields.orderableFrom')} value={draft.OrderableFrom} onChange={(value) => set('OrderableFrom', value)} testId="catalogue-field-from" />
          <FieldError text={errors.OrderableFrom} />
        </Stack>
        <Stack gap="1">
          <DateField label={t('catalogue.fields.orderableUntil')} value={draft.OrderableUntil} onChange={(value) => set('OrderableUntil', value)} testId="catalogue-field-until" />
          <FieldError text={errors.OrderableUntil} testId="catalogue-error-until" />
        </Stack>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextInput label={t('catalogue.fields.purchaseLimit')} value={draft.PurchaseLimit} onChange={(value) => set('PurchaseLimit', value)} error={errors.PurchaseLimit} testId="catalogue-field-limit" inputMode="numeric" />
        {draft.creating ? (
          <TextInput label={t('catalogue.fields.stock')} value={draft.Stock} onChange={(value) => set('Stock', value)} error={errors.Stock} testId="catalogue-field-stock" inputMode="numeric" />
        ) : (
          <Text fontSize="sm" color="fg.muted" alignSelf="end">{t('catalogue.fields.stockLater')}</Text>
        )}
      </SimpleGrid>
      <CheckboxField checked={draft.SoldOut} onChange={(value) => set('SoldOut', value)} testId="catalogue-field-soldout">{t('catalogue.fields.soldOut')}</CheckboxField>
      <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
        <Text as="legend" fontWeight="medium" fontSize="sm" px="1">{t('catalogue.fields.allergens')}</Text>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="1">
          {ALLERGENS.map((allergen) => (
            <CheckboxField key={allergen.ID} checked={draft.Allergens.includes(allergen.ID)} onChange={(on) => toggleAllergen(allergen.ID, on)} testId={`catalogue-allergen-${allergen.ID}`}>
              {allergen[culture]}
            </CheckboxField>
          ))}
        </SimpleGrid>
        <FieldError text={errors.Allergens} />
      </Box>
      <PictureField draft={draft} onChange={onChange} item={item} />
    </Stack>
  );
}
