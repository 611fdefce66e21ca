/** What an e-mail copy of a notification needs. */
export interface NotificationEmailInput {
  recipientName: string;
  title: string;
  body: string;
  /** The app path of the notification ('/appointment/…'), or null. */
  link: string | null;
  /** The app's public origin ('https://navalha.example.com'), for the link. */
  appUrl: string;
}

export interface NotificationEmail {
  subject: string;
  text: string;
  html: string;
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
 * The pt-BR e-mail of a notification, as plain text and as simple HTML with the same words
 * (names and reasons typed by users are escaped). The link is the app's own page.
 */
export function renderNotificationEmail(input: NotificationEmailInput): NotificationEmail {
  const name = greetingName(input.recipientName);
  const url = input.link ? `${input.appUrl.replace(/\/+$/, '')}${input.link}` : null;
  const footer = 'Você recebe este e-mail porque tem uma conta na Navalha.';
  const text = [
    `Olá, ${name}!`,
    '',
    input.body,
    ...(url ? ['', `Abrir no app: ${url}`] : []),
    '',
    '— Navalha',
    footer,
    '',
  ].join('\n');
  const button = url
    ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#111827;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Abrir no app</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:480px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;margin:0 0 16px">Navalha</p>
<div style="background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(input.title)}</h1>
<p style="margin:0 0 8px">Olá, ${escapeHtml(name)}!</p>
<p style="margin:0">${escapeHtml(input.body)}</p>
${button}
</div>
<p style="font-size:12px;color:#6b7280;margin-top:16px">${footer}</p>
</div>
</body>
</html>
`;
  return { subject: `${input.title} · Navalha`, text, html };
}
