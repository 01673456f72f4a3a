import { formatOre } from '@kk/domain';
import type { CardField, CardFieldError } from './card-form';
import type { SandboxSession } from './state';
import { TEST_CARDS } from './protocol';
import { SANDBOX_TEXTS, type SandboxLanguage, type SandboxTexts } from './texts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

const groupedNumber = (cardNumber: string) => cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

function layout(language: SandboxLanguage, title: string, body: string): string {
  const t = SANDBOX_TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${t.banner} · ${title}`)}</title>
<link rel="stylesheet" href="/sandbox.css">
</head>
<body>
<div class="banner" role="note"><strong>${escapeHtml(t.banner)}</strong> <span>${escapeHtml(t.bannerDetail)}</span></div>
${body}
</body>
</html>`;
}

function languageSwitch(language: SandboxLanguage, path: string): string {
  const t = SANDBOX_TEXTS[language];
  const other: SandboxLanguage = language === 'da' ? 'en' : 'da';
  return `<nav class="language" aria-label="${escapeHtml(t.languageNav)}"><a href="${escapeHtml(`${path}?lang=${other}`)}" lang="${other}" hreflang="${other}">${escapeHtml(t.otherLanguage)}</a></nav>`;
}

/** What is paid and to whom, as the card page and MobilePay's page show it. */
function paymentDetails(amountLabel: string, amount: string, session: SandboxSession): string {
  return `<dl class="details"><div><dt>${escapeHtml(amountLabel)}</dt><dd class="amount">${escapeHtml(amount)}</dd></div><div><dt>${escapeHtml(session.merchant)}</dt><dd>${escapeHtml(session.description)}</dd></div></dl>`;
}

/** The secondary button under a page's form that gives up: the card page's cancel, MobilePay's reject. */
function cancelForm(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}" class="cancel">
<button type="submit" class="secondary">${escapeHtml(label)}</button>
</form>`;
}

function testCardTable(t: SandboxTexts): string {
  const rows = TEST_CARDS.map(
    (card) => `<tr><td><code>${groupedNumber(card.number)}</code></td><td>${escapeHtml(t.outcomes[card.outcome])}</td></tr>`,
  ).join('');
  return `<section class="test-cards" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">${escapeHtml(t.testCardsTitle)}</h2>
<table>
<thead><tr><th scope="col">${escapeHtml(t.testCardNumber)}</th><th scope="col">${escapeHtml(t.testCardResult)}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<p>${escapeHtml(t.testCardsHint)}</p>
</section>`;
}

interface FieldSpec {
  name: CardField;
  label: string;
  hint: string;
  autocomplete: string;
  inputmode: string;
  maxlength: number;
  value: string;
}

function field(spec: FieldSpec, error: CardFieldError | undefined, t: SandboxTexts, autofocus: boolean): string {
  const describedBy = [`${spec.name}-hint`, ...(error ? [`${spec.name}-error`] : [])].join(' ');
  return `<div class="field${error ? ' has-error' : ''}">
<label for="${spec.name}">${escapeHtml(spec.label)}</label>
<p class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</p>
${error ? `<p class="error" id="${spec.name}-error"><span aria-hidden="true">⚠ </span>${escapeHtml(t.fieldErrors[error])}</p>` : ''}
<input id="${spec.name}" name="${spec.name}" type="text" inputmode="${spec.inputmode}" autocomplete="${spec.autocomplete}" maxlength="${spec.maxlength}" required aria-required="true" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}${autofocus ? ' autofocus' : ''} value="${escapeHtml(spec.value)}" spellcheck="false">
</div>`;
}

export interface CardPageInput {
  session: SandboxSession;
  language: SandboxLanguage;
  errors?: Partial<Record<CardField, CardFieldError>>;
  /** The expiry as typed, kept after an error; the number and the CVC are never sent back. */
  expiry?: string;
}

/** The hosted page on which a payer saves a card or pays: a plain form, usable without JavaScript. */
export function cardPage({ session, language, errors = {}, expiry = '' }: CardPageInput): string {
  const t = SANDBOX_TEXTS[language];
  const registering = session.kind === 'card_registration';
  const title = registering ? t.registerTitle : t.payTitle;
  const amount = formatOre(session.amountOre, language);
  const action = `/session/${encodeURIComponent(session.id)}?lang=${language}`;
  const failed = (Object.keys(errors) as CardField[]).filter((name) => errors[name] !== undefined);
  const summary =
    failed.length === 0
      ? ''
      : `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">${escapeHtml(t.errorSummaryTitle)}</h2>
