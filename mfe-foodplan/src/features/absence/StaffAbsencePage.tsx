import { useState, type FormEvent } from 'react';
import type { AbsencePupil } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import { Box, Button, Field, Heading, HStack, Input, LoadFailed, Loading, Stack, Text } from '@kk/ui';
import { absenceApi } from './api';
import { AbsenceDialog } from './AbsenceDialog';

type Found = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'done'; pupils: AbsencePupil[] };

/**
 * The partner site's /FoodPlanner/Absence (role PupilAbsence, issue 26): the school's staff
 * find a pupil of their customers by name or class and report the pupil absent with the
 * same dialog the guardians use; the pupil's wallet is credited as the guardian's report would.
 */
export function StaffAbsencePage() {
  const { t } = useTranslation('foodplan');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [pupil, setPupil] = useState<AbsencePupil | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setFound({ status: 'loading' });
    try {
      setFound({ status: 'done', pupils: (await absenceApi.pupils(search.trim())).Pupils });
    } catch {
      setFound({ status: 'failed' });
    }
  };

  return (
    <Stack gap="5" data-testid="staff-absence-page">
      <Box>
        <Heading as="h1" size="xl">{t('absence.staff.title')}</Heading>
        <Text color="fg.muted" maxW="2xl">{t('absence.staff.intro')}</Text>
      </Box>
      <form onSubmit={(event) => void find(event)} role="search">
        <HStack gap="3" align="end" flexWrap="wrap">
          <Field.Root maxW="sm">
            <Field.Label>{t('absence.staff.search')}</Field.Label>
            <Input value={search} onChange={(event) => setSearch(event.target.value)} data-testid="staff-absence-search" maxLength={100} />
          </Field.Root>
          <Button type="submit" colorPalette="blue" data-testid="staff-absence-find">{t('absence.staff.find')}</Button>
        </HStack>
      </form>
      {found.status === 'loading' && <Loading />}
      {found.status === 'failed' && <LoadFailed />}
      {found.status === 'done' && found.pupils.length === 0 && <Text data-testid="staff-absence-none">{t('absence.staff.none')}</Text>}
      {found.status === 'done' && found.pupils.length > 0 && (
        <Stack as="ul" gap="2" ps="0" m="0" listStyleType="none" aria-live="polite">
          {found.pupils.map((candidate) => (
            <HStack as="li" key={candidate.WalletID} justify="space-between" gap="3" borderTopWidth="1px" pt="2" data-testid="staff-absence-pupil">
              <Text>
                {candidate.Name}
                {candidate.Grade !== null && <Text as="span" color="fg.muted"> · {t('absence.staff.grade', { grade: candidate.Grade })}</Text>}
                <Text as="span" color="fg.muted"> · {candidate.CustomerName}</Text>
              </Text>
              <Button size="sm" variant="outline" onClick={() => setPupil(candidate)} aria-label={t('absence.staff.report', { name: candidate.Name })} data-testid="staff-absence-report">
                {t('absence.open')}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {pupil !== null && <AbsenceDialog wallet={{ WalletID: pupil.WalletID, Name: pupil.Name }} onClose={() => setPupil(null)} />}
    </Stack>
  );
}
