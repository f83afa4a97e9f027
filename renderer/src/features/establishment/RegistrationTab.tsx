/**
 * CADASTRO (spec 03 §2.20, §3 Establishment, §4 Change request status, §5 Store images, §8 Store
 * saved): CNPJ, company name and the rest of the registration (name, e-mail, contact, address)
 * read-only; the app text and the promotional phrase saved together (the button
 * wakes up only after an edit); the logo and the banner uploaded one by one. Every change waits
 * for the platform: a field with a Pendente request is disabled with the spec's tooltip, and an
 * uploaded image shows as sent for approval. A refusal keeps what was typed.
 */
import { useEffect, useState } from 'react';
import { Clock, Save } from 'lucide-react';
import { FRASE_PROMOCIONAL_MAX, TEXTO_APP_MAX } from '../../../../shared/api/establishment';
import { useServices } from '../../services/services';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import {
  Badge,
  Card,
  ImageUpload,
  ResourceView,
  TextAreaField,
  useResource,
} from '../../components/backoffice';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import { useShop } from '../../stores/shop';
import type { Exibir } from '../../../../shared/api/establishment';
import { loadExibir, saveEstablishment, uploadStoreImage } from './establishmentApi';
import {
  canSave,
  formatCep,
  formatDocument,
  IMAGE_HINT,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  PENDING_TOOLTIP,
  pendingByField,
  SAVED_MESSAGE,
  SAVED_TOAST_MS,
  SENT_FOR_APPROVAL,
  textProblems,
  type TextValues,
} from './model';

export function RegistrationTab() {
  const { api } = useServices();
  const exibir = useResource((signal) => loadExibir(api, signal), [api]);
  const patchInfo = useShop((s) => s.patchInfo);
  const live = exibir.data?.est;
  // The header shows the store's live logo and name: keep it in step with what approval changed.
  useEffect(() => {
    if (!live) return;
    const info = useShop.getState().info;
    if (info && (info.logotipo !== live.logotipo || info.nome !== live.nome))
      patchInfo({ logotipo: live.logotipo, nome: live.nome });
  }, [live, patchInfo]);
  return (
    <ResourceView resource={exibir}>
      {(data) => (
        <RegistrationForm
          key={`${data.est.texto_app}\u0000${data.est.frase_promocional}\u0000${data.pen.map((p) => p.id_pendencias).join(',')}`}
          data={data}
          onChanged={exibir.reload}
        />
      )}
    </ResourceView>
  );
}

function PendingNote() {
  return (
    <span className="estab-pending" title={PENDING_TOOLTIP}>
      <Badge tone="warning" icon={<Clock size={14} aria-hidden />}>
        Pendente
      </Badge>{' '}
      {PENDING_TOOLTIP}
    </span>
  );
}

