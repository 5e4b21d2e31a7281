/**
 * File storage provider: uploaded prescriptions, lab reports, invoices and studio media. The local default keeps
 * files in a directory (FILE_STORAGE_DIR, default var/files) so everything works on one machine; a deployment with
 * several instances points every instance at one shared directory (or plugs in an object store behind the same
 * interface). Who may read a file is decided by the caller (owner checks live with the records that point here):
 * storage only knows opaque keys.
 */
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Stores bytes under a new key made from `prefix`; returns the key to keep on the owning record. */
  put(prefix: string, bytes: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

// Keys are generated here, never taken from a client: "<prefix>/<32 hex>". The check keeps a tampered key from
// walking out of the storage directory.
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[0-9a-f]{32}$/;
const PREFIX = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function localFileStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error("Invalid storage key");
    return path.join(dir, key);
  };
  return {
    async put(prefix, bytes, contentType) {
      if (!PREFIX.test(prefix)) throw new Error("Invalid storage prefix");
      const key = `${prefix}/${crypto.randomBytes(16).toString("hex")}`;
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file, and a crash leaves no truncated upload behind.
      await fs.writeFile(`${file}.tmp`, bytes);
      await fs.writeFile(`${file}.type`, contentType);
      await fs.rename(`${file}.tmp`, file);
      return key;
    },
    async get(key) {
      if (!KEY.test(key)) return null;
      try {
        const [bytes, contentType] = await Promise.all([fs.readFile(fileOf(key)), fs.readFile(`${fileOf(key)}.type`, "utf8")]);
        return { bytes, contentType };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async delete(key) {
      if (!KEY.test(key)) return;
      await fs.rm(fileOf(key), { force: true });
      await fs.rm(`${fileOf(key)}.type`, { force: true });
    },
  };
}

let current: FileStorage | null = null;

/** The process's storage: FILE_STORAGE_DIR (default var/files, relative to the working directory). */
export function fileStorage(): FileStorage {
  current ??= localFileStorage(path.resolve(process.env.FILE_STORAGE_DIR || "var/files"));
  return current;
}

/** Tests point storage at a temporary directory. */
export function useFileStorageForTesting(storage: FileStorage | null) {
  current = storage;
}
