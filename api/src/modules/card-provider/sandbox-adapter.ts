import { z } from 'zod';
import { checkProviderSignature, DEFAULT_SIGNATURE_TOLERANCE_SECONDS, PROVIDER_SIGNATURE_HEADER, signedRequestLine, signProviderMessage } from '@kk/card-sandbox/protocol';
import type { CardProviderAdapter, ChargeResult, ProviderSettlementFile, PaymentMethod, ProviderAgreementStatus, ProviderChargeStatus, ProviderNotification, ProviderPaymentStatus } from './adapter';
import { CardProviderUnavailableError } from './errors';

export interface SandboxCardProviderOptions {
  /** The sandbox server as this API reaches it (server to server). */
  baseUrl: string;
  /** The shared HMAC secret (CARD_PROVIDER_SECRET). */
  secret: string;
  /** Where the provider posts its notifications: this API's /api/CardProvider/Notification. */
  notificationUrl: string;
  /** How long one call to the provider may take before it counts as a time-out. */
  timeoutMs: number;
  /** The merchant name shown on hosted payment pages and sent back as `merchant`. */
  merchantName: string;
  toleranceSeconds?: number;
  now?: () => Date;
}

const Ore = z.number().int().positive();

const NotificationBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card_registered'),
    eventId: z.string().min(1).max(200),
    registrationId: z.string().min(1).max(200),
    token: z.string().min(8).max(200),
    brand: z.string().min(1).max(30),
    last4: z.string().regex(/^\d{4}$/),
    expiryMonth: z.number().int().min(1).max(12),
    expiryYear: z.number().int().min(2000).max(2200),
  }),
  z.object({ kind: z.literal('card_registration_failed'), eventId: z.string().min(1).max(200), registrationId: z.string().min(1).max(200), reason: z.string().max(200) }),
  z.object({
    kind: z.literal('agreement_approved'),
    eventId: z.string().min(1).max(200),
    agreementId: z.string().min(1).max(200),
    agreementToken: z.string().min(8).max(200),
    mobileNumberLast4: z.string().regex(/^\d{4}$/),
  }),
  z.object({ kind: z.literal('agreement_failed'), eventId: z.string().min(1).max(200), agreementId: z.string().min(1).max(200), reason: z.string().max(200) }),
  z.object({ kind: z.literal('payment_completed'), eventId: z.string().min(1).max(200), paymentId: z.string().min(1).max(200), providerTransactionId: z.string().min(1).max(200), amountOre: Ore }),
  z.object({
    kind: z.literal('payment_failed'),
    eventId: z.string().min(1).max(200),
    paymentId: z.string().min(1).max(200),
    reason: z.string().max(200),
    providerTransactionId: z.string().min(1).max(200).optional(),
  }),
]);

const PaymentStatusAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('approved'), providerTransactionId: z.string().min(1).max(200), amountOre: Ore }),
  z.object({ status: z.literal('rejected'), reason: z.string().max(200) }),
  z.object({ status: z.enum(['pending', 'expired', 'unknown']) }),
]);

const AgreementStatusAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('approved'), agreementToken: z.string().min(8).max(200), mobileNumberLast4: z.string().regex(/^[0-9]{4}$/) }),
  z.object({ status: z.literal('rejected'), reason: z.string().max(200) }),
  z.object({ status: z.enum(['pending', 'expired', 'unknown']) }),
]);

const ChargeStatusAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('approved'), providerTransactionId: z.string().min(1).max(200), amountOre: Ore }),
  z.object({ status: z.enum(['declined', 'insufficient_funds']), message: z.string().max(500) }),
  z.object({ status: z.enum(['pending', 'unknown']) }),
]);

const SessionCreated = z.object({ sessionId: z.string(), redirectUrl: z.string().url() });

const SettlementFileAnswer = z.object({
  method: z.enum(['card', 'mobilepay']),
  date: z.string(),
  lines: z.array(z.object({ type: z.enum(['charge', 'refund', 'fee']), reference: z.string().nullable(), providerTransactionId: z.string(), amountOre: z.number().int(), bookedAt: z.string() })),
  totals: z.object({ chargedOre: z.number().int(), refundedOre: z.number().int(), feesOre: z.number().int() }),
});

const ChargeAnswer = z.union([
  z.object({ status: z.literal('approved'), providerTransactionId: z.string().min(1) }),
  z.object({ status: z.enum(['declined', 'insufficient_funds', 'timeout', 'error']), message: z.string() }),
]);

