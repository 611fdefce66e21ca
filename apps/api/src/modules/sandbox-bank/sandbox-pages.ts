import { formatBRL } from '@navalha/core/domain/money';
import { getPaymentMethodLabel } from '@navalha/core/domain/payments/payment-method';
import type { SandboxPaymentRow } from '../../db/schema/sandbox-payments.js';

/**
 * The sandbox gateway's hosted pages, rendered on the server: the checkout (the `paymentUrl`)
 * and the "bank app" where the test payer approves or declines. Plain HTML and forms, no
 * script (the CSP allows only our own scripts); the small inline style is allowed by the CSP's
 * `style-src 'unsafe-inline'`. Every word is pt-BR and every page says 'Ambiente de testes'.
 */

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

const style = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f4f5;color:#18181b}
  main{max-width:420px;margin:0 auto;padding:24px 16px}
  .badge{display:inline-block;background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:600}
  .card{background:#fff;border-radius:16px;padding:20px;margin-top:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
  h1{font-size:22px;margin:16px 0 4px}
  h2{font-size:16px;margin:0 0 8px}
  .muted{color:#52525b;font-size:14px}
  .amount{font-size:28px;font-weight:700;margin:8px 0}
  .qr{display:block;margin:12px auto;width:200px;height:200px}
  textarea{width:100%;min-height:96px;font-family:ui-monospace,monospace;font-size:12px;border:1px solid #d4d4d8;border-radius:8px;padding:8px;resize:none}
  .button{display:block;width:100%;text-align:center;border:0;border-radius:12px;padding:14px;font-size:16px;font-weight:600;cursor:pointer;text-decoration:none;margin-top:12px}
  .primary{background:#18181b;color:#fff}
  .approve{background:#16a34a;color:#fff}
  .decline{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
  .status{font-weight:600}
  form{margin:0}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Ambiente de testes</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="badge">Ambiente de testes</p>
${body}
<p class="muted">Ambiente de testes do Navalha: nenhum valor real é cobrado.</p>
</main>
</body>
</html>`;
}

const statusLabels: Readonly<Record<string, string>> = {
  approved: 'Pagamento aprovado',
  rejected: 'Pagamento recusado',
  cancelled: 'Pagamento cancelado',
  refunded: 'Pagamento estornado',
  in_process: 'Pagamento em análise',
  pending: 'Aguardando pagamento',
};

function statusLabel(row: SandboxPaymentRow): string {
  if (row.status === 'cancelled' && row.statusDetail === 'expired') return 'Pagamento expirado';
  return statusLabels[row.status] ?? row.status;
}

function summary(row: SandboxPaymentRow): string {
  const description =
    row.description && row.description !== row.title
      ? `<p class="muted">${escapeHtml(row.description)}</p>`
      : '';
  return `<section class="card">
<h2>Resumo do agendamento</h2>
<p>${escapeHtml(row.title)}</p>
${description}
<p class="muted">Forma de pagamento: ${escapeHtml(getPaymentMethodLabel(row.method))}</p>
<p class="muted">Recebedor: ${escapeHtml(row.merchantName)}</p>
<p class="amount">${escapeHtml(formatBRL(row.amountCents))}</p>
</section>`;
}

function decided(row: SandboxPaymentRow, callbackUrl: string): string {
  return `<section class="card">
<p class="status">${escapeHtml(statusLabel(row))}</p>
<a class="button primary" href="${escapeHtml(callbackUrl)}">Voltar para o Navalha</a>
</section>`;
}

/** The hosted checkout (`paymentUrl`): amount, booking, the PIX QR code, and the bank link. */
export function renderCheckoutPage(
  row: SandboxPaymentRow,
  links: { bankUrl: string; callbackUrl: string },
): string {
  const waiting = row.status === 'pending' || row.status === 'in_process';
  const pix =
    row.qrCode && row.qrCodeBase64
      ? `<section class="card">
<h2>Pague com PIX</h2>
<p class="muted">Escaneie o QR Code no app do seu banco ou use o PIX copia e cola.</p>
<img class="qr" src="data:image/png;base64,${escapeHtml(row.qrCodeBase64)}" width="200" height="200" alt="QR Code PIX">
<label class="muted" for="pix-code">PIX copia e cola</label>
<textarea id="pix-code" readonly>${escapeHtml(row.qrCode)}</textarea>
</section>`
      : '';
  const action = waiting
    ? `${pix}<a class="button primary" href="${escapeHtml(links.bankUrl)}">Pagar no banco de testes</a>`
    : decided(row, links.callbackUrl);
  return page(
    'Checkout Navalha',
    `<h1>Pagamento do agendamento</h1>
${summary(row)}
${action}`,
  );
}

/** The sandbox "bank app": approve or decline, as the payer would in their bank. */
export function renderBankPage(
  row: SandboxPaymentRow,
  links: { approveUrl: string; declineUrl: string; callbackUrl: string },
): string {
  const waiting = row.status === 'pending' || row.status === 'in_process';
  const action = waiting
    ? `<section class="card">
<h2>Confirmar pagamento</h2>
<p class="muted">Escolha o que o banco de testes responde.</p>
<form method="post" action="${escapeHtml(links.approveUrl)}">
<button class="button approve" type="submit">Aprovar pagamento</button>
</form>
<form method="post" action="${escapeHtml(links.declineUrl)}">
<button class="button decline" type="submit">Recusar pagamento</button>
</form>
</section>`
    : decided(row, links.callbackUrl);
  return page(
    'Banco de testes',
    `<h1>Banco de testes</h1>
${summary(row)}
${action}`,
  );
}

/** A sandbox page for an id that does not exist. */
export function renderNotFoundPage(): string {
  return page(
    'Pagamento não encontrado',
    `<h1>Pagamento não encontrado</h1>
<p class="muted">Confira o link ou gere um novo pagamento no app.</p>`,
  );
}
