/** The import's parse thread: batches of messages in, what parse.ts reads of each out (without the bytes, which the caller keeps). */
import { parentPort } from 'node:worker_threads';
import { prepare } from './parse';
import type { ParseReply, ParseRequest, Parsed, ThreadRequest } from './parse-thread';
import { searchPairs } from './search-pairs';
import { SearchVectors } from './search-vectors';

const port = parentPort!;
const search = new SearchVectors();
port.on('message', (request: ThreadRequest) => {
  if ('warmSearch' in request) search.warm(request.warmSearch);
  else void parseBatch(request).then((reply) => port.postMessage(reply));
});

async function parseBatch({ id, bytes, lengths, searchVector }: ParseRequest): Promise<ParseReply> {
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
    if (searchVector) {
      // All of the batch or none of it: the batch is inserted as rows of the same columns.
      const vectors = await search.vectors(searchVector, parsed.map((p) => p.fields));
      if (vectors) {
        parsed.forEach((p, i) => {
          p.fields.search = vectors[i];
          p.fields.searchPairs = searchPairs(vectors[i]!);
        });
      }
    }
    return { id, parsed };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
