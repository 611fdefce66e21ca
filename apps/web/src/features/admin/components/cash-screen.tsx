import type { CashDay } from '@navalha/core/contracts/front-desk-cash';
import {
  describeCashDifference,
  getCashMethodLabel,
} from '@navalha/core/domain/front-desk/cash-method';
import {
  formatLocalDate,
  formatTime,
  isValidLocalDate,
} from '@navalha/core/domain/format/date-time';
import { formatBRL } from '@navalha/core/domain/money';
import Download from 'lucide-react/icons/download';
import Lock from 'lucide-react/icons/lock';
import Printer from 'lucide-react/icons/printer';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useCloseCash } from '../api/close-cash';
import type { CloseCashInput } from '../api/close-cash';
import { cashFileName, exportCashDay } from '../api/export-cash-day';
import { saveTextFile } from '../api/export-appointments';
import { useCashDay } from '../api/get-cash-day';
import { reportSaveError } from '../save-errors';
import { CloseCashDialog } from './close-cash-dialog';
import { LoadState } from './load-state';

export const cashMessages = {
  loadFailed: 'Erro ao carregar o caixa do dia',
  closed: 'Fechamento registrado.',
  exported: 'Planilha baixada.',
  exportFailed: 'Não foi possível baixar a planilha. Tente novamente.',
} as const;

