import { crc32, deflateSync } from 'node:zlib';

/** An upload slot as the shared `UploadSlot` GraphQL type gives it. */
export interface UploadSlotShape {
  readonly uploadUrl: string;
  readonly uploadMethod: string;
  readonly uploadHeaders: readonly { readonly name: string; readonly value: string }[];
}

/** The browser's direct upload: the bytes, sent as the slot says. Returns the HTTP status (0: the server cut it off). */
export async function putBytes(slot: UploadSlotShape, bytes: Buffer): Promise<number> {
  try {
    const headers = Object.fromEntries(slot.uploadHeaders.map((h) => [h.name, h.value]));
    // A Uint8Array view: a Buffer is not a BodyInit under the DOM library some packages type-check with.
    const response = await fetch(slot.uploadUrl, { method: slot.uploadMethod, headers, body: new Uint8Array(bytes) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    // A server may refuse an upload and close the connection while the body is still being sent.
    return 0;
  }
}

/** An RGB PNG of one colour, encoded by hand (services have no image library of their own). */
export function png(width: number, height: number, rgb: readonly [number, number, number] = [20, 120, 200]): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
