// `@kk/ui/forms`: form fields and dialog steps that only lazily loaded dialogs and pages
// use. Not part of the shared `@kk/ui` chunk (which every page loads first): a remote
// bundles its copy into the chunks that use them. They hold no state and take Chakra
// from `@kk/ui`, so there is still one Chakra and one system.
export { AmountField, decimalText } from './AmountField';
export { CheckboxField } from './CheckboxField';
export { ChoiceGroup, type Choice } from './ChoiceGroup';
export { goToPageParts } from './goToPageParts';
export { cardQuestionParts, type CardAnswer, type CardQuestionTexts } from './cardQuestionParts';
export { missingCardParts } from './missingCardParts';
export { ResultNotice, type ActionResult } from './ResultNotice';
export { DateField, SelectField, TextAreaField } from './SelectField';
export { SettingsFormFooter } from './SettingsFormFooter';
export { SettingsDialog } from './SettingsDialog';
export { SettingsForm, useSettingsSave, type SettingsSave } from './SettingsForm';
export { ProviderReturnNotice, type MobilePayAnswer, type MobilePayFailure, type ProviderAnswerSource, type ProviderReturnTexts } from './ProviderReturnNotice';
export { useProviderAnswer, PROVIDER_POLL_INTERVAL_MS, type ProviderAnswerState } from './useProviderAnswer';
export { useBusyCall } from './useBusyCall';
export { CountInput } from './CountInput';
export { AddedNotice, AddToBasket, OpenCartButton } from './AddToBasket';
