import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type TReceived = {
  to: string
  from: string
  replyTo: string
  subject: string
  html: string
  text: string
  messageId: string
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that records what it accepts.
 * `dropNext(n)` makes it cut the connection in the middle of the next n messages' DATA, before it
 * answers, the way a crashing or overloaded peer does; `refuse(address)` refuses a mailbox for good.
 */
export async function startSmtpPeer() {
  const received: TReceived[] = []
  let toDrop = 0
  let delayMs = 0
  const refused = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback()
      // A permanent refusal, as a receiving server answers for a mailbox that does not exist.
      const error = new Error('5.1.1 No such user here') as Error & { responseCode: number }
      error.responseCode = 550
      callback(error)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
        if (toDrop > 0) {
          toDrop--
          // The message was fully transferred but never acknowledged: the sender must retry.
          const socket = (session as unknown as { socket?: { destroy: () => void } }).socket
          if (socket) socket.destroy()
          else callback(new Error('Connection dropped'))
          return
        }
        const mail = await simpleParser(Buffer.concat(chunks))
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          from: mail.from?.text ?? '',
          replyTo: mail.replyTo?.text ?? '',
          subject: mail.subject ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          text: mail.text ?? '',
          messageId: mail.messageId ?? '',
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    dropNext: (count: number) => {
      toDrop = count
    },
    /** Answers each message only after `ms`, as a slow relay does. */
    slowDown: (ms: number) => {
      delayMs = ms
    },
    /** Refuses mail for `address` for good (550), as a server does for an unknown mailbox. */
    refuse: (address: string) => {
      refused.add(address.toLowerCase())
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
