import { adminServiceSchema } from '@navalha/core/contracts/admin-services';
import { shopSettingsSchema } from '@navalha/core/contracts/admin-settings';
import { staffMemberSchema } from '@navalha/core/contracts/admin-staff';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminServiceJson, settingsJson, staffJson } from '../../../test/admin-fixtures';
import { renderWithQuery } from '../../../test/render-with-query';
import { HoursEditor } from './hours-editor';
import { PromoCodeForm } from './promo-codes-screen';
import { ServiceFormDialog } from './service-form-dialog';
import { FinancialForm } from './financial-settings-form';

const bruno = staffMemberSchema.parse(staffJson());

describe('ServiceFormDialog', () => {
  it('refuses a promotion not lower than the price, before sending anything', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({}));
    render(
      <ServiceFormDialog
        open
        service={null}
        barbers={[bruno]}
        pending={false}
        onClose={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByLabelText('Nome'), 'Barba completa');
    await user.type(screen.getByLabelText('Preço (R$)'), '40,00');
    await user.type(screen.getByLabelText('Promoção (R$)'), '45');
    await user.click(screen.getByRole('button', { name: 'Criar serviço' }));
    expect(screen.getByText('O preço promocional deve ser menor que o preço')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends BRL amounts, the duration and who offers it; shows the icon the name gives', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({}));
    render(
      <ServiceFormDialog
        open
        service={null}
        barbers={[bruno]}
        pending={false}
        onClose={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByLabelText('Nome'), 'Barba completa');
    expect(document.querySelector('[data-icon="beard"]')).not.toBeNull();
    await user.type(screen.getByLabelText('Preço (R$)'), '1.040,50');
    await user.clear(screen.getByLabelText('Duração (minutos)'));
    await user.type(screen.getByLabelText('Duração (minutos)'), '45');
    await user.click(screen.getByLabelText('Bruno Barbeiro'));
    await user.click(screen.getByRole('button', { name: 'Criar serviço' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Barba completa',
      description: null,
      price: 1040.5,
      promotionalPrice: null,
      durationMinutes: 45,
      imageUrl: null,
      barberIds: [bruno.id],
    });
  });

  it('shows a duration out of range and the server’s complaint on its field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({ name: 'Já existe um serviço com este nome' }));
    const service = adminServiceSchema.parse(adminServiceJson());
    render(
      <ServiceFormDialog
        open
        service={service}
        barbers={[]}
        pending={false}
        onClose={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText('Preço (R$)')).toHaveValue('45,00');
    await user.clear(screen.getByLabelText('Duração (minutos)'));
    await user.type(screen.getByLabelText('Duração (minutos)'), '2');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      screen.getByText('A duração deve ser um número inteiro de 5 a 480 minutos'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Duração (minutos)'));
    await user.type(screen.getByLabelText('Duração (minutos)'), '40');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Já existe um serviço com este nome')).toBeVisible();
  });
});

describe('HoursEditor', () => {
  const monday = [{ dayOfWeek: 1, startTime: '09:00', endTime: '18:00' }];

  it('adds a lunch break as a second period and saves the week', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => null);
    render(<HoursEditor periods={monday} pending={false} onSave={onSave} />);
    const end = screen.getByLabelText('Segunda-feira, fim do período 1');
    await user.clear(end);
    await user.type(end, '12:00');
    await user.click(screen.getByRole('button', { name: 'Adicionar intervalo em Segunda-feira' }));
    expect(screen.getByLabelText('Segunda-feira, início do período 2')).toHaveValue('13:00');
    await user.click(screen.getByRole('button', { name: 'Salvar horários' }));
    expect(onSave).toHaveBeenCalledWith([
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 1, startTime: '13:00', endTime: '19:00' },
    ]);
  });

  it('does not save overlapping periods and says which day', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => null);
    render(
      <HoursEditor
        periods={[...monday, { dayOfWeek: 1, startTime: '17:00', endTime: '19:00' }]}
        pending={false}
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Salvar horários' }));
    expect(screen.getByText('Os períodos de um mesmo dia não podem se sobrepor')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('turns a day off and on, and copies Monday to the rest of the week', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_periods: unknown[]) => null);
    render(<HoursEditor periods={monday} pending={false} onSave={onSave} />);
    const sunday = screen.getByRole('group', { name: 'Domingo' });
    expect(within(sunday).getByText('Folga')).toBeVisible();
    await user.click(within(sunday).getByLabelText('Trabalha'));
    expect(within(sunday).getByLabelText('Domingo, início do período 1')).toHaveValue('09:00');
    await user.click(within(sunday).getByLabelText('Trabalha'));
    expect(within(sunday).getByText('Folga')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copiar segunda para terça a sábado' }));
    await user.click(screen.getByRole('button', { name: 'Salvar horários' }));
    expect(onSave.mock.calls[0]?.[0]).toHaveLength(6);
  });
});

