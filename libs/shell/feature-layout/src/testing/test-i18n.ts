import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { i18n } from 'i18next';
import { createI18n, type Messages } from '@nfx/i18n';

const MESSAGES_DIR = join(__dirname, '../../../../../apps/platform-api/src/seed/content/messages/en');

/** The seeded English catalogue, read from disk so tests see the texts players see. */
function englishMessages(): Messages {
  const messages: Record<string, unknown> = {};
  for (const file of readdirSync(MESSAGES_DIR)) {
    if (file.endsWith('.json')) messages[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(MESSAGES_DIR, file), 'utf8'));
  }
  return messages as Messages;
}

export function createTestI18n(): i18n {
  return createI18n({ locale: 'en', locales: [{ code: 'en', name: 'English' }], defaultLocale: 'en', messages: englishMessages() });
}
