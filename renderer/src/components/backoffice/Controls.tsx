/**
 * Small controls of the back-office screens: Tabs and Switch (Radix), Checkbox, SelectField
 * (native, keyboard-friendly), SearchInput ('Procurar...' with a clear button), Badge.
 * State is never shown by colour alone: the switch says its state, badges carry a word.
 *
 * Kit: Tabs, Switch, Checkbox, SelectField, SearchInput, ClearSearchButton, Badge.
 */
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Switch as RadixSwitch, Tabs as RadixTabs } from 'radix-ui';
import { Search, X } from 'lucide-react';
import { Field } from '../Field';

/* ------------------------------------------------------------------ Tabs */

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  className?: string;
  /** Keep inactive panels mounted (hidden), so what was typed in a tab survives switching tabs. */
  keepMounted?: boolean;
}

/** Radix Tabs (arrow keys move between tabs) with the print settings page's tab look. */
export function Tabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  className,
  keepMounted,
}: TabsProps) {
  return (
    <RadixTabs.Root
      className={`bo-tabs ${className ?? ''}`}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="bo-tabs__list" aria-label={label}>
        {items.map((t) => (
          <RadixTabs.Trigger key={t.value} value={t.value} disabled={t.disabled} className="bo-tabs__tab">
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((t) => (
        <RadixTabs.Content
          key={t.value}
          value={t.value}
          className="bo-tabs__panel"
          forceMount={keepMounted ? true : undefined}
        >
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

/* ------------------------------------------------------------------ Switch */

export interface SwitchProps {
  /** What the switch turns on or off (its accessible name). */
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** The visible state words. */
  onText?: string;
  offText?: string;
  disabled?: boolean;
  /** Hide the label visually (e.g. in a table row whose first cell names it); keeps it for screen readers. */
  hideLabel?: boolean;
  /** Shows a spinner-free busy state (disabled, aria-busy). */
  busy?: boolean;
}

export function Switch({
  label,
  checked,
  onCheckedChange,
  onText = 'Ativo',
  offText = 'Inativo',
  disabled,
  hideLabel,
  busy,
}: SwitchProps) {
  const id = useId();
  return (
    <div className={`bo-switch ${checked ? 'is-on' : 'is-off'}`}>
      <label htmlFor={id} className={hideLabel ? 'bo-sr-only' : 'bo-switch__label'}>
        {label}
      </label>
      <RadixSwitch.Root
        id={id}
        className="bo-switch__track"
        checked={checked}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onCheckedChange={onCheckedChange}
      >
        <RadixSwitch.Thumb className="bo-switch__thumb" />
      </RadixSwitch.Root>
      <span className="bo-switch__state" aria-hidden>
        {checked ? onText : offText}
      </span>
    </div>
  );
}

/* ------------------------------------------------------------------ Checkbox */

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: ReactNode;
  disabled?: boolean;
  /** Keep the label for screen readers only (use a string then). */
  hideLabel?: boolean;
  name?: string;
}

export function Checkbox({ label, checked, onChange, hint, disabled, hideLabel, name }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`bo-checkbox ${disabled ? 'is-disabled' : ''}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className="bo-checkbox__box"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <span className="bo-checkbox__text">
        <label htmlFor={id} className={hideLabel ? 'bo-sr-only' : 'bo-checkbox__label'}>
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className="bo-checkbox__hint">
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}

/* ------------------------------------------------------------------ Select */

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onChange(value: string): void;
  options?: readonly SelectOption[];
  /** A first empty option ('Selecione...'). */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  /** <option> children instead of `options`. */
  children?: ReactNode;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...select}
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="field__input bo-select"
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}

/* ------------------------------------------------------------------ Search */

export interface SearchInputProps {
  value: string;
  onChange(value: string): void;
  /** The accessible name: say what is searched ('Procurar produtos'). */
  label: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/** 'Procurar...' with a clear button; Escape clears. Filtering is the caller's (shared/search.ts). */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder = 'Procurar...',
  disabled,
  className,
}: SearchInputProps) {
  return (
    <div className={`bo-search ${className ?? ''}`}>
      <Search aria-hidden size={18} className="bo-search__icon" />
      <input
        type="search"
        className="bo-search__input"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
        autoComplete="off"
        spellCheck={false}
      />
      {value && !disabled ? (
        <ClearSearchButton className="bo-search__clear" onClear={() => onChange('')} />
      ) : null}
    </div>
  );
}

/** The X beside a search box's text: 'Limpar busca'. */
export function ClearSearchButton({ className, onClear }: { className: string; onClear(): void }) {
  return (
    <button type="button" className={`icon-btn ${className}`} aria-label="Limpar busca" onClick={onClear}>
      <X aria-hidden size={18} />
    </button>
  );
}

/* ------------------------------------------------------------------ Badge */

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface BadgeProps {
  tone?: BadgeTone;
  /** The word is the meaning; the colour only repeats it. */
  children: ReactNode;
  icon?: ReactNode;
}

export function Badge({ tone = 'neutral', children, icon }: BadgeProps) {
  return (
    <span className={`bo-badge bo-badge--${tone}`}>
      {icon}
      {children}
    </span>
  );
}
