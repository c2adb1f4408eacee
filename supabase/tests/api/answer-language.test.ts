// The API answers a Spanish page in Spanish (http/answer-language.ts): its sentences, never its data.
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';

const SPANISH = { 'accept-language': 'es' };

describe('answers in the language the page asked for', () => {
  it("a Spanish page's invalid contact form gets its field errors in Spanish", async () => {
    const res = await new Client().request('POST', '/contact', { name: 'P', email: 'not-an-email', subject: 'Hola', message: 'corto' }, SPANISH);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.headers.get('vary')).toContain('Accept-Language');
    expect(res.body).toMatchObject({
      error: 'Revise los datos del formulario',
      message: 'El nombre debe tener al menos 2 caracteres',
      fieldErrors: {
        name: ['El nombre debe tener al menos 2 caracteres'],
        email: ['Escriba un correo electrónico válido'],
        subject: ['El asunto debe tener al menos 5 caracteres'],
        message: ['El mensaje debe tener al menos 10 caracteres'],
      },
    });
  });

  it('a Spanish page is thanked in Spanish; the message is stored as written', async () => {
    const res = await new Client().request('POST', '/contact', {
      name: 'Ana Pérez', email: uniqueEmail('es'), subject: 'Pregunta sobre programas', message: 'Quisiera información sobre los programas de día.',
    }, { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Gracias por escribirnos. Le responderemos en un plazo de 24 horas.');
  });

  it('an English page, or a browser that prefers English, gets English', async () => {
    const res = await new Client().request('POST', '/contact', { name: 'P' }, { 'accept-language': 'en-US,es;q=0.8' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.name).toEqual(['Name must be at least 2 characters']);
    expect(res.headers.get('content-language')).toBeNull();
    expect(res.headers.get('vary')).toContain('Accept-Language');
  });

  it('a read that fails answers in Spanish too', async () => {
    const res = await new Client().request('GET', '/events/no-such-event', undefined, SPANISH);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'No encontramos el evento' });
    expect(res.headers.get('content-language')).toBe('es');
  });

  it('data answers are left alone', async () => {
    const res = await new Client().request('GET', '/events', undefined, SPANISH);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers.get('content-language')).toBeNull();
  });
});
