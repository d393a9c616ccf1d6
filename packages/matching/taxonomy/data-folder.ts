import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of public source data a build or evaluation script reads, named by an environment variable.
 * The repository holds what the scripts derive, not their sources: README.md ("Source data") says which
 * files each variable names and where they come from. Unset, or naming no folder, the script stops with
 * one line saying so.
 */
export function dataFolder(variable: string, holding: string): string {
  const value = process.env[variable];
  const folder = value ? path.resolve(value) : undefined;
  if (folder && existsSync(folder)) return folder;
  console.error(
    folder
      ? `${variable} names ${folder}, which does not exist: it must be the folder holding ${holding} (README.md, "Source data").`
      : `Set ${variable} to the folder holding ${holding} (README.md, "Source data").`,
  );
  process.exit(1);
}
