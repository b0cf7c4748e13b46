import * as migration_20261122_012301_initial from './20261122_012301_initial';
import * as migration_20261122_015100_leads from './20261122_015100_leads';
import * as migration_20261122_020505_api_guards from './20261122_020505_api_guards';
import * as migration_20261122_073436_news_banners from './20261122_073436_news_banners';
import * as migration_20261123_201213_pages_blocks from './20261123_201213_pages_blocks';
import * as migration_20261124_163628_members_username_lock from './20261124_163628_members_username_lock';
import * as migration_20261124_224052_leads_workflow from './20261124_224052_leads_workflow';
import * as migration_20261125_030607_page_views from './20261125_030607_page_views';
import * as migration_20261125_141754_lead_idempotency_key from './20261125_141754_lead_idempotency_key';
import * as migration_20261126_012123_member_password_key from './20261126_012123_member_password_key';

export const migrations = [
  {
    up: migration_20261122_012301_initial.up,
    down: migration_20261122_012301_initial.down,
    name: '20261122_012301_initial',
  },
  {
    up: migration_20261122_015100_leads.up,
    down: migration_20261122_015100_leads.down,
    name: '20261122_015100_leads',
  },
  {
    up: migration_20261122_020505_api_guards.up,
    down: migration_20261122_020505_api_guards.down,
    name: '20261122_020505_api_guards',
  },
  {
    up: migration_20261122_073436_news_banners.up,
    down: migration_20261122_073436_news_banners.down,
    name: '20261122_073436_news_banners',
  },
  {
    up: migration_20261123_201213_pages_blocks.up,
    down: migration_20261123_201213_pages_blocks.down,
    name: '20261123_201213_pages_blocks',
  },
  {
    up: migration_20261124_163628_members_username_lock.up,
    down: migration_20261124_163628_members_username_lock.down,
    name: '20261124_163628_members_username_lock',
  },
  {
    up: migration_20261124_224052_leads_workflow.up,
    down: migration_20261124_224052_leads_workflow.down,
    name: '20261124_224052_leads_workflow',
  },
  {
    up: migration_20261125_030607_page_views.up,
    down: migration_20261125_030607_page_views.down,
    name: '20261125_030607_page_views',
  },
  {
    up: migration_20261125_141754_lead_idempotency_key.up,
    down: migration_20261125_141754_lead_idempotency_key.down,
    name: '20261125_141754_lead_idempotency_key',
  },
  {
    up: migration_20261126_012123_member_password_key.up,
    down: migration_20261126_012123_member_password_key.down,
    name: '20261126_012123_member_password_key'
  },
];
