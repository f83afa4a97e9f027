import { Switch } from 'radix-ui';

export interface ToggleSwitchProps {
  checked: boolean;
  disabled?: boolean;
  onCheckedChange(checked: boolean): void;
  /** The id of the text that names the switch (it stands beside it, styled by the caller). */
  labelledBy: string;
  /** The id of a text that says the current state, where there is one. */
  describedBy?: string;
  /** A keyboard shortcut that reaches it (features/orders/shortcuts: the key focuses, never flips). */
  shortcut?: { 'data-shortcut': string; 'aria-keyshortcuts': string };
  /** The tooltip (a switch a key reaches names the key in it). */
  title?: string;
}

/** The top bar's on/off switch (the store open or closed, online payment on or off). */
export function ToggleSwitch({
  checked,
  disabled,
  onCheckedChange,
  labelledBy,
  describedBy,
  shortcut,
  title,
}: ToggleSwitchProps) {
  return (
    <Switch.Root
      className="switch"
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      {...shortcut}
      title={title}
    >
      <Switch.Thumb className="switch__thumb" />
    </Switch.Root>
  );
}
