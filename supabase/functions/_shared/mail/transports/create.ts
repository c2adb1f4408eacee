// Picks the transport for MAIL_TRANSPORT.
import type { Config } from '../../config.ts';
import type { MailTransport } from '../message.ts';
import { fileTransport, type MailFs } from './file.ts';
import { resendTransport } from './resend.ts';
import { smtpTransport } from './smtp.ts';

export function createTransport(config: Config, fs: MailFs): MailTransport {
  switch (config.MAIL_TRANSPORT) {
    case 'smtp':
      if (!config.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
      return smtpTransport(config.SMTP_URL);
    case 'resend':
      if (!config.RESEND_API_KEY) throw new Error('MAIL_TRANSPORT=resend needs RESEND_API_KEY');
      return resendTransport(config.RESEND_API_KEY);
    default:
      return fileTransport(config.MAIL_DIR, fs);
  }
}
