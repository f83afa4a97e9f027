import { Star, StarHalf } from 'lucide-react';
import { starIcons } from '../../../../shared/reports/ratings';

const decimal1 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Five stars in half steps; the number is the accessible name, so the icons are decoration. */
export function Stars({ score, size = 20 }: { score: number; size?: number }) {
  return (
    <span className="ratings-stars" role="img" aria-label={`${decimal1.format(score)} de 5 estrelas`}>
      {starIcons(score).map((kind, i) =>
        kind === 'half' ? (
          <span key={i} className="ratings-stars__half">
            <Star size={size} aria-hidden className="ratings-stars__empty" />
            <StarHalf size={size} aria-hidden className="ratings-stars__full" />
          </span>
        ) : (
          <Star
            key={i}
            size={size}
            aria-hidden
            className={kind === 'full' ? 'ratings-stars__full' : 'ratings-stars__empty'}
          />
        ),
      )}
    </span>
  );
}

export const formatScore = (n: number): string => decimal1.format(n);
