/** Create or edit a variation category (spec 02 §3 variation category: name, status S/O/N). */
import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { SelectField } from '../../../components/backoffice';
import { useServices } from '../../../services/services';
import {
  VARIATION_CATEGORY_STATUS_LABELS,
  VARIATION_MESSAGES,
  isVariationCategoryStatus,
} from '../../../../../shared/catalogue/variations';
import { variationsApi, type VariationCategory } from './variationsApi';
import { ModalForm } from '../ModalForm';

export function VariationCategoryModal({
  category,
  onClose,
  onSaved,
}: {
  category: VariationCategory | null;
  onClose(): void;
  onSaved(id: string | null): void;
}) {
  const { api } = useServices();
  const [name, setName] = useState(category?.nome_categoria ?? '');
  const [status, setStatus] = useState<VariationCategory['status']>(category?.status ?? 'S');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (name.trim() === '') {
      setError(VARIATION_MESSAGES.categoryName);
      return;
    }
    setBusy(true);
    const res = await variationsApi.saveCategory(api, category?.id_variacao_categoria ?? null, {
      nome_categoria: name.trim(),
      status,
    });
    setBusy(false);
    if (res) onSaved(res.id_variacao_categoria ?? category?.id_variacao_categoria ?? null);
  }

  return (
    <Modal
      open
      size="sm"
      title={category ? 'Editando categoria' : 'Cadastrando nova categoria'}
      onRequestClose={onClose}
    >
      <ModalForm onSave={save} onClose={onClose} busy={busy} busyText="Carregando...">
        <TextField
          label="Nome da Categoria"
          placeholder="Ex. Pizzas"
          value={name}
          maxLength={100}
          error={error}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(v) => {
            if (isVariationCategoryStatus(v)) setStatus(v);
          }}
          options={(['S', 'O', 'N'] as const).map((s) => ({
            value: s,
            label: VARIATION_CATEGORY_STATUS_LABELS[s],
          }))}
        />
      </ModalForm>
    </Modal>
  );
}
