import fs from 'node:fs';
import path from 'node:path';
import { workerSite } from './test';

/**
 * What the workers that drove this worker's server before it learnt about that server, kept in a
 * file beside the server's copy of the site. Playwright starts a new worker process for every area
 * (project) and after every failed test, but the new one drives the same server (support/test.ts):
 * what lives only in memory is forgotten, while the server still remembers it (enrolments counted
 * against the address's throttle, authenticator codes already spent). Only one worker drives a
 * server at a time, so reads and writes never race. A base URL that is not this worker's server
 * (a test's own extra server) gets an in-memory record only.
 */
export interface ServerMemory<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  delete(key: string): void;
}

const inMemory = new Map<string, Record<string, unknown>>();

export function serverMemory<T>(baseUrl: string, name: string): ServerMemory<T> {
  const file = memoryFile(baseUrl, name);
  const memoryKey = `${baseUrl}|${name}`;
  let entries = (inMemory.get(memoryKey) ?? {}) as Record<string, T>;
  const read = (): Record<string, T> => {
    if (file && fs.existsSync(file)) entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, T>;
    return entries;
  };
  const write = () => {
    if (file) fs.writeFileSync(file, JSON.stringify(entries));
    else inMemory.set(memoryKey, entries);
  };
  return {
    get: (key) => read()[key],
    set: (key, value) => {
      entries = { ...read(), [key]: value };
      write();
    },
    delete: (key) => {
      entries = { ...read() };
      delete entries[key];
      write();
    },
  };
}

function memoryFile(baseUrl: string, name: string): string | null {
  let site;
  try {
    site = workerSite();
  } catch {
    return null;
  }
  return site.baseUrl === baseUrl ? path.join(path.dirname(site.siteRoot), `${name}.json`) : null;
}