/**
 * The card provider adapter for the sandbox provider (`@kk/card-sandbox`, sandbox/): HTTP calls
 * signed with the shared secret, notifications checked against it. A call that does not
 * answer in time is a time-out; charges and refunds carry the caller's reference, so
 * repeating one after a time-out cannot move money twice.
 */
export class SandboxCardProvider implements CardProviderAdapter {
  private readonly now: () => Date;

  constructor(private readonly options: SandboxCardProviderOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async startCardRegistration(input: { registrationId: string; cardType: string; returnUrl: string; language?: 'da' | 'en' }) {
    const answer = await this.call('/api/sessions', {
      kind: 'card_registration',
      registrationId: input.registrationId,
      cardType: input.cardType,
      returnUrl: input.returnUrl,
      notificationUrl: this.options.notificationUrl,
      language: input.language,
    });
    return { redirectUrl: SessionCreated.parse(answer.body).redirectUrl };
  }

  async startHostedPayment(input: { method?: PaymentMethod; paymentId: string; amountOre: number; description: string; returnUrl: string; language?: 'da' | 'en' }) {
    const answer = await this.call('/api/sessions', {
      kind: 'payment',
      method: input.method ?? 'card',
      paymentId: input.paymentId,
      merchant: this.options.merchantName,
      amountOre: input.amountOre,
      description: input.description,
      returnUrl: input.returnUrl,
      notificationUrl: this.options.notificationUrl,
      language: input.language,
    });
    return { redirectUrl: SessionCreated.parse(answer.body).redirectUrl };
  }

  async paymentStatus(input: { paymentId: string }): Promise<ProviderPaymentStatus> {
    const answer = await this.call(`/api/payments/${encodeURIComponent(input.paymentId)}`, null);
    const parsed = PaymentStatusAnswer.safeParse(answer.body);
    if (!parsed.success) throw new CardProviderUnavailableError(false, `Unexpected payment status from the card provider (HTTP ${answer.status})`);
    return parsed.data;
  }

  async agreementStatus(input: { agreementId: string }): Promise<ProviderAgreementStatus> {
    const answer = await this.call(`/api/agreements/${encodeURIComponent(input.agreementId)}`, null);
    const parsed = AgreementStatusAnswer.safeParse(answer.body);
    if (!parsed.success) throw new CardProviderUnavailableError(false, `Unexpected agreement status from the card provider (HTTP ${answer.status})`);
    return parsed.data;
  }

  async startAgreement(input: { agreementId: string; maxAmountOre: number; description: string; returnUrl: string; language?: 'da' | 'en' }) {
    const answer = await this.call('/api/sessions', {
      kind: 'agreement',
      agreementId: input.agreementId,
      merchant: this.options.merchantName,
      maxAmountOre: input.maxAmountOre,
      description: input.description,
      returnUrl: input.returnUrl,
      notificationUrl: this.options.notificationUrl,
      language: input.language,
    });
    return { redirectUrl: SessionCreated.parse(answer.body).redirectUrl };
  }

  chargeAgreement(input: { agreementToken: string; amountOre: number; reference: string; description: string }): Promise<ChargeResult> {
    return this.moneyCall('/api/agreements/charges', input);
  }

  async stopAgreement(input: { agreementToken: string }): Promise<void> {
    await this.call('/api/agreements/stop', { agreementToken: input.agreementToken });
  }

  chargeSavedCard(input: { token: string; amountOre: number; reference: string; description: string }): Promise<ChargeResult> {
    return this.moneyCall('/api/charges', input);
  }

  async settlementFile(input: { method: 'card' | 'mobilepay'; date: string }): Promise<ProviderSettlementFile> {
    const answer = await this.call(`/api/settlements/${input.method}/${encodeURIComponent(input.date)}`, null);
    const parsed = SettlementFileAnswer.safeParse(answer.body);
    if (!parsed.success) throw new CardProviderUnavailableError(false, `Unexpected settlement file from the card provider (HTTP ${answer.status})`);
    return parsed.data;
  }

  async recordSeededCharges(charges: readonly { reference: string; method: 'card' | 'mobilepay'; amountOre: number; chargedAt: string }[]): Promise<void> {
    // The sandbox takes at most 10,000 a call.
    for (let start = 0; start < charges.length; start += 10_000) {
      const answer = await this.call('/api/sandbox/seeded-charges', { charges: charges.slice(start, start + 10_000) });
      if (answer.status !== 200) throw new CardProviderUnavailableError(false, `The sandbox refused the seeded charges (HTTP ${answer.status})`);
    }
  }

  async chargeStatus(input: { reference: string; of?: 'card' | 'agreement' }): Promise<ProviderChargeStatus> {
    const path = input.of === 'agreement' ? '/api/agreements/charges/' : '/api/charges/';
    const answer = await this.call(`${path}${encodeURIComponent(input.reference)}`, null);
    const parsed = ChargeStatusAnswer.safeParse(answer.body);
    if (!parsed.success) throw new CardProviderUnavailableError(false, `Unexpected charge status from the card provider (HTTP ${answer.status})`);
    return parsed.data;
  }

  refund(input: { providerTransactionId: string; amountOre: number; reference: string }): Promise<ChargeResult> {
    return this.moneyCall('/api/refunds', input);
  }

  payToCard(input: { token: string; amountOre: number; reference: string; description: string }): Promise<ChargeResult> {
    return this.moneyCall('/api/payouts', input);
  }

  async deleteCard(input: { token: string }): Promise<void> {
    await this.call('/api/cards/delete', { token: input.token });
  }

  verifyNotification(rawBody: string, headers: Readonly<Record<string, string | undefined>>): ProviderNotification | null {
    const check = checkProviderSignature(
      this.options.secret,
      rawBody,
      headers[PROVIDER_SIGNATURE_HEADER],
      Math.floor(this.now().getTime() / 1000),
      this.options.toleranceSeconds ?? DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
    );
    if (!check.valid) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = NotificationBody.safeParse(json);
    return parsed.success ? parsed.data : null;
  }

  private async moneyCall(path: string, body: object): Promise<ChargeResult> {
    try {
      const answer = await this.call(path, body, [504]);
      const parsed = ChargeAnswer.safeParse(answer.body);
      if (!parsed.success) return { status: 'error', message: `Unexpected answer from the card provider (HTTP ${answer.status})` };
      return parsed.data;
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) return { status: error.timedOut ? 'timeout' : 'error', message: error.message };
      throw error;
    }
  }