<ul>${failed.map((name) => `<li><a href="#${name}">${escapeHtml(t.fieldErrors[errors[name] as CardFieldError])}</a></li>`).join('')}</ul>
</div>`;
  const fields: FieldSpec[] = [
    { name: 'cardNumber', label: t.cardNumber, hint: t.cardNumberHint, autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23, value: '' },
    { name: 'expiry', label: t.expiry, hint: t.expiryHint, autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: 7, value: expiry },
    { name: 'cvc', label: t.cvc, hint: t.cvcHint, autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4, value: '' },
  ];
  const details = registering
    ? `<dl class="details"><div><dt>${escapeHtml(t.cardType)}</dt><dd>${escapeHtml(session.merchant)}</dd></div></dl><p class="note">${escapeHtml(t.registrationNote)}</p>`
    : paymentDetails(t.amount, amount, session);
  return layout(
    language,
    title,
    `<main class="panel" aria-labelledby="title">
<p class="provider">${escapeHtml(t.provider)}</p>
<h1 id="title">${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(registering ? t.registerLead : t.payLead)}</p>
${details}
${summary}
<form method="post" action="${escapeHtml(action)}" novalidate>
${fields.map((spec, index) => field(spec, errors[spec.name], t, failed.length === 0 && index === 0)).join('\n')}
<button type="submit" class="primary">${escapeHtml(registering ? t.saveCard : t.pay(amount))}</button>
</form>
${cancelForm(`/session/${encodeURIComponent(session.id)}/cancel?lang=${language}`, t.cancel)}
${testCardTable(t)}
${languageSwitch(language, `/session/${encodeURIComponent(session.id)}`)}
</main>`,
  );
}

export interface MobilePayPageInput {
  session: SandboxSession;
  language: SandboxLanguage;
  /** The number as typed, after it was refused. */
  enteredNumber?: string;
  invalidNumber?: boolean;
  /** How long the payer has to approve, whole minutes (at least 1). */
  minutes: number;
}

/**
 * The MobilePay approval page: first the payer's Danish mobile number, then "approve in
 * the app" with Approve and Reject buttons, which stand in for the phone. Plain forms.
 */
export function mobilePayPage({ session, language, enteredNumber = '', invalidNumber = false, minutes }: MobilePayPageInput): string {
  const t = SANDBOX_TEXTS[language];
  const m = session.kind === 'agreement' ? t.mobilePayAgreement : t.mobilePay;
  const amount = formatOre(session.amountOre, language);
  const base = `/mobilepay/${encodeURIComponent(session.id)}`;
  const details = paymentDetails(m.amountLabel ?? t.amount, amount, session);
  const number = session.mobileNumber ?? null;
  if (number !== null && number !== undefined) {
    return layout(
      language,
      m.approveTitle,
      `<main class="panel" aria-labelledby="title">
<p class="provider">MobilePay · ${escapeHtml(t.provider)}</p>
<h1 id="title" tabindex="-1" autofocus>${escapeHtml(m.approveTitle)}</h1>
<p class="lead" role="status">${escapeHtml(m.approveLead(`${number.slice(0, 2)} ${number.slice(2, 4)} ${number.slice(4, 6)} ${number.slice(6)}`))}</p>
${details}
<p class="note">${escapeHtml(m.timeLimit(minutes))}</p>
<p class="note">${escapeHtml(m.phoneNote)}</p>
<form method="post" action="${escapeHtml(`${base}/approve?lang=${language}`)}">
<button type="submit" class="primary">${escapeHtml(m.approve(amount))}</button>
</form>
${cancelForm(`${base}/reject?lang=${language}`, m.reject)}
${languageSwitch(language, base)}
</main>`,
    );
  }
  const describedBy = `mobileNumber-hint${invalidNumber ? ' mobileNumber-error' : ''}`;
  const summary = invalidNumber
    ? `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">
<h2 id="error-summary-title">${escapeHtml(t.errorSummaryTitle)}</h2>
<ul><li><a href="#mobileNumber">${escapeHtml(m.invalidNumber)}</a></li></ul>
</div>`
    : '';
  return layout(
    language,
    m.title,
    `<main class="panel" aria-labelledby="title">