function RegistrationForm({ data, onChanged }: { data: Exibir; onChanged(): void }) {
  const { api } = useServices();
  const { est } = data;
  const pending = pendingByField(data.pen);
  // A pending field shows what was sent (disabled); the live text returns if it is rejected.
  const shown: TextValues = {
    texto_app: pending.texto_app?.valor_post ?? est.texto_app,
    frase_promocional: pending.frase_promocional?.valor_post ?? est.frase_promocional,
  };
  const [values, setValues] = useState<TextValues>(shown);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState<'logotipo' | 'banner' | null>(null);
  const problems = textProblems(values);

  async function save() {
    setSaving(true);
    try {
      // A pending field is not edited here: it goes with its live value (no new request).
      const res = await saveEstablishment(api, est.id_estabelecimento, {
        texto_app: pending.texto_app ? est.texto_app : values.texto_app,
        frase_promocional: pending.frase_promocional ? est.frase_promocional : values.frase_promocional,
      });
      if (!res.ok) {
        await dialogs.alert({ message: res.message || res.errors?.join('\n') || '' });
        return;
      }
      notify.success(SAVED_MESSAGE, SAVED_TOAST_MS);
      onChanged();
    } finally {
      setSaving(false);
    }
  }

  async function upload(kind: 'logotipo' | 'banner', file: File) {
    setUploading(kind);
    try {
      const res = await uploadStoreImage(api, kind, est.id_estabelecimento, file);
      if (!res.ok) {
        await dialogs.alert({ message: res.errors?.join('\n') || res.message });
        onChanged();
        return;
      }
      notify.success(res.data.mensagem || SENT_FOR_APPROVAL);
      onChanged();
    } finally {
      setUploading(null);
    }
  }

  const image = (kind: 'logotipo' | 'banner', label: string) => {
    const open = pending[kind];
    return (
      <div className={`estab-image estab-image--${kind}`} title={open ? PENDING_TOOLTIP : undefined}>
        <ImageUpload
          label={label}
          accept={IMAGE_TYPES}
          maxBytes={IMAGE_MAX_BYTES}
          messages={IMAGE_MESSAGES}
          hint={IMAGE_HINT}
          currentUrl={open ? open.valor_post : est[kind] || null}
          disabled={Boolean(open)}
          disabledReason={open ? PENDING_TOOLTIP : undefined}
          busy={uploading === kind}
          onFile={(file) => void upload(kind, file)}
        />
        {open ? (
          <p className="estab-sent" role="status">
            <Badge tone="warning" icon={<Clock size={14} aria-hidden />}>
              {SENT_FOR_APPROVAL}
            </Badge>
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="estab-grid">
      <Card title="Dados cadastrais">
        <form
          className="bo-form-grid"
          onSubmit={(e) => {
            e.preventDefault();
            if (canSave(shown, values) && !saving) void save();
          }}
        >
          <TextField label="CNPJ" value={formatDocument(est.cnpj_cpf)} readOnly />
          <TextField label="Razão social" value={est.razao_social} readOnly className="bo-form-grid__wide" />
          {/* The rest of the registration (03 §3 Establishment) is the platform's to change: shown, read-only. */}
          <TextField label="Nome" value={est.nome} readOnly />
          <TextField label="E-mail" value={est.email} readOnly />
          <TextField label="Contato" value={est.contato} readOnly />
          <TextField label="CEP" value={formatCep(est.endereco_cep)} readOnly />
          <TextField
            label="Endereço"
            value={[est.endereco_rua, est.endereco_numero].filter(Boolean).join(', ')}
            readOnly
            className="bo-form-grid__wide"
          />
          <TextField label="Bairro" value={est.endereco_bairro} readOnly />
          <div className="bo-form-grid__wide" title={pending.texto_app ? PENDING_TOOLTIP : undefined}>
            <TextAreaField
              label="Texto do app"
              value={values.texto_app}
              onChange={(v) => setValues((s) => ({ ...s, texto_app: v }))}
              maxLength={TEXTO_APP_MAX}
              rows={4}
              disabled={Boolean(pending.texto_app)}
              error={problems.texto_app}
              hint={pending.texto_app ? <PendingNote /> : undefined}
            />
          </div>
          <div className="bo-form-grid__wide" title={pending.frase_promocional ? PENDING_TOOLTIP : undefined}>
            <TextAreaField
              label="Frase promocional"
              value={values.frase_promocional}
              onChange={(v) => setValues((s) => ({ ...s, frase_promocional: v }))}
              maxLength={FRASE_PROMOCIONAL_MAX}
              rows={2}
              disabled={Boolean(pending.frase_promocional)}
              error={problems.frase_promocional}
              hint={pending.frase_promocional ? <PendingNote /> : undefined}
            />
          </div>
          <div className="bo-form-grid__wide bo-actions">
            <Button
              type="submit"
              icon={<Save size={18} aria-hidden />}
              busy={saving}
              disabled={!canSave(shown, values)}
            >
              Salvar
            </Button>
          </div>
        </form>
      </Card>
      <Card title="Imagens">
        <div className="estab-images">
          {image('logotipo', 'Logo')}
          {image('banner', 'Banner')}
        </div>
      </Card>
    </div>
  );
}
