import { describe, expect, it } from 'vitest';
import {
  accountNoticeEmail,
  emailConfirmationEmail,
  passwordChangedNotice,
  passwordResetEmail,
} from './account-emails.js';

const party = { senderName: 'Barbearia <Central>', recipientName: 'Joana Prado' };

describe('account e-mails', () => {
  it('carries the reset link in both parts, names the shop and says it lasts an hour', () => {
    const url = 'https://navalha.example.com/redefinir-senha?token=abc';
    const email = passwordResetEmail(party, url);
    expect(email.subject).toBe('Redefinir sua senha · Barbearia <Central>');
    expect(email.text).toContain(`Criar nova senha: ${url}`);
    expect(email.text).toContain('vale por 1 hora');
    expect(email.text).toContain('Olá, Joana!');
    expect(email.html).toContain(`href="${url}"`);
    expect(email.html).toContain('Barbearia &lt;Central&gt;');
  });

  it('names the address a confirmation confirms', () => {
    const email = emailConfirmationEmail(party, 'joana@exemplo.com', 'https://x.test/c?token=1');
    expect(email.text).toContain('joana@exemplo.com');
    expect(email.text).toContain('Confirmar e-mail: https://x.test/c?token=1');
  });

  it('words the password-changed e-mail as its bell notice', () => {
    const email = accountNoticeEmail(party, passwordChangedNotice, 'https://x.test/signin');
    expect(email.subject).toBe('Sua senha foi alterada · Barbearia <Central>');
    expect(email.text).toContain(passwordChangedNotice.body);
  });
});
