/**
 * One card of the kitchen screen. Memoized on what it shows: the clock re-renders a card only
 * when its whole-minute age changes, and a bump re-renders none of the cards that stay. The age
 * level is said three ways (words, icon, border style), never by colour alone.
 */
import { memo } from 'react';
import { AlertOctagon, AlertTriangle, Bike, Check, Clock, Footprints } from 'lucide-react';
import type { KitchenCard } from '../../../shared/kitchen-screen/contract';
import type { SlipItem } from '../../../shared/print-stations';
import { ageText, firstName, MODE_LABEL, type AgeLevel } from './model';

const AGE_ICON = { fresh: Clock, amber: AlertTriangle, red: AlertOctagon } as const;

const qty = (n: number) => (Number.isInteger(n) ? String(n) : n.toLocaleString('pt-BR'));

export interface KitchenCardViewProps {
  card: KitchenCard;
  /** 1–9: the digit that selects it; absent past the ninth card. */
  position?: number;
  minutes: number;
  level: AgeLevel;
  selected: boolean;
  onSelect(key: string): void;
  onBump(key: string): void;
  onAcknowledge(key: string): void;
}

function ChangeList({ sign, items, label }: { sign: '+' | '−'; items: SlipItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="kds-card__change-list" aria-label={label}>
      {items.map((item, i) => (
        <li key={i}>
          <span aria-hidden>{sign}</span> {qty(item.qty)}× {item.name}
        </li>
      ))}
    </ul>
  );
}

export const KitchenCardView = memo(function KitchenCardView({
  card,
  position,
  minutes,
  level,
  selected,
  onSelect,
  onBump,
  onAcknowledge,
}: KitchenCardViewProps) {
  const cancelled = card.state === 'cancelled';
  const AgeIcon = AGE_ICON[level];
  const ModeIcon = card.mode === 'entrega' ? Bike : Footprints;
  const titleId = `kds-card-${card.key}`;
  const name = firstName(card.customerFirstName);
  return (
    <article
      className={[
        'kds-card',
        `kds-card--${cancelled ? 'cancelled' : level}`,
        card.change ? 'kds-card--changed' : '',
        selected ? 'is-selected' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      aria-current={selected ? 'true' : undefined}
      data-card-key={card.key}
      onClick={() => onSelect(card.key)}
      // Tabbing to its button selects it, so Enter there bumps this card.
      onFocus={() => onSelect(card.key)}
    >
      <header className="kds-card__head">
        {position !== undefined ? (
          // The digit that selects it: a visual hint for the bump bar, not part of its name.
          <span className="kds-card__position" aria-hidden>
            {position}
          </span>
        ) : null}
        <h2 className="kds-card__order" id={titleId}>
          #{card.orderId}
        </h2>
        {card.stationNo !== undefined ? <span className="kds-card__station">Nº {card.stationNo}</span> : null}
      </header>
      <p className="kds-card__who">
        {name ? <span className="kds-card__name">{name}</span> : null}
        <span className={`kds-card__mode kds-card__mode--${card.mode}`}>
          <ModeIcon aria-hidden size={20} />
          {MODE_LABEL[card.mode]}
        </span>
      </p>
      <p className={`kds-card__age kds-card__age--${level}`}>
        <AgeIcon aria-hidden size={20} />
        {ageText(minutes, level)}
      </p>
      {cancelled ? (
        <div className="kds-card__cancelled" role="note">
          <strong className="kds-card__cancelled-title">CANCELADO</strong>
          {card.cancelReason ? <span className="kds-card__reason">{card.cancelReason}</span> : null}
        </div>
      ) : null}
      {card.change ? (
        <div className="kds-card__changed" role="note">
          <strong className="kds-card__changed-title">ALTERADO</strong>
          <ChangeList sign="+" items={card.change.added} label="Adicionado" />
          <ChangeList sign="−" items={card.change.removed} label="Removido" />
        </div>
      ) : null}
      <ul className="kds-card__items">
        {card.items.map((item, i) => (
          <li key={i} className="kds-card__item">
            <span className="kds-card__qty">{qty(item.qty)}×</span> {item.name}
            {item.linhas.length > 0 ? (
              <ul className="kds-card__lines">
                {item.linhas.map((line, j) => (
                  <li key={j}>{line}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {card.observacoes ? (
        <p className="kds-card__obs">
          <strong>Obs.:</strong> {card.observacoes}
        </p>
      ) : null}
      <footer className="kds-card__actions">
        {cancelled ? (
          <button
            type="button"
            className="kds-btn kds-btn--ack"
            onClick={(e) => {
              e.stopPropagation();
              onAcknowledge(card.key);
            }}
          >
            <Check aria-hidden size={24} />
            Ciente
          </button>
        ) : (
          <button
            type="button"
            className="kds-btn kds-btn--bump"
            onClick={(e) => {
              e.stopPropagation();
              onBump(card.key);
            }}
          >
            <Check aria-hidden size={24} />
            Pronto
          </button>
        )}
      </footer>
    </article>
  );
});
