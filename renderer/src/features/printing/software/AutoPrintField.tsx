/**
 * The automatic accept-and-print box with its state line, as /configuracoes/software and the
 * first-run guide's step show it (one wording, one look).
 */
import { CheckField } from '../settings/fields';

export const AUTO_LABEL = 'Aceitar e imprimir pedidos automaticamente';

export function AutoPrintField({
  on,
  disabled,
  hint,
  onChange,
}: {
  on: boolean;
  disabled: boolean;
  hint: string;
  onChange(on: boolean): void;
}) {
  return (
    <>
      <CheckField label={AUTO_LABEL} hint={hint} checked={on} disabled={disabled} onChange={onChange} />
      <p className="print-settings__state" role="status">
        {on
          ? '● Ligado: pedidos novos são aceitos e impressos sozinhos.'
          : '○ Desligado: cada pedido espera alguém aceitar.'}
      </p>
    </>
  );
}
