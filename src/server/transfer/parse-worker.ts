/** The import's parse thread: batches of messages in, what parse.ts reads of each out (without the bytes, which the caller keeps). */
import { parentPort } from 'node:worker_threads';
import { prepare } from './parse';
import type { ParseReply, ParseRequest, Parsed } from './parse-thread';

const port = parentPort!;
port.on('message', (request: ParseRequest) => {
  void parseBatch(request).then((reply) => port.postMessage(reply));
});

async function parseBatch({ id, bytes, lengths }: ParseRequest): Promise<ParseReply> {
  try {
    const all = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const parsed: Parsed[] = [];
    let offset = 0;
    for (const length of lengths) {
      // One at a time: the thread has nothing else to do, and memory holds one message's parse.
      const { bytes: _kept, ...fields } = await prepare(all.subarray(offset, offset + length));
      parsed.push(fields);
      offset += length;
    }
    return { id, parsed };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
