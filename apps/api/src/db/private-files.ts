import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the server creates is its own alone: files 0600, folders 0700 (issue 16 §6). The
 * embedded database's files hold password hashes and personal data, and PGlite creates them
 * through the process umask.
 */
export const PRIVATE_UMASK = 0o077;

/**
 * Creates `directory` if needed and takes group and others' access away from it and from
 * everything under it (a data folder written before this rule, or copied in by hand). Symbolic
 * links are left alone.
 */
export function keepPrivate(directory: string): void {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  tighten(directory);
}

function tighten(path: string): void {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o077) !== 0) chmodSync(path, stats.mode & 0o700);
    for (const entry of readdirSync(path)) tighten(join(path, entry));
  } else if ((stats.mode & 0o077) !== 0) {
    chmodSync(path, stats.mode & 0o700);
  }
}
