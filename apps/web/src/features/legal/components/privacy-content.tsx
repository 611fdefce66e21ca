import type { ShopContact } from '@navalha/core/contracts/account';
import { usePublicShopContacts } from '../../../shared/shop-contacts/use-public-shop-contacts';
import type { ShopContactsState } from '../../../shared/shop-contacts/use-public-shop-contacts';
import { LegalDocument } from './legal-document';
import type { LegalSection } from './legal-document';

const linkClass = 'font-medium text-primary underline underline-offset-2';

function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

/** Who decides about the data: the shop that runs the app, with its contact when known. */
function Controller({ contacts }: { contacts: ShopContactsState }) {
  if (contacts.status === 'loading') {
    return <p aria-busy>Carregando os dados da barbearia…</p>;
  }
  const shops = contacts.status === 'ready' ? contacts.shops : [];
  if (shops.length === 0) {
    return (
      <p>
        O controlador dos seus dados pessoais é a barbearia que oferece este aplicativo e na qual
        você agenda. Os contatos dela estão em Conta › Ajuda & Suporte.
      </p>
    );
  }
  return (
    <>
      <p>
        O controlador dos seus dados pessoais (quem decide como eles são tratados, art. 5º, VI da
        LGPD) é a barbearia que oferece este aplicativo:
      </p>
      <ul>
        {shops.map((shop: ShopContact) => (
          <li key={shop.id}>
            <strong>{shop.name}</strong>, {shop.address}
            {shop.privacyEmail ? (
              <>
                . Encarregado de dados: <MailLink email={shop.privacyEmail} />
              </>
            ) : null}
            .
          </li>
        ))}
      </ul>
    </>
  );
}

/** Where to write about privacy: the shop's data-protection e-mail, else its other contacts. */
function Contact({ contacts }: { contacts: ShopContactsState }) {
  const emails =
    contacts.status === 'ready'
      ? contacts.shops.flatMap((shop) => (shop.privacyEmail ? [shop.privacyEmail] : []))
      : [];
  return (
    <p>
      Para pedidos que o aplicativo não resolve sozinho, ou qualquer dúvida sobre privacidade, fale
      com o encarregado de dados da barbearia
      {emails.length > 0 ? (
        <>
          {' '}
          pelo e-mail{' '}
          {emails.map((email, index) => (
            <span key={email}>
              {index > 0 ? ' ou ' : null}
              <MailLink email={email} />
            </span>
          ))}
        </>
      ) : (
        ' pelos contatos em Conta › Ajuda & Suporte'
      )}
      . Respondemos em até 15 dias (art. 19, II). Você também pode reclamar à Autoridade Nacional de
      Proteção de Dados (ANPD), em gov.br/anpd.
    </p>
  );
}

