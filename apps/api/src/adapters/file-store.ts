import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live, by key (docs/decisions/photos.md). The disk store below is the default; an
 * object store (S3 and the like) fits the same three calls. Keys are written once and never changed
 * (their names carry a hash of their content), so a reader may cache them for ever.
 */
export type FileStore = {
  /** Writes the whole file or nothing: a reader never sees part of it. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
};

/** Lower-case letters, digits, '-', '_' and '.', in '/'-separated segments that are not '.' or '..'. */
const KEY = /^(?:[a-z0-9][a-z0-9_.-]{0,127}\/){0,4}[a-z0-9][a-z0-9_.-]{0,127}$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * Files under `root` (DATA_DIR/uploads unless UPLOADS_DIR says otherwise). Several processes, or machines
 * sharing the folder, may use it at once: a file is written to a temporary name and renamed into place.
 */
export function diskFileStore(root: string): FileStore {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    const file = path.resolve(resolvedRoot, key);
    if (!file.startsWith(resolvedRoot + path.sep)) throw new Error(`storage key leaves the root: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
        return new Uint8Array(await readFile(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
