// MIME composition through nodemailer's buffer transport (used by the file transport and tests).
// @ts-types="./nodemailer-types.d.ts"
import nodemailer from 'nodemailer';
import type { MailMessage } from '../message.ts';

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export function toNodemailer(m: MailMessage) {
  return {
    from: m.from,
    to: m.to,
    replyTo: m.replyTo,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}

export async function composeEml(m: MailMessage): Promise<string> {
  const info = await composer.sendMail(toNodemailer(m));
  return new TextDecoder().decode(info.message as Uint8Array);
}
