/**
 * The product's old price, 'A partir de' pricing and staff description (spec 02 §3 preco_antigo,
 * apartirde, preco_apartirde, descricao_sis): price inputs under the catalogue's rule (6
 * characters, 2 decimals, dot), like Preço and Preço Promocional.
 */
import { TextField } from '../../../components/TextField';
import { Checkbox } from '../../../components/backoffice';
import { PriceField } from '../PriceField';
import { parsePrice, priceToInput } from '../../../../../shared/catalogue/price';
import type { Product } from '../catalogueApi';

const FROM_PRICING_LABELS = {
  oldPrice: 'Preço Antigo',
  from: 'A partir de',
  fromPrice: 'Preço A partir de',
  systemDescription: 'Descrição do Sistema',
} as const;

export interface FromPricing {
  oldPrice: string;
  from: boolean;
  fromPrice: string;
  systemDescription: string;
}

export type FromPricingErrors = { oldPrice?: string; fromPrice?: string };

export function fromPricingOf(product: Product | null): FromPricing {
  return {
    oldPrice: priceToInput(product?.preco_antigo),
    from: product?.apartirde ?? false,
    fromPrice: priceToInput(product?.preco_apartirde),
    systemDescription: product?.descricao_sis ?? '',
  };
}

/** What a price field holds that is not a price ('' is none, and valid). */
export function fromPricingErrors(v: FromPricing, invalid: string): FromPricingErrors {
  const bad = (text: string) => (text !== '' && parsePrice(text) === null ? invalid : undefined);
  return { oldPrice: bad(v.oldPrice), fromPrice: bad(v.fromPrice) };
}

/** The four fields as cardapio/adicionar takes them. */
export function fromPricingForm(v: FromPricing) {
  return {
    preco_antigo: v.oldPrice,
    apartirde: v.from ? 'S' : 'N',
    preco_apartirde: v.fromPrice,
    descricao_sis: v.systemDescription.trim(),
  };
}

export function FromPricingFields({
  value,
  errors,
  onChange,
}: {
  value: FromPricing;
  errors: FromPricingErrors;
  onChange(next: FromPricing): void;
}) {
  const set = <K extends keyof FromPricing>(key: K, v: FromPricing[K]) => onChange({ ...value, [key]: v });
  return (
    <>
      <PriceField
        label={FROM_PRICING_LABELS.oldPrice}
        value={value.oldPrice}
        error={errors.oldPrice}
        placeholder="0.00"
        onChange={(text) => set('oldPrice', text)}
      />
      <PriceField
        label={FROM_PRICING_LABELS.fromPrice}
        value={value.fromPrice}
        error={errors.fromPrice}
        placeholder="0.00"
        onChange={(text) => set('fromPrice', text)}
      />
      <div className="bo-form-grid__wide">
        <Checkbox label={FROM_PRICING_LABELS.from} checked={value.from} onChange={(c) => set('from', c)} />
      </div>
      <TextField
        label={FROM_PRICING_LABELS.systemDescription}
        value={value.systemDescription}
        maxLength={2000}
        className="bo-form-grid__wide"
        onChange={(e) => set('systemDescription', e.target.value)}
      />
    </>
  );
}
