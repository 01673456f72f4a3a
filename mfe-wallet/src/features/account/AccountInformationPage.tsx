import { Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { AccountInformation, AccountWalletInformation, CountryCode, Grade, SpecialGradesResponse, WalletInOnboarding } from '@kk/contracts';
import { mayChangePicture, specialGradesShown } from '@kk/domain';
import { fetchChildren, getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Heading, LoadFailed, Loading, PageTitle, Separator, Stack, Text, useAsync } from '@kk/ui';
import { accountApi } from './api';
import { DataExportSection } from './DataExportSection';
import { EmailForm } from './EmailForm';
import type { GradeOptions } from './GradePicker';
import { PasswordForm } from './PasswordForm';
import { UserDetailsForm } from './UserDetailsForm';
import { WalletInformationForm } from './WalletInformationForm';

/** The school card dialog the app hands in (the nfc feature's), so this feature copies none of it. */
export type SchoolCardDialog = ComponentType<{ wallet: WalletInOnboarding; onClose: () => void; onSaved: () => void }>;

interface Loaded {
  account: AccountInformation;
  grades: SpecialGradesResponse;
  countries: CountryCode[];
  /** The wallets as the home page knows them: their payment cards, school cards and picture. */
  children: WalletInOnboarding[];
}

async function load(): Promise<Loaded> {
  const [account, grades, countries, children] = await Promise.all([accountApi.information(), accountApi.specialGrades(), accountApi.countryCodes(), fetchChildren()]);
  return { account, grades, countries, children };
}

/** Spec section 6: the special grades a wallet's picker shows, and the employee grade where it applies. */
function gradeOptionsFor(wallet: AccountWalletInformation, grades: SpecialGradesResponse): GradeOptions {
  const lists = [...grades.CustomerLists.filter((list) => list.CustomerID === wallet.Customer.ID), ...grades.SystemLists];
  const shown = specialGradesShown({ listCount: lists.length, showSpecialGradeSelect: wallet.ShowSpecialGradeSelect, application: getAppConfig().application });
  // The employee grade where it applies; a wallet's own employee grade stays choosable so the picker can show it.
  const employeeGrades: Grade[] = wallet.EmployeeGradeApplies ? [grades.EmployeeGrade] : [];
  const own = wallet.Grade;
  if (own?.Level === 'Employee' && !employeeGrades.some((grade) => grade.Name === own.Name)) employeeGrades.push(own);
  return { specialLists: shown ? lists.map(({ Name, Grades }) => ({ Name, Grades })) : [], employeeGrades };
}

function RefusalNote({ refusal }: { refusal: AccountInformation['ChangeRefusal'] }) {
  const { t } = useTranslation('wallet');
  if (refusal === null) return null;
  return (
    <Alert.Root status="info" role="note" data-testid="account-read-only">
      <Alert.Indicator />
      <Alert.Title>{refusal === 'denied' ? t('account.denied') : t('account.missingRole')}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * The account page (/Account/ChangeInformation on the mywallet, ipayd and bitten variants,
 * /Wallet/ChangeInformation on the others): the user's name, mobile number, e-mail and
 * password, and each wallet's name, grade, e-mail and mobile number with what its page
 * variant requires. Read-only, with a note, for Deny-AccountInformationChange or without
 * ChangeAccountInformation. The wallet named by WalletID comes first.
 */
export function AccountInformationPage({ focusWalletId, roles, SchoolCardDialog }: {
  focusWalletId: string | null;
  roles: readonly string[];
  SchoolCardDialog: SchoolCardDialog;
}) {
  const { t } = useTranslation('wallet');
  const loaded = useAsync(load, []);
  const [account, setAccount] = useState<AccountInformation | null>(null);
  const [children, setChildren] = useState<WalletInOnboarding[] | null>(null);
  const [schoolCardFor, setSchoolCardFor] = useState<WalletInOnboarding | null>(null);
  const current = account ?? (loaded.status === 'done' ? loaded.data.account : null);

  const ordered = useMemo(() => {
    const list = current?.Wallets ?? [];
    const focus = focusWalletId?.toLowerCase();
    return [...list.filter((w) => w.WalletID.toLowerCase() === focus), ...list.filter((w) => w.WalletID.toLowerCase() !== focus)];
  }, [current, focusWalletId]);

  const walletSaved = useCallback((saved: AccountWalletInformation) => {
    setAccount((before) => {
      const base = before ?? (loaded.status === 'done' ? loaded.data.account : null);
      return base && { ...base, Wallets: base.Wallets.map((wallet) => (wallet.WalletID === saved.WalletID ? saved : wallet)) };
    });
  }, [loaded]);

  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failed' || current === null) return <LoadFailed />;
  const { grades, countries } = loaded.data;
  const readOnly = !current.MayChange;
  const wallets = children ?? loaded.data.children;
  const child = (walletId: string) => wallets.find((wallet) => wallet.WalletID.toLowerCase() === walletId.toLowerCase()) ?? null;
  // A school card added in the dialog shows at once; a failed reload keeps what the page had.
  const reloadChildren = () => void fetchChildren().then(setChildren, () => undefined);

  return (
    <Stack as="section" gap="6" aria-labelledby="account-title" data-testid="account-page">
      <PageTitle id="account-title" title={t('account.title')} intro={t('account.intro')} />
      <RefusalNote refusal={current.ChangeRefusal} />
      <UserDetailsForm account={current} countries={countries} readOnly={readOnly} onSaved={setAccount} />
      <Separator />
      <EmailForm account={current} readOnly={readOnly} onSaved={setAccount} />
      {!readOnly && (
        <>
          <Separator />
          <PasswordForm />
        </>
      )}
      <Separator />
      <Stack as="section" gap="3" aria-labelledby="account-wallets-title">
        <Heading as="h2" size="md" id="account-wallets-title">{t('account.wallets.title')}</Heading>
        {ordered.length === 0 && <Text>{t('account.wallets.none')}</Text>}
        {ordered.map((wallet) => {
          const known = child(wallet.WalletID);
          return (
            <WalletInformationForm
              key={wallet.WalletID}
              wallet={wallet}
              child={known}
              countries={countries}
              gradeOptions={gradeOptionsFor(wallet, grades)}
              readOnly={readOnly}
              mayChangePicture={mayChangePicture(roles)}
              onAddSchoolCard={known ? () => setSchoolCardFor(known) : null}
              onSaved={walletSaved}
            />
          );
        })}
      </Stack>
      <Separator />
      <DataExportSection />
      {schoolCardFor && (
        <Suspense fallback={null}>
          <SchoolCardDialog
            wallet={schoolCardFor}
            onClose={() => setSchoolCardFor(null)}
            onSaved={() => {
              setSchoolCardFor(null);
              reloadChildren();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