function sections(contacts: ShopContactsState): LegalSection[] {
  return [
    { title: 'Quem controla seus dados', body: <Controller contacts={contacts} /> },
    {
      title: 'Quais dados tratamos',
      body: (
        <ul>
          <li>
            <strong>Cadastro:</strong> nome, e-mail, telefone e senha, que guardamos apenas de forma
            cifrada, nunca como texto.
          </li>
          <li>
            <strong>Perfil:</strong> data de nascimento, endereço (com CEP) e, se você quiser, uma
            foto. Da foto removemos os metadados, como o local onde ela foi tirada.
          </li>
          <li>
            <strong>Agendamentos:</strong> serviços, barbeiro, data, horário, situação e as
            observações que você escrever.
          </li>
          <li>
            <strong>Pagamentos:</strong> forma de pagamento, valores e situação. De cartões,
            guardamos só a bandeira, os 4 últimos dígitos, a validade e o código que o processador
            de pagamentos nos devolve; nunca o número completo nem o código de segurança.
          </li>
          <li>
            <strong>Avisos:</strong> as notificações que enviamos sobre seus agendamentos.
          </li>
          <li>
            <strong>Acesso:</strong> endereço IP, aparelho e navegador, data e hora de cada sessão.
          </li>
        </ul>
      ),
    },
    {
      title: 'Para que usamos e com que base legal',
      body: (
        <>
          <p>Cada uso tem uma base legal do art. 7º da LGPD:</p>
          <ul>
            <li>
              Criar e manter sua conta, marcar, lembrar e cobrar seus horários, avisar sobre eles e
              atender você: <strong>execução de contrato</strong> (art. 7º, V).
            </li>
            <li>
              Guardar registros de acesso por 6 meses (Marco Civil da Internet, art. 15) e os
              registros de pagamentos exigidos pela legislação fiscal:{' '}
              <strong>cumprimento de obrigação legal</strong> (art. 7º, II).
            </li>
            <li>
              Proteger sua conta e prevenir fraudes: <strong>legítimo interesse</strong> (art. 7º,
              IX), sempre respeitando seus direitos.
            </li>
            <li>
              Defender direitos em processos, se houver:{' '}
              <strong>exercício regular de direitos</strong> (art. 7º, VI).
            </li>
            <li>
              Mostrar sua foto de perfil: <strong>consentimento</strong> (art. 7º, I), que você
              revoga a qualquer momento removendo a foto.
            </li>
          </ul>
          <p>Não vendemos seus dados nem os usamos para publicidade.</p>
        </>
      ),
    },
    {
      title: 'Com quem compartilhamos',
      body: (
        <ul>
          <li>
            Com o barbeiro que você escolher: nome, telefone e os dados do agendamento, para que ele
            possa atender você.
          </li>
          <li>Com o processador de pagamentos, apenas o necessário para cobrar e reembolsar.</li>
          <li>
            Com os serviços de consulta de CEP (ViaCEP e BrasilAPI), apenas o CEP que você digita,
            sem nada que identifique você.
          </li>
          <li>
            Com provedores que hospedam o serviço e enviam e-mails, sob contrato e sigilo, e com
            autoridades quando a lei exigir.
          </li>
        </ul>
      ),
    },
    {
      title: 'Cookies',
      body: (
        <p>
          Usamos apenas cookies necessários para manter você conectado com segurança: os da sessão
          duram 1 dia, ou 30 dias se você marcar “Lembrar de mim”, e o que renova seu acesso dura 7
          dias desde o último uso. Todos são apagados quando você sai da conta. Não usamos cookies
          de publicidade nem de rastreamento.
        </p>
      ),
    },
    {
      title: 'Por quanto tempo guardamos',
      body: (
        <ul>
          <li>Dados de cadastro e perfil: enquanto sua conta existir.</li>
          <li>
            Registros de acesso (endereço IP, aparelho e navegador, data e hora de cada sessão): 6
            meses depois do fim da sessão, como exige o Marco Civil da Internet. Depois desse prazo,
            são apagados.
          </li>
          <li>
            Agendamentos e pagamentos: pelo prazo da legislação fiscal e contábil (em geral, 5
            anos).
          </li>
          <li>
            Quando você exclui sua conta, seus dados de cadastro e perfil são apagados na hora. Fica
            só o que a lei obriga a guardar: agendamentos e pagamentos, pelo prazo legal, sem nada
            que identifique você, e os registros de acesso, até completarem os 6 meses.
          </li>
        </ul>
      ),
    },
    {
      title: 'Seus direitos',
      body: (
        <>
          <p>Pela LGPD (art. 18), você pode pedir a qualquer momento:</p>
          <ul>
            <li>a confirmação de que tratamos seus dados (I) e o acesso a eles (II);</li>
            <li>a correção de dados incompletos, inexatos ou desatualizados (III);</li>
            <li>
              a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou
              tratados em desconformidade com a lei (IV);
            </li>
            <li>a portabilidade dos seus dados a outro fornecedor (V);</li>
            <li>a eliminação dos dados tratados com o seu consentimento (VI);</li>
            <li>a informação de com quem compartilhamos seus dados (VII);</li>
            <li>
              a informação sobre a possibilidade de não dar consentimento e o que acontece se você
              não der (VIII);
            </li>
            <li>a revogação do consentimento (IX).</li>
          </ul>
          <p>
            Você também pode se opor a um tratamento feito sem consentimento, se ele descumprir a
            lei, e peticionar à ANPD.
          </p>
        </>
      ),
    },
    {
      title: 'Como exercer seus direitos no aplicativo',
      body: (
        <ul>
          <li>
            <strong>Ver e corrigir seus dados:</strong> Conta › Minha conta.
          </li>
          <li>
            <strong>Receber uma cópia (acesso e portabilidade):</strong> Conta › Baixar meus dados.
            Você recebe um arquivo JSON com tudo o que guardamos sobre você.
          </li>
          <li>
            <strong>Excluir sua conta:</strong> Conta › Excluir minha conta. Seus dados pessoais são
            apagados, seus próximos agendamentos são cancelados pela política de cancelamento e você
            sai da conta em todos os aparelhos.
          </li>
          <li>
            <strong>Revogar o consentimento da foto:</strong> Conta › Minha conta › Remover foto.
          </li>
        </ul>
      ),
    },
    {
      title: 'Segurança',
      body: (
        <p>
          Os dados trafegam por conexão cifrada (HTTPS), as senhas são protegidas por hash e o
          acesso aos dados é restrito às pessoas que precisam dele para o serviço funcionar. Se
          houver um incidente que possa afetar você, avisaremos você e a ANPD.
        </p>
      ),
    },
    { title: 'Contato', body: <Contact contacts={contacts} /> },
  ];
}

/** The Política de Privacidade, under the LGPD (Lei nº 13.709/2018). */
export function PrivacyContent() {
  const contacts = usePublicShopContacts();
  return (
    <LegalDocument
      updatedAt="novembro de 2026"
      intro={
        <p>
          Esta política explica quem trata seus dados pessoais no Navalha, quais dados, por que, com
          que base legal, por quanto tempo e como você exerce seus direitos, conforme a Lei Geral de
          Proteção de Dados (Lei nº 13.709/2018, LGPD).
        </p>
      }
      sections={sections(contacts)}
    />
  );
}
