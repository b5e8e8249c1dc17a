import type { Migration } from '../migrate';
import { accountMigrations } from './account';
import { casinoMigrations } from './casino';
import { contentMigrations } from './content';

/** Every area keeps its migrations in its own file; ids are prefixed per area so they never clash. */
export const migrations: readonly Migration[] = [...accountMigrations, ...contentMigrations, ...casinoMigrations];
