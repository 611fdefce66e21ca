import { renderEmail } from './email-layout.js';
import type { EmailContent } from './email-layout.js';

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

export type NotificationEmail = EmailContent;

/**
 * The pt-BR e-mail of a notification, as plain text and as simple HTML with the same words
 * (names and reasons typed by users are escaped). The link is the app's own page.
 */
export function renderNotificationEmail(input: NotificationEmailInput): NotificationEmail {
  const url = input.link ? `${input.appUrl.replace(/\/+$/, '')}${input.link}` : null;
  return renderEmail({
    senderName: 'Navalha',
    title: input.title,
    recipientName: input.recipientName,
    paragraphs: [input.body],
    action: url ? { label: 'Abrir no app', url } : null,
    footer: 'Você recebe este e-mail porque tem uma conta na Navalha.',
  });
}
