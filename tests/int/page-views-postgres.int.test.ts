import { pageViewsSuite } from '../helpers/page-views-suite'

pageViewsSuite('postgres')
