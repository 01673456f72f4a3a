import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/db';
import { DevMailPage } from './dev-mail';
import { mailRoutes } from './routes';
import { MailService } from './service';
import { noSmsGateway, type SmsGateway } from '../sms/gateway';
import { databaseTransport, keptSmsSandbox, smtpTransport, type MailTransport } from './transport';

function transportFor(config: MailConfig): MailTransport {
  return config.transport === 'smtp' && config.smtpUrl !== null ? smtpTransport(config.smtpUrl) : databaseTransport;
}

/** SMS_GATEWAY: the sandbox (the default outside production), or none. */
function smsGatewayFor(config: MailConfig): SmsGateway {
  return config.smsGateway === 'off' ? noSmsGateway : keptSmsSandbox;
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
