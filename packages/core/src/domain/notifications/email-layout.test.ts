import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-layout.js';

const base = {
  senderName: 'Barbearia do Zé',
  title: 'Redefinir senha',
  recipientName: '  Carlos  Silva ',
  paragraphs: ['Recebemos um pedido.', 'O link vale por 1 hora.'],
  action: {
    label: 'Criar nova senha',
    url: 'https://agenda.example.com/redefinir-senha?token=abc',
  },
  footer: 'Se não foi você, ignore este e-mail.',
};

describe('renderEmail', () => {
  it('says the same words in plain text and HTML, with the sender in the subject', () => {
    const email = renderEmail(base);
    expect(email.subject).toBe('Redefinir senha · Barbearia do Zé');
    expect(email.text).toBe(
      [
        'Olá, Carlos!',
        '',
        'Recebemos um pedido.',
        '',
        'O link vale por 1 hora.',
        '',
        'Criar nova senha: https://agenda.example.com/redefinir-senha?token=abc',
        '',
        '— Barbearia do Zé',
        'Se não foi você, ignore este e-mail.',
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('<p style="margin:0 0 8px">O link vale por 1 hora.</p>');
    expect(email.html).toContain(
      'href="https://agenda.example.com/redefinir-senha?token=abc" style="background:#111827',
    );
    expect(email.html).toContain('>Criar nova senha</a>');
  });

  it('escapes what users typed and leaves the button out when there is no action', () => {
    const email = renderEmail({
      ...base,
      senderName: 'Zé & Filhos <b>',
      recipientName: '<script>x</script>',
      action: null,
    });
    expect(email.html).toContain('Zé &amp; Filhos &lt;b&gt;');
    expect(email.html).toContain('Olá, &lt;script&gt;x&lt;/script&gt;!');
    expect(email.html).not.toContain('<a ');
    expect(email.text).not.toContain('Criar nova senha');
  });

  it('greets "cliente" when the name is blank', () => {
    expect(renderEmail({ ...base, recipientName: '   ' }).text).toMatch(/^Olá, cliente!/);
  });
});
