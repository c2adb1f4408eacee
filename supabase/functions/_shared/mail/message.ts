// What a transport sends, and the transport port.
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** Resolves when the mail is accepted; rejects on any failure (the drain retries). */
  send(message: MailMessage): Promise<void>;
}

/** Escapes text for HTML bodies. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** Wraps paragraphs of escaped text in the simple shared HTML layout, marked with their language. */
export function htmlLayout(title: string, paragraphs: string[], lang: 'en' | 'es' = 'en'): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${p}</p>`).join('\n');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a202c;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
${body}
</body></html>`;
}
