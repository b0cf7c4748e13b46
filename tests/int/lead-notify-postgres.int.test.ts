import { leadNotifySuite } from '../helpers/lead-notify-suite'

leadNotifySuite('postgres')
