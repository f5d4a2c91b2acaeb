import { isApiError, translateDynamic } from '@cenacle/kit';
import { useState } from 'react';
import { type StoredFile, uploadDocument } from './files.api.ts';

/**
 * Uploads chosen files to the file store as they are chosen: busy while it runs, and the server's
 * reason (translated) when it refuses one. Answers the stored files, or null when any failed.
 */
export function useUpload(store: (file: File) => Promise<StoredFile> = uploadDocument) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async (files: readonly File[]): Promise<StoredFile[] | null> => {
    if (files.length === 0) return null;
    setBusy(true);
    setFailure(null);
    try {
      return await Promise.all(files.map(store));
    } catch (error) {
      setFailure(isApiError(error) ? translateDynamic(error.messageKey, error.params) : '');
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, upload };
}
