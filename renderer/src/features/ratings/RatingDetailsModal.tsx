/**
 * The rating's details (spec 03 §2.14): the order as HTML (sanitized: it comes from the server),
 * the three ratings, the customer's comment or 'Usuario nao deixou comentario', and the reply box
 * or the existing reply. 'Salvar' sends the reply; on a refusal what was typed stays.
 */
import { useEffect, useId, useState } from 'react';
import { useServices } from '../../services/services';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import { ErrorState, LoadingState } from '../../components/backoffice';
import { ServerHtml } from '../../components/server-html/ServerHtml';
import type { Rating } from '../../../../shared/api/ratings';
import { fetchRatedOrderHtml, saveReply } from './ratingsApi';
import { Stars } from './Stars';

const REPLY_SAVED = 'Resposta salva com sucesso!';
const NO_COMMENT = 'Usuario nao deixou comentario';

type HtmlState =
  { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error'; message: string };

export function RatingDetailsModal({
  rating,
  onClose,
  onSaved,
}: {
  rating: Rating;
  onClose(): void;
  onSaved(): void;
}) {
  const { api } = useServices();
  const replyId = useId();
  const [html, setHtml] = useState<HtmlState>({ status: 'loading' });
  const [reply, setReply] = useState('');
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const canReply = !rating.comentario_estabelecimento;

  useEffect(() => {
    const controller = new AbortController();
    setHtml({ status: 'loading' });
    fetchRatedOrderHtml(api, rating.id_pedido, controller.signal)
      .then((res) => {
        if (controller.signal.aborted) return;
        setHtml(res.ok ? { status: 'ready', html: res.data } : { status: 'error', message: res.message });
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setHtml({ status: 'error', message: 'Não foi possível carregar o pedido.' });
      });
    return () => controller.abort();
  }, [api, rating.id_pedido, attempt]);

  const save = async () => {
    setSaving(true);
    try {
      const res = await saveReply(api, rating.id_pedido, reply.trim());
      if (res.ok) {
        notify.success(REPLY_SAVED, 2000);
        onSaved();
      } else {
        void dialogs.alert({ message: res.message || 'Não foi possível salvar a resposta.' });
      }
    } catch {
      // The HTTP layer showed its dialog; the reply stays typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={`Avaliação do pedido #${rating.id_pedido}`} onRequestClose={onClose} size="lg">
      <div className="ratings-details">
        <section aria-label="Pedido" className="ratings-details__order">
          {html.status === 'loading' ? <LoadingState /> : null}
          {html.status === 'error' ? (
            <ErrorState message={html.message} onRetry={() => setAttempt((n) => n + 1)} />
          ) : null}
          {html.status === 'ready' ? <ServerHtml className="ratings-order-html" html={html.html} /> : null}
        </section>
        <dl className="ratings-details__notes">
          {(
            [
              ['Comida', rating.nota_comida],
              ['Entrega', rating.nota_entrega],
              ['Cliente', rating.nota_geral],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <Stars score={value} size={18} /> <span>{value}</span>
              </dd>
            </div>
          ))}
        </dl>
        <section aria-label="Comentário do cliente">
          <h3 className="ratings-details__heading">Comentário do cliente</h3>
          <p className="ratings-details__comment">{rating.comentario_usuario ?? NO_COMMENT}</p>
        </section>
        {canReply ? (
          <div className="field">
            <label className="field__label" htmlFor={replyId}>
              Resposta ao cliente
            </label>
            <div className="field__box">
              <textarea
                id={replyId}
                className="field__input ratings-details__reply"
                rows={4}
                maxLength={1000}
                value={reply}
                onChange={(e) => setReply(e.target.value)}
              />
            </div>
          </div>
        ) : (
          <section aria-label="Sua resposta">
            <h3 className="ratings-details__heading">Sua resposta</h3>
            <p className="ratings-details__comment">{rating.comentario_estabelecimento}</p>
          </section>
        )}
        <div className="bo-actions ratings-details__actions">
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          {canReply ? (
            <Button onClick={() => void save()} busy={saving} disabled={reply.trim() === ''}>
              Salvar
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
