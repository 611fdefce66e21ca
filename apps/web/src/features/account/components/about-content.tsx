import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { appVersion, openSourcePackages } from '../app-credits';

const linkClass = 'font-medium text-primary underline underline-offset-2';

/** 'Sobre o App': what Navalha is, its version and the open-source software it is built on. */
export function AboutContent() {
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col items-center gap-3 rounded-card bg-card px-5 py-6 text-center shadow-card">
        <Logo />
        <p className="text-base text-muted">
          Agende serviços na barbearia, pague pelo aplicativo e acompanhe seus horários.
        </p>
        <p className="text-sm text-muted">
          Versão <span className="font-semibold text-ink tabular-nums">{appVersion}</span>
        </p>
        <p className="flex gap-4 text-sm">
          <Link to="/terms" className={linkClass}>
            Termos de uso
          </Link>
          <Link to="/privacy" className={linkClass}>
            Política de privacidade
          </Link>
        </p>
      </section>

      <section aria-labelledby="licences" className="flex flex-col gap-2">
        <h2 id="licences" className="px-1 text-lg font-semibold text-ink">
          Licenças de código aberto
        </h2>
        <p className="px-1 text-base text-muted">
          O Navalha usa estes {openSourcePackages.length} pacotes de software livre, cada um sob a
          licença indicada.
        </p>
        <ul className="divide-y divide-line rounded-card bg-card shadow-card">
          {openSourcePackages.map((item) => (
            <li
              key={`${item.name}@${item.version}`}
              className="flex items-baseline justify-between gap-3 px-4 py-3"
            >
              <span className="min-w-0 text-base break-all text-ink">
                {item.name} <span className="text-sm text-muted tabular-nums">{item.version}</span>
              </span>
              <span className="shrink-0 text-sm font-medium text-muted">{item.license}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
