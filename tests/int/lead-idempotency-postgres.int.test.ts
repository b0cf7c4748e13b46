import { leadIdempotencySuite } from '../helpers/lead-idempotency-suite'

leadIdempotencySuite('postgres')