describe('PromoCodeForm', () => {
  it('writes the code in capitals and refuses accents, a zero discount and reversed dates', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({}));
    render(<PromoCodeForm code={null} pending={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Código'), 'verão');
    expect(screen.getByLabelText('Código')).toHaveValue('VERÃO');
    await user.clear(screen.getByLabelText('Desconto (%)'));
    await user.type(screen.getByLabelText('Desconto (%)'), '0');
    await user.type(screen.getByLabelText('Válido de'), '2030-02-01');
    await user.type(screen.getByLabelText('Até'), '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Criar código' }));
    expect(
      screen.getByText('Use de 3 a 40 letras sem acento, números, hífen ou sublinhado'),
    ).toBeVisible();
    expect(screen.getByText('O desconto deve ser um número inteiro de 1 a 100%')).toBeVisible();
    expect(screen.getByText('A data final deve ser igual ou posterior à inicial')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid code with no limit as null', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({}));
    render(<PromoCodeForm code={null} pending={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Código'), 'verao-25');
    await user.click(screen.getByRole('button', { name: 'Criar código' }));
    expect(onSubmit).toHaveBeenCalledWith({
      code: 'VERAO-25',
      discountPercent: 10,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerClient: null,
      isActive: true,
    });
  });

  it('refuses a per-client limit of zero next to its field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({}));
    render(<PromoCodeForm code={null} pending={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Código'), 'verao-25');
    await user.type(screen.getByLabelText('Limite por cliente (opcional)'), '0');
    await user.click(screen.getByRole('button', { name: 'Criar código' }));
    expect(
      await screen.findByText('O limite por cliente deve ser um número inteiro de 1 a 1.000'),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('FinancialForm', () => {
  it('puts a fee’s and a PIX key’s problems next to them', async () => {
    const user = userEvent.setup();
    renderWithQuery(<FinancialForm settings={shopSettingsSchema.parse(settingsJson())} />);
    const credit = screen.getByLabelText('Cartão de crédito');
    await user.clear(credit);
    await user.type(credit, '8,456');
    const key = screen.getByLabelText('Chave PIX');
    await user.clear(key);
    await user.type(key, '111.111.111-11');
    await user.click(screen.getByRole('button', { name: 'Salvar regras financeiras' }));
    expect(screen.getByText('A taxa deve ser de 0 a 100%, com até 2 casas decimais')).toBeVisible();
    expect(
      screen.getByText(
        'Chave PIX inválida: use CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória',
      ),
    ).toBeVisible();
  });

  it('is read-only for an admin: the owner alone changes money rules', () => {
    renderWithQuery(
      <FinancialForm
        settings={shopSettingsSchema.parse(settingsJson({ canEditFinancial: false }))}
      />,
    );
    expect(screen.getByText('Só o proprietário altera as regras financeiras.')).toBeVisible();
    expect(screen.getByLabelText('PIX')).toBeDisabled();
    // Fees arrive as basis points and read as percentages.
    expect(screen.getByLabelText('PIX')).toHaveValue('1,00');
    expect(screen.getByLabelText('Cartão de crédito')).toHaveValue('8,40');
    expect(screen.queryByRole('button', { name: 'Salvar regras financeiras' })).toBeNull();
  });
});
