/**
 * 'Tela da cozinha' — beyond the spec (issue 33 §3): kitchen screens as stations beside the
 * printers, the age colours, the two optional status sends, the desktop's second window and the
 * tablets' service. Everything off until the store turns it on; saved on this computer through
 * the kitchen bridge (its own Salvar: none of it is a field of 02 §2.8). Not shown on a host
 * without the kitchen domain (web mode).
 */
import type { KitchenDeskBridge } from '../../../../../shared/kitchen-screen/bridge';
import { useEffect, useState } from 'react';
import type { PrintCategory } from '../../../../../shared/bridge';
import type { KitchenSettings } from '../../../../../shared/kitchen-screen/contract';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { notify } from '../../../components/feedback/notify';
import { useKitchenDesk } from '../../../kitchen/desk/deskStore';
import { CheckField, SelectField } from './fields';
import { KitchenScreensField } from './KitchenScreensField';
import { KitchenTabletPanel } from './KitchenTabletPanel';
import {
  newScreenId,
  readForm,
  toForm,
  type KitchenForm,
  type KitchenFormErrors,
} from './kitchenSettingsForm';

export interface KitchenDisplay {
  id: number;
  label: string;
}

interface Props {
  kitchen: KitchenDeskBridge | null;
  categories: PrintCategory[] | null;
  /** The monitors the second window may go to, where the host lists them. */
  displays?: readonly KitchenDisplay[];
}

const SAVED = 'Configurações da tela da cozinha salvas';
const LOAD_FAILED = 'Não foi possível carregar as configurações da tela da cozinha.';
const SAVE_FAILED = 'Não foi possível salvar as configurações da tela da cozinha. Tente novamente.';

const randomId = () => Math.random().toString(36).slice(2, 8);

export function KitchenScreenSection({ kitchen, categories, displays = [] }: Props) {
  if (!kitchen) return null;
  return <KitchenScreenCard kitchen={kitchen} categories={categories} displays={displays} />;
}

function KitchenScreenCard({ kitchen, categories, displays }: Props & { kitchen: KitchenDeskBridge }) {
  const [form, setForm] = useState<KitchenForm | null>(null);
  const [errors, setErrors] = useState<KitchenFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(0);

  useEffect(() => {
    let alive = true;
    kitchen
      .getSettings()
      .then((s) => alive && setForm(toForm(s)))
      .catch(() => alive && setFailure(LOAD_FAILED));
    return () => {
      alive = false;
    };
  }, [kitchen]);

  const titleId = 'print-kitchen-screen-title';
  const header = (
    <>
      <h2 className="card__title" id={titleId}>
        Tela da cozinha
      </h2>
      <p className="field__hint">Além das opções da plataforma. Fica só neste computador.</p>
    </>
  );
  if (!form) {
    return (
      <section className="card print-section" aria-labelledby={titleId}>
        {header}
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : null}
      </section>
    );
  }

  const s = form.settings;
  const set = (patch: Partial<KitchenSettings>) => setForm({ ...form, settings: { ...s, ...patch } });
  const save = async () => {
    const read = readForm(form);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const stored = await kitchen.saveSettings(read.settings);
      setForm(toForm(stored));
      useKitchenDesk.getState().setSettings(stored);
      setFailure(null);
      setSaved((n) => n + 1);
      notify.success(SAVED);
    } catch {
      setFailure(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card print-section" aria-labelledby={titleId}>
      {header}
      <div className="check-list">
        <CheckField
          label="Usar a tela da cozinha"
          hint="Os pedidos aparecem numa tela (segunda janela deste computador ou tablet) além das impressoras."
          checked={s.enabled}
          onChange={(enabled) => set({ enabled })}
        />
      </div>
      {s.enabled ? (
        <>
          <KitchenScreensField
            screens={s.screens}
            categories={categories}
            error={errors.screens}
            onChange={(screens) => set({ screens })}
            onAdd={() =>
              set({
                screens: [...s.screens, { id: newScreenId(s.screens, randomId), name: '', categories: [] }],
              })
            }
          />
          <div className="print-grid">
            <TextField
              label="Amarelo a partir de (minutos)"
              inputMode="numeric"
              value={form.amber}
              error={errors.amber}
              onChange={(e) => setForm({ ...form, amber: e.target.value })}
            />
            <TextField
              label="Vermelho depois de (minutos)"
              inputMode="numeric"
              value={form.red}
              error={errors.red}
              onChange={(e) => setForm({ ...form, red: e.target.value })}
            />
          </div>
          <div className="check-list">
            <CheckField
              label="Marcar 'Pronto para retirada' quando todas as telas derem Pronto"
              hint="Só pedidos de retirada. Pedidos de entrega continuam esperando o Enviar."
              checked={s.sendReadyOnBump}
              onChange={(sendReadyOnBump) => set({ sendReadyOnBump })}
            />
            <CheckField
              label="Marcar 'Em produção' quando a cozinha abrir o pedido"
              checked={s.sendProductionOnOpen}
              onChange={(sendProductionOnOpen) => set({ sendProductionOnOpen })}
            />
            <CheckField
              label="Abrir uma tela numa segunda janela deste computador"
              hint="Em tela cheia, no monitor escolhido; volta sozinha depois de reiniciar."
              checked={s.window.enabled}
              onChange={(enabled) => set({ window: { ...s.window, enabled } })}
            />
          </div>
          {s.window.enabled ? (
            <div className="print-grid">
              <SelectField
                label="Tela mostrada na janela"
                value={s.window.screenId ?? ''}
                onChange={(e) => set({ window: { ...s.window, screenId: e.target.value || null } })}
              >
                <option value="">A primeira tela</option>
                {s.screens.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name || 'Tela sem nome'}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Monitor"
                value={s.window.displayId === null ? '' : String(s.window.displayId)}
                onChange={(e) =>
                  set({
                    window: { ...s.window, displayId: e.target.value === '' ? null : Number(e.target.value) },
                  })
                }
              >
                <option value="">O primeiro que não é o do caixa</option>
                {displays?.map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {d.label}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
          <div className="check-list">
            <CheckField
              label="Permitir tablets na rede da loja"
              hint="Os tablets abrem a tela pelo navegador e são pareados com um código de 6 dígitos."
              checked={s.tablet.enabled}
              onChange={(enabled) => set({ tablet: { ...s.tablet, enabled } })}
            />
          </div>
          {s.tablet.enabled ? (
            <div className="print-grid">
              <TextField
                label="Endereço deste computador na rede"
                hint="Ex.: 192.168.0.10"
                value={s.tablet.address}
                error={errors.address}
                onChange={(e) => set({ tablet: { ...s.tablet, address: e.target.value } })}
              />
              <TextField
                label="Porta"
                inputMode="numeric"
                value={form.port}
                error={errors.port}
                onChange={(e) => setForm({ ...form, port: e.target.value })}
              />
            </div>
          ) : null}
          <KitchenTabletPanel kitchen={kitchen} revision={saved} />
        </>
      ) : null}
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="print-section__actions">
        <Button busy={saving} onClick={() => void save()}>
          Salvar tela da cozinha
        </Button>
      </div>
    </section>
  );
}
