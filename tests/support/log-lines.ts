import type { ChildProcess } from 'node:child_process'

/**
 * The lines a server process writes to its stdout, as they come: its JSON log lines parsed, any
 * other line (Next's own) as `{ raw }`.
 */
export function logLines(child: ChildProcess): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = []
  let rest = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n')
    rest = parts.pop() ?? ''
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part))
      } catch {
        lines.push({ raw: part })
      }
    }
  })
  return lines
}
