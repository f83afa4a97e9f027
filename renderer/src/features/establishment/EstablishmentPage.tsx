/**
 * Estabelecimentos (spec 03 §2.20): CADASTRO (the store's registration; the app text, the
 * promotional phrase, the logo and the banner go to the platform for approval) and SOLICITAÇÕES
 * (every change request with its status).
 */
import { useState } from 'react';
import { Page, PageHeader, Tabs } from '../../components/backoffice';
import { ESTABLISHMENT_TITLE } from './model';
import { RegistrationTab } from './RegistrationTab';
import { RequestsTab } from './RequestsTab';
import './establishment.css';

export default function EstablishmentPage() {
  const [tab, setTab] = useState('cadastro');
  return (
    <Page>
      <PageHeader
        title={ESTABLISHMENT_TITLE}
        subtitle="Os dados da loja no app. As alterações são avaliadas pelo Aiboo antes de aparecerem para os clientes."
      />
      <Tabs
        label="Estabelecimento"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'cadastro', label: 'CADASTRO', content: <RegistrationTab /> },
          { value: 'solicitacoes', label: 'SOLICITAÇÕES', content: <RequestsTab /> },
        ]}
      />
    </Page>
  );
}
