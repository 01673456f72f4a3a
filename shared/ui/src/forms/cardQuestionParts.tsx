import { Button, HStack, Text, type DialogParts } from '@kk/ui';

/** The card question's words, in the caller's namespace (the cart asks about the cart, the food plan about a period). */
export interface CardQuestionTexts {
  title: string;
  body: string;
  /** Pay by card on the provider's page. */
  card: string;
  mobilePay: string;
  /** Cancel what was reserved. */
  no: string;
}

/** The answer the checkout takes (@kk/platform/payments answerCardQuestion). */
export type CardAnswer = 'card' | 'mobilepay' | false;

/**
 * "The balance is too low: pay by card or MobilePay?" (spec section 4, the cart payment
 * flow's step 5), as the parts of the dialog the payment runs in: no, card, MobilePay.
 * `testId` names the dialog; its buttons are `{testId}-no`, `-yes` and `-mobilepay`.
 */
export function cardQuestionParts({ texts, testId, onAnswer }: { texts: CardQuestionTexts; testId: string; onAnswer: (answer: CardAnswer) => void }): DialogParts {
  return {
    title: texts.title,
    testId,
    body: <Text>{texts.body}</Text>,
    footer: (
      <HStack gap="3" flexWrap="wrap" justify="flex-end">
        <Button variant="outline" onClick={() => onAnswer(false)} data-testid={`${testId}-no`}>{texts.no}</Button>
        <Button onClick={() => onAnswer('card')} data-testid={`${testId}-yes`}>{texts.card}</Button>
        <Button onClick={() => onAnswer('mobilepay')} data-testid={`${testId}-mobilepay`}>{texts.mobilePay}</Button>
      </HStack>
    ),
  };
}
