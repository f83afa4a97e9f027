/**
 * Documentos (/financeiro/cadastro/documentos, spec 03 §2.4, §7, §8): identification, residence
 * proof and activity proof, each an image upload (.png .jpg .jpeg) with its preview; a refused
 * file says why, a server refusal shows 'Atenção!' with erros and stays beside the upload.
 */
import { useState } from 'react';
import { megabytes } from '../../../../../shared/inputs';
import { documentUploadSchema, type Registration } from '../../../../../shared/api/onboarding';
import { useServices } from '../../../services/services';
import {
  Card,
  ImageUpload,
  Page,
  PageHeader,
  ResourceView,
  useResource,
} from '../../../components/backoffice';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { useSession } from '../../../stores/session';
import { OnboardingNav } from './OnboardingNav';
import { fetchRegistration } from './registrationApi';
import './onboarding.css';

export const DOCUMENTS = [
  {
    path: 'imgidentificacao',
    field: 'est_imgIdentificacao',
    label: 'Documento de identificação',
    hint: 'RG ou CNH do titular, frente e verso legíveis.',
  },
  {
    path: 'imgresidencia',
    field: 'est_imgResidencia',
    label: 'Comprovante de residência',
    hint: 'Conta de consumo dos últimos 3 meses.',
  },
  {
    path: 'imgatividade',
    field: 'est_imgAtividade',
    label: 'Comprovante de atividade',
    hint: 'Cartão CNPJ, alvará ou nota fiscal de compra.',
  },
] as const;

export const DOC_ACCEPT = ['image/png', 'image/jpeg'] as const;
export const DOC_MAX_BYTES = megabytes(5);
export const DOC_MESSAGES = {
  type: 'Formato não aceito. Envie uma imagem .png, .jpg ou .jpeg.',
  size: 'A imagem deve ter até 5MB.',
  empty: 'O arquivo está vazio.',
};

type Kind = (typeof DOCUMENTS)[number];

function DocumentUpload({ doc, initialUrl }: { doc: Kind; initialUrl: string }) {
  const { api } = useServices();
  const storeId = useSession((s) => s.user?.id_estabelecimento) ?? '';
  const [url, setUrl] = useState(initialUrl);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    try {
      const data = new FormData();
      data.append('id_estabelecimento', storeId);
      data.append('arquivo', file, file.name);
      const res = await api.legacy('v1', 'post', `pagamentoonline/${doc.path}`, documentUploadSchema, {
        multipart: data,
      });
      if (!res.ok) {
        const message = (res.errors?.length ? res.errors : [res.message]).join('\n');
        setError(message);
        await dialogs.alert({ message });
        return;
      }
      if (res.data.url_imagem) setUrl(res.data.url_imagem);
      notify.success(res.data.mensagem || 'Imagem enviada com sucesso!');
    } catch {
      setError('Não foi possível enviar a imagem.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ImageUpload
      label={doc.label}
      accept={DOC_ACCEPT}
      maxBytes={DOC_MAX_BYTES}
      messages={DOC_MESSAGES}
      hint={`${doc.hint} Formatos aceitos: .png, .jpg e .jpeg. Até 5MB.`}
      currentUrl={url || null}
      busy={busy}
      error={error}
      onFile={(f) => void upload(f)}
    />
  );
}

export default function DocumentsPage() {
  const { api } = useServices();
  const storeId = useSession((s) => s.user?.id_estabelecimento) ?? '';
  const reg = useResource<Registration>((signal) => fetchRegistration(api, storeId, signal), [api, storeId]);
  return (
    <Page>
      <PageHeader title="Documentos" subtitle="Imagens exigidas para o cadastro do pagamento online." />
      <OnboardingNav />
      <ResourceView resource={reg}>
        {(r) => (
          <Card title="Envio de documentos">
            <div className="onb-docs">
              {DOCUMENTS.map((d) => (
                <DocumentUpload key={d.path} doc={d} initialUrl={r[d.field]} />
              ))}
            </div>
          </Card>
        )}
      </ResourceView>
    </Page>
  );
}
