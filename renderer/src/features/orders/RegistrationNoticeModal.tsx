/**
 * The online-payment registration notice (spec 01 §2 modals): what a store needs to receive online
 * payments and who follows the activation (the franchisee). Opened from the orders screen's
 * online-payment notice; its 'Saiba mais' leads to /financeiro/cadastro/recebimentos.
 */
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';

const RECEBIMENTOS_PATH = '/financeiro/cadastro/recebimentos';

export interface RegistrationNoticeModalProps {
  open: boolean;
  onClose(): void;
  /** Only the store's admin reaches the registration screens. */
  canRegister: boolean;
}

export function RegistrationNoticeModal({ open, onClose, canRegister }: RegistrationNoticeModalProps) {
  return (
    <Modal open={open} title="Cadastro do pagamento online" onRequestClose={onClose} size="md">
      <div className="dialog__message onb-notice">
        <p>
          Com o pagamento online, seus clientes pagam pelo app com Pix e cartão e o valor das vendas é
          depositado na conta de recebimento da loja: débito em 1 dia e crédito em 30 dias.
        </p>
        <p>
          Para ativar, complete o cadastro: dados cadastrais, documentos, plano de taxas e uma conta de
          recebimento ativa em nome do titular do cadastro.
        </p>
        <p>
          O seu <strong>franqueado</strong> acompanha a ativação da loja e pode tirar suas dúvidas sobre taxas
          e prazos.
          {canRegister ? null : ' Peça ao administrador da loja para concluir o cadastro.'}
        </p>
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
        {canRegister ? (
          <Link to={RECEBIMENTOS_PATH} className="btn btn--primary btn--md" onClick={onClose}>
            Saiba mais
          </Link>
        ) : null}
      </div>
    </Modal>
  );
}
