import { LegalDocument } from './legal-document';
import type { LegalSection } from './legal-document';

const sections: LegalSection[] = [
  {
    title: 'Quais dados tratamos',
    body: (
      <ul>
        <li>
          <strong>Cadastro:</strong> nome, e-mail, telefone (se você informar) e senha, que
          guardamos apenas de forma cifrada, nunca como texto.
        </li>
        <li>
          <strong>Agendamentos:</strong> serviços, barbeiro, data, horário, situação e observações
          que você escrever.
        </li>
        <li>
          <strong>Pagamentos:</strong> forma de pagamento, valores e situação. De cartões, guardamos
          só a bandeira, os 4 últimos dígitos, a validade e o código que o processador de pagamentos
          nos devolve; nunca o número completo nem o código de segurança.
        </li>
        <li>
          <strong>Uso do aplicativo:</strong> endereço IP, data e hora de acesso e os cookies que
          mantêm você conectado.
        </li>
      </ul>
    ),
  },
  {
    title: 'Para que usamos',
    body: (
      <ul>
        <li>
          Criar e manter sua conta, marcar seus horários e processar seus pagamentos (execução do
          contrato).
        </li>
        <li>Avisar sobre seus agendamentos e pagamentos.</li>
        <li>
          Proteger sua conta e prevenir fraudes (legítimo interesse) e cumprir obrigações legais,
          como guardar registros de acesso e documentos fiscais.
        </li>
      </ul>
    ),
  },
  {
    title: 'Com quem compartilhamos',
    body: (
      <ul>
        <li>
          Com a barbearia e o barbeiro que você escolher: nome, telefone e os dados do agendamento,
          para que possam atender você.
        </li>
        <li>Com o processador de pagamentos, apenas o necessário para cobrar e reembolsar.</li>
        <li>
          Com provedores de infraestrutura que hospedam o serviço, sob contrato e sigilo, e com
          autoridades quando a lei exigir.
        </li>
      </ul>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        Usamos apenas cookies necessários para manter você conectado com segurança: duram 1 dia, ou
        30 dias se você marcar “Lembrar de mim”, e são apagados quando você sai da conta. Não usamos
        cookies de publicidade nem de rastreamento.
      </p>
    ),
  },
  {
    title: 'Por quanto tempo guardamos',
    body: (
      <ul>
        <li>Dados da conta e agendamentos: enquanto sua conta existir.</li>
        <li>Registros de acesso: 6 meses, como exige o Marco Civil da Internet.</li>
        <li>Dados de pagamentos: pelo prazo exigido pela legislação fiscal.</li>
        <li>
          Quando você pede a exclusão da conta, apagamos ou anonimizamos seus dados, exceto os que a
          lei nos obriga a manter.
        </li>
      </ul>
    ),
  },
  {
    title: 'Seus direitos',
    body: (
      <>
        <p>Pela LGPD (art. 18), você pode a qualquer momento:</p>
        <ul>
          <li>confirmar se tratamos seus dados e acessá-los;</li>
          <li>corrigir dados incompletos ou desatualizados;</li>
          <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários;</li>
          <li>pedir a portabilidade dos seus dados;</li>
          <li>saber com quem compartilhamos seus dados;</li>
          <li>revogar um consentimento e se opor a um tratamento;</li>
          <li>reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Segurança',
    body: (
      <p>
        Os dados trafegam por conexão cifrada (HTTPS), as senhas são protegidas por hash e o acesso
        aos dados é restrito às pessoas que precisam dele para o serviço funcionar.
      </p>
    ),
  },
  {
    title: 'Contato',
    body: (
      <p>
        Para exercer seus direitos ou tirar dúvidas sobre privacidade, fale com a barbearia em que
        você agenda ou com o nosso encarregado de dados pelo e-mail{' '}
        <a
          href="mailto:privacidade@navalha.dev"
          className="font-medium text-primary underline underline-offset-2"
        >
          privacidade@navalha.dev
        </a>
        . Respondemos em até 15 dias.
      </p>
    ),
  },
];

/** The Política de Privacidade, under the LGPD (Lei nº 13.709/2018). */
export function PrivacyContent() {
  return (
    <LegalDocument
      updatedAt="novembro de 2026"
      intro={
        <p>
          Esta política explica quais dados pessoais o Navalha trata, por que, por quanto tempo e
          como você exerce seus direitos, conforme a Lei Geral de Proteção de Dados (Lei nº
          13.709/2018).
        </p>
      }
      sections={sections}
    />
  );
}
