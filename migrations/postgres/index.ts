import * as migration_20261122_012307_initial from './20261122_012307_initial';

export const migrations = [
  {
    up: migration_20261122_012307_initial.up,
    down: migration_20261122_012307_initial.down,
    name: '20261122_012307_initial'
  },
];
