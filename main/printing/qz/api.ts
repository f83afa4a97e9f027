/**
 * The slice of the qz-tray module (2.3) the client uses. QZ wraps non-async callbacks in its own
 * promises and calls async ones directly, telling them apart by `constructor.name ===
 * 'AsyncFunction'`, which transpiling can change: the client passes resolve/reject-style
 * functions only, which work either way.
 */
export type QzResolver<T> = (resolve: (value: T) => void, reject: (reason: unknown) => void) => void;

export interface QzConnectOptions {
  host?: string | string[];
  port?: { secure?: number[]; insecure?: number[] };
  usingSecure?: boolean;
  keepAlive?: number;
  retries?: number;
  delay?: number;
}

export interface QzRawData {
  type: 'raw';
  format: 'command';
  flavor: 'base64';
  data: string;
}

export interface QzApi {
  websocket: {
    connect(options?: QzConnectOptions): Promise<unknown>;
    disconnect(): Promise<unknown>;
    isActive(): boolean;
  };
  security: {
    setCertificatePromise(handler: QzResolver<string>, options?: { rejectOnFailure?: boolean }): void;
    setSignaturePromise(factory: (toSign: string) => QzResolver<string>): void;
    setSignatureAlgorithm(algorithm: 'SHA1' | 'SHA256' | 'SHA512'): void;
  };
  printers: {
    /** Without a query: every printer name QZ sees. */
    find(query?: string): Promise<string | string[]>;
    /** 2.1+: status events for these printers (null: all) go to the printer callbacks. */
    startListening?(printers: string | string[] | null): Promise<unknown>;
    /** 2.1+: each listened printer's current status is sent to the callbacks. */
    getStatus?(): Promise<unknown>;
    setPrinterCallbacks?(calls: (event: unknown) => void): void;
  };
  configs: {
    create(printer: string, options?: Record<string, unknown>): unknown;
  };
  print(config: unknown, data: QzRawData[]): Promise<unknown>;
  api: {
    setWebSocketType(ws: unknown): void;
  };
}
