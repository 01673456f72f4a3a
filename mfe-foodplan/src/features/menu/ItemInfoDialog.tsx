import type { MenuItem } from '@kk/contracts';
import { FREE_TEXT_ALLERGEN_ID } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Button, HStack, ModalDialog, Stack, Table, Text } from '@kk/ui';

export type InfoKind = 'allergens' | 'nutrition' | 'ingredients';

const FACTS = ['EnergyKj', 'EnergyKcal', 'ProteinG', 'CarbohydrateG', 'SugarG', 'FatG', 'SaturatedFatG', 'FibreG', 'SaltG'] as const;

/** The food plan dialogs of spec section 2 for one dish: its allergens, nutrition facts or ingredients. */
export function ItemInfoDialog({ item, kind, child, onClose }: { item: MenuItem; kind: InfoKind; child: string; onClose: () => void }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const number = new Intl.NumberFormat(culture === 'da' ? 'da-DK' : 'en-GB', { maximumFractionDigits: 1 });
  const blocking = new Set(item.BlockingAllergens);
  const facts = FACTS.filter((fact) => item.NutritionFacts[fact] !== undefined);
  return (
    <ModalDialog
      title={t(`menu.info.${kind}Named`, { name: item.Name })}
      onClose={onClose}
      testId="item-info-dialog"
      footer={<Button onClick={onClose}>{t('menu.info.close')}</Button>}
    >
      {kind === 'allergens' && (
        <Stack gap="2">
          {item.Allergens.length === 0 ? (
            <Text>{t('menu.noAllergens')}</Text>
          ) : (
            <Stack as="ul" gap="1" pl="5" data-testid="item-allergens">
              {item.Allergens.map((allergen) => (
                <li key={allergen.ID}>
                  <HStack gap="2">
                    <Text as="span">{allergen.ID === FREE_TEXT_ALLERGEN_ID && item.AllergenText ? t('menu.info.freeText', { text: item.AllergenText }) : allergen.Name}</Text>
                    {blocking.has(allergen.ID) && <Badge colorPalette="red">{t('menu.info.blocking', { child })}</Badge>}
                  </HStack>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {kind === 'nutrition' &&
        (facts.length === 0 ? (
          <Text>{t('menu.info.noNutrition')}</Text>
        ) : (
          <Table.Root size="sm" data-testid="item-nutrition">
            <Table.Caption>{t('menu.info.perPortion')}</Table.Caption>
            <Table.Body>
              {facts.map((fact) => (
                <Table.Row key={fact}>
                  <Table.ColumnHeader scope="row" fontWeight="normal">{t(`menu.info.fact.${fact}`)}</Table.ColumnHeader>
                  <Table.Cell textAlign="end">{number.format(item.NutritionFacts[fact] as number)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ))}
      {kind === 'ingredients' && <Text data-testid="item-ingredients">{item.Ingredients || t('menu.info.noIngredients')}</Text>}
    </ModalDialog>
  );
}
