/** A ticket as typed lines: the layout decides what to print, renderText how it fits the paper. */

export type TicketLine =
  | {
      kind: 'text';
      text: string;
      align: 'left' | 'center' | 'right';
      bold?: boolean;
      /** 'large' is double height on ESC/POS: same column count, so it wraps at the normal width. */
      size?: 'normal' | 'large';
      /** Columns every wrapped row of a left-aligned line is indented by (option lines). */
      indent?: number;
    }
  | {
      kind: 'pair';
      left: string;
      right: string;
      bold?: boolean;
      size?: 'normal' | 'large';
      /** Columns the continuation rows of a long `left` are indented by. */
      indent?: number;
    }
  | { kind: 'separator'; char: string }
  | { kind: 'feed'; lines: number }
  | { kind: 'cut' };

export interface Ticket {
  lines: TicketLine[];
  /** Points, for OS printers: production tickets use the settings' size plus 2 (01 §9). */
  fontSize: number;
  fontName: string;
  /** Columns. */
  marginLeft: number;
  marginRight: number;
}

/** One printable row, for the ESC/POS encoder; `cut` rows carry no text. */
export type RenderedRow = { cut: false; text: string; bold: boolean; large: boolean } | { cut: true };
