/** The spec's delete confirmation (02 §5), through the app's one dialog system. */
import { dialogs } from '../feedback/dialogs';

const DELETE_CONFIRM = {
  title: 'Você tem certeza?',
  message: 'Não será possível reverter!',
  confirmLabel: 'Sim deletar.',
  cancelLabel: 'Cancelar',
} as const;

/**
 * 'Você tem certeza?' / 'Não será possível reverter!' with 'Sim deletar.' (danger) and 'Cancelar';
 * resolves true only on 'Sim deletar.' (Escape and 'Cancelar' give false).
 */
export function confirmDelete(overrides: Partial<typeof DELETE_CONFIRM> = {}): Promise<boolean> {
  return dialogs.confirm({ ...DELETE_CONFIRM, ...overrides, danger: true });
}
