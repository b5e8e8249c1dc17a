import type { CustomCodeEntry } from '../content/cms-types';

export interface PlacedCustomCode {
  head: string;
  bodyStart: string;
  bodyEnd: string;
}

const positions: ReadonlyArray<CustomCodeEntry['position']> = ['head', 'bodyStart', 'bodyEnd'];

/** Larger than any analytics snippet; a pasted bundle would slow every page. */
const MAX_CODE_LENGTH = 64 * 1024;

/** Elements whose content runs to their end tag: left open, they swallow the rest of the page. */
const RAW_TEXT_ELEMENTS = ['script', 'style', 'textarea', 'title', 'noscript', 'template', 'iframe', 'xmp', 'noembed', 'noframes'];

/**
 * Why a snippet would break the page around it, or null when it is safe to paste as is. The
 * code is operators' own HTML and stays raw (that is its purpose); this only catches mistakes
 * that would cut the document short or hide the app: unclosed comments or raw-text elements,
 * and document-structure tags.
 */
export function customCodeProblem(code: string): string | null {
  if (code.length > MAX_CODE_LENGTH) return `longer than ${MAX_CODE_LENGTH} characters`;
  const opened = code.split('<!--').length - 1;
  const closed = code.split('-->').length - 1;
  if (opened > closed) return 'an HTML comment is not closed';
  if (/<\/?(?:html|head|body)[\s>/]/i.test(code) || /<!doctype/i.test(code)) return 'contains document-structure tags';
  const lower = code.toLowerCase();
  for (const element of RAW_TEXT_ELEMENTS) {
    const openings = lower.match(new RegExp(`<${element}[\\s>/]`, 'g'))?.length ?? 0;
    const closings = lower.match(new RegExp(`</${element}\\s*>`, 'g'))?.length ?? 0;
    if (openings !== closings) return `<${element}> is not closed`;
  }
  return null;
}

/**
 * Groups the enabled CMS snippets by position (spec §2: head, body start, body end). A
 * malformed entry is reported through `report` and left out; the page renders without it.
 */
export function placeCustomCode(entries: unknown, report: (message: string, entry: unknown) => void): PlacedCustomCode {
  const placed: Record<CustomCodeEntry['position'], string[]> = { head: [], bodyStart: [], bodyEnd: [] };
  if (entries !== undefined && !Array.isArray(entries)) {
    report('custom code section is not a list', entries);
    return { head: '', bodyStart: '', bodyEnd: '' };
  }
  for (const entry of entries ?? []) {
    const candidate = entry as Partial<CustomCodeEntry> | null;
    if (!candidate || typeof candidate !== 'object') {
      report('custom code entry is not an object', entry);
      continue;
    }
    if (candidate.isEnabled !== true) continue;
    if (!positions.includes(candidate.position as CustomCodeEntry['position']) || typeof candidate.code !== 'string') {
      report('custom code entry has no valid position or code', { id: candidate.id, position: candidate.position });
      continue;
    }
    const problem = customCodeProblem(candidate.code);
    if (problem) {
      report(`custom code entry skipped: ${problem}`, { id: candidate.id, position: candidate.position });
      continue;
    }
    placed[candidate.position as CustomCodeEntry['position']].push(candidate.code);
  }
  return { head: placed.head.join('\n'), bodyStart: placed.bodyStart.join('\n'), bodyEnd: placed.bodyEnd.join('\n') };
}
