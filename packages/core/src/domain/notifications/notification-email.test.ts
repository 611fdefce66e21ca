import { describe, expect, it } from 'vitest';
import { renderNotificationEmail } from './notification-email.js';

describe('notification e-mail', () => {
  const email = renderNotificationEmail({
    recipientName: 'Marina Alves',
    title: 'Agendamento recusado',
    body: 'Bruno recusou seu horário. Motivo: <b>fechado</b> & "sem luz"',
    link: '/appointment/a1',
    appUrl: 'https://navalha.example.com',
  });

  it('has the title as subject and greets by first name', () => {
    expect(email.subject).toBe('Agendamento recusado · Navalha');
    expect(email.text.startsWith('Olá, Marina!\n\n')).toBe(true);
    expect(email.html).toContain('Olá, Marina!');
  });

  it('links to the app page in both parts', () => {
    expect(email.text).toContain('Abrir no app: https://navalha.example.com/appointment/a1');
    expect(email.html).toContain('href="https://navalha.example.com/appointment/a1"');
  });

  it('keeps user text as text in the HTML', () => {
    expect(email.html).toContain('&lt;b&gt;fechado&lt;/b&gt; &amp; &quot;sem luz&quot;');
    expect(email.html).not.toContain('<b>fechado</b>');
    expect(email.text).toContain('<b>fechado</b>');
  });

  it('has no link without a path', () => {
    const plain = renderNotificationEmail({
      recipientName: '',
      title: 'T',
      body: 'B',
      link: null,
      appUrl: 'http://localhost:3000',
    });
    expect(plain.text).not.toContain('Abrir no app');
    expect(plain.html).not.toContain('href=');
    expect(plain.text.startsWith('Olá, cliente!')).toBe(true);
  });
});
