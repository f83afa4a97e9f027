import type { Ref } from 'react';

export interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  /** The accessible name (the input is opened by a button of the caller's). */
  'aria-label': string;
  onPick(file: File | undefined): void;
}

/**
 * The file input a button of the caller's opens. It forgets each pick once handed over, so the
 * same file picked again (after a refused upload) still counts as a change.
 */
export function HiddenFileInput({ ref, accept, onPick, ...aria }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      accept={accept}
      {...aria}
      onChange={(e) => {
        onPick(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
}
