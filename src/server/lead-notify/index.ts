export { LEAD_QUEUE, NOTIFY_MAX_ATTEMPTS, notifyLeadTask } from './deliver'
export { notifyAutoRun, queueLeadNotifications, runLeadQueue, startLeadQueue } from './queue'
