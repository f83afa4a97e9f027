/** Cashier printers and the print options (02 §2.8 "further controls"). */
import type { PrintFlag } from '../../../../../shared/api/platform-v1';
import type { PrinterList } from '../../../../../shared/printing';
import { CheckField } from './fields';
import type { PrintForm } from './form';
import { NOT_FOUND_SUFFIX, printerOptions } from './GeneralSection';

type FlagKey =
  | 'autoAceiteImprimir'
  | 'impressaoProducao'
  | 'impressaoEstabelecimento'
  | 'impressaoCliente'
  | 'impressaoItemAgrupado'
  | 'abrirGavetaDinheiro'
  | 'imprimirResumoAoFechar';

const FLAGS: readonly { key: FlagKey; label: string; hint?: string }[] = [
  {
    key: 'autoAceiteImprimir',
    label: 'Aceitar e imprimir pedidos automaticamente',
    hint: 'Cada pedido novo é aceito e impresso sem ninguém no caixa.',
  },
  {
    key: 'impressaoProducao',
    label: 'Imprimir vias de produção',
    hint: 'Uma via por categoria, na impressora escolhida abaixo.',
  },
  { key: 'impressaoEstabelecimento', label: 'Mostrar o nome do estabelecimento' },
  { key: 'impressaoCliente', label: 'Mostrar o nome do cliente' },
  { key: 'impressaoItemAgrupado', label: 'Imprimir itens desagrupados' },
  {
    key: 'abrirGavetaDinheiro',
    label: 'Abrir a gaveta ao imprimir ou entregar pedido em dinheiro',
    hint: 'A gaveta ligada à primeira impressora do caixa. Fica só neste computador.',
  },
  {
    key: 'imprimirResumoAoFechar',
    label: 'Imprimir o resumo do dia ao fechar a loja',
    hint: 'Ao fechar a loja pelo botão do topo, mostra o resumo do dia para imprimir no caixa. Fica só neste computador.',
  },
];

const flag = (on: boolean): PrintFlag => (on ? 'true' : 'false');

interface Props {
  form: PrintForm;
  printers: PrinterList;
  change(update: (f: PrintForm) => PrintForm): void;
}

export function OptionsSection({ form, printers, change }: Props) {
  const s = form.settings;
  const cashiers = printerOptions(printers, s.impressorasCaixa);
  const toggleCashier = (name: string, on: boolean) =>
    change((f) => {
      const rest = f.settings.impressorasCaixa.filter((n) => n !== name);
      return { ...f, settings: { ...f.settings, impressorasCaixa: on ? [...rest, name] : rest } };
    });

  return (
    <section className="card print-section" aria-labelledby="print-options-title">
      <h2 className="card__title" id="print-options-title">
        Vias e opções
      </h2>
      <fieldset className="print-fieldset">
        <legend className="field__label">Impressoras do caixa</legend>
        {cashiers.length === 0 ? (
          <p className="field__hint">
            Nenhuma impressora encontrada. Adicione uma em “Impressoras deste computador”.
          </p>
        ) : (
          <div className="check-list">
            {cashiers.map((p) => (
              <CheckField
                key={p.name}
                label={p.found ? p.name : p.name + NOT_FOUND_SUFFIX}
                checked={s.impressorasCaixa.includes(p.name)}
                onChange={(on) => toggleCashier(p.name, on)}
              />
            ))}
          </div>
        )}
      </fieldset>
      <fieldset className="print-fieldset">
        <legend className="field__label">Opções</legend>
        <div className="check-list">
          {FLAGS.map((f) => (
            <CheckField
              key={f.key}
              label={f.label}
              hint={f.hint}
              checked={s[f.key] === 'true'}
              onChange={(on) => change((x) => ({ ...x, settings: { ...x.settings, [f.key]: flag(on) } }))}
            />
          ))}
        </div>
      </fieldset>
    </section>
  );
}
