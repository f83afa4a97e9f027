/**
 * SQL of the cloud print settings, one record per store: the settings as JSON and the sync flag in
 * its own column, since the flag changes on its own (atualizar, the control API). Merged into the
 * main repo by db/repo.ts.
 */
import type { StoredPrintSettings } from './service';
import type { Db } from '../db/migrations';

interface PrintSettingsRow {
  establishment_id: number;
  data: string;
  sincronizado: 'S' | 'N';
  updated_at: number;
}

export interface PrintSettingsRecord {
  settings: StoredPrintSettings;
  sincronizado: 'S' | 'N';
  updatedAt: number;
}

/** SQL of the cloud print settings, one record per store (merged into the main repo). */
export function createPrintSettingsRepo(db: Db) {
  const s = {
    get: db.prepare('SELECT * FROM print_settings WHERE establishment_id = ?'),
    upsert: db.prepare(`INSERT INTO print_settings (establishment_id, data, sincronizado, updated_at)
      VALUES (@establishment_id, @data, @sincronizado, @updated_at)
      ON CONFLICT (establishment_id) DO UPDATE SET
        data = excluded.data, sincronizado = excluded.sincronizado, updated_at = excluded.updated_at`),
    setSync: db.prepare('UPDATE print_settings SET sincronizado = ? WHERE establishment_id = ?'),
    remove: db.prepare('DELETE FROM print_settings WHERE establishment_id = ?'),
  };
  return {
    printSettings(establishmentId: number): PrintSettingsRecord | undefined {
      const row = s.get.get(establishmentId) as PrintSettingsRow | undefined;
      if (!row) return undefined;
      return {
        settings: JSON.parse(row.data) as StoredPrintSettings,
        sincronizado: row.sincronizado,
        updatedAt: row.updated_at,
      };
    },
    savePrintSettings(
      establishmentId: number,
      settings: StoredPrintSettings,
      sincronizado: 'S' | 'N',
      at: number,
    ): void {
      s.upsert.run({
        establishment_id: establishmentId,
        data: JSON.stringify(settings),
        sincronizado,
        updated_at: at,
      });
    },
    /** False when the store has no record. */
    setPrintSync: (establishmentId: number, sincronizado: 'S' | 'N'): boolean =>
      s.setSync.run(sincronizado, establishmentId).changes > 0,
    /** False when there was nothing to clear. */
    clearPrintSettings: (establishmentId: number): boolean => s.remove.run(establishmentId).changes > 0,
  };
}
