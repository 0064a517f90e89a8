import { describe, expect, it } from '@jest/globals';
import { transferFailure } from './upload-file.ts';

describe('upload transfer failures', () => {
  it("says in words what the storage answered (the local adapter's JSON, S3's XML, or nothing)", () => {
    expect(transferFailure(413, '{"error":{"code":"FILE_TOO_LARGE","message":"At most 10 bytes"}}').message).toBe(
      'The file is larger than this upload allows.',
    );
    expect(transferFailure(403, '{"error":{"code":"UPLOAD_EXPIRED"}}').message).toBe('The upload took too long. Please upload the file again.');
    expect(transferFailure(400, '<Error><Code>EntityTooLarge</Code></Error>').message).toBe('The file is larger than this upload allows.');
    expect(transferFailure(403, '{"error":{"code":"INVALID_UPLOAD_TOKEN"}}').message).toBe(
      'The file could not be sent (status 403). Please try again.',
    );
    expect(transferFailure(0, '').status).toBe(0);
  });
});
