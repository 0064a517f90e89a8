import type { Viewer } from '@koinonia/kit';
import { dataOf, png, putBytes, startTestService, type TestService, type TestServiceOptions } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { ProfileFilePurpose } from '../__generated__/documents/graphql.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';

type T = TestService<IdentityConfig>;

export { png, putBytes };

export const PROFILE_UPLOAD_SLOT = graphql(`
  mutation ProfileUploadSlot($purpose: ProfileFilePurpose!, $size: Int!, $fileName: String) {
    profileUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) {
      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt
    }
  }
`);

export const CONFIRM_PROFILE_UPLOAD = graphql(`
  mutation ConfirmProfileUpload($slotId: ID!) {
    confirmProfileUpload(slotId: $slotId) {
      id profileImageUrl backgroundImageUrl profileResumeUrl
      profileImage { id contentType size width height fileName url cardUrl avatarUrl }
      backgroundImage { id url }
      resume { id contentType fileName url }
    }
  }
`);

export const DELETE_PROFILE_FILE = graphql(`
  mutation DeleteProfileFile($purpose: ProfileFilePurpose!) {
    deleteProfileFile(purpose: $purpose) {
      id profileImageUrl backgroundImageUrl profileResumeUrl
      profileImage { id contentType size width height fileName url cardUrl avatarUrl }
      backgroundImage { id url }
      resume { id contentType fileName url }
    }
  }
`);

export const PUBLIC_PROFILE = graphql(`
  query PublicProfileFiles($slug: String!) {
    userProfile(slug: $slug) {
      id
      profile {
        id profileImageUrl backgroundImageUrl profileResumeUrl
        profileImage { id contentType size width height fileName url cardUrl avatarUrl }
        backgroundImage { id url }
        resume { id contentType fileName url }
      }
    }
  }
`);

/** Identity with local media (`localMedia`) or the media variables of `env` (S3). */
export const startIdentityWithMedia = (media: Pick<TestServiceOptions<IdentityConfig>, 'env' | 'localMedia'>): Promise<T> =>
  startTestService(identityService, loadIdentityConfig, media);

export async function get(url: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
}

/** Slot, upload and confirmation through GraphQL and HTTP; the upload must succeed. */
export async function uploadProfileFile(t: T, viewer: Viewer, purpose: ProfileFilePurpose, bytes: Buffer, fileName: string) {
  const slot = dataOf(await t.run(viewer, PROFILE_UPLOAD_SLOT, { purpose, size: bytes.length, fileName })).profileUploadSlot;
  const status = await putBytes(slot, bytes);
  if (status < 200 || status > 299) throw new Error(`upload answered ${status}`);
  return dataOf(await t.run(viewer, CONFIRM_PROFILE_UPLOAD, { slotId: slot.id })).confirmProfileUpload;
}

/** A minimal well-formed one-page PDF. */
export function pdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Linux x86-64 program (ELF header), padded: what a renamed executable looks like. */
export const elfExecutable = (): Buffer =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(8), Buffer.from([0x02, 0x00, 0x3e, 0x00]), Buffer.alloc(2048, 0x90)]);
