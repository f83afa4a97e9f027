/**
 * Adjusting an order's address so a courier can find it (spec 01 §2 "adjust delivery address
 * (with a maps autocomplete)", §4 step 1): a debounced autocomplete through the Geocoder
 * interface, a keyboard-navigable list (↑ ↓ Enter), and saving the chosen result
 * (founded, lat, lng, formattedAddress, selectedAddress) for the order's address.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MapPin, Save, Search } from 'lucide-react';
import { Button } from '../../components/Button';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Spinner } from '../../components/Spinner';
import type { GeoAddress, Geocoder } from './geocoder';
import { GEOCODER_MIN_QUERY, normalizeQuery } from './geocoder';

const GEOCODER_DEBOUNCE_MS = 300;
const GEOCODER_ERROR = 'Não foi possível buscar endereços agora. Tente novamente.';

export interface AddressAdjustProps {
  geocoder: Geocoder;
  /** The order's address as the platform has it, to start from. */
  current: string;
  saving: boolean;
  error: string | null;
  onSave(address: GeoAddress): void;
  onBack(): void;
}

type Search =
  { state: 'idle' } | { state: 'loading' } | { state: 'done'; results: GeoAddress[] } | { state: 'error' };

export function AddressAdjust({ geocoder, current, saving, error, onSave, onBack }: AddressAdjustProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState(current);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<GeoAddress | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  useEffect(() => {
    const q = normalizeQuery(query);
    if (q === null) {
      setSearch({ state: 'idle' });
      return;
    }
    const ctrl = new AbortController();
    const timer = window.setTimeout(() => {
      setSearch({ state: 'loading' });
      geocoder.search(q, ctrl.signal).then(
        (results) => {
          if (ctrl.signal.aborted) return;
          setSearch({ state: 'done', results });
          setActive(results.length > 0 ? 0 : -1);
        },
        () => {
          if (!ctrl.signal.aborted) setSearch({ state: 'error' });
        },
      );
    }, GEOCODER_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      ctrl.abort();
    };
  }, [geocoder, query]);

  const results = search.state === 'done' ? search.results : [];
  const expanded = results.length > 0 && chosen === null;

  const choose = (r: GeoAddress) => {
    setChosen(r);
    setQuery(r.formattedAddress);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && expanded) {
      e.preventDefault();
      setActive((i) => Math.min(results.length - 1, i + 1));
    } else if (e.key === 'ArrowUp' && expanded) {
      e.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const r = results[active];
      if (expanded && r) choose(r);
      else if (chosen && !saving) onSave(chosen);
    }
  };

  return (
    <div className="courier-form">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          Buscar endereço
        </label>
        <div className="field__box">
          <Search aria-hidden size={18} className="courier-form__search-icon" />
          <input
            id={`${id}-q`}
            ref={inputRef}
            className="field__input"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            maxLength={120}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setChosen(null);
            }}
            onKeyDown={onKeyDown}
          />
          {search.state === 'loading' ? <Spinner size={16} /> : null}
        </div>
        <p id={`${id}-hint`} className="field__hint">
          Digite rua e número (mínimo {GEOCODER_MIN_QUERY} letras) e escolha o endereço certo na lista.
        </p>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Endereços encontrados"
        className="geo-list"
        hidden={!expanded}
      >
        {results.map((r, i) => (
          <li
            key={r.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`geo-list__item ${i === active ? 'geo-list__item--active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(r)}
          >
            <MapPin aria-hidden size={16} />
            {r.formattedAddress}
          </li>
        ))}
      </ul>
      {search.state === 'done' && results.length === 0 && chosen === null ? (
        <p className="field__hint" role="status">
          Nenhum endereço encontrado. Confira o que foi digitado.
        </p>
      ) : null}
      <ErrorNotice>{search.state === 'error' ? GEOCODER_ERROR : null}</ErrorNotice>
      {chosen ? (
        <p className="notice notice--info" role="status">
          Endereço escolhido: <strong>{chosen.formattedAddress}</strong>
        </p>
      ) : null}
      <ErrorNotice>{error}</ErrorNotice>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          Voltar
        </Button>
        <Button
          icon={<Save aria-hidden size={18} />}
          disabled={chosen === null}
          busy={saving}
          onClick={() => chosen && onSave(chosen)}
        >
          Salvar endereço e continuar
        </Button>
      </div>
    </div>
  );
}