const keptLabels = { CANCELLED: 'Cancelado', NO_SHOW: 'Faltou' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-card bg-card p-4 shadow-card break-inside-avoid print:shadow-none"
    >
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** A line of a section: what on the left, the amount on the right. */
function Line({ label, detail, amount }: { label: string; detail?: string; amount: number }) {
  return (
    <li className="flex items-baseline justify-between gap-3 border-b border-line py-2 last:border-b-0">
      <span className="min-w-0">
        <span className="block text-base text-ink">{label}</span>
        {detail ? <span className="block text-sm text-muted">{detail}</span> : null}
      </span>
      <span className="shrink-0 text-base font-semibold text-ink tabular-nums">
        {formatBRL(amount)}
      </span>
    </li>
  );
}

function Lines({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="text-base text-muted">{empty}</p>;
  return <ul className="flex flex-col">{children}</ul>;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The day's figures, its lists and its closing, as the screen and the printout show them. */
export function CashDayReport({ day }: { day: CashDay }) {
  const time = (instant: Date) => formatTime(instant, day.timeZone);
  const [closing, ...earlier] = day.closings;
  return (
    <div className="flex flex-col gap-3">
      <Section title="Resumo">
        <ul className="flex flex-col">
          <Line
            label="Total recebido"
            detail={count(day.received.count, 'pagamento', 'pagamentos')}
            amount={day.received.amount}
          />
          <Line label="Dinheiro esperado no caixa" amount={day.expectedCash} />
          <Line
            label="Estornos"
            detail={count(day.refunded.count, 'estorno', 'estornos')}
            amount={day.refunded.amount}
          />
          <Line label="Taxas retidas" detail="Cancelamentos e faltas" amount={day.kept.amount} />
        </ul>
      </Section>
      <Section title="Por forma de pagamento">
        <ul className="flex flex-col">
          {day.byMethod.map((row) => (
            <Line
              key={row.method}
              label={getCashMethodLabel(row.method)}
              detail={count(row.count, 'pagamento', 'pagamentos')}
              amount={row.amount}
            />
          ))}
        </ul>
      </Section>
      <Section title="Por profissional">
        <Lines empty="Nenhum pagamento recebido neste dia.">
          {day.byBarber.map((row) => (
            <Line
              key={row.barberId}
              label={row.name}
              detail={count(row.count, 'pagamento', 'pagamentos')}
              amount={row.amount}
            />
          ))}
        </Lines>
      </Section>
      <Section title="Recebimentos">
        <Lines empty="Nenhum pagamento recebido neste dia.">
          {day.receipts.map((row) => (
            <Line
              key={row.paymentId}
              label={`${time(row.receivedAt)} · ${row.clientName}`}
              detail={`${getCashMethodLabel(row.method)} · ${row.barberName}`}
              amount={row.amount}
            />
          ))}
        </Lines>
      </Section>
      <Section title="Estornos">
        <Lines empty="Nenhum estorno neste dia.">
          {day.refunds.map((row) => (
            <Line
              key={row.paymentId}
              label={`${time(row.refundedAt)} · ${row.clientName}`}
              {...(row.reason ? { detail: row.reason } : {})}
              amount={row.amount}
            />
          ))}
        </Lines>
      </Section>
      <Section title="Taxas de cancelamento e falta retidas">
        <Lines empty="Nenhuma taxa retida neste dia.">
          {day.keptFees.map((row) => (
            <Line
              key={row.appointmentId}
              label={`${time(row.startsAt)} · ${row.clientName}`}
              detail={keptLabels[row.status]}
              amount={row.amount}
            />
          ))}
        </Lines>
      </Section>
      <Section title="Ainda não pagos">
        <Lines empty="Todos os agendamentos do dia estão pagos.">
          {day.unpaid.map((row) => (
            <Line
              key={row.appointmentId}
              label={`${time(row.startsAt)} · ${row.clientName}`}
              detail={row.barberName}
              amount={row.amount}
            />
          ))}
        </Lines>
      </Section>
      <Section title="Fechamento">
        {closing ? (
          <>
            <ul className="flex flex-col">
              <Line label="Dinheiro contado" amount={closing.counted} />
              <Line label="Dinheiro esperado" amount={closing.expected} />
            </ul>
            <p className="text-base font-semibold text-ink">
              {describeCashDifference(closing.difference, formatBRL)}
            </p>
            <p className="text-sm text-muted">
              Fechado por {closing.closedBy?.name ?? 'conta removida'} às {time(closing.closedAt)}
              {closing.note ? ` · ${closing.note}` : ''}
            </p>
            {earlier.length > 0 ? (
              <details className="text-sm text-muted">
                <summary className="cursor-pointer">
                  {count(earlier.length, 'fechamento anterior', 'fechamentos anteriores')}
                </summary>
                <ul className="mt-2 flex flex-col gap-1">
                  {earlier.map((row) => (
                    <li key={row.id}>
                      {time(row.closedAt)} · {row.closedBy?.name ?? 'conta removida'}: contado{' '}
                      {formatBRL(row.counted)} ({describeCashDifference(row.difference, formatBRL)})
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        ) : (
          <p className="text-base text-muted">O caixa deste dia ainda não foi fechado.</p>
        )}
      </Section>
    </div>
  );
}

/**
 * 'Caixa do dia' (/admin/caixa, issue 17 §5): a day's money at the desk, 'Fechar caixa',
 * 'Imprimir' (the print stylesheet keeps the report alone) and 'Baixar CSV'.
 */
export function CashScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const dateParam = searchParams.get('data');
  const requested = dateParam && isValidLocalDate(dateParam) ? dateParam : undefined;
  const cash = useCashDay(requested);
  const closeCash = useCloseCash();
  const [closing, setClosing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const day = cash.data;

  function chooseDate(date: string) {
    if (!isValidLocalDate(date)) return;
    setSearchParams({ data: date }, { replace: true });
  }

  async function download() {
    if (!day) return;
    setExporting(true);
    try {
      saveTextFile(await exportCashDay(day.date), cashFileName(day.date), 'text/csv;charset=utf-8');
      toast.success(cashMessages.exported);
    } catch {
      toast.error(cashMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  async function submitClosing(body: CloseCashInput) {
    try {
      await closeCash.mutateAsync(body);
      toast.success(cashMessages.closed);
      setClosing(false);
      return {};
    } catch (error) {
      return reportSaveError(error, ['counted', 'note', 'date']);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 print:hidden">
        <TextField
          label="Dia"
          type="date"
          value={day?.date ?? requested ?? ''}
          onChange={(event) => chooseDate(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setClosing(true)} disabled={!day}>
            <Lock aria-hidden className="size-5" />
            Fechar caixa
          </Button>
          <Button variant="secondary" onClick={() => window.print()} disabled={!day}>
            <Printer aria-hidden className="size-5" />
            Imprimir
          </Button>
          <Button variant="secondary" onClick={() => void download()} disabled={!day || exporting}>
            <Download aria-hidden className="size-5" />
            {exporting ? 'Baixando...' : 'Baixar CSV'}
          </Button>
        </div>
      </div>
      {day ? (
        <p className="hidden text-lg font-semibold text-ink print:block">
          Caixa do dia {formatLocalDate(day.date)}
        </p>
      ) : null}
      <LoadState
        isPending={cash.isPending}
        isError={cash.isError}
        isRefetching={cash.isRefetching}
        onRetry={() => void cash.refetch()}
        errorText={cashMessages.loadFailed}
        skeletonRows={4}
      >
        {day ? <CashDayReport day={day} /> : null}
      </LoadState>
      {day ? (
        <CloseCashDialog
          open={closing}
          onOpenChange={setClosing}
          date={day.date}
          expectedCents={day.expectedCash}
          pending={closeCash.isPending}
          onSubmit={submitClosing}
        />
      ) : null}
    </div>
  );
}
