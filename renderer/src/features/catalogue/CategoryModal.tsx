/** The category modal (spec 02 §2.3): Informações (name, status) and Disponibilidade. */
import { useState } from 'react';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { SelectField, Tabs } from '../../components/backoffice';
import { useServices } from '../../services/services';
import {
  decodeAvailability,
  encodeAvailability,
  validateAvailability,
  type AvailabilityErrors,
} from '../../../../shared/catalogue/availability';
import { MENU_STATUSES, MENU_STATUS_LABELS } from '../../../../shared/catalogue/labels';
import type { MenuStatus } from '../../../../shared/api/platform-v1';
import { AvailabilityEditor, tabWithErrors } from './AvailabilityEditor';
import { catalogueApi, type Category } from './catalogueApi';
import type { Presentation } from './presentation';
import { ModalForm } from './ModalForm';

const CATEGORY_NAME_REQUIRED = 'Informe o nome da categoria.';

export interface CategoryModalProps {
  /** null = a new category. */
  category: Category | null;
  presentation: Presentation;
  onClose(): void;
  onSaved(id: string): void;
}

export function CategoryModal({ category, presentation, onClose, onSaved }: CategoryModalProps) {
  const { api } = useServices();
  const [name, setName] = useState(category?.nome_categoria ?? '');
  const [status, setStatus] = useState<MenuStatus>(category?.status ?? 'S');
  const [availability, setAvailability] = useState(() => decodeAvailability(category?.disponibilidade));
  const [tab, setTab] = useState('info');
  const [errors, setErrors] = useState<{ name?: string; availability: AvailabilityErrors }>({
    availability: {},
  });
  const [busy, setBusy] = useState(false);

  const title = category
    ? presentation === 'old'
      ? `Atualizar Categoria ${category.id_cardapio_categoria}`
      : 'Editando categoria'
    : presentation === 'old'
      ? 'Adicionar Categoria'
      : 'Cadastrando nova categoria';

  async function save() {
    const next = {
      name: name.trim() === '' ? CATEGORY_NAME_REQUIRED : undefined,
      availability: validateAvailability(availability),
    };
    setErrors(next);
    const errorTab = tabWithErrors(next.name !== undefined, next.availability);
    if (errorTab) {
      setTab(errorTab);
      return;
    }
    setBusy(true);
    const res = await catalogueApi.saveCategory(api, category?.id_cardapio_categoria ?? null, {
      nome_categoria: name.trim(),
      status,
      disponibilidade: encodeAvailability(availability),
    });
    setBusy(false);
    if (res) onSaved(res.id_cardapio_categoria ?? category?.id_cardapio_categoria ?? '');
  }

  return (
    <Modal open title={title} onRequestClose={onClose} size="lg">
      <ModalForm onSave={save} onClose={onClose} busy={busy}>
        <Tabs
          label="Categoria"
          value={tab}
          onValueChange={setTab}
          items={[
            {
              value: 'info',
              label: 'Informações',
              content: (
                <div className="bo-form-grid">
                  <TextField
                    label="Nome da Categoria"
                    className="bo-form-grid__wide"
                    value={name}
                    maxLength={100}
                    error={errors.name}
                    onChange={(e) => setName(e.target.value)}
                  />
                  <SelectField
                    label="Status"
                    value={status}
                    onChange={(v) => setStatus(v as MenuStatus)}
                    options={MENU_STATUSES.map((s) => ({ value: s, label: MENU_STATUS_LABELS[s] }))}
                  />
                </div>
              ),
            },
            {
              value: 'disponibilidade',
              label: 'Disponibilidade',
              content: (
                <AvailabilityEditor
                  value={availability}
                  onChange={setAvailability}
                  errors={errors.availability}
                  intro="Aqui você define em que momentos os clientes poderão comprar os itens desta categoria"
                />
              ),
            },
          ]}
        />
      </ModalForm>
    </Modal>
  );
}
