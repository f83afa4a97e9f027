/**
 * What an unpaired kitchen tablet sees (issue 33 §3): the 6-digit code shown on the desk and a
 * name for this tablet. The kitchen-screen service decides; this form only checks the shape,
 * says the service's refusal in its words and keeps what was typed.
 */
import { useId, useState, type FormEvent } from 'react';

export interface PairingRequest {
  code: string;
  name: string;
}

export type PairingResult = { ok: true } | { ok: false; error: string };

const CODE_SHAPE = 'O código tem 6 dígitos: veja no caixa, em Configurações de impressão › Tela da cozinha.';
const NAME_MISSING = 'Dê um nome a este tablet (ex.: Tablet da chapa).';
const PAIR_FAILED = 'Não foi possível falar com o caixa. Verifique a rede e tente de novo.';

export function PairingForm({
  onPair,
  onPaired,
}: {
  onPair(request: PairingRequest): Promise<PairingResult>;
  onPaired(): void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ code?: string; name?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code.replace(/\s/g, '');
    const next = {
      ...(/^\d{6}$/.test(typed) ? {} : { code: CODE_SHAPE }),
      ...(name.trim() ? {} : { name: NAME_MISSING }),
    };
    setErrors(next);
    if (next.code || next.name) return;
    setBusy(true);
    try {
      const result = await onPair({ code: typed, name: name.trim() });
      if (result.ok) onPaired();
      else setErrors({ form: result.error });
    } catch {
      setErrors({ form: PAIR_FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kds-pairing" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Parear esta tela com o caixa</h1>
      <label htmlFor={`${id}-code`}>Código de 6 dígitos</label>
      <input
        id={`${id}-code`}
        className="kds-pairing__code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        aria-invalid={errors.code ? true : undefined}
        aria-describedby={errors.code ? `${id}-code-error` : undefined}
        onChange={(e) => setCode(e.target.value)}
      />
      {errors.code ? (
        <p id={`${id}-code-error`} className="kds-pairing__error" role="alert">
          {errors.code}
        </p>
      ) : null}
      <label htmlFor={`${id}-name`}>Nome deste tablet</label>
      <input
        id={`${id}-name`}
        maxLength={40}
        value={name}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={errors.name ? `${id}-name-error` : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      {errors.name ? (
        <p id={`${id}-name-error`} className="kds-pairing__error" role="alert">
          {errors.name}
        </p>
      ) : null}
      {errors.form ? (
        <p className="kds-pairing__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="kds-btn kds-btn--bump" disabled={busy}>
        Parear
      </button>
    </form>
  );
}
