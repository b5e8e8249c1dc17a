import * as v from 'valibot';
import type { HistoryExportKind } from '@nfx/api-contract';
import { dateRule, emptyAsUndefined, messageKeys, parseDottedDate } from '@nfx/validation';

/** What an export may hold, in the order the form offers them (casino rounds first, the server's default). */
export const EXPORT_KINDS: readonly HistoryExportKind[] = ['casino', 'sports'];

export interface ExportRangeValues {
  kind: HistoryExportKind;
  date_from: string;
  date_to: string;
}

/** dd.mm.yyyy → yyyy-mm-dd, as games.createhistoryexportrequest takes it; blank stays blank. */
export function isoDateOf(dotted: string | undefined): string | undefined {
  if (!dotted) return undefined;
  const date = parseDottedDate(dotted.trim());
  return date ? date.toISOString().slice(0, 10) : undefined;
}

/** A kind, and both dates optional (dd.mm.yyyy, §5), the first not after the second. */
export const exportRangeSchema = v.pipe(
  v.object({ kind: v.picklist(EXPORT_KINDS), date_from: emptyAsUndefined(dateRule()), date_to: emptyAsUndefined(dateRule()) }),
  v.forward(
    v.partialCheck(
      [['date_from'], ['date_to']],
      (input) => {
        const from = input.date_from ? isoDateOf(input.date_from) : undefined;
        const to = input.date_to ? isoDateOf(input.date_to) : undefined;
        return !from || !to || from <= to;
      },
      messageKeys.date,
    ),
    ['date_to'],
  ),
);
