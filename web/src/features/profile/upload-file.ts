/** Where and how one file's bytes go (an UploadSlot). */
export interface UploadTarget {
  uploadUrl: string;
  uploadMethod: string;
  uploadHeaders: readonly { name: string; value: string }[];
}

/** The bytes did not arrive: the storage refused them (its status and error code) or the network failed. */
export class UploadTransferError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadTransferError';
    this.status = status;
  }
}

const TRANSFER_REASONS: Record<string, string> = {
  FILE_TOO_LARGE: 'The file is larger than this upload allows.',
  UPLOAD_EXPIRED: 'The upload took too long. Please upload the file again.',
};

/** What a failed transfer's response says, in words (the local adapter answers `{ error: { code } }`; S3 answers XML). */
export function transferFailure(status: number, body: string): UploadTransferError {
  if (status === 0) return new UploadTransferError(0, 'The connection failed. Check your connection and try again.');
  let code: string | undefined;
  try {
    code = (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  }
  const known = code === 'EntityTooLarge' ? TRANSFER_REASONS['FILE_TOO_LARGE'] : code && TRANSFER_REASONS[code];
  return new UploadTransferError(status, known || `The file could not be sent (status ${status}). Please try again.`);
}

/**
 * Sends the raw bytes to the slot with exactly its headers. XMLHttpRequest rather than fetch, for
 * `upload.onprogress` (fractions 0..1). Rejects with an UploadTransferError, or an AbortError.
 */
export function putFile(target: UploadTarget, file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.uploadMethod, target.uploadUrl);
    for (const header of target.uploadHeaders) request.setRequestHeader(header.name, header.value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(transferFailure(request.status, request.responseText));
    };
    request.onerror = () => reject(transferFailure(0, ''));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    // Without a type, so the browser adds no Content-Type the slot did not name (a presigned URL may sign the headers).
    request.send(file.slice(0, file.size, ''));
  });
}
