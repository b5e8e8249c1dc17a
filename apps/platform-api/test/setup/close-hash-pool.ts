import { closeSharedHashPool } from '../../src/security/password-hash-pool';

// Each test file builds its own password-hash pool (its own module registry); its worker threads
// are unref'd, so nothing ends them but this. Left running, every file's threads and, through
// them, its whole module graph stayed in the Jest worker until the run ended.
afterAll(() => closeSharedHashPool());
