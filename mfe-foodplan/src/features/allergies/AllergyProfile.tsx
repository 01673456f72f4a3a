import { useEffect, useState, type FormEvent } from 'react';
import { ALLERGENS, allergenName, FREE_TEXT_ALLERGEN_ID, normalizeAllergyProfile } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Heading, LoadFailed, Loading, SimpleGrid, Stack, Text, useAsync } from '@kk/ui';
import { CheckboxField, ResultNotice, type ActionResult } from '@kk/ui/forms';
import { allergiesApi } from './api';

/**
 * A child's allergy profile: the 15 allergens of the spec, ticked once and saved with PUT
 * Allergies. The menu marks and refuses what the profile names; so does the server.
 */
export function AllergyProfile({ wallet }: { wallet: { WalletID: string; Name: string } }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const profile = useAsync(() => allergiesApi.profile(wallet.WalletID), [wallet.WalletID]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);

  const loaded = profile.status === 'done' ? profile.data : null;
  useEffect(() => {
    if (loaded !== null) setChosen(new Set(loaded.AllergenIDs));
  }, [loaded]);

  const toggle = (id: number, on: boolean) => {
    setResult(null);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeAllergyProfile([...chosen]);
    if (!normalized.ok) return;
    setSaving(true);
    try {
      const saved = await allergiesApi.save(wallet.WalletID, normalized.ids);
      setChosen(new Set(saved.AllergenIDs));
      setResult({ ok: true, text: t(saved.AllergenIDs.length === 0 ? 'allergies.savedNone' : 'allergies.saved', { name: wallet.Name }) });
    } catch {
      setResult({ ok: false, text: t('allergies.failed') });
    } finally {
      setSaving(false);
    }
  };

  if (profile.status === 'loading') return <Loading />;
  if (profile.status === 'failed') return <LoadFailed />;
  return (
    <Stack as="form" gap="4" onSubmit={(event: FormEvent) => void save(event)} data-testid="allergy-profile">
      <Box>
        <Heading as="h2" size="lg">{t('allergies.title', { name: wallet.Name })}</Heading>
        <Text color="fg.muted" maxW="2xl">{t('allergies.intro', { name: wallet.Name })}</Text>
      </Box>
      <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
        <Text as="legend" fontWeight="semibold" mb="2">{t('allergies.legend')}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
          {ALLERGENS.map((allergen) => (
            <CheckboxField
              key={allergen.ID}
              checked={chosen.has(allergen.ID)}
              onChange={(on) => toggle(allergen.ID, on)}
              hint={allergen.ID === FREE_TEXT_ALLERGEN_ID ? t('allergies.freeTextHint') : undefined}
              testId="allergen-choice"
            >
              {allergenName(allergen.ID, culture)}
            </CheckboxField>
          ))}
        </SimpleGrid>
      </Box>
      <Box>
        <Button type="submit" loading={saving} data-testid="allergies-save">{t('allergies.save')}</Button>
      </Box>
      <ResultNotice result={result} testId="allergies-result" />
    </Stack>
  );
}
