import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/db';
import { DevMailPage } from './dev-mail';
import { mailRoutes } from './routes';
import { MailService } from './service';
import { escapeHtml } from '../../core/mail-compose';
import { noSmsGateway, sandboxSmsGateway, type SmsGateway } from '../sms/gateway';
import { keepMail } from './repository';
import { databaseTransport, smtpTransport, type MailTransport } from './transport';

function transportFor(config: MailConfig): MailTransport {
  return config.transport === 'smtp' && config.smtpUrl !== null ? smtpTransport(config.smtpUrl) : databaseTransport;
}

/** The SMS sandbox keeps each text beside the kept e-mails (channel sms), for the development mail page. */
function smsGatewayFor(config: MailConfig): SmsGateway {
  if (config.smsGateway === 'off') return noSmsGateway;
  return sandboxSmsGateway((q, sms) =>
    keepMail(q, { messageLogId: sms.logId, to: sms.to, subject: `SMS: ${sms.from}`, text: sms.text, html: `<p>${escapeHtml(sms.text)}</p>`, at: sms.at, channel: 'sms' }),
  );
}

interface MailNeeds {
  db: Db;
  clock: Clock;
  config: MailConfig;
}

/** E-mail and text messages for every module: the configured transport and SMS gateway, the message log and the development mail page. */
export const mailModule: ApiModule<MailNeeds, { mail: MailService }> = {
  name: 'mail',
  create: ({ db, clock, config }) => ({ mail: new MailService(db, clock, transportFor(config), config, smsGatewayFor(config)) }),
  routes: async (app, { mail }, { db, config }) => {
    // The development mail page exists only where mail is kept in the database and it is not turned off.
    const devMail = mail.transportKind === 'database' && config.devMailPage ? new DevMailPage(db) : null;
    await app.register(mailRoutes, { devMail });
  },
};
