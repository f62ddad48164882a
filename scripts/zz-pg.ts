import { startEmbeddedPostgres } from '../src/lib/embedded-postgres'
await startEmbeddedPostgres({ dataDir: '.data/postgres', outlivesProcess: true } as never)