  /** A signed POST of `payload`, or, with null, a signed GET (the request line signed). */
  private async call(path: string, payload: object | null, acceptedErrorStatuses: readonly number[] = []): Promise<{ status: number; body: unknown }> {
    const body = payload === null ? null : JSON.stringify(payload);
    const timestamp = Math.floor(this.now().getTime() / 1000);
    const url = new URL(path, this.options.baseUrl);
    let response: Response;
    try {
      response = await fetch(
        url,
        body === null
          ? {
              method: 'GET',
              headers: { [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(this.options.secret, signedRequestLine('GET', `${url.pathname}${url.search}`), timestamp) },
              signal: AbortSignal.timeout(this.options.timeoutMs),
            }
          : {
              method: 'POST',
              headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(this.options.secret, body, timestamp) },
              body,
              signal: AbortSignal.timeout(this.options.timeoutMs),
            },
      );
    } catch (error) {
      // Checked by name, not instanceof: fetch's DOMException may come from another realm.
      const { name, message } = error as { name?: string; message?: string };
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new CardProviderUnavailableError(timedOut, timedOut ? 'The card provider did not answer in time' : `The card provider cannot be reached: ${message ?? String(error)}`);
    }
    const text = await response.text();
    if (!response.ok && !acceptedErrorStatuses.includes(response.status)) {
      throw new CardProviderUnavailableError(false, `The card provider answered HTTP ${response.status}: ${text.slice(0, 200)}`);
    }
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new CardProviderUnavailableError(false, `The card provider answered something that is not JSON (HTTP ${response.status})`);
    }
  }
}

/** The product's card provider: the sandbox server at CARD_PROVIDER_URL. */
export function sandboxCardProviderFrom(config: { url: string; secret: string; notificationUrl: string; timeoutMs: number; merchantName: string }): SandboxCardProvider {
  return new SandboxCardProvider({
    baseUrl: config.url,
    secret: config.secret,
    notificationUrl: config.notificationUrl,
    timeoutMs: config.timeoutMs,
    merchantName: config.merchantName,
  });
}
