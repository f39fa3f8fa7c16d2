import type { SavedScan } from './contract';

/**
 * Saved-scan edits as this device shows them before the server has them: applied at once, and
 * again over the saved list after a reload while the outbox still holds them (offline). Each is
 * idempotent, so applying one the list has already changes nothing.
 */

export type SavedScanEdit =
  | { kind: 'create'; id: string; name: string; expression: string; at: string }
  | { kind: 'update'; id: string; name: string; expression: string; at: string }
  | { kind: 'delete'; id: string }
  | { kind: 'seen'; id: string };

export function applySavedScanEdit(scans: readonly SavedScan[], edit: SavedScanEdit): SavedScan[] {
  switch (edit.kind) {
    case 'create':
      if (scans.some((scan) => scan.id === edit.id)) return [...scans];
      return [
        ...scans,
        {
          id: edit.id,
          name: edit.name,
          expression: edit.expression,
          createdAt: edit.at,
          updatedAt: edit.at,
          lastRun: null,
          newSymbols: [],
        },
      ];
    case 'update':
      return scans.map((scan) =>
        scan.id === edit.id
          ? { ...scan, name: edit.name, expression: edit.expression, updatedAt: edit.at }
          : scan,
      );
    case 'delete':
      return scans.filter((scan) => scan.id !== edit.id);
    case 'seen':
      return scans.map((scan) => (scan.id === edit.id ? { ...scan, newSymbols: [] } : scan));
  }
}

/** A write as the outbox keeps it. */
export interface KeptWrite {
  method: string;
  path: string;
  body?: unknown;
  createdAt: number;
}

const SCAN_PATH = /^\/scans(?:\/([0-9a-f-]{36})(\/seen)?)?$/i;

/** The saved-scan edit a kept write makes, or null for any other write. */
export function savedScanEditOf(write: KeptWrite): SavedScanEdit | null {
  const match = SCAN_PATH.exec(write.path);
  if (!match) return null;
  const [, id, seen] = match;
  const body = (write.body ?? {}) as Record<string, unknown>;
  const at = new Date(write.createdAt).toISOString();
  const named = typeof body.name === 'string' && typeof body.expression === 'string';
  if (write.method === 'POST' && !id && named && typeof body.id === 'string') {
    return {
      kind: 'create',
      id: body.id,
      name: body.name as string,
      expression: body.expression as string,
      at,
    };
  }
  if (!id) return null;
  if (write.method === 'POST' && seen) return { kind: 'seen', id };
  if (write.method === 'PUT' && !seen && named) {
    return {
      kind: 'update',
      id,
      name: body.name as string,
      expression: body.expression as string,
      at,
    };
  }
  if (write.method === 'DELETE' && !seen) return { kind: 'delete', id };
  return null;
}

export const applySavedScanEdits = (
  scans: readonly SavedScan[],
  edits: readonly SavedScanEdit[],
): SavedScan[] => edits.reduce<SavedScan[]>(applySavedScanEdit, [...scans]);
