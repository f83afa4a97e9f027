/**
 * Funcionamento (spec 02 §2.10): automatic open/close switches and the Sunday–Saturday table, each
 * day with an open checkbox and two HH:MM slots (disabled while the day is unchecked). Save sends
 * alteraHorarios2 with the day list as JSON; invalid or overlapping slots are refused here with
 * the day named, and the server's refusal opens the error dialog with its mensagem (§8). What was
 * typed stays on screen after a failure.
 */
import { useState } from 'react';
import { Save } from 'lucide-react';
import type { OpeningDay } from '../../../../../shared/api/store-settings';
import { DAY_NAMES, validateSchedule, type DayProblem } from '../../../../../shared/store-settings/hours';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import {
  Card,
  Checkbox,
  Page,
  PageHeader,
  ResourceView,
  Switch,
  unwrapLegacy,
  useResource,
} from '../../../components/backoffice';
import { dialogs } from '../../../components/feedback/dialogs';
import { hoursSchema, saveHours, type Hours } from '../storeSettingsApi';
import { TimeInput } from '../TimeInput';
import '../storeSettings.css';

export const HOURS_TITLE = 'Horário de funcionamento';
export const HOURS_INVALID_TITLE = 'Horários inválidos';

type SlotKey = 'abertura' | 'fechamento' | 'abertura2' | 'fechamento2';
const SLOTS: readonly { key: SlotKey; label: string }[] = [
  { key: 'abertura', label: 'Abertura' },
  { key: 'fechamento', label: 'Fechamento' },
  { key: 'abertura2', label: 'Abertura 2' },
  { key: 'fechamento2', label: 'Fechamento 2' },
];

export default function HoursPage() {
  const { api } = useServices();
  const hours = useResource(
    async (signal) =>
      unwrapLegacy(
        await api.legacy('v1', 'get', 'software_app/listarHorarios', hoursSchema, { signal, quiet: true }),
      ),
    [api],
  );
  return (
    <Page>
      <PageHeader
        title={HOURS_TITLE}
        subtitle="Os dias e horários em que a loja recebe pedidos. Com a abertura ou o fechamento automático, a loja abre e fecha sozinha nesses horários."
      />
      <ResourceView resource={hours}>{(data) => <HoursForm initial={data} />}</ResourceView>
    </Page>
  );
}

function HoursForm({ initial }: { initial: Hours }) {
  const { api } = useServices();
  const [autoAbrir, setAutoAbrir] = useState(initial.auto_abrir === 'S');
  const [autoFechar, setAutoFechar] = useState(initial.auto_fechar === 'S');
  const [days, setDays] = useState<OpeningDay[]>(() => initial.obj.map((d) => ({ ...d })));
  const [problems, setProblems] = useState<DayProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);

  const patch = (i: number, p: Partial<OpeningDay>) => {
    setDays((list) => list.map((d, j) => (j === i ? { ...d, ...p } : d)));
    setDirty(true);
    setProblems((list) => list.filter((x) => x.abreviacao !== days[i]?.abreviacao));
  };

  async function save() {
    const found = validateSchedule(days);
    setProblems(found);
    if (found.length > 0) {
      await dialogs.alert({ title: HOURS_INVALID_TITLE, message: found.map((p) => p.message).join('\n') });
      return;
    }
    setSaving(true);
    try {
      if (await saveHours(api, days, autoAbrir, autoFechar)) setDirty(false);
    } finally {
      setSaving(false);
    }
  }

  const problemOf = (d: OpeningDay) => problems.find((p) => p.abreviacao === d.abreviacao);

  return (
    <form
      className="ss-stack"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Card title="Abertura e fechamento automáticos">
        <div className="ss-switches">
          <Switch
            label="Abrir a loja automaticamente"
            checked={autoAbrir}
            onCheckedChange={(v) => {
              setAutoAbrir(v);
              setDirty(true);
            }}
            onText="Ligado"
            offText="Desligado"
          />
          <Switch
            label="Fechar a loja automaticamente"
            checked={autoFechar}
            onCheckedChange={(v) => {
              setAutoFechar(v);
              setDirty(true);
            }}
            onText="Ligado"
            offText="Desligado"
          />
        </div>
      </Card>
      <Card title="Dias e horários">
        <div className="bo-table__scroll">
          <table className="table bo-table__table ss-hours">
            <caption className="bo-sr-only">Horários por dia da semana</caption>
            <thead>
              <tr>
                <th scope="col">Dia</th>
                <th scope="col">Aberto</th>
                {SLOTS.map((s) => (
                  <th scope="col" key={s.key}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d, i) => {
                const name = DAY_NAMES[d.abreviacao];
                const problem = problemOf(d);
                return (
                  <tr key={d.abreviacao} className={problem ? 'is-invalid' : undefined}>
                    <th scope="row">
                      {name}
                      {problem ? (
                        <span className="ss-row-error" role="alert">
                          {problem.message}
                        </span>
                      ) : null}
                    </th>
                    <td>
                      <Checkbox
                        label={`${name} aberto`}
                        hideLabel
                        checked={d.checked}
                        onChange={(v) => patch(i, { checked: v })}
                      />
                    </td>
                    {SLOTS.map((s) => (
                      <td key={s.key}>
                        <div className="field__box ss-time-box">
                          <TimeInput
                            label={`${s.label} de ${name}`}
                            value={d[s.key]}
                            disabled={!d.checked}
                            invalid={Boolean(problem)}
                            onChange={(v) => patch(i, { [s.key]: v })}
                          />
                        </div>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="ss-hint">Fechamento em branco ou 00:00 vale até 23:59.</p>
        <div className="bo-actions">
          <Button type="submit" busy={saving} icon={<Save size={18} aria-hidden />}>
            Salvar
          </Button>
          {dirty ? <span className="ss-hint">Alterações não salvas.</span> : null}
        </div>
      </Card>
    </form>
  );
}
