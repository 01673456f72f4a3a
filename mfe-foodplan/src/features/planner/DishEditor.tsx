import { Suspense, useId, useState, type ChangeEvent } from 'react';
import type { FoodPlanDish, FoodPlanItemOptions } from '@kk/contracts';
import { ALLERGENS, ALLOWED_IMAGE_TYPES, allergenName, FREE_TEXT_ALLERGEN_ID, fileTooLarge, isAllowedImageType, NUTRITION_KEYS, PICTURE_UPLOAD_LIMIT_MB, splitDataUrl } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Field, Image, Input, Loading, SimpleGrid, Stack, Text } from '@kk/ui';
import { CheckboxField, DateField, SelectField, TextAreaField } from '@kk/ui/forms';
import { ImageEditor } from '@kk/ui/images';
import type { EditorProps } from '@kk/ui/lists';
import type { DishForm } from './dishForm';

/** A labelled text input with its error read with it. */
function TextInput({ label, value, onChange, error, testId, inputMode, hint }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  hint?: string;
}) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} inputMode={inputMode} data-testid={testId} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The dish dialog's fields: every field of a dish, the 15 allergens, the nutrition facts and a picture. */
export function DishEditor({ draft, onChange, errors, options }: EditorProps<FoodPlanDish, DishForm, FoodPlanItemOptions>) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const plan = options.Plans.find((candidate) => candidate.ID === draft.FoodPlanID);
  const set = <K extends keyof DishForm>(key: K, value: DishForm[K]) => onChange({ ...draft, [key]: value });
  const toggle = (id: number, on: boolean) => set('Allergens', on ? [...draft.Allergens, id].sort((a, b) => a - b) : draft.Allergens.filter((other) => other !== id));

  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const pictureInput = useId();

  // A chosen picture opens the crop editor (@kk/ui/images); the cropped JPEG is what is sent.
  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setPictureProblem(null);
    if (!file) return;
    if (fileTooLarge(file.size, PICTURE_UPLOAD_LIMIT_MB) || !isAllowedImageType(file.type)) {
      setPictureProblem(t('planner.field.pictureHint'));
      return;
    }
    setSource({ url: URL.createObjectURL(file), name: file.name });
  };

  const usePicture = (dataUrl: string) => {
    const parts = splitDataUrl(dataUrl);
    if (parts !== null && source !== null) {
      onChange({ ...draft, Image: { FileName: `${source.name.replace(/\.[^.]*$/, '')}.jpg`, FileType: parts.fileType, Base64: parts.base64 }, ImageUrl: dataUrl });
    }
    if (source !== null) URL.revokeObjectURL(source.url);
    setSource(null);
  };

  return (
    <Stack gap="3" data-testid="dish-editor">
      <TextInput label={t('planner.field.name')} value={draft.Name} onChange={(value) => set('Name', value)} error={errors.Name} testId="dish-name" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Box>
          <SelectField label={t('planner.field.group')} value={draft.ProductTypeID} onChange={(value) => set('ProductTypeID', value)} testId="dish-group">
            {(plan?.ProductTypes ?? []).map((type) => <option key={type.ID} value={type.ID}>{type.Name}</option>)}
          </SelectField>
          {errors.ProductTypeID && <Text role="alert" color="red.700" fontSize="sm">{errors.ProductTypeID}</Text>}
        </Box>
        <Box>
          <DateField label={t('planner.field.serveDate')} value={draft.ServeDate} onChange={(value) => set('ServeDate', value)} testId="dish-date" />
          {errors.ServeDate && <Text role="alert" color="red.700" fontSize="sm">{errors.ServeDate}</Text>}
        </Box>
        <TextInput label={t('planner.field.price')} value={draft.Price} onChange={(value) => set('Price', value)} error={errors.Price} testId="dish-price" inputMode="decimal" />
        <Box>
          <SelectField label={t('planner.field.vat')} value={String(draft.VatRate)} onChange={(value) => set('VatRate', value === '0' ? 0 : 25)} testId="dish-vat">
            <option value="25">{t('planner.field.vat25')}</option>
            <option value="0">{t('planner.field.vat0')}</option>
          </SelectField>
          {errors.VatRate && <Text role="alert" color="red.700" fontSize="sm">{errors.VatRate}</Text>}
        </Box>
        <TextInput label={t('planner.field.stock')} value={draft.Stock} onChange={(value) => set('Stock', value)} error={errors.Stock} testId="dish-stock" inputMode="numeric" />
      </SimpleGrid>
      <TextAreaField label={t('planner.field.description')} value={draft.Description} onChange={(value) => set('Description', value)} error={errors.Description} testId="dish-description" maxLength={2000} />
      <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
        <Text as="legend" fontWeight="semibold" mb="2">{t('planner.field.allergens')}</Text>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          {ALLERGENS.map((allergen) => (
            <CheckboxField key={allergen.ID} checked={draft.Allergens.includes(allergen.ID)} onChange={(on) => toggle(allergen.ID, on)} testId="dish-allergen">
              {allergenName(allergen.ID, culture)}
            </CheckboxField>
          ))}
        </SimpleGrid>
        {errors.Allergens && <Text role="alert" color="red.700" fontSize="sm">{errors.Allergens}</Text>}
      </Box>
      {(draft.Allergens.includes(FREE_TEXT_ALLERGEN_ID) || draft.AllergenText !== '') && (
        <TextInput label={t('planner.field.allergenText')} value={draft.AllergenText} onChange={(value) => set('AllergenText', value)} error={errors.AllergenText} testId="dish-allergen-text" />
      )}
      <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
        <Text as="legend" fontWeight="semibold" mb="2">{t('planner.field.nutrition')}</Text>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          {NUTRITION_KEYS.map((key) => (
            <TextInput
              key={key}
              label={t(`planner.fact.${key}`)}
              value={draft.Nutrition[key]}
              onChange={(value) => set('Nutrition', { ...draft.Nutrition, [key]: value })}
              error={errors[`Nutrition.${key}`]}
              testId={`dish-nutrition-${key}`}
              inputMode="decimal"
            />
          ))}
        </SimpleGrid>
        {errors.Nutrition && <Text role="alert" color="red.700" fontSize="sm">{errors.Nutrition}</Text>}
      </Box>
      <TextAreaField label={t('planner.field.ingredients')} value={draft.Ingredients} onChange={(value) => set('Ingredients', value)} error={errors.Ingredients} testId="dish-ingredients" maxLength={2000} rows={4} />
      <Stack gap="2">
        <label htmlFor={pictureInput} style={{ fontWeight: 500, fontSize: '0.875rem' }}>{t('planner.field.picture')}</label>
        {source !== null ? (
          <Suspense fallback={<Loading />}>
            <ImageEditor src={source.url} busy={false} previewShape="square" saveLabel={t('planner.field.usePicture')} onSave={usePicture} onCancel={() => setSource(null)} />
          </Suspense>
        ) : (
          <>
            <input id={pictureInput} type="file" accept={ALLOWED_IMAGE_TYPES.join(',')} onChange={choosePicture} aria-describedby={`${pictureInput}-hint`} data-testid="dish-picture" />
            <Text id={`${pictureInput}-hint`} fontSize="xs" color="fg.muted">{t('planner.field.pictureHint')}</Text>
          </>
        )}
        {pictureProblem && <Text role="alert" color="red.700" fontSize="sm">{pictureProblem}</Text>}
        {draft.ImageUrl !== null && source === null && (
          <Stack direction="row" gap="3" align="center">
            <Image src={draft.ImageUrl} alt={t('planner.field.currentPicture', { name: draft.Name })} maxH="20" borderRadius="md" data-testid="dish-picture-preview" />
            <Button size="sm" variant="outline" onClick={() => onChange({ ...draft, Image: null, ImageUrl: null })} data-testid="dish-picture-remove">{t('planner.field.removePicture')}</Button>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
