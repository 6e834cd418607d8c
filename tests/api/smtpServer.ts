// A mail server for the tests: plain SMTP, no TLS, on a free port of 127.0.0.1.
import { createServer, type AddressInfo } from "node:net";

/**
 * A mail server (plain SMTP, no TLS) that keeps what it was sent; with `refuseRecipients` it
 * refuses every recipient, quoting the address as real servers do.
 */
export async function receivingSmtpServer({ refuseRecipients = false } = {}) {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = "";
    let current: { from: string; to: string[]; data: string } | null = null;
    let readingData = false;
    socket.write("220 test.example ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (readingData) {
          if (line === ".") {
            readingData = false;
            messages.push(current!);
            socket.write("250 queued\r\n");
          } else current!.data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 test.example\r\n");
        else if (command === "MAIL") {
          current = { from: /<(.*)>/.exec(line)?.[1] ?? "", to: [], data: "" };
          socket.write("250 OK\r\n");
        } else if (command === "RCPT") {
          const recipient = /<(.*)>/.exec(line)?.[1] ?? "";
          if (refuseRecipients) {
            socket.write(`550 5.1.1 <${recipient}>: Recipient address rejected: User unknown\r\n`);
            continue;
          }
          current!.to.push(recipient);
          socket.write("250 OK\r\n");
        } else if (command === "DATA") {
          readingData = true;
          socket.write("354 go on\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, messages, close: () => new Promise((resolve) => server.close(resolve)) };
}
