// The notice to a staff account that an authenticator was set up on it (issue 57, item 2;
// payload { friendlyName, at, locale }), in the language of the admin screen it was set up
// from. A thief who knows the password could add their own: the notice tells the owner, and
// what to do if it was not them.
import { escapeHtml, htmlLayout } from '../message.ts';
import { formatWhen, type Template } from './context.ts';
import { mailLocale, type Words } from './language.ts';

const WORDS: Words<{
  subject: string; added: (name: string, date: string, time: string) => string; yours: string; notYours: string;
}> = {
  en: {
    subject: 'A new authenticator was added to your admin account',
    added: (name, date, time) =>
      `An authenticator app named "${name}" was set up for two-step sign-in to your admin account on ${date} at ${time}.`,
    yours: 'If it was you, there is nothing to do.',
    notYours: 'If it was not you, someone else knows your password: tell a super admin at once, so they can reset your two-step sign-in, and change your password.',
  },
  es: {
    subject: 'Se agregó un autenticador nuevo a su cuenta de administración',
    added: (name, date, time) =>
      `Se configuró una aplicación de autenticación llamada "${name}" para el inicio de sesión en dos pasos de su cuenta de administración el ${date} a las ${time}.`,
    yours: 'Si fue usted, no tiene que hacer nada.',
    notYours: 'Si no fue usted, alguien más conoce su contraseña: avise de inmediato a un superadministrador para que restablezca su inicio de sesión en dos pasos, y cambie su contraseña.',
  },
};

export const authenticatorAdded: Template = async (payload) => {
  const at = new Date(String(payload.at ?? ''));
  if (typeof payload.friendlyName !== 'string' || Number.isNaN(at.getTime())) return null;
  const locale = mailLocale(payload.locale);
  const w = WORDS[locale];
  const when = formatWhen(at, locale);
  const lines = [w.added(payload.friendlyName, when.date, when.time), w.yours, w.notYours];
  return {
    subject: w.subject,
    text: lines.join('\n\n'),
    html: htmlLayout(w.subject, lines.map(escapeHtml), locale),
  };
};
