/** An e-mail's three parts: subject, plain text and simple HTML with the same words. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** What every Navalha e-mail says, in the order it says it. */
export interface EmailLayoutInput {
  /** The sender's name at the top and in the subject: the shop's name, or 'Navalha'. */
  senderName: string;
  title: string;
  /** The first name the greeting uses ('Olá, Carlos!'); empty words fall back to 'cliente'. */
  recipientName: string;
  paragraphs: readonly string[];
  /** The one button, and its address written out in the plain text. */
  action: { label: string; url: string } | null;
  footer: string;
}

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

function greetingName(name: string): string {
  return name.trim().split(/\s+/)[0] || 'cliente';
}

/**
 * A short pt-BR e-mail: greeting, paragraphs, one button, footer; as plain text and as simple
 * inline-styled HTML that mail clients render alike. Everything typed by users is escaped.
 */
export function renderEmail(input: EmailLayoutInput): EmailContent {
  const name = greetingName(input.recipientName);
  const text = [
    `Olá, ${name}!`,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    `— ${input.senderName}`,
    input.footer,
    '',
  ].join('\n');
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#111827;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(input.action.label)}</a></p>`
    : '';
  const paragraphs = input.paragraphs
    .map((paragraph) => `<p style="margin:0 0 8px">${escapeHtml(paragraph)}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:480px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;margin:0 0 16px">${escapeHtml(input.senderName)}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(input.title)}</h1>
<p style="margin:0 0 8px">Olá, ${escapeHtml(name)}!</p>
${paragraphs}
${button}
</div>
<p style="font-size:12px;color:#6b7280;margin-top:16px">${escapeHtml(input.footer)}</p>
</div>
</body>
</html>
`;
  return { subject: `${input.title} · ${input.senderName}`, text, html };
}
