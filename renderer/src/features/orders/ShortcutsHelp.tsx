import { ORDER_ACTION_LABELS } from '../../../../shared/order-actions';
import { Modal } from '../../components/Modal';

/** Every shortcut of the orders desk; the same list drives the help and the docs. */
export const SHORTCUTS: readonly { keys: string[]; description: string }[] = [
  { keys: ['↓', 'J'], description: 'Próximo pedido da lista' },
  { keys: ['↑', 'K'], description: 'Pedido anterior' },
  { keys: ['Enter'], description: 'Abrir os detalhes do pedido escolhido' },
  { keys: ['A'], description: 'Aceitar o pedido' },
  { keys: ['P'], description: 'Próximo passo: Pronto para retirada ou Enviar' },
  { keys: ['E'], description: 'Marcar como Entregue' },
  { keys: ['C'], description: 'Cancelar o pedido (pede o motivo)' },
  { keys: ['I'], description: 'Imprimir o pedido' },
  { keys: ['/', 'Ctrl+F'], description: 'Procurar pedidos' },
  { keys: ['H'], description: ORDER_ACTION_LABELS.chat },
  { keys: ['O'], description: ORDER_ACTION_LABELS.requestCourier },
  { keys: ['V'], description: ORDER_ACTION_LABELS.linkCourier },
  { keys: ['X'], description: 'Cancelar a solicitação do motoboy' },
  { keys: ['T'], description: 'Alterar a previsão de entrega' },
  { keys: ['F'], description: 'Abrir a fila de impressão' },
  { keys: ['L'], description: 'Ir para a chave Loja aberta/fechada (Espaço muda)' },
  { keys: ['M'], description: 'Silenciar o alerta por 2 minutos (ou reativar)' },
  { keys: ['Esc'], description: 'Fechar os detalhes ou limpar a busca' },
  { keys: ['?'], description: 'Mostrar esta ajuda' },
];

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal
      open={open}
      title="Atalhos do teclado"
      description="Funcionam na tela de pedidos quando você não está digitando num campo."
      onRequestClose={onClose}
    >
      <table className="shortcuts">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.description}>
              <th scope="row">
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? <span className="shortcuts__or"> ou </span> : null}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </th>
              <td>{s.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
