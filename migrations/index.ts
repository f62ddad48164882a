import * as migration_20261122_144504_initial from './20261122_144504_initial'
import * as migration_20261122_152929_outbox from './20261122_152929_outbox'

export const migrations = [
  {
    up: migration_20261122_144504_initial.up,
    down: migration_20261122_144504_initial.down,
    name: '20261122_144504_initial',
  },
  {
    up: migration_20261122_152929_outbox.up,
    down: migration_20261122_152929_outbox.down,
    name: '20261122_152929_outbox',
  },
]
