/** The messages page's texts (key 'messages'). */
export const messagesTexts = {
  da: {
    messages: {
      title: 'Beskeder',
      mobileNumber: 'Mobilnummer',
      show: 'Vis beskeder',
      window: 'Sendt fra {{from}} til {{to}}',
      defaultWindow: 'Sendt de seneste 10 dage',
      none: 'Ingen beskeder i perioden.',
      channels: { sms: 'SMS', email: 'E-mail' },
      kinds: { receipt: 'Kvittering', failed_refill: 'Fejlet betaling', invitation: 'Invitation', refund: 'Refusion', low_balance: 'Lav saldo' },
    },
  },
  en: {
    messages: {
      title: 'Messages',
      mobileNumber: 'Mobile number',
      show: 'Show messages',
      window: 'Sent from {{from}} to {{to}}',
      defaultWindow: 'Sent in the last 10 days',
      none: 'No messages in the period.',
      channels: { sms: 'Text message', email: 'E-mail' },
      kinds: { receipt: 'Receipt', failed_refill: 'Failed payment', invitation: 'Invitation', refund: 'Refund', low_balance: 'Low balance' },
    },
  },
};
