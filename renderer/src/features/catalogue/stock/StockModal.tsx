/** The stock item modal (spec 02 §2.6): Criar / Editar with name, description, status, type and image. */
import { HiddenFileInput } from '../../../components/HiddenFileInput';
import { useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { SelectField, TextAreaField } from '../../../components/backoffice';
import { STOCK_STATUSES, STOCK_STATUS_LABELS } from '../../../../../shared/catalogue/labels';
import { useServices } from '../../../services/services';
import { IMAGE_MAX_BYTES } from '../../../../../shared/api/catalogue';
import { saveStockItem, type StockItem } from './stockApi';
import { ModalForm } from '../ModalForm';

const STOCK_IMAGE_HINT = 'Dimensão recomendada: 500x500. Até: 2MB. Formatos aceitos: JPG, JPEG, PNG, WEBP.';
const STOCK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const STOCK_MODAL_MESSAGES = {
  name: 'Informe o nome do item.',
  imageType: 'Formato não aceito. Envie JPG, JPEG, PNG ou WEBP.',
  imageSize: 'A imagem deve ter até 2MB.',
} as const;
const DESCRIPTION_MAX = 200;

export function StockModal({
  item,
  onClose,
  onSaved,
}: {
  item: StockItem | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { api } = useServices();
  const [name, setName] = useState(item?.nome_item ?? '');
  const [description, setDescription] = useState(item?.descricao ?? '');
  const [status, setStatus] = useState<'S' | 'O'>(item?.status ?? 'S');
  const [tipo, setTipo] = useState<'sabor' | 'ingrediente'>(item?.tipo ?? 'ingrediente');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState(item?.image_url ?? '');
  const [errors, setErrors] = useState<{ name?: string; image?: string }>({});
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function pick(f: File | undefined) {
    if (!f) return;
    if (!STOCK_IMAGE_TYPES.includes(f.type)) {
      setErrors((e) => ({ ...e, image: STOCK_MODAL_MESSAGES.imageType }));
      return;
    }
    if (f.size > IMAGE_MAX_BYTES) {
      setErrors((e) => ({ ...e, image: STOCK_MODAL_MESSAGES.imageSize }));
      return;
    }
    setErrors((e) => ({ ...e, image: undefined }));
    setFile(f);
    setPreview(URL.createObjectURL(f));
  }

  async function save() {
    if (name.trim() === '') {
      setErrors((e) => ({ ...e, name: STOCK_MODAL_MESSAGES.name }));
      return;
    }
    setErrors((e) => ({ ...e, name: undefined }));
    setBusy(true);
    const res = await saveStockItem(api, {
      id_estoque: item?.id_estoque ?? '',
      nome_item: name.trim(),
      descricao: description.trim(),
      status,
      tipo,
      arquivo: file,
    });
    setBusy(false);
    if (res) onSaved();
  }

  return (
    <Modal open title={item ? 'Editar' : 'Criar'} onRequestClose={onClose}>
      <ModalForm onSave={save} onClose={onClose} busy={busy} busyText="Carregando...">
        <TextField
          label="Nome do Item"
          placeholder="Ex. Alface"
          value={name}
          maxLength={100}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            if (errors.name) setErrors((prev) => ({ ...prev, name: undefined }));
          }}
        />
        <TextAreaField
          label="Descrição"
          value={description}
          maxLength={DESCRIPTION_MAX}
          onChange={setDescription}
        />
        <div className="bo-form-grid">
          <SelectField
            label="Status"
            value={status}
            onChange={(v) => setStatus(v === 'O' ? 'O' : 'S')}
            options={STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }))}
          />
          <SelectField
            label="Tipo"
            value={tipo}
            onChange={(v) => setTipo(v === 'sabor' ? 'sabor' : 'ingrediente')}
            options={[
              { value: 'ingrediente', label: 'Ingrediente' },
              { value: 'sabor', label: 'Sabor' },
            ]}
          />
        </div>
        <div className="field">
          <span className="field__label" id="stock-image-label">
            Imagem
          </span>
          <button
            type="button"
            className={`stock-drop ${over ? 'stock-drop--over' : ''}`}
            aria-labelledby="stock-image-label"
            aria-describedby="stock-image-hint"
            onClick={() => input.current?.click()}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(e) => {
              e.preventDefault();
              setOver(false);
              pick(e.dataTransfer.files[0]);
            }}
          >
            {preview ? (
              <img src={preview} alt={`Imagem de ${name || 'item'}`} />
            ) : (
              <span className="stock-drop__empty">
                <ImagePlus size={28} aria-hidden />
                Arraste uma imagem ou clique para escolher
              </span>
            )}
          </button>
          <HiddenFileInput
            ref={input}
            accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
            aria-label="Arquivo da imagem"
            onPick={pick}
          />
          <p className="field__hint" id="stock-image-hint">
            {STOCK_IMAGE_HINT}
          </p>
          {errors.image ? (
            <p className="field__error" role="alert">
              {errors.image}
            </p>
          ) : null}
        </div>
      </ModalForm>
    </Modal>
  );
}
