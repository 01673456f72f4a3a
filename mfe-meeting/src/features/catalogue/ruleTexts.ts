import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { Culture, MeetingAvailability, MeetingProductRule } from '@kk/domain';

/**
 * How the ordering page says a product's window and deadline in words ("Bestil senest kl.
 * 14:00 dagen før"): the app hands the ordering feature's sentences down, so the editor
 * says exactly what staff will read.
 */
export interface MeetingRuleTexts {
  window(product: MeetingProductRule, t: TFunction): string;
  deadline(product: MeetingProductRule, availability: MeetingAvailability | null, t: TFunction, culture: Culture): string;
}

export const RuleTextsContext = createContext<MeetingRuleTexts | null>(null);

export function useRuleTexts(): MeetingRuleTexts {
  const texts = useContext(RuleTextsContext);
  if (texts === null) throw new Error('The meeting catalogue needs the rule texts (MeetingApp hands them down)');
  return texts;
}
