// SMTP transport (self-hosting) through nodemailer; SMTP_URL like smtps://user:pass@host:465.
// @ts-types="./nodemailer-types.d.ts"
import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from '../message.ts';
import { toNodemailer } from './compose.ts';

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message: MailMessage) {
      await transporter.sendMail(toNodemailer(message));
    },
  };
}
