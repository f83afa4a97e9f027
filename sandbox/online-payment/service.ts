/**
 * Whether a store accepts online payment (spec 02 §4 aceita_pgto_online, 03 §2.2), and what stops
 * it from turning it on. The platform refuses to switch it on while the store's online-payment
 * registration is incomplete (no active receiving account, documents pending...); the sandbox
 * keeps those reasons per store, set through the control API (`POST /control/acceptance`
 * `blockers`), so tests can reach the spec's failure path (error dialog with erros, then the
 * recebimentos screen). Turning it off is always allowed.
 */
export const ACCEPTANCE_ON = 'Pagamento online ativado com sucesso!';
export const ACCEPTANCE_OFF = 'Pagamento online desativado com sucesso!';
export const ACCEPTANCE_REFUSED = 'Não foi possível ativar o pagamento online.';
export const ACCEPTANCE_BAD_INPUT = 'Informe se a loja aceita pagamento online (1 ou 0).';
export const ACCEPTANCE_WRONG_STORE = 'Estabelecimento inválido.';

export interface OnlinePaymentAcceptance {
  blockers(establishmentId: number): string[];
  setBlockers(establishmentId: number, reasons: readonly string[]): void;
  clear(): void;
}

export function createOnlinePaymentAcceptance(): OnlinePaymentAcceptance {
  const byStore = new Map<number, string[]>();
  return {
    blockers: (id) => [...(byStore.get(id) ?? [])],
    setBlockers(id, reasons) {
      const clean = reasons.map((r) => r.trim()).filter((r) => r !== '');
      if (clean.length === 0) byStore.delete(id);
      else byStore.set(id, clean);
    },
    clear: () => byStore.clear(),
  };
}

/** '1', 1, true, 'true', 'S' → true; '0', 0, false, 'false', 'N' → false; anything else → null. */
export function parseAccepts(value: unknown): boolean | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (v === true || v === 1 || v === '1' || v === 'true' || v === 's') return true;
  if (v === false || v === 0 || v === '0' || v === 'false' || v === 'n') return false;
  return null;
}
