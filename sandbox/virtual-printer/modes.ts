// What a virtual printer is and how it behaves, apart from the server so the answers it gives
// (star-status.ts) and the server that gives them share them without importing each other.

/** How the printer behaves: 'silent' never answers a status query; 'drops' resets connections. */
export type PrinterMode = 'online' | 'offline' | 'paper-out' | 'cover-open' | 'slow' | 'drops' | 'silent';

/** The maker and model it names in its ID answers. */
export interface PrinterIdentity {
  maker: string;
  model: string;
  /** Its answer to GS I 68 (serial number); 'VIRTUAL0001' when not given. */
  serial?: string;
}