<p class="provider">MobilePay · ${escapeHtml(t.provider)}</p>
<h1 id="title">${escapeHtml(m.title)}</h1>
<p class="lead">${escapeHtml(m.lead)}</p>
${details}
${summary}
<form method="post" action="${escapeHtml(`${base}?lang=${language}`)}" novalidate>
<div class="field${invalidNumber ? ' has-error' : ''}">
<label for="mobileNumber">${escapeHtml(m.mobileNumber)}</label>
<p class="hint" id="mobileNumber-hint">${escapeHtml(m.mobileNumberHint)}</p>
${invalidNumber ? `<p class="error" id="mobileNumber-error"><span aria-hidden="true">⚠ </span>${escapeHtml(m.invalidNumber)}</p>` : ''}
<input id="mobileNumber" name="mobileNumber" type="tel" inputmode="numeric" autocomplete="tel-national" maxlength="11" required aria-required="true" aria-describedby="${describedBy}"${invalidNumber ? ' aria-invalid="true"' : ''} autofocus value="${escapeHtml(enteredNumber)}" spellcheck="false">
</div>
<button type="submit" class="primary">${escapeHtml(m.next)}</button>
</form>
${cancelForm(`${base}/reject?lang=${language}`, t.cancel)}
${languageSwitch(language, base)}
</main>`,
  );
}

export function messagePage(language: SandboxLanguage, kind: 'expired' | 'processing'): string {
  const t = SANDBOX_TEXTS[language];
  const [title, body] = kind === 'expired' ? [t.expiredTitle, t.expiredBody] : [t.processingTitle, t.processingBody];
  return layout(language, title, `<main class="panel" aria-labelledby="title"><p class="provider">${escapeHtml(t.provider)}</p><h1 id="title">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></main>`);
}

export function indexPage(language: SandboxLanguage): string {
  const t = SANDBOX_TEXTS[language];
  return layout(
    language,
    t.indexTitle,
    `<main class="panel" aria-labelledby="title"><p class="provider">${escapeHtml(t.provider)}</p><h1 id="title">${escapeHtml(t.indexTitle)}</h1><p>${escapeHtml(t.indexBody)}</p>${testCardTable(t)}${languageSwitch(language, '/')}</main>`,
  );
}

/** Neutral, high-contrast, large targets; the focus ring is always visible. */
export const SANDBOX_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1b1f24;background:#eef0f3}
.banner{background:repeating-linear-gradient(135deg,#ffd500 0 18px,#ffe766 18px 36px);color:#111;padding:.6rem 1rem;text-align:center;border-bottom:3px solid #111}
.banner strong{display:inline-block;background:#111;color:#ffd500;padding:.1rem .6rem;margin-right:.5rem;letter-spacing:.2em;border-radius:3px}
.panel{max-width:34rem;margin:2rem auto;background:#fff;border:1px solid #c9ced6;border-radius:10px;padding:1.5rem 1.75rem;box-shadow:0 2px 8px rgba(0,0,0,.06)}
.provider{margin:0;color:#4a5360;font-size:.875rem;text-transform:uppercase;letter-spacing:.08em}
h1{margin:.25rem 0 .5rem;font-size:1.6rem}
h2{font-size:1.1rem;margin:0 0 .5rem}
.lead,.note{color:#3b434e}
.details{display:grid;gap:.25rem;margin:1rem 0;padding:.75rem 1rem;background:#f5f6f8;border-radius:6px}
.details div{display:flex;justify-content:space-between;gap:1rem}
.details dt{color:#4a5360}.details dd{margin:0;font-weight:600}
.details .amount{font-size:1.25rem}
.field{margin:1rem 0}
label{display:block;font-weight:600}
.hint{margin:.1rem 0 .35rem;color:#4a5360;font-size:.9rem}
input{width:100%;font:inherit;font-size:1.1rem;padding:.6rem .7rem;border:2px solid #6b7480;border-radius:6px;background:#fff;color:#1b1f24;letter-spacing:.04em}
.has-error input{border-color:#b3261e}
.error{margin:.1rem 0 .35rem;color:#b3261e;font-weight:600}
:focus-visible{outline:3px solid #0b57d0;outline-offset:3px}
input:focus{outline:3px solid #0b57d0;outline-offset:2px}
button{font:inherit;font-weight:600;border-radius:6px;padding:.75rem 1.25rem;cursor:pointer;width:100%}
.primary{background:#1f2937;color:#fff;border:2px solid #1f2937;margin-top:.5rem}
.primary:hover{background:#374151}
.secondary{background:#fff;color:#1f2937;border:2px solid #6b7480}
.cancel{margin-top:.75rem}
.error-summary{border:3px solid #b3261e;border-radius:6px;padding:.75rem 1rem;margin:1rem 0;background:#fdf2f1}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b3261e;font-weight:600}
.test-cards{margin-top:1.75rem;padding-top:1rem;border-top:1px dashed #9aa3ad}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #e1e4e8;vertical-align:top}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:nowrap}
.language{margin-top:1rem;text-align:right}
.language a{color:#0b57d0}
@media (prefers-reduced-motion:no-preference){button{transition:background .15s}}
`;
