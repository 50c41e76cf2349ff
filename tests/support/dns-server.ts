import { createSocket } from 'node:dgram';
import { once } from 'node:events';

export interface TestDnsServer {
  /** For DNS_SERVERS: 127.0.0.1:<port>. */
  address: string;
  /** Sets the TXT records of a name (none removes it: the server then answers that the name does not exist). */
  setTxt(name: string, values: string[]): void;
  stop(): Promise<void>;
}

const TYPE_TXT = 16;

/** The question's name and type, read from a query (RFC 1035 4.1.2), and where the question ends. */
function questionOf(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  for (let length = query[offset] ?? 0; length > 0; length = query[offset] ?? 0) {
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(offset + 1), end: offset + 5 };
}

/** A tiny real DNS server on a local UDP port answering TXT questions from what the test set, NXDOMAIN otherwise. */
export async function startTestDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const { name, type, end } = questionOf(query);
    const values = records.get(name);
    const answers =
      values && type === TYPE_TXT
        ? values.map((value) => {
            const text = Buffer.from(value, 'utf8');
            const rdata = Buffer.concat([Buffer.from([text.length]), text]);
            const head = Buffer.alloc(12);
            head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
            head.writeUInt16BE(TYPE_TXT, 2);
            head.writeUInt16BE(1, 4); // class IN
            head.writeUInt32BE(60, 6);
            head.writeUInt16BE(rdata.length, 10);
            return Buffer.concat([head, rdata]);
          })
        : [];
    const header = Buffer.from(query.subarray(0, 12));
    // A response, recursion available; NXDOMAIN for a name it has nothing for.
    header.writeUInt16BE(0x8180 | (values ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    header.writeUInt16BE(0, 8);
    header.writeUInt16BE(0, 10);
    socket.send(Buffer.concat([header, query.subarray(12, end), ...answers]), peer.port, peer.address);
  });
  socket.bind(0, '127.0.0.1');
  await once(socket, 'listening');
  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt: (name, values) => {
      if (values.length > 0) records.set(name.toLowerCase(), values);
      else records.delete(name.toLowerCase());
    },
    stop: async () => {
      socket.close();
      await once(socket, 'close');
    },
  };
}
