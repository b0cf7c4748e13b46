import { leadNotifySuite } from '../helpers/lead-notify-suite'

leadNotifySuite('sqlite')
