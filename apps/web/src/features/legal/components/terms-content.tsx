import { LegalDocument } from './legal-document';
import type { LegalSection } from './legal-document';

const sections: LegalSection[] = [
  {
    title: 'O que é o Navalha',
    body: (
      <p>
        O Navalha é um aplicativo para agendar serviços na barbearia, pagar por eles e acompanhar
        seus horários. Ele é oferecido pela própria barbearia, que presta os serviços com os
        barbeiros que você escolhe; o aplicativo organiza a agenda e intermedeia o pagamento. Os
        contatos da barbearia estão em Conta › Ajuda & Suporte.
      </p>
    ),
  },
  {
    title: 'Sua conta',
    body: (
      <ul>
        <li>Para criar uma conta, você precisa ter 18 anos ou a autorização de um responsável.</li>
        <li>Informe dados verdadeiros e mantenha-os atualizados.</li>
        <li>
          Sua senha é pessoal. Tudo o que for feito com ela é de sua responsabilidade; se suspeitar
          de uso indevido, troque a senha e avise a barbearia.
        </li>
      </ul>
    ),
  },
  {
    title: 'Agendamentos',
    body: (
      <ul>
        <li>
          Preço e duração de cada serviço são os exibidos no momento do agendamento e não mudam
          depois de confirmados.
        </li>
        <li>
          O horário fica reservado para você quando o agendamento é criado. Se o pagamento por Pix
          não for feito no prazo indicado, o agendamento expira e o horário é liberado.
        </li>
        <li>Chegue com 5 minutos de antecedência.</li>
      </ul>
    ),
  },
  {
    title: 'Pagamentos',
    body: (
      <ul>
        <li>
          Os valores são em reais (R$). Você pode pagar com Pix, cartão de crédito ou débito, saldo
          da carteira ou na própria barbearia.
        </li>
        <li>
          Quando a forma de pagamento tem taxa, ela aparece no resumo antes de você confirmar.
        </li>
        <li>
          Pagamentos com cartão são processados por um parceiro de pagamentos. O Navalha não recebe
          nem guarda o número completo do cartão nem o código de segurança.
        </li>
      </ul>
    ),
  },
  {
    title: 'Cancelamentos e reembolsos',
    body: (
      <ul>
        <li>
          Cada barbearia define até quando o cancelamento é gratuito e a taxa cobrada depois desse
          prazo; a regra do seu horário aparece antes de você confirmar o agendamento e de novo
          antes de confirmar o cancelamento.
        </li>
        <li>
          No cancelamento gratuito não há taxa de cancelamento; a taxa de estorno da forma de
          pagamento (cartão ou carteira), quando houver, é informada em reais antes.
        </li>
        <li>Valores a devolver voltam pela mesma forma de pagamento usada.</li>
      </ul>
    ),
  },
  {
    title: 'Encerrar sua conta',
    body: (
      <p>
        Você pode excluir sua conta quando quiser, em Conta › Excluir minha conta. Seus próximos
        agendamentos são cancelados conforme as regras de cancelamento acima, e seus dados pessoais
        são apagados, exceto os registros que a lei obriga a guardar, como explica a Política de
        Privacidade.
      </p>
    ),
  },
  {
    title: 'Uso adequado',
    body: (
      <p>
        Não use o Navalha para fraudes, para reservar horários que não pretende usar, para acessar a
        conta de outra pessoa ou para atrapalhar o funcionamento do serviço. Podemos suspender
        contas que descumprirem estes termos.
      </p>
    ),
  },
  {
    title: 'Disponibilidade',
    body: (
      <p>
        Trabalhamos para manter o aplicativo disponível e seguro, mas ele pode ficar fora do ar para
        manutenção ou por falhas alheias ao nosso controle. Se algo der errado com um agendamento,
        fale com a barbearia.
      </p>
    ),
  },
  {
    title: 'Seus dados',
    body: (
      <p>
        O tratamento dos seus dados pessoais segue a Lei Geral de Proteção de Dados (LGPD) e está
        descrito na nossa Política de Privacidade.
      </p>
    ),
  },
  {
    title: 'Mudanças nestes termos',
    body: (
      <p>
        Podemos atualizar estes termos. Quando a mudança for relevante, avisaremos no aplicativo
        antes que ela passe a valer.
      </p>
    ),
  },
  {
    title: 'Lei aplicável',
    body: (
      <p>
        Estes termos seguem as leis brasileiras, incluindo o Código de Defesa do Consumidor. Fica
        eleito o foro do seu domicílio para resolver qualquer questão.
      </p>
    ),
  },
];

/** The Termos de Uso. */
export function TermsContent() {
  return (
    <LegalDocument
      updatedAt="novembro de 2026"
      intro={
        <p>
          Estes Termos de Uso explicam as regras para usar o Navalha. Ao criar uma conta ou usar o
          aplicativo, você concorda com eles.
        </p>
      }
      sections={sections}
    />
  );
}
