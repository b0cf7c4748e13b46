import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted lead takes its delivery records with it (their jobs then find nothing to send and end). */
export const deleteDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'lead-deliveries',
    where: { lead: { equals: id } },
    overrideAccess: true,
    req,
  })
}
