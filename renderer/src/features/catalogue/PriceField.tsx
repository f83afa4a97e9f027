import { TextField, type TextFieldProps } from '../../components/TextField';
import { PRICE_MAX_LENGTH, sanitizePriceInput } from '../../../../shared/catalogue/price';

export interface PriceFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'inputMode' | 'maxLength'
> {
  /** The price as typed ('12.50'); parse it with parsePrice to save. */
  value: string;
  onChange(text: string): void;
}

/**
 * A catalogue price as typed, under the catalogue's rule (02 §5: digits and a dot, 2 decimals, at
 * most 6 characters): what breaks the rule is left out as it is typed.
 */
export function PriceField({ onChange, ...props }: PriceFieldProps) {
  return (
    <TextField
      {...props}
      inputMode="decimal"
      maxLength={PRICE_MAX_LENGTH}
      onChange={(e) => onChange(sanitizePriceInput(e.target.value))}
    />
  );
}
