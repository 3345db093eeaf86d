import { readdir } from "node:fs/promises";
import { join } from "node:path";

/** Every file under a folder, at any depth. */
export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The build's HTML pages. */
export async function htmlFiles(clientDir: string): Promise<string[]> {
  const files = [];
  for await (const file of walk(clientDir)) if (file.endsWith(".html")) files.push(file);
  return files;
}
