import type { Access, Endpoint, SanitizedConfig } from 'payload'

import { isStaff, staffOnly } from './Admins/access'

/**
 * Payload's internal collections that serve the admin (or Payload itself) only: document locks, admin
 * preferences, the migrations table. Their own rules let any signed-in user in (locks and migrations:
 * `Boolean(req.user)`; preferences: the user's own, also through its `/:key` endpoints, which check no
 * access rule at all), and a member (teacher) is a signed-in Payload user: these are kept for staff.
 */
const STAFF_ONLY_INTERNAL = new Set(['payload-locked-documents', 'payload-preferences', 'payload-migrations'])

const OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const

/** Nothing to read: the collection or global keeps no versions. */
const noVersions: Access = () => false

function staffAnd(rule: Access | undefined): Access {
  return (args) => (isStaff(args.req.user as never) ? (rule ? rule(args) : true) : false)
}

/** The endpoint as an anonymous visitor would call it, unless the caller is staff. */
function staffOrAnonymous(endpoint: Omit<Endpoint, 'root'>): Omit<Endpoint, 'root'> {
  return {
    ...endpoint,
    handler: (req) => {
      if (req.user && !isStaff(req.user as never)) req.user = null
      return endpoint.handler(req)
    },
  }
}

/**
 * Closes what Payload's defaults leave open to any signed-in user, members included, on the sanitized
 * configuration (Payload adds its internal collections during sanitizing, after plugins run):
 * - a missing `readVersions` falls back to `Boolean(req.user)`: refused where there are no versions (it
 *   answered members a 500), staff only where there are and no rule was written;
 * - the admin-only internal collections above are staff only: their access rules, and their endpoints
 *   treat any other signed-in user as anonymous (endpoint objects are shared between collections, so
 *   they are copied, never changed in place).
 */
export function hardenAccess(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.versions) collection.access.readVersions = noVersions
    else collection.access.readVersions ??= staffOnly
    if (STAFF_ONLY_INTERNAL.has(collection.slug)) {
      for (const operation of OPERATIONS)
        collection.access[operation] = staffAnd(collection.access[operation])
      if (Array.isArray(collection.endpoints))
        collection.endpoints = collection.endpoints.map(staffOrAnonymous)
    }
  }
  for (const global of config.globals) {
    if (!global.versions) global.access.readVersions = noVersions
    else global.access.readVersions ??= staffOnly
  }
  return config
}
