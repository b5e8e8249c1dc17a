import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * The smallest SMTP server that a real client (nodemailer) completes a delivery with: enough
 * of RFC 5321 to prove that mail leaves through the configured transport, on loopback only.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        switch (verb) {
          case 'MAIL':
            current.from = line.slice(10).trim();
            reply('250 ok');
            break;
          case 'RCPT':
            current.to.push(line.slice(8).trim());
            reply('250 ok');
            break;
          case 'DATA':
            inData = true;
            reply('354 go ahead');
            break;
          case 'QUIT':
            reply('221 bye');
            socket.end();
            break;
          default:
            reply(verb === 'EHLO' || verb === 'HELO' ? '250 sink' : '250 ok');
        }
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
